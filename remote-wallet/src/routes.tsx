// ./routes — this remote's route manifest. Names, paths and layouts come from the spec table in
// @casino/shared, so the host and the remote cannot disagree about them.
import { registerNamespace, routeByName, type RemoteRouteManifest } from '@casino/shared';

void registerNamespace('wallet', (lng) => import(/* webpackChunkName: "i18n-wallet-[request]" */ `./locales/${lng}.json`));

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
