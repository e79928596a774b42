// ./routes — this remote's route manifest. Names, paths and layouts come from the spec table in
// @casino/shared, so the host and the remote cannot disagree about them.
import { routeByName, type RemoteRouteManifest } from '@casino/shared';
import { prefetchProviders } from './features/catalogue/model/use-providers';
import './i18n';

const manifest: RemoteRouteManifest = {
  remote: 'games',
  routes: [
    { ...routeByName('game-livecasino'), load: () => import('./pages/game-livecasino'), prefetch: () => prefetchProviders('casino') },
    { ...routeByName('game-slot'), load: () => import('./pages/game-slot'), prefetch: () => prefetchProviders('slot') },
    { ...routeByName('game-slotnine'), load: () => import('./pages/game-slotnine') },
    { ...{ name: 'game-arcade', path: '/game/arcade', layout: 'dashboard' as const, owner: 'games' as const }, load: () => import('./pages/game-arcade') },
    { ...{ name: 'game-sports', path: '/game/sports', layout: 'dashboard' as const, owner: 'games' as const }, load: () => import('./pages/game-sports') },
  ],
};

export default manifest;
