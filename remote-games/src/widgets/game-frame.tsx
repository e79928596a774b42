// ./GameFrame — the overlay that holds a launched game in a sandboxed iframe.
import { Button, Spin } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useStores } from '@casino/shared';

const GameFrame = observer(function GameFrame() {
  const { ui } = useStores();
  const [loaded, setLoaded] = useState(false);
  const game = ui.currentGame;
  if (!ui.overlayShown || !game) return null;
  return (
    <div role="dialog" aria-label={game.title || 'Game'} data-testid="game-frame"
      style={{ position: 'fixed', inset: 0, zIndex: 1000, background: 'rgba(0,0,0,0.85)', display: 'flex', flexDirection: 'column' }}>
      <div style={{ display: 'flex', alignItems: 'center', padding: 8, color: '#fff' }}>
        <strong style={{ flex: 1 }}>{game.title || 'Game'}</strong>
        <Button type="text" icon={<CloseOutlined />} aria-label="close" onClick={() => ui.closeGame()} style={{ color: '#fff' }} />
      </div>
      {!loaded && <Spin size="large" style={{ margin: 'auto' }} />}
      <iframe title={game.title || 'Game'} src={game.url} onLoad={() => setLoaded(true)}
        sandbox="allow-scripts allow-same-origin allow-forms" allow="fullscreen; autoplay"
        style={{ border: 0, width: '100%', height: 'calc(100vh - 80px)', display: loaded ? 'block' : 'none' }} />
    </div>
  );
});
export default GameFrame;
