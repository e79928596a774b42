// ./routes — this remote's route manifest. Names, paths and layouts come from the spec table in
// @casino/shared, so the host and the remote cannot disagree about them.
import { registerNamespace, routeByName, type RemoteRouteManifest } from '@casino/shared';

void registerNamespace('support', (lng) => import(/* webpackChunkName: "i18n-support-[request]" */ `./locales/${lng}.json`));

const manifest: RemoteRouteManifest = {
  remote: 'support',
  routes: [
    { ...routeByName('supports-noticepage'), load: () => import('./pages/supports-noticepage') },
    { ...routeByName('supports-memopage'), load: () => import('./pages/supports-memopage') },
    { ...routeByName('supports-counselpage'), load: () => import('./pages/supports-counselpage') },
  ],
};

export default manifest;
