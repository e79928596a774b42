// ./routes — this remote's route manifest. Names, paths and layouts come from the spec table in
// @casino/shared, so the host and the remote cannot disagree about them.
import { routeByName, type RemoteRouteManifest } from '@casino/shared';
import { ensureWalletNamespace } from './i18n';

void ensureWalletNamespace();

const manifest: RemoteRouteManifest = {
  remote: 'wallet',
  routes: [
    { ...routeByName('wallet-depositpage'), load: () => import('./pages/wallet-depositpage') },
    { ...routeByName('wallet-deposit-backup'), load: () => import('./pages/wallet-deposit-backup') },
    { ...routeByName('wallet-withdrawpage'), load: () => import('./pages/wallet-withdrawpage') },
    { ...routeByName('wallet-mileagepage'), load: () => import('./pages/wallet-mileagepage') },
    { ...routeByName('wallet-history'), load: () => import('./pages/wallet-history') },
    { ...routeByName('wallet-all'), load: () => import('./pages/wallet-all') },
  ],
};

export default manifest;
