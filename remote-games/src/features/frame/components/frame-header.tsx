import { Button, Tooltip } from 'antd';
import { CloseOutlined, CompressOutlined, ExpandOutlined, FullscreenExitOutlined, FullscreenOutlined, MenuOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

export interface FrameHeaderProps {
  title: string;
  stretched: boolean;
  fullscreen: boolean;
  showStretch: boolean;
  onMenu: () => void;
  onStretch: () => void;
  onFullscreen: () => void;
  onClose: () => void;
}

function HeaderButton({ label, testId, icon, onClick, pressed }: { label: string; testId: string; icon: React.ReactNode; onClick: () => void; pressed?: boolean }) {
  return (
    <Tooltip title={label}>
      <Button type="text" icon={icon} onClick={onClick} aria-label={label} aria-pressed={pressed} data-testid={testId} style={{ color: '#fff' }} />
    </Tooltip>
  );
}

/** Window header: the game's name and the menu, stretch/shrink, fullscreen and close buttons (spec §2). */
export function FrameHeader(p: FrameHeaderProps) {
  const { t } = useTranslation('games');
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 4, height: 48, padding: '0 8px', color: '#fff', background: 'rgba(20,20,20,.95)' }}>
      <HeaderButton label={t('frame.menu')} testId="frame-menu" icon={<MenuOutlined />} onClick={p.onMenu} />
      <strong data-testid="frame-title" style={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{p.title}</strong>
      {p.showStretch && (
        <HeaderButton label={t(p.stretched ? 'frame.shrink' : 'frame.stretch')} testId="frame-stretch" pressed={p.stretched}
          icon={p.stretched ? <CompressOutlined /> : <ExpandOutlined />} onClick={p.onStretch} />
      )}
      <HeaderButton label={t(p.fullscreen ? 'frame.exitFullscreen' : 'frame.fullscreen')} testId="frame-fullscreen" pressed={p.fullscreen}
        icon={p.fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />} onClick={p.onFullscreen} />
      <HeaderButton label={t('frame.close')} testId="frame-close" icon={<CloseOutlined />} onClick={p.onClose} />
    </div>
  );
}
