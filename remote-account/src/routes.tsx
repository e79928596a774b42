// ./routes — this remote's route manifest. Names, paths and layouts come from the spec table in
// @casino/shared, so the host and the remote cannot disagree about them.
import { routeByName, type RemoteRouteManifest } from '@casino/shared';
import './i18n';

const manifest: RemoteRouteManifest = {
  remote: 'account',
  routes: [
    { ...routeByName('login'), load: () => import('./pages/login') },
    { ...routeByName('account-register'), load: () => import('./pages/account-register') },
    { ...routeByName('account-mypagelist'), load: () => import('./pages/account-mypagelist') },
    { ...routeByName('account-modal-mypage-info'), load: () => import('./pages/account-modal-mypage-info') },
    { ...routeByName('account-sub-modal-mypage-info'), load: () => import('./pages/account-sub-modal-mypage-info') },
    { ...routeByName('reset-password'), load: () => import('./pages/reset-password') },
  ],
};

export default manifest;
