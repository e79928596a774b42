// Side menu groups of spec §2: home and promotions, games, wallet and transactions, support and information.
// Plain links in labelled lists: site navigation as a screen reader expects it (the current page says so with
// aria-current), and no antd on the first paint (issue 19, docs/decisions/009-first-paint-without-antd.md).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';

export const MENU_GROUPS = [
  { key: 'home', items: [['/home', 'home'], ['/home-eight', 'homeEight'], ['/new', 'new'], ['/market/nft', 'marketNft']] },
  { key: 'games', items: [['/game/livecasino', 'livecasino'], ['/game/slot', 'slot'], ['/game/slotnine', 'slotnine'], ['/game/arcade', 'arcade'], ['/game/sports', 'sports']] },
  { key: 'wallet', items: [['/wallet/depositpage', 'deposit'], ['/wallet/withdrawpage', 'withdraw'], ['/wallet/mileagepage', 'mileage'], ['/wallet/history', 'history']] },
  { key: 'support', items: [['/supports/noticepage', 'notice'], ['/supports/memopage', 'memo'], ['/supports/counselpage', 'counsel'], ['/support', 'support']] },
] as const;

export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('host');
  const idPrefix = useId(); // the sider's menu and the drawer's may be on the page together
  return (
    <nav aria-label={t('menu.label')} data-testid="side-menu" className="casino-sidemenu">
      {MENU_GROUPS.map((g) => (
        <div key={g.key} className="casino-sidemenu__group">
          <span className="casino-sidemenu__label" id={`${idPrefix}-${g.key}`}>{t(`menu.group.${g.key}`)}</span>
          <ul aria-labelledby={`${idPrefix}-${g.key}`}>
            {g.items.map(([path, label]) => (
              <li key={path}>
                <NavLink to={path} end onClick={onNavigate} className={({ isActive }) => (isActive ? 'casino-sidemenu__item active' : 'casino-sidemenu__item')}>
                  {t(`menu.item.${label}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
