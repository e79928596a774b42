// The pages of this remote that the host's server may draw into the HTML (decision 010): built for Node into
// dist/<version>/server/pages.cjs with each release (scripts/webpack/server-pages.cjs), and loaded by the host's
// renderer for a visitor or member whom the registry gives this version. Only public reads: the lobbies' provider
// lists. The host provides React, MobX, i18n, the router and @casino/shared; everything else is in the build.
import type { ServerPages } from '@casino/shared';
import './i18n';
import GameLivecasino from './pages/game-livecasino';
import GameSlot from './pages/game-slot';
import { providersRead } from './features/catalogue/api/get-providers';

export const pages: ServerPages['pages'] = {
  'game-slot': { Page: GameSlot, reads: [providersRead({ category: 'slot' })] },
  'game-livecasino': { Page: GameLivecasino, reads: [providersRead({ category: 'casino' })] },
};
