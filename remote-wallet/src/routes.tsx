// ./routes — this remote's route manifest. Names, paths and layouts come from the spec table in
// @casino/shared, so the host and the remote cannot disagree about them.
import { routeByName, type RemoteRouteManifest } from '@casino/shared';
import { ensureWalletNamespace } from './i18n';

void ensureWalletNamespace();

const manifest: RemoteRouteManifest = {
  remote: 'wallet',
  routes: [
    // antd: false — the deposit form is drawn with native controls (issue 48), so the host loads no antd for it
    { ...routeByName('wallet-depositpage'), antd: false, load: () => import('./pages/deposit-page') },
    { ...routeByName('wallet-deposit-backup'), load: () => import('./pages/simple-deposit-page') },
    { ...routeByName('wallet-withdrawpage'), load: () => import('./pages/withdraw-page') },
    { ...routeByName('wallet-mileagepage'), load: () => import('./pages/points-page') },
    { ...routeByName('wallet-history'), load: () => import('./pages/history-page') },
    { ...routeByName('wallet-all'), load: () => import('./pages/unknown-page') },
  ],
};

export default manifest;
