// House rounds, the seamless-wallet way (docs/providers.md "A round"): the round is OPENED in one transaction —
// pacing, the next nonce of the member's seed pair, the round row, the wallet DEBIT of its bet — and SETTLED in a
// second one — the outcome from the committed seeds, the wallet CREDIT of its win (none for a loss), state
// settled. A stop between the two leaves an open round; recovery settles it from the same seeds (the outcome was
// fixed when the nonce was taken), and rolls it back only when it cannot be settled (e.g. a retired engine).
// Credits and rollbacks are idempotent by their transaction ids (`<round>:win`, `<round>:rollback`), so
// recovering twice, or while another server settles, never pays twice.
import { Code, Msg, type Envelope } from '@casino/shared/contract';
import { firstRow, rows, sql, type Db, type Queryable, type Tx } from '../../db/client';
import { toIso, toNumber } from '../../db/values';
import { fail, ok } from '../../http/envelope';
import { engine } from '../../domain/house-games/games';
import type { RecoveryReport, SeamlessWallet } from '../types';
import type { HouseConfig } from './config';
import { fairStream, pairById, reserveNonce } from './seeds';

/** The wallet's provider key of every house game (its ledger refs read `house:<round id>`). */
export const HOUSE_WALLET_PROVIDER = 'house';
export const betTxId = (roundId: number) => `${roundId}:bet`;
export const winTxId = (roundId: number) => `${roundId}:win`;
export const rollbackTxId = (roundId: number) => `${roundId}:rollback`;

export interface RoundDeps { wallet: SeamlessWallet; config: HouseConfig }

export interface RoundRow {
  id: number; memberId: number; sessionId: number | null; gameCode: string; engine: string; seedId: number; nonce: number;
  bet: number; params: unknown; state: 'open' | 'settled' | 'rolled_back'; outcome: unknown; win: number | null; recovered: boolean;
  createdAt: string; settledAt: string;
}

const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);
const roundRow = (r: Record<string, unknown>): RoundRow => ({
  id: toNumber(r.id), memberId: toNumber(r.member_id), sessionId: r.session_id === null ? null : toNumber(r.session_id),
  gameCode: String(r.game_code), engine: String(r.engine), seedId: toNumber(r.seed_id), nonce: toNumber(r.nonce), bet: toNumber(r.bet),
  params: json(r.params), state: r.state as RoundRow['state'], outcome: r.outcome === null ? null : json(r.outcome),
  win: r.win === null ? null : toNumber(r.win), recovered: Boolean(r.recovered), createdAt: toIso(r.created_at), settledAt: toIso(r.settled_at),
});

async function lockRound(tx: Tx, id: number): Promise<RoundRow | undefined> {
  const r = await firstRow<Record<string, unknown>>(tx, sql`SELECT * FROM house_rounds WHERE id = ${id} FOR UPDATE`);
  return r && roundRow(r);
}

export interface OpenInput { memberId: number; sessionId: number | null; gameCode: string; engine: string; params: unknown; stake: number }

/**
 * Opens a round inside the caller's transaction (withIdempotency's). Answers ok({round_id}) or a failure
 * envelope; a failure rolls the whole transaction back (pacing and nonce included). "May this member bet now?"
 * is asked by the wallet's debit (the one check on every provider's bet path), whose `bet_refused` becomes the
 * page's 4030 with the reason.
 */
export async function openRound(tx: Tx, deps: RoundDeps, input: OpenInput): Promise<Envelope<unknown>> {
  const interval = deps.config.minRoundIntervalMs;
  if (interval > 0) {
    const paced = await firstRow(tx, sql`
      INSERT INTO house_players (member_id, last_round_at) VALUES (${input.memberId}, now())
      ON CONFLICT (member_id) DO UPDATE SET last_round_at = now()
      WHERE house_players.last_round_at <= now() - ${interval}::int * interval '1 millisecond'
      RETURNING member_id`);
    if (!paced) {
      const wait = await firstRow<{ ms: unknown }>(tx, sql`
        -- now() is this transaction's start, which may precede the winning round's commit: cap at the interval.
        SELECT least(greatest(ceil(extract(epoch FROM (last_round_at + ${interval}::int * interval '1 millisecond' - now())) * 1000), 1), ${interval}::int)::bigint AS ms
        FROM house_players WHERE member_id = ${input.memberId}`);
      return { code: Code.TOO_MANY_REQUESTS, msg: Msg.too_many_requests, data: { retry_after_ms: toNumber(wait?.ms) } };
    }
  }
  const { seedId, nonce } = await reserveNonce(tx, input.memberId);
  const created = await firstRow<{ id: unknown }>(tx, sql`
    INSERT INTO house_rounds (member_id, session_id, game_code, engine, seed_id, nonce, bet, params)
    VALUES (${input.memberId}, ${input.sessionId}, ${input.gameCode}, ${input.engine}, ${seedId}, ${nonce}, ${input.stake}::bigint,
            ${JSON.stringify(input.params)}::jsonb)
    RETURNING id`);
  const roundId = toNumber(created!.id);
  const debit = await deps.wallet.debit(tx, {
    provider: HOUSE_WALLET_PROVIDER, txId: betTxId(roundId), memberId: input.memberId, roundId: String(roundId),
    gameCode: input.gameCode, amount: input.stake,
  });
  if (debit.ok) return ok({ round_id: roundId, balance: debit.balance });
  if (debit.error === 'insufficient_balance') {
    return { code: Code.PARAM_INVALID, msg: Msg.insufficient_balance, data: { balance: debit.balance ?? 0 }, field: 'bet' };
  }
  if (debit.error === 'bet_refused') return fail(Code.AUTH_FAILED, debit.reason ?? Msg.auth_failed);
  throw new Error(`house round ${roundId}: the wallet refused its debit (${debit.error})`);
}

/** Settles an open round (a settled or rolled-back one is returned as it is). */
export async function settleRound(db: Db, deps: RoundDeps, roundId: number, recovered = false): Promise<RoundRow | undefined> {
  return db.transaction(async (tx) => {
    const round = await lockRound(tx, roundId);
    if (!round || round.state !== 'open') return round;
    const game = engine(round.engine);
    const seeds = await pairById(tx, round.seedId);
    if (!game || !seeds) throw new Error(`house round ${roundId} cannot be settled (engine ${round.engine})`);
    const outcome = game.play(fairStream(seeds.serverSeed, seeds.clientSeed, round.nonce), round.params);
    if (!Number.isSafeInteger(outcome.win) || outcome.win < 0) throw new Error(`house round ${roundId}: invalid win`);
    if (outcome.win > 0) {
      const credit = await deps.wallet.credit(tx, {
        provider: HOUSE_WALLET_PROVIDER, txId: winTxId(roundId), memberId: round.memberId, roundId: String(roundId),
        gameCode: round.gameCode, amount: outcome.win, betTxId: betTxId(roundId),
      });
      if (!credit.ok) throw new Error(`house round ${roundId}: the wallet refused its credit (${credit.error})`);
    }
    await tx.execute(sql`
      UPDATE house_rounds SET state = 'settled', outcome = ${JSON.stringify(outcome)}::jsonb, win = ${outcome.win}::bigint,
             settled_at = now(), recovered = ${recovered}
      WHERE id = ${roundId}`);
    return (await lockRound(tx, roundId))!;
  });
}

/** Cancels an open round: the wallet gives the bet back (ledger `rollback`). */
export async function rollbackRound(db: Db, deps: RoundDeps, roundId: number): Promise<RoundRow | undefined> {
  return db.transaction(async (tx) => {
    const round = await lockRound(tx, roundId);
    if (!round || round.state !== 'open') return round;
    const answer = await deps.wallet.rollback(tx, {
      provider: HOUSE_WALLET_PROVIDER, txId: rollbackTxId(roundId), memberId: round.memberId, roundId: String(roundId), referenceTxId: betTxId(roundId),
    });
    if (!answer.ok) throw new Error(`house round ${roundId}: the wallet refused its rollback (${answer.error})`);
    await tx.execute(sql`UPDATE house_rounds SET state = 'rolled_back', settled_at = now(), recovered = true WHERE id = ${roundId}`);
    return (await lockRound(tx, roundId))!;
  });
}

/** Settles (or, failing that, rolls back) every round still open after `olderThanMs`. */
export async function recoverOpenRounds(db: Db, deps: RoundDeps, options: { olderThanMs: number; onError?: (roundId: number, err: unknown) => void }): Promise<RecoveryReport> {
  const report: RecoveryReport = { settled: 0, rolledBack: 0, failed: 0 };
  const open = await rows<{ id: unknown }>(db, sql`
    SELECT id FROM house_rounds
    WHERE state = 'open' AND created_at <= now() - ${options.olderThanMs}::int * interval '1 millisecond'
    ORDER BY id LIMIT 1000`);
  for (const { id } of open) {
    const roundId = toNumber(id);
    try {
      await settleRound(db, deps, roundId, true);
      report.settled += 1;
    } catch (err) {
      options.onError?.(roundId, err);
      try {
        await rollbackRound(db, deps, roundId);
        report.rolledBack += 1;
      } catch (again) {
        options.onError?.(roundId, again);
        report.failed += 1;
      }
    }
  }
  return report;
}

export interface RoundView {
  id: number; game_code: string; engine: string; state: string; bet: number; win: number | null; params: unknown; outcome: unknown;
  nonce: number; client_seed: string; server_seed_hash: string; server_seed: string | null; created_at: string; settled_at: string | null;
}

/** A member's rounds, newest first, with what the fairness verifier needs (the server seed once revealed). */
export async function listRounds(q: Queryable, memberId: number, options: { gameCode?: string; limit: number; ids?: number[] }): Promise<RoundView[]> {
  const conditions = [sql`r.member_id = ${memberId}`];
  if (options.gameCode) conditions.push(sql`r.game_code = ${options.gameCode}`);
  if (options.ids) conditions.push(options.ids.length ? sql`r.id IN (${sql.join(options.ids.map((i) => sql`${i}`), sql`, `)})` : sql`false`);
  const found = await rows<Record<string, unknown>>(q, sql`
    SELECT r.*, f.client_seed, f.server_seed_hash, CASE WHEN f.active THEN NULL ELSE f.server_seed END AS revealed_seed
    FROM house_rounds r JOIN fair_seeds f ON f.id = r.seed_id
    WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY r.id DESC LIMIT ${options.limit}`);
  return found.map((r) => {
    const row = roundRow(r);
    return {
      id: row.id, game_code: row.gameCode, engine: row.engine, state: row.state, bet: row.bet, win: row.win, params: row.params,
      outcome: row.outcome, nonce: row.nonce, client_seed: String(r.client_seed), server_seed_hash: String(r.server_seed_hash),
      server_seed: r.revealed_seed === null ? null : String(r.revealed_seed), created_at: row.createdAt, settled_at: row.settledAt || null,
    };
  });
}
