// GET /game/launch in one module: find the game, ask the launch policy whether this member may play now, then
// ask the game's provider for its URL. The route only translates the outcome into the legacy answer.
import { Code, GameMsg, Msg } from '@casino/shared/contract';
import type { Queryable } from '../../db/client';
import { findLaunchTarget } from '../../repositories/games-repository';
import { playState } from '../../repositories/responsible-repository';
import { launchRefusal, responsibleLaunchRefusal } from './launch-policy';
import type { RequestOrigin } from '../responsible-checks';
import { ProviderUnavailableError, type GameProviderAdapter } from './providers';

export type LaunchOutcome = { ok: true; url: string } | { ok: false; code: number; msg: string; data?: unknown };

export interface LaunchInput { memberId: number; gameId: number; language: string; publicApiUrl: string; origin?: RequestOrigin }

/** Where the launch finds a provider's adapter: the app's registry (`app.providers`). */
export interface ProviderAdapters { adapter(code: string): GameProviderAdapter }

export async function launchGame(q: Queryable, providers: ProviderAdapters, input: LaunchInput): Promise<LaunchOutcome> {
  const target = await findLaunchTarget(q, input.gameId);
  if (!target) return { ok: false, code: Code.DATABASE, msg: Msg.item_not_found };
  const state = await playState(q, input.memberId); // one read for both checks, as a bet (bet-policy.ts)
  const refusal = launchRefusal(state.member, state.exclusion)
    ?? await responsibleLaunchRefusal(q, input.memberId, input.origin, input.gameId, state); // issue 10
  if (refusal) return { ok: false, ...refusal };
  if (target.providerStatus !== 'active') return { ok: false, code: Code.UNKNOWN, msg: GameMsg.provider_unavailable };
  try {
    const url = await providers.adapter(target.game.provider_code).launchUrl({ q, memberId: input.memberId, game: target.game, language: input.language, publicApiUrl: input.publicApiUrl });
    return { ok: true, url };
  } catch (err) {
    if (err instanceof ProviderUnavailableError) return { ok: false, code: Code.UNKNOWN, msg: GameMsg.provider_unavailable };
    throw err;
  }
}
