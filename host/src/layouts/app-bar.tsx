// Dashboard app bar: title, balance and points, unread memos, pickers, games drawer, login/logout.
import { Badge, Button, Drawer, Space, Tooltip } from 'antd';
import { AppstoreOutlined, LoginOutlined, LogoutOutlined, MailOutlined, MenuOutlined, SettingOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useStores } from '@casino/shared';
import { site } from '../startup/site';
import { LanguagePicker, ThemePicker } from './pickers';
import { formatWon } from '../lib/format';
import { useIsMobile } from '../lib/use-mobile';
import { BalanceAnnouncer } from './balance-announcer';

export const AppBar = observer(function AppBar({ onMenu, simple = false }: { onMenu?: () => void; simple?: boolean }) {
  const { session, ui } = useStores();
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const [settingsOpen, setSettingsOpen] = useState(false);
  // On phones the pickers move into a settings sheet so the bar keeps title, money and the key buttons.
  const pickers = (
    <>
      <LanguagePicker />
      {!simple && <ThemePicker />}
    </>
  );
  return (
    <header className="casino-appbar" data-testid="app-bar">
      {onMenu && (
        <Button size="small" type="text" aria-label={t('appBar.menu')} icon={<MenuOutlined />} onClick={onMenu} data-testid="side-menu-button" />
      )}
      <Link to="/home" className="casino-appbar__title" data-testid="site-title">{site.title}</Link>
      <span className="casino-appbar__spacer" />
      {!simple && session.isLoggedIn && (
        <Space size="small" className="casino-appbar__money" data-testid="app-bar-money" data-live={session.streamConnected ? 'on' : 'off'}>
          <span title={t('appBar.balance')}><span className="casino-sr-only">{t('appBar.balance')}</span><span aria-hidden>₩ </span><b data-testid="app-bar-balance">{formatWon(session.user.amount)}</b></span>
          <span title={t('appBar.points')}><span className="casino-sr-only">{t('appBar.points')}</span><span aria-hidden>P </span><b data-testid="app-bar-points">{formatWon(session.user.point)}</b></span>
          <Tooltip title={t('appBar.memos')}>
            <Badge count={session.user.unread_memo} size="small" data-testid="unread-memo-badge">
              <Button size="small" type="text" icon={<MailOutlined />} aria-label={t('appBar.memos')} onClick={() => navigate('/supports/memopage')} />
            </Badge>
          </Tooltip>
        </Space>
      )}
      <Space size="small" className="casino-appbar__tools">
        {mobile ? (
          <Button type="text" icon={<SettingOutlined />} aria-label={t('appBar.settings')} onClick={() => setSettingsOpen(true)} data-testid="settings-button" size="small" />
        ) : pickers}
        {!simple && (
          <Button type="text" aria-label={t('appBar.games')} icon={<AppstoreOutlined />} onClick={() => ui.setDrawerOpen(true)} data-testid="games-drawer-button" size="small" />
        )}
        {session.isLoggedIn ? (
          // On phones the button keeps only its icon (and its name for screen readers) so the site name fits.
          <Button size="small" icon={<LogoutOutlined />} onClick={async () => { await session.logout(); navigate('/login'); }} data-testid="logout-button"
            aria-label={mobile ? t('appBar.logout') : undefined}>
            {mobile ? null : t('appBar.logout')}
          </Button>
        ) : (
          <Button size="small" type="primary" icon={<LoginOutlined />} onClick={() => ui.setLoginPanelOpen(true)} data-testid="login-button">
            {t('appBar.login')}
          </Button>
        )}
      </Space>
      <BalanceAnnouncer />
      {mobile && (
        <Drawer open={settingsOpen} onClose={() => setSettingsOpen(false)} placement="bottom" size="auto" title={t('appBar.settings')} data-testid="settings-sheet">
          <Space direction="vertical" size="middle">{pickers}</Space>
        </Drawer>
      )}
    </header>
  );
});
