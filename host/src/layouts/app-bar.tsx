// Dashboard app bar: title, balance and points, unread memos, pickers, games drawer, login/logout. Drawn without
// antd (native buttons, inline SVG icons): it is on every page's first paint (issue 19); the phone's
// settings sheet is an antd drawer, loaded when it opens.
import { AppstoreOutlined, LoginOutlined, LogoutOutlined, MailOutlined, MenuOutlined, SettingOutlined } from './icons';
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { EMPTY_VALUE, formatMoney, NativeButton, useStores } from '@casino/shared';
import { site } from '../startup/site';
import { LanguagePicker, ThemePicker } from './pickers';
import { useIsMobile } from '../lib/use-mobile';
import { BalanceAnnouncer } from './balance-announcer';
import { LazyDrawer } from '../components/antd-lazy';

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
  const unread = session.user.unread_memo;
  // until the server has said (the first init answer; the server's drawing of a member's page), no amount rather than ₩0
  const money = (amount: number) => (session.userKnown ? formatMoney(amount) : EMPTY_VALUE);
  return (
    <header className="casino-appbar" data-testid="app-bar">
      {onMenu && (
        <NativeButton size="small" variant="text" aria-label={t('appBar.menu')} icon={<MenuOutlined />} onClick={onMenu} data-testid="side-menu-button" />
      )}
      <Link to="/home" className="casino-appbar__title" data-testid="site-title">{site.title}</Link>
      <span className="casino-appbar__spacer" />
      {!simple && session.isLoggedIn && (
        <span className="casino-appbar__money" data-testid="app-bar-money" data-live={session.streamConnected ? 'on' : 'off'}>
          <span title={t('appBar.balance')}><span className="casino-sr-only">{t('appBar.balance')}</span><span aria-hidden>₩ </span><b data-testid="app-bar-balance">{money(session.user.amount)}</b></span>
          <span title={t('appBar.points')}><span className="casino-sr-only">{t('appBar.points')}</span><span aria-hidden>P </span><b data-testid="app-bar-points">{money(session.user.point)}</b></span>
          <span className="casino-badge" data-testid="unread-memo-badge" data-count={unread}>
            <NativeButton size="small" variant="text" icon={<MailOutlined />} aria-label={t('appBar.memos')} title={t('appBar.memos')} onClick={() => navigate('/supports/memopage')} />
            {unread > 0 && <span className="casino-badge__count">{unread > 99 ? '99+' : unread}</span>}
          </span>
        </span>
      )}
      <span className="casino-appbar__tools">
        {mobile ? (
          <NativeButton variant="text" icon={<SettingOutlined />} aria-label={t('appBar.settings')} onClick={() => setSettingsOpen(true)} data-testid="settings-button" size="small" />
        ) : pickers}
        {!simple && (
          <NativeButton variant="text" aria-label={t('appBar.games')} icon={<AppstoreOutlined />} onClick={() => ui.setDrawerOpen(true)} data-testid="games-drawer-button" size="small" />
        )}
        {session.isLoggedIn ? (
          // On phones the button keeps only its icon (and its name for screen readers) so the site name fits.
          <NativeButton size="small" icon={<LogoutOutlined />} onClick={async () => { await session.logout(); navigate('/login'); }} data-testid="logout-button"
            aria-label={mobile ? t('appBar.logout') : undefined}>
            {mobile ? null : t('appBar.logout')}
          </NativeButton>
        ) : (
          <NativeButton size="small" variant="primary" icon={<LoginOutlined />} onClick={() => ui.setLoginPanelOpen(true)} data-testid="login-button">
            {t('appBar.login')}
          </NativeButton>
        )}
      </span>
      <BalanceAnnouncer />
      {mobile && settingsOpen && (
        <LazyDrawer open onClose={() => setSettingsOpen(false)} placement="bottom" size="auto" title={t('appBar.settings')} data-testid="settings-sheet">
          <div className="casino-settings-sheet">{pickers}</div>
        </LazyDrawer>
      )}
    </header>
  );
});
