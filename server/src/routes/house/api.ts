// The game pages' API under /house (the page's origin is this server, so no CORS is involved). A page first
// exchanges its one-time launch token for a session token (POST /house/session), then sends it as the
// `X-House-Session` header: state, rounds, round history and seeds belong to that session's member and game.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Code, Msg } from '@casino/shared/contract';
import { AuthError, fail, ok } from '../../http/envelope';
import { completeStoredAnswer, withIdempotency } from '../../plugins/idempotency';
import { firstRow, sql, type Queryable } from '../../db/client';
import { toNumber } from '../../db/values';
import { engine } from '../../domain/house-games/games';
import { CLIENT_SEED_RE } from '../../domain/fairness/provably-fair';
import { engineOfCode } from '../../providers/house/catalogue';
import type { HouseConfig } from '../../providers/house/config';
import { listRounds, openRound, settleRound, type RoundDeps } from '../../providers/house/rounds';
import { ensurePair, pairView, revealedPairs, rotatePair } from '../../providers/house/seeds';
import { exchangeLaunch, findSession, sessionTotals, type HouseSession } from '../../providers/house/sessions';
import { ExchangeBody, RotateBody, RoundBody, RoundsQuery, SESSION_HEADER } from './schemas';

declare module 'fastify' {
  interface FastifyRequest {
    houseSession: HouseSession | null;
  }
}

async function balanceOf(q: Queryable, memberId: number): Promise<number> {
  const r = await firstRow<{ balance: unknown }>(q, sql`SELECT balance FROM members WHERE id = ${memberId}`);
  return toNumber(r?.balance);
}

/** OpenAPI: the calls after the exchange need the game session token (X-House-Session). */
const houseSecurity = [{ house: [] }];

export interface HouseApiOptions { deps: RoundDeps; config: HouseConfig }

export async function houseApiRoutes(app: FastifyInstance, { deps, config }: HouseApiOptions) {
  app.decorateRequest('houseSession', null);

  /** What the page shows around the game: balance, the session's net position, seeds, settings. */
  const stateOf = async (s: HouseSession) => {
    const [balance, totals, pair] = await Promise.all([balanceOf(app.db, s.memberId), sessionTotals(app.db, s.id), ensurePair(app.db, s.memberId)]);
    return {
      balance,
      game: { code: s.gameCode, title: s.gameTitle, engine: engineOfCode(s.gameCode) ?? null },
      language: s.language,
      session: { started_at: s.startedAt, expires_at: s.expiresAt, ...totals },
      seeds: pairView(pair),
      settings: { min_round_interval_ms: config.minRoundIntervalMs, reality_check_minutes: config.realityCheckMinutes },
    };
  };

  app.post<{ Body: { launch_token: string } }>('/session', {
    schema: { tags: ['house'], summary: 'Exchange a one-time launch token for a game session token', body: ExchangeBody },
  }, async (request) => {
    const exchanged = await exchangeLaunch(app.db, request.body.launch_token, config.sessionTtlMinutes);
    if (!exchanged) throw new AuthError(Msg.token_expired);
    return ok({ session_token: exchanged.token, ...(await stateOf(exchanged.session)) });
  });

  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request: FastifyRequest) => {
      const header = request.headers[SESSION_HEADER];
      const found = typeof header === 'string' ? await findSession(app.db, header) : undefined;
      if (!found) throw new AuthError(Msg.invalid_token);
      if (!found.live) throw new AuthError(Msg.token_expired);
      request.houseSession = found;
      // the session's member is the member of these calls (withIdempotency keys on it)
      request.member = { id: found.memberId, sessionId: `house:${found.id}` };
    });

    scope.get('/state', {
      schema: { tags: ['house'], security: houseSecurity, summary: 'Balance, session net position, seeds and settings of the game session' },
    }, async (request) => ok(await stateOf(request.houseSession!)));

    scope.post<{ Body: Record<string, unknown> }>('/rounds', {
      schema: { tags: ['house'], security: houseSecurity, summary: 'Play one round: debit the bet, settle, credit the win (X-Sequence makes a retry safe)', body: RoundBody },
    }, async (request) => {
      const s = request.houseSession!;
      const engineId = engineOfCode(s.gameCode);
      const game = engineId && engine(engineId);
      if (!engineId || !game) return fail(Code.DATABASE, Msg.item_not_found);
      const parsed = game.parseParams(request.body);
      if (!parsed.ok) return fail(Code.PARAM_INVALID, Msg.invalid_input_value, parsed.field);
      const opened = await withIdempotency(request, (tx) => openRound(tx, deps, {
        memberId: s.memberId, sessionId: s.id, gameCode: s.gameCode, engine: engineId, params: parsed.params, stake: parsed.stake,
      }), { bind: s.gameCode });
      if (opened.code !== Code.OK && opened.code !== Code.ALREADY_PROCESSED) return opened;
      // A repeat answers the first complete answer once it is stored; before that (a twin racing the settlement,
      // or a stop between the two transactions) it is rebuilt from the round, which settles only once.
      if (opened.code === Code.ALREADY_PROCESSED && (opened.data as { round?: unknown } | null)?.round) return opened;
      const roundId = toNumber((opened.data as { round_id?: unknown } | null)?.round_id);
      await settleRound(app.db, deps, roundId);
      const [round] = await listRounds(app.db, s.memberId, { limit: 1, ids: [roundId] });
      const state = await stateOf(s);
      const data = { round, balance: state.balance, session: state.session };
      if (opened.code === Code.OK) await completeStoredAnswer(request, data);
      return { code: opened.code, msg: opened.msg, data };
    });

    scope.get<{ Querystring: { limit: number } }>('/rounds', {
      schema: { tags: ['house'], security: houseSecurity, summary: "The member's latest rounds of this game, with their seeds for the verifier", querystring: RoundsQuery },
    }, async (request) => {
      const s = request.houseSession!;
      return ok({ list: await listRounds(app.db, s.memberId, { gameCode: s.gameCode, limit: request.query.limit }) });
    });

    scope.get('/seeds', {
      schema: { tags: ['house'], security: houseSecurity, summary: 'The active seed pair (server seed hidden) and the latest revealed pairs' },
    }, async (request) => {
      const memberId = request.houseSession!.memberId;
      const [active, revealed] = await Promise.all([ensurePair(app.db, memberId), revealedPairs(app.db, memberId, 10)]);
      return ok({ active: pairView(active), revealed: revealed.map(pairView) });
    });

    scope.post<{ Body: { client_seed?: string } }>('/seeds/rotate', {
      schema: { tags: ['house'], security: houseSecurity, summary: 'Reveal the server seed and start a new pair (optionally with a new client seed)', body: RotateBody },
    }, async (request) => {
      const clientSeed = request.body?.client_seed;
      if (clientSeed !== undefined && !CLIENT_SEED_RE.test(clientSeed)) return fail(Code.PARAM_INVALID, Msg.invalid_input_value, 'client_seed');
      return withIdempotency(request, async (tx) => {
        const { revealed, active } = await rotatePair(tx, request.houseSession!.memberId, clientSeed);
        return ok({ revealed: pairView(revealed), active: pairView(active) });
      });
    });
  });
}
