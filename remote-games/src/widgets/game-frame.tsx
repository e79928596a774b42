// ./GameFrame — the overlay that holds a launched game (spec §2, §4). The host renders it while
// `ui.overlayShown`; `ui.openGame({id,title,url})` shows a game, `ui.closeGame()` clears it and hides the overlay.
import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { useStores } from '@casino/shared';
import { GameWindow } from '../features/frame/components/game-window';
import '../i18n';

const GameOverlay = observer(function GameOverlay() {
  const { ui } = useStores();
  const game = ui.currentGame;
  if (!ui.overlayShown || !game?.url) return null;
  return <GameWindow game={game} />;
});

export default function GameFrame() {
  return <Suspense fallback={null}><GameOverlay /></Suspense>;
}
