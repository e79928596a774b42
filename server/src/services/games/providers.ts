// Game providers behind one interface: given a member and a game, a provider answers the URL that starts the
// game. Until a provider has its own adapter in the app's registry (providers/registry.ts: the house area
// registers `house`; real aggregators would register theirs), the demo-table adapter answers a one-time link to
// a stand-in page on this server.
import { LAUNCH_TOKEN_TTL_MS } from '@casino/shared/contract';
import type { Queryable } from '../../db/client';
import { createLaunchToken, type GameRow } from '../../repositories/games-repository';

export interface LaunchRequest {
  /** Use only this handle for database work (it may be a transaction). */
  q: Queryable;
  memberId: number;
  game: GameRow;
  /** The member's interface language (from Accept-Language), one of the site's languages. */
  language: string;
  /** The API's public base URL (links the browser opens must use it). */
  publicApiUrl: string;
}

export interface GameProviderAdapter {
  /** Returns the URL the game frame opens. Throw ProviderUnavailableError when the provider cannot start it now. */
  launchUrl(request: LaunchRequest): Promise<string>;
}

export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
}

export const DEMO_TABLE_PATH = '/games/launch';

/** The stand-in: a one-time token, valid a few minutes, for the demo-table page `/games/launch/<token>`. */
export const demoTableAdapter: GameProviderAdapter = {
  async launchUrl({ q, memberId, game, language, publicApiUrl }) {
    const token = await createLaunchToken(q, { memberId, gameId: game.id, language, ttlMs: LAUNCH_TOKEN_TTL_MS });
    return `${publicApiUrl}${DEMO_TABLE_PATH}/${token}`;
  },
};
