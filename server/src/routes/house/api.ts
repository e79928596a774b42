// The game pages' API under /house (the page's origin is this server, so no CORS is involved). A page first
// exchanges its one-time launch token for a session token (POST /house/session, public: houseSessionRoutes),
// then sends it as the `X-House-Session` header: state, rounds, round history and seeds belong to that
// session's member and game (houseApiRoutes, registered in the member scope with `memberAuth: 'house-session'`,
// whose hook sets request.houseSession and request.member).
import type { FastifyInstance } from 'fastify';
import { Code, Msg, Paths } from '@casino/shared/contract';
import { AuthError, fail, ok } from '../../http/envelope';
import { completeStoredAnswer, keyOf, withIdempotency } from '../../plugins/idempotency';
import { toNumber } from '../../db/values';
import { engine } from '../../domain/house-games/games';
import { balanceOf } from '../../repositories/members-repository';
import { CLIENT_SEED_RE } from '../../domain/fairness/provably-fair';
import { engineOfCode } from '../../providers/house/catalogue';
import type { HouseConfig } from '../../providers/house/config';
import { listRounds, playRound, roundAnswer, settleRound, storedPlayedRound, type PlayedRound, type RoundDeps, type StoredRound } from '../../providers/house/rounds';
import { ensurePair, pairView, revealedPairs, rotatePair } from '../../providers/house/seeds';
import { exchangeLaunch, sessionTotals, type HouseSession } from '../../providers/house/sessions';
import { ExchangeBody, RotateBody, RoundBody, RoundsQuery } from './schemas';
import { createKeyedQueue } from '../../services/keyed-queue';

/** OpenAPI: the calls after the exchange need the game session token (X-House-Session). */
const houseSecurity = [{ house: [] }];
/** How the member scope's hook authenticates these calls: the game session token. */
const bySessionToken = { memberAuth: 'house-session' } as const;

export interface HouseApiOptions { deps: RoundDeps; config: HouseConfig }

/** What the page shows around the game: balance, the session's net position, seeds, settings. */
function houseState(app: FastifyInstance, config: HouseConfig) {
  return async (s: HouseSession) => {
    const [balance, totals, pair] = await Promise.all([balanceOf(app.db, s.memberId).then((b) => b ?? 0), sessionTotals(app.db, s.id), ensurePair(app.db, s.memberId)]);
    return {
      balance,
      game: { code: s.gameCode, title: s.gameTitle, engine: engineOfCode(s.gameCode) ?? null },
      language: s.language,
      session: { started_at: s.startedAt, expires_at: s.expiresAt, ...totals },
      seeds: pairView(pair),
      settings: { min_round_interval_ms: config.minRoundIntervalMs, reality_check_minutes: config.realityCheckMinutes },
    };
  };
}

export async function houseSessionRoutes(app: FastifyInstance, { config }: HouseApiOptions) {
  const stateOf = houseState(app, config);
  app.post<{ Body: { launch_token: string } }>(Paths.houseSession, {
    schema: { tags: ['house'], summary: 'Exchange a one-time launch token for a game session token', body: ExchangeBody },
  }, async (request) => {
    const exchanged = await exchangeLaunch(app.db, request.body.launch_token, config.sessionTtlMinutes);
    if (!exchanged) throw new AuthError(Msg.token_expired);
    return ok({ session_token: exchanged.token, ...(await stateOf(exchanged.session)) });
  });
}

export async function houseApiRoutes(app: FastifyInstance, { deps, config }: HouseApiOptions) {
  const stateOf = houseState(app, config);
  const memberLanes = createKeyedQueue<number>();

  app.get(Paths.houseState, {
    config: bySessionToken, schema: { tags: ['house'], security: houseSecurity, summary: 'Balance, session net position, seeds and settings of the game session' },
  }, async (request) => ok(await stateOf(request.houseSession!)));

  app.post<{ Body: Record<string, unknown> }>(Paths.houseRounds, {
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
      // the page's answer: the round, the balance and the session (this one, or the one a repeat's round was played in)
      const answerOf = (played: PlayedRound, session: { startedAt: string; expiresAt: string } = s) => ({
        round: played.round, balance: played.balance, session: { started_at: session.startedAt, expires_at: session.expiresAt, ...played.session },
      });
      // Open and settle in one transaction: one commit per round. The round's own statement stores its key's
      // answer (X-Sequence) as what the round's row does not hold (StoredRound): a statement less (issue 19).
      const answered = await withIdempotency(request, async (tx) => {
        const played = await playRound(tx, deps, {
          memberId: s.memberId, sessionId: s.id, gameCode: s.gameCode, engine: engineId, params: parsed.params, stake: parsed.stake, key: keyOf(request),
        });
        return 'code' in played ? played : ok(answerOf(played));
      }, { bind: s.gameCode, workStoresAnswer: true });
      if (answered.code !== Code.ALREADY_PROCESSED) return answered;
      // A repeat answers the first answer, made whole again from the round and what its key stored.
      const stored = answered.data as (Partial<StoredRound> & { round?: unknown }) | null;
      if (stored?.round || stored?.round_id === undefined) return answered; // a whole answer (older servers stored it so)
      if (stored.balance !== undefined && stored.session !== undefined) {
        const first = await storedPlayedRound(app.db, s.memberId, stored as StoredRound);
        if (!first) throw new Error(`house round ${String(stored.round_id)} is not member ${s.memberId}'s`);
        return { code: answered.code, msg: answered.msg, data: answerOf(first, first) };
      }
      // A key stored by an older server of the two-transaction kind holds only the round id, possibly of a round
      // still open (a stop between its two transactions): the answer is rebuilt from the round, settled once.
      const roundId = toNumber(stored.round_id);
      await settleRound(app.db, deps, roundId);
      const played = await roundAnswer(app.db, s.memberId, s.id, roundId);
      if (!played) throw new Error(`house round ${roundId} is not member ${s.memberId}'s`);
      const data = answerOf(played);
      await completeStoredAnswer(request, data);
      return { code: answered.code, msg: answered.msg, data };
    });
  });

  app.get<{ Querystring: { limit: number } }>(Paths.houseRounds, {
    config: bySessionToken, schema: { tags: ['house'], security: houseSecurity, summary: "The member's latest rounds of this game, with their seeds for the verifier", querystring: RoundsQuery },
  }, async (request) => {
    const s = request.houseSession!;
    return ok({ list: await listRounds(app.db, s.memberId, { gameCode: s.gameCode, limit: request.query.limit }) });
  });

  app.get(Paths.houseSeeds, {
    config: bySessionToken, schema: { tags: ['house'], security: houseSecurity, summary: 'The active seed pair (server seed hidden) and the latest revealed pairs' },
  }, async (request) => {
    const memberId = request.houseSession!.memberId;
    const [active, revealed] = await Promise.all([ensurePair(app.db, memberId), revealedPairs(app.db, memberId, 10)]);
    return ok({ active: pairView(active), revealed: revealed.map(pairView) });
  });

  app.post<{ Body: { client_seed?: string } }>(Paths.houseSeedsRotate, {
    config: bySessionToken, schema: { tags: ['house'], security: houseSecurity, summary: 'Reveal the server seed and start a new pair (optionally with a new client seed)', body: RotateBody },
  }, async (request) => {
    const clientSeed = request.body?.client_seed;
    if (clientSeed !== undefined && !CLIENT_SEED_RE.test(clientSeed)) return fail(Code.PARAM_INVALID, Msg.invalid_input_value, 'client_seed');
    return withIdempotency(request, async (tx) => {
      const { revealed, active } = await rotatePair(tx, request.houseSession!.memberId, clientSeed);
      return ok({ revealed: pairView(revealed), active: pairView(active) });
    });
  });
}
