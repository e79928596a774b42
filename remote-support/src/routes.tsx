// ./routes — this remote's route manifest. Names, paths and layouts come from the spec table in
// @casino/shared, so the host and the remote cannot disagree about them. The FAQ and the customer inquiry
// form live on supports-counselpage (?tab=faq, ?tab=contact); the host can also embed them (./SupportWidgets).
import { routeByName, type RemoteRouteManifest } from '@casino/shared';
import { ensureSupportNamespace } from './i18n';

void ensureSupportNamespace();

const manifest: RemoteRouteManifest = {
  remote: 'support',
  routes: [
    { ...routeByName('supports-noticepage'), load: () => import('./pages/supports-noticepage') },
    { ...routeByName('supports-memopage'), load: () => import('./pages/supports-memopage') },
    { ...routeByName('supports-counselpage'), load: () => import('./pages/supports-counselpage') },
  ],
};

export default manifest;
