// Application shell (spec §2): the routed view plus the shell widgets that remotes expose — the games
// drawer, the game frame overlay and the login slide panel — and the offline banner. A widget whose remote
// is down shows the "unavailable — retry" panel inside a drawer the host owns, so it can still be closed.
// The drawers and the reality check's dialog render antd and load it when they open (issue 19: the shell's
// first paint loads no antd).
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeAlert, useEdgeSwipe, useStores } from '@casino/shared';
import { RemoteWidget } from '../federation/remote-module';
import { LazyDrawer } from '../components/antd-lazy';
import { RealityCheck } from '../features/reality-check/reality-check';
import { LiveToasts } from '../features/live-updates/live-toasts';

export const Shell = observer(function Shell({ children }: { children: ReactNode }) {
  const { ui } = useStores();
  const { t } = useTranslation('host');
  useEdgeSwipe(() => ui.setDrawerOpen(true)); // swipe from the right edge opens the games drawer (spec §9)
  const inDrawer = (onClose: () => void) => (node: ReactNode) => (
    <LazyDrawer open onClose={onClose} placement="right">{node}</LazyDrawer>
  );
  return (
    <>
      {!ui.online && <div className="casino-offline-banner"><NativeAlert type="warning" title={t('offline')} data-testid="offline-banner" /></div>}
      {children}
      {ui.drawerOpen && <RemoteWidget remote="games" expose="./ProviderDrawer" quiet frame={inDrawer(() => ui.setDrawerOpen(false))} />}
      {ui.overlayShown && <RemoteWidget remote="games" expose="./GameFrame" quiet frame={inDrawer(() => ui.closeGame())} />}
      <RealityCheck />
      <LiveToasts />
      {ui.loginPanelOpen && <RemoteWidget remote="account" expose="./LoginPanel" quiet frame={inDrawer(() => ui.setLoginPanelOpen(false))} />}
    </>
  );
});
