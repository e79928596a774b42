// The house provider: the operator's own games, served by this server (docs/providers.md). Its launch answers a
// one-time link to the game page (`/house/play/<game code>?lang=…#launch=<token>`: the token rides in the
// fragment, which never reaches a server log or a Referer, and the page exchanges it for a session token and
// removes it from the address); its rounds move money through the seamless wallet like any provider's.
import { LAUNCH_TOKEN_TTL_MS } from '@casino/shared/contract';
import { demoTableAdapter, type GameProviderAdapter } from '../../services/games/providers';
import type { GameProvider } from '../types';
import { engineOfCode, HOUSE_PROVIDER_CODES } from './catalogue';
import { recoverOpenRounds, type RoundDeps } from './rounds';
import { createLaunch } from './sessions';

export const HOUSE_PLAY_PATH = '/house/play';

/** House catalogue codes without an engine (roulette, blackjack, …) still open the demo table. */
export const houseLaunchAdapter: GameProviderAdapter = {
  async launchUrl(request) {
    const { q, memberId, game, language, publicApiUrl } = request;
    if (!engineOfCode(game.code)) return demoTableAdapter.launchUrl(request);
    const token = await createLaunch(q, { memberId, gameId: game.id, gameCode: game.code, language, ttlMs: LAUNCH_TOKEN_TTL_MS });
    return `${publicApiUrl}${HOUSE_PLAY_PATH}/${encodeURIComponent(game.code)}?lang=${encodeURIComponent(language)}#launch=${token}`;
  },
};

export function createHouseProvider(deps: RoundDeps): GameProvider {
  return {
    codes: HOUSE_PROVIDER_CODES,
    adapter: houseLaunchAdapter,
    recover: (db, options) => recoverOpenRounds(db, deps, options),
  };
}
