// ./routes — this remote's route manifest. Names, paths and layouts come from the spec table in
// @casino/shared, so the host and the remote cannot disagree about them. The FAQ and the customer inquiry
// form live on supports-counselpage (?tab=faq, ?tab=contact); the host can also embed them (./SupportWidgets).
import { routeByName, type RemoteRouteManifest } from '@casino/shared';
import { ensureSupportNamespace } from './i18n';

void ensureSupportNamespace();

const manifest: RemoteRouteManifest = {
  remote: 'support',
  routes: [
    { ...routeByName('supports-noticepage'), load: () => import('./pages/notices-page') },
    { ...routeByName('supports-memopage'), load: () => import('./pages/memos-page') },
    { ...routeByName('supports-counselpage'), load: () => import('./pages/inquiries-page') },
  ],
};

export default manifest;
