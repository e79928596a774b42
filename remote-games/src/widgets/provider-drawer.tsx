// ./ProviderDrawer — the game provider drawer (spec §2): from the right, temporary with scrim, titled
// 'Game Providers', 400 px wide or 85 % of the window on phones; the provider grid (6 columns of 12) →
// a provider's games. It stacks above the game frame, whose menu button opens it.
import { Drawer } from 'antd';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusOpener, useStores } from '@casino/shared';
import { ProviderLobby } from '../features/catalogue/components/provider-lobby';
import { useWindowWidth } from '../lib/use-window-width';
import { drawerWidth } from '../features/drawer/drawer-width';
import { useLaunch } from '../features/launch/use-launch';
import '../i18n';

export const DRAWER_Z_INDEX = 1100;

/**
 * The host unmounts the drawer as soon as it closes, before antd could give the focus back: this does. Where
 * the drawer launched a game, the game window takes the focus instead (and hands it on when it closes).
 */
function useFocusReturn(ui: ReturnType<typeof useStores>['ui']) {
  const [from] = useState(() => ({
    opener: focusOpener(),
    gameShown: ui.overlayShown,
  }));
  useEffect(() => () => {
    if (ui.overlayShown && !from.gameShown) return;
    if (from.opener?.isConnected) from.opener.focus();
  }, [ui, from]);
}

const DrawerPanel = observer(function DrawerPanel() {
  const { ui } = useStores();
  useFocusReturn(ui);
  const { t } = useTranslation('games');
  const width = useWindowWidth();
  const launch = useLaunch();
  return (
    <Drawer
      open={ui.drawerOpen} onClose={() => ui.setDrawerOpen(false)} placement="right" mask size={drawerWidth(width)}
      zIndex={DRAWER_Z_INDEX} title={t('drawer.title')} data-testid="provider-drawer" styles={{ body: { padding: 12 } }}
    >
      <ProviderLobby fixedColumns={6} testId="drawer-lobby" launch={launch} />
    </Drawer>
  );
});

/** Waits (invisibly) for the games translations when this widget is the first games module on the page. */
export default function ProviderDrawer() {
  return <Suspense fallback={null}><DrawerPanel /></Suspense>;
}
