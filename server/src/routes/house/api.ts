// The game pages' API under /house (the page's origin is this server, so no CORS is involved). A page first
// exchanges its one-time launch token for a session token (POST /house/session, public: houseSessionRoutes),
// then sends it as the `X-House-Session` header: state, rounds, round history and seeds belong to that
// session's member and game (houseApiRoutes, registered in the member scope with `memberAuth: 'house-session'`,
// whose hook sets request.houseSession and request.member).
import type { TypedApp } from '../../http/type-provider';
import { Code, Msg, Paths } from '@casino/shared/contract';
import { AuthError, fail, ok } from '../../http/envelope';
import { completeStoredAnswer, keyOf, withIdempotency } from '../../plugins/idempotency';
import { engine } from '../../domain/house-games/games';
import { CLIENT_SEED_RE } from '../../domain/fairness/provably-fair';
import { engineOfCode } from '../../providers/house/catalogue';
import type { HouseConfig } from '../../providers/house/config';
import type { RoundDeps, StoredRound } from '../../providers/house/rounds';
import {
  exchangeHouseSession, houseRounds, houseSeeds, houseState, playHouseRound, repeatedRoundAnswer, rotateHouseSeeds,
} from '../../services/house-play';
import { ExchangeBody, RotateBody, RoundBody, RoundsQuery } from '@casino/shared/contract/schemas/house';
import { createKeyedQueue } from '../../services/keyed-queue';

/** OpenAPI: the calls after the exchange need the game session token (X-House-Session). */
const houseSecurity = [{ house: [] }];
/** How the member scope's hook authenticates these calls: the game session token. */
const bySessionToken = { memberAuth: 'house-session' } as const;

export interface HouseApiOptions { deps: RoundDeps; config: HouseConfig }

export async function houseSessionRoutes(app: TypedApp, { config }: HouseApiOptions) {
  app.post(Paths.houseSession, {
    schema: { tags: ['house'], summary: 'Exchange a one-time launch token for a game session token', body: ExchangeBody },
  }, async (request) => {
    const exchanged = await exchangeHouseSession(app.db, config, request.body.launch_token);
    if (!exchanged) throw new AuthError(Msg.token_expired);
    return ok(exchanged);
  });
}

export async function houseApiRoutes(app: TypedApp, { deps, config }: HouseApiOptions) {
  const memberLanes = createKeyedQueue<number>();

  app.get(Paths.houseState, {
    config: bySessionToken, schema: { tags: ['house'], security: houseSecurity, summary: 'Balance, session net position, seeds and settings of the game session' },
  }, async (request) => ok(await houseState(app.db, config, request.houseSession!)));

  app.post(Paths.houseRounds, {
    config: bySessionToken, schema: { tags: ['house'], security: houseSecurity, summary: 'Play one round: debit the bet, settle, credit the win (X-Sequence makes a retry safe)', body: RoundBody },
  }, async (request) => {
    const s = request.houseSession!;
    const engineId = engineOfCode(s.gameCode);
    const game = engineId && engine(engineId);
    if (!engineId || !game) return fail(Code.DATABASE, Msg.item_not_found);
    const parsed = game.parseParams(request.body);
    if (!parsed.ok) return fail(Code.PARAM_INVALID, Msg.invalid_input_value, parsed.field);
    // one round of a member at a time in this process (services/keyed-queue.ts)
    return memberLanes.run(s.memberId, async () => {
      // Open and settle in one transaction: one commit per round. The round's own statement stores its key's
      // answer (X-Sequence) as what the round's row does not hold (StoredRound): a statement less (issue 19).
      const answered = await withIdempotency(request, (tx) => playHouseRound(tx, deps, s, {
        engine: engineId, params: parsed.params, stake: parsed.stake, key: keyOf(request),
      }), { bind: s.gameCode, workStoresAnswer: true });
      if (answered.code !== Code.ALREADY_PROCESSED) return answered;
      // A repeat answers the first answer, made whole again from the round and what its key stored.
      const repeat = await repeatedRoundAnswer(app.db, deps, s, answered.data as (Partial<StoredRound> & { round?: unknown }) | null);
      if (!repeat) return answered;
      if (repeat.rebuilt) await completeStoredAnswer(request, repeat.data);
      return { code: answered.code, msg: answered.msg, data: repeat.data };
    });
  });

  app.get(Paths.houseRounds, {
    config: bySessionToken, schema: { tags: ['house'], security: houseSecurity, summary: "The member's latest rounds of this game, with their seeds for the verifier", querystring: RoundsQuery },
  }, async (request) => {
    return ok({ list: await houseRounds(app.db, request.houseSession!, request.query.limit) });
  });

  app.get(Paths.houseSeeds, {
    config: bySessionToken, schema: { tags: ['house'], security: houseSecurity, summary: 'The active seed pair (server seed hidden) and the latest revealed pairs' },
  }, async (request) => {
    return ok(await houseSeeds(app.db, request.houseSession!.memberId));
  });

  app.post(Paths.houseSeedsRotate, {
    config: bySessionToken, schema: { tags: ['house'], security: houseSecurity, summary: 'Reveal the server seed and start a new pair (optionally with a new client seed)', body: RotateBody },
  }, async (request) => {
    const clientSeed = request.body?.client_seed;
    if (clientSeed !== undefined && !CLIENT_SEED_RE.test(clientSeed)) return fail(Code.PARAM_INVALID, Msg.invalid_input_value, 'client_seed');
    return withIdempotency(request, (tx) => rotateHouseSeeds(tx, request.houseSession!.memberId, clientSeed));
  });
}
