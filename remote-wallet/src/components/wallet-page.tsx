// Frame of every wallet page: its title, the wallet navigation, the member's balance and points. Logged-out
// visitors get the login-required notice instead of the page. Opening a wallet page refreshes the session's
// user info once, so the figures shown are the server's, not the last 10 s poll's.
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { LoginRequired, useStores } from '@casino/shared';
import { NS } from '../i18n';
import { installWalletStyles } from '../lib/styles';
import { BalanceSummary } from './balance-summary';

export type WalletSection = 'deposit' | 'withdraw' | 'points' | 'history';

export const SECTION_PATHS: Record<WalletSection, string> = {
  deposit: '/wallet/depositpage',
  withdraw: '/wallet/withdrawpage',
  points: '/wallet/mileagepage',
  history: '/wallet/history',
};

export const WalletPage = observer(function WalletPage(
  { section, routeName, children }: { section: WalletSection; routeName: string; children: ReactNode },
) {
  installWalletStyles();
  const { t } = useTranslation(NS);
  const { session } = useStores();
  const navigate = useNavigate();
  const loggedIn = session.isLoggedIn;
  useEffect(() => { if (loggedIn) void session.refresh(); }, [loggedIn, session]);
  const keys = Object.keys(SECTION_PATHS) as WalletSection[];
  return (
    <section className="casino-page wallet-page" data-testid={`page-${routeName}`}>
      <h1>{t(`title.${routeName}`)}</h1>
      <nav aria-label={t('nav.label')} className="wallet-nav" data-testid="wallet-nav">
        {/* links, not tabs: each section is its own address (native, no antd: issue 48) */}
        <ul className="wallet-tabs">
          {keys.map((key) => (
            <li key={key}>
              <Link to={SECTION_PATHS[key]} aria-current={key === section ? 'page' : undefined} className="wallet-tabs__link" data-testid={`wallet-nav-${key}`}>
                {t(`nav.${key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {loggedIn ? (
        <>
          <BalanceSummary />
          {children}
        </>
      ) : <LoginRequired onLogin={() => navigate('/login')} />}
    </section>
  );
});
