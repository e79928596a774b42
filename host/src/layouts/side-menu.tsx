// Side menu groups of spec §2: home and promotions, games, wallet and transactions, support and information.
import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';

export const MENU_GROUPS = [
  { key: 'home', items: [['/home', 'home'], ['/home-eight', 'homeEight'], ['/new', 'new'], ['/market/nft', 'marketNft']] },
  { key: 'games', items: [['/game/livecasino', 'livecasino'], ['/game/slot', 'slot'], ['/game/slotnine', 'slotnine'], ['/game/arcade', 'arcade'], ['/game/sports', 'sports']] },
  { key: 'wallet', items: [['/wallet/depositpage', 'deposit'], ['/wallet/withdrawpage', 'withdraw'], ['/wallet/mileagepage', 'mileage'], ['/wallet/history', 'history']] },
  { key: 'support', items: [['/supports/noticepage', 'notice'], ['/supports/memopage', 'memo'], ['/supports/counselpage', 'counsel'], ['/support', 'support']] },
] as const;

export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('menu.label')} data-testid="side-menu">
      <Menu
        mode="inline"
        selectedKeys={[pathname]}
        defaultOpenKeys={MENU_GROUPS.map((g) => g.key)}
        style={{ borderInlineEnd: 0, background: 'transparent' }}
        onClick={({ key }) => { navigate(key); onNavigate?.(); }}
        items={MENU_GROUPS.map((g) => ({
          key: g.key,
          type: 'group' as const,
          label: t(`menu.group.${g.key}`),
          children: g.items.map(([path, label]) => ({ key: path, label: t(`menu.item.${label}`) })),
        }))}
      />
    </nav>
  );
}
