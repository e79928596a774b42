import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';

const NAV = [
  ['/home', 'home'], ['/game/livecasino', 'livecasino'], ['/game/slot', 'slot'], ['/game/slotnine', 'slotnine'],
  ['/wallet/depositpage', 'deposit'], ['/wallet/withdrawpage', 'withdraw'], ['/supports/noticepage', 'notice'],
] as const;

export function NavBar() {
  const { t } = useTranslation('host');
  return (
    <nav className="casino-navbar" aria-label={t('nav.label')} data-testid="nav-bar">
      {NAV.map(([path, key]) => (
        <NavLink key={path} to={path} className={({ isActive }) => (isActive ? 'active' : undefined)}>{t(`menu.item.${key}`)}</NavLink>
      ))}
    </nav>
  );
}
