// ./routes — this remote's route manifest. Names, paths and layouts come from the spec table in
// @casino/shared, so the host and the remote cannot disagree about them.
import { routeByName, type RemoteRouteManifest } from '@casino/shared';
import { prefetchProviders } from './features/catalogue/model/use-providers';
import './i18n';

const manifest: RemoteRouteManifest = {
  remote: 'games',
  routes: [
    { ...routeByName('game-livecasino'), load: () => import('./pages/game-livecasino'), prefetch: () => prefetchProviders('casino'), antd: false },
    { ...routeByName('game-slot'), load: () => import('./pages/game-slot'), prefetch: () => prefetchProviders('slot'), antd: false },
    { ...routeByName('game-slotnine'), load: () => import('./pages/game-slotnine'), antd: false },
    { ...{ name: 'game-arcade', path: '/game/arcade', layout: 'dashboard' as const, owner: 'games' as const }, load: () => import('./pages/game-arcade'), antd: false },
    { ...{ name: 'game-sports', path: '/game/sports', layout: 'dashboard' as const, owner: 'games' as const }, load: () => import('./pages/game-sports'), antd: false },
  ],
};

export default manifest;
