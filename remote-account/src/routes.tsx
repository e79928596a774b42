// ./routes — this remote's route manifest. Names, paths and layouts come from the spec table in
// @casino/shared, so the host and the remote cannot disagree about them.
import { routeByName, type RemoteRouteManifest } from '@casino/shared';
import './i18n';

const manifest: RemoteRouteManifest = {
  remote: 'account',
  routes: [
    { ...routeByName('login'), load: () => import('./pages/login') },
    { ...routeByName('account-register'), load: () => import('./pages/register') },
    { ...routeByName('account-mypagelist'), load: () => import('./pages/my-page') },
    { ...routeByName('account-modal-mypage-info'), load: () => import('./pages/my-info-dialog') },
    { ...routeByName('account-sub-modal-mypage-info'), load: () => import('./pages/my-info-sub-dialog') },
    { ...routeByName('reset-password'), load: () => import('./pages/reset-password') },
  ],
};

export default manifest;
