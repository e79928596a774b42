// All SQL of the house games (docs/providers.md): launches and game sessions, provably fair seed pairs, pacing
// and rounds. The rules around them (tokens, the round's two transactions, recovery) live in
// providers/house/; this file only reads and writes rows. The session's rounds, bets and wins are running
// totals kept by a trigger on house_rounds (0009_running_totals.sql), so nothing here sums a history.
import { columns, execute, firstRow, rows, sql, type Queryable, type Tx } from '../db/client';
import { toIso, toNumber } from '../db/values';
import { houseRounds } from '../metrics';
import { storeResponseFrom, type Actor } from './idempotency-repository';
import { PLAY_STATE_FIELDS, playStateOf, playStateQuery, type PlayState } from './responsible-repository';

// ---------- sessions

export interface HouseSession {
  id: number; memberId: number; gameId: number; gameCode: string; gameTitle: string; language: string;
  startedAt: string; expiresAt: string; live: boolean;
}

export interface SessionTotals { rounds: number; bet: number; win: number; net: number }

const session = (r: Record<string, unknown>): HouseSession => ({
  id: toNumber(r.id), memberId: toNumber(r.member_id), gameId: toNumber(r.game_id), gameCode: String(r.game_code),
  gameTitle: String(r.game_title), language: String(r.language), startedAt: toIso(r.started_at), expiresAt: toIso(r.expires_at),
  live: Boolean(r.live),
});

const SELECT_SESSION = sql`
  SELECT s.id, s.member_id, s.game_id, s.game_code, g.title AS game_title, s.language, s.started_at, s.expires_at,
         s.expires_at > now() AS live
  FROM house_sessions s JOIN games g ON g.id = s.game_id`;

/** Stores a launch (its token's hash) and drops launches nobody opened for a day. */
export async function insertLaunch(q: Queryable, input: { memberId: number; gameId: number; gameCode: string; language: string; launchHash: string; ttlMs: number }): Promise<void> {
  await execute(q, sql`DELETE FROM house_sessions WHERE session_hash IS NULL AND launch_expires_at < now() - interval '1 day'`);
  await execute(q, sql`
    INSERT INTO house_sessions (member_id, game_id, game_code, language, launch_hash, launch_expires_at)
    VALUES (${input.memberId}, ${input.gameId}, ${input.gameCode}, ${input.language}, ${input.launchHash},
            now() + ${`${input.ttlMs} milliseconds`}::interval)`);
}

/** Turns an unused, unexpired launch into a session (once); the session, or undefined. */
export async function startSession(q: Queryable, launchHash: string, sessionHash: string, ttlMinutes: number): Promise<HouseSession | undefined> {
  const r = await firstRow<{ id: unknown }>(q, sql`
    UPDATE house_sessions
    SET session_hash = ${sessionHash}, started_at = now(), expires_at = now() + make_interval(mins => ${ttlMinutes}::int)
    WHERE launch_hash = ${launchHash} AND session_hash IS NULL AND launch_expires_at > now()
    RETURNING id`);
  if (!r) return undefined;
  const found = await firstRow<Record<string, unknown>>(q, sql`${SELECT_SESSION} WHERE s.id = ${toNumber(r.id)}`);
  return found && session(found);
}

export async function findSessionByHash(q: Queryable, sessionHash: string): Promise<HouseSession | undefined> {
  const r = await firstRow<Record<string, unknown>>(q, sql`${SELECT_SESSION} WHERE s.session_hash = ${sessionHash}`);
  return r && session(r);
}

/** Rounds, bets, wins and net of a session: one row (running totals; rolled-back rounds excluded, an open round counts its bet). */
export async function sessionTotals(q: Queryable, sessionId: number): Promise<SessionTotals> {
  const r = await firstRow<{ rounds: unknown; bet: unknown; win: unknown }>(q, sql`
    SELECT rounds, bet_total AS bet, win_total AS win FROM house_sessions WHERE id = ${sessionId}`);
  return totalsOf(r?.rounds, r?.bet, r?.win);
}

function totalsOf(rounds: unknown, betTotal: unknown, winTotal: unknown): SessionTotals {
  const bet = toNumber(betTotal);
  const win = toNumber(winTotal);
  return { rounds: toNumber(rounds), bet, win, net: win - bet };
}

// ---------- seed pairs

export interface SeedPair {
  id: number; memberId: number; serverSeed: string; serverSeedHash: string; clientSeed: string; nextNonce: number;
  active: boolean; createdAt: string; revealedAt: string;
}

const PAIR_COLUMNS = columns(['id', 'member_id', 'server_seed', 'server_seed_hash', 'client_seed', 'next_nonce', 'active', 'created_at', 'revealed_at']);

const pair = (r: Record<string, unknown>): SeedPair => ({
  id: toNumber(r.id), memberId: toNumber(r.member_id), serverSeed: String(r.server_seed), serverSeedHash: String(r.server_seed_hash),
  clientSeed: String(r.client_seed), nextNonce: toNumber(r.next_nonce), active: Boolean(r.active),
  createdAt: toIso(r.created_at), revealedAt: toIso(r.revealed_at),
});

/** Inserts an active pair unless the member has one. */
export async function insertPair(q: Queryable, input: { memberId: number; serverSeed: string; serverSeedHash: string; clientSeed: string }): Promise<void> {
  await execute(q, sql`
    INSERT INTO fair_seeds (member_id, server_seed, server_seed_hash, client_seed)
    VALUES (${input.memberId}, ${input.serverSeed}, ${input.serverSeedHash}, ${input.clientSeed})
    ON CONFLICT (member_id) WHERE active DO NOTHING`);
}

export async function activePair(q: Queryable, memberId: number, lock = false): Promise<SeedPair | undefined> {
  const r = await firstRow<Record<string, unknown>>(q, sql`
    SELECT ${PAIR_COLUMNS} FROM fair_seeds WHERE member_id = ${memberId} AND active ${lock ? sql`FOR UPDATE` : sql``}`);
  return r && pair(r);
}

export async function pairById(q: Queryable, id: number): Promise<SeedPair | undefined> {
  const r = await firstRow<Record<string, unknown>>(q, sql`SELECT ${PAIR_COLUMNS} FROM fair_seeds WHERE id = ${id}`);
  return r && pair(r);
}

export async function revealPair(tx: Tx, id: number): Promise<void> {
  await execute(tx, sql`UPDATE fair_seeds SET active = false, revealed_at = now() WHERE id = ${id}`);
}

/** Revealed pairs, newest first. */
export async function revealedPairs(q: Queryable, memberId: number, limit: number): Promise<SeedPair[]> {
  const found = await rows<Record<string, unknown>>(q, sql`
    SELECT ${PAIR_COLUMNS} FROM fair_seeds WHERE member_id = ${memberId} AND NOT active ORDER BY id DESC LIMIT ${limit}`);
  return found.map(pair);
}

// ---------- pacing

/** Records a round start unless the member's last one is less than `intervalMs` old: true when admitted. */
export async function admitPacedRound(tx: Tx, memberId: number, intervalMs: number): Promise<boolean> {
  return Boolean(await firstRow(tx, sql`
    INSERT INTO house_players (member_id, last_round_at) VALUES (${memberId}, now())
    ON CONFLICT (member_id) DO UPDATE SET last_round_at = now()
    WHERE house_players.last_round_at <= now() - make_interval(secs => ${intervalMs}::int / 1000.0)
    RETURNING member_id`));
}

/** Milliseconds until the member may start the next round (1..intervalMs). */
export async function pacingWaitMs(tx: Tx, memberId: number, intervalMs: number): Promise<number> {
  const wait = await firstRow<{ ms: unknown }>(tx, sql`
    -- now() is this transaction's start, which may precede the winning round's commit: cap at the interval.
    SELECT least(greatest(ceil(extract(epoch FROM (last_round_at + make_interval(secs => ${intervalMs}::int / 1000.0) - now())) * 1000), 1), ${intervalMs}::int)::bigint AS ms
    FROM house_players WHERE member_id = ${memberId}`);
  return toNumber(wait?.ms);
}

// ---------- rounds

export interface RoundRow {
  id: number; memberId: number; sessionId: number | null; gameCode: string; engine: string; seedId: number; nonce: number;
  bet: number; params: unknown; state: 'open' | 'settled' | 'rolled_back'; outcome: unknown; win: number | null; recovered: boolean;
  createdAt: string; settledAt: string;
}

const ROUND_FIELDS = ['id', 'member_id', 'session_id', 'game_code', 'engine', 'seed_id', 'nonce', 'bet', 'params', 'state', 'outcome', 'win', 'recovered', 'created_at', 'settled_at'];
/** A round's columns (`roundRow` reads these), bare or as `r.<column>`. */
const ROUND_COLUMNS = columns(ROUND_FIELDS);
const R_COLUMNS = columns(ROUND_FIELDS, 'r');
/** A round as the verifier shows it (roundView): its columns as `r.<column>`, with its pair's seeds (`f`). */
const VIEW_COLUMNS = sql`${R_COLUMNS}, f.client_seed, f.server_seed_hash, CASE WHEN f.active THEN NULL ELSE f.server_seed END AS revealed_seed`;

const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);
const roundRow = (r: Record<string, unknown>): RoundRow => ({
  id: toNumber(r.id), memberId: toNumber(r.member_id), sessionId: r.session_id === null ? null : toNumber(r.session_id),
  gameCode: String(r.game_code), engine: String(r.engine), seedId: toNumber(r.seed_id), nonce: toNumber(r.nonce), bet: toNumber(r.bet),
  params: json(r.params), state: r.state as RoundRow['state'], outcome: r.outcome === null ? null : json(r.outcome),
  win: r.win === null ? null : toNumber(r.win), recovered: Boolean(r.recovered), createdAt: toIso(r.created_at), settledAt: toIso(r.settled_at),
});

/**
 * Takes the next nonce of the member's active pair and inserts the round with it, in one statement; answers the
 * new (open) round with the seeds it is played with, or undefined when the member has no active pair yet.
 */
export async function insertRoundWithNextNonce(
  tx: Tx,
  input: { memberId: number; sessionId: number | null; gameCode: string; engine: string; stake: number; params: unknown },
): Promise<{ round: RoundRow; serverSeed: string; clientSeed: string } | undefined> {
  const r = await firstRow<Record<string, unknown>>(tx, sql`
    WITH pair AS (
      UPDATE fair_seeds SET next_nonce = next_nonce + 1 WHERE member_id = ${input.memberId} AND active
      RETURNING id, next_nonce - 1 AS nonce, server_seed, client_seed)
    INSERT INTO house_rounds (member_id, session_id, game_code, engine, seed_id, nonce, bet, params)
    SELECT ${input.memberId}, ${input.sessionId}, ${input.gameCode}, ${input.engine}, pair.id, pair.nonce, ${input.stake}::bigint,
           ${JSON.stringify(input.params)}::jsonb
    FROM pair
    RETURNING ${ROUND_COLUMNS}, (SELECT server_seed FROM pair) AS seed_server, (SELECT client_seed FROM pair) AS seed_client`);
  if (r) houseRounds.inc({ game: input.gameCode, event: 'played' }); // metrics.ts
  return r && { round: roundRow(r), serverSeed: String(r.seed_server), clientSeed: String(r.seed_client) };
}

/** The round, locked to the end of the transaction, with the seeds it was played with (one statement). */
export async function lockRoundWithSeeds(tx: Tx, id: number): Promise<{ round: RoundRow; serverSeed: string; clientSeed: string } | undefined> {
  const r = await firstRow<Record<string, unknown>>(tx, sql`
    SELECT ${R_COLUMNS}, f.server_seed AS seed_server, f.client_seed AS seed_client
    FROM house_rounds r JOIN fair_seeds f ON f.id = r.seed_id
    WHERE r.id = ${id} FOR UPDATE OF r`);
  return r && { round: roundRow(r), serverSeed: String(r.seed_server), clientSeed: String(r.seed_client) };
}

export async function lockRound(tx: Tx, id: number): Promise<RoundRow | undefined> {
  const r = await firstRow<Record<string, unknown>>(tx, sql`SELECT ${ROUND_COLUMNS} FROM house_rounds WHERE id = ${id} FOR UPDATE`);
  return r && roundRow(r);
}

export async function markSettled(tx: Tx, id: number, outcome: unknown, win: number, recovered: boolean): Promise<RoundRow> {
  const r = await firstRow<Record<string, unknown>>(tx, sql`
    UPDATE house_rounds SET state = 'settled', outcome = ${JSON.stringify(outcome)}::jsonb, win = ${win}::bigint,
           settled_at = now(), recovered = ${recovered}
    WHERE id = ${id}
    RETURNING ${ROUND_COLUMNS}`);
  const row = roundRow(r!);
  houseRounds.inc({ game: row.gameCode, event: 'settled' });
  return row;
}

/**
 * The next nonce of a member's active pair, with its seeds, the id the round played on it will have, and the
 * member's play state read in the same statement (for the bet's "may this member bet now?", providers/bet-policy.ts).
 */
export interface NextNonce { roundId: number; seedId: number; nonce: number; serverSeed: string; serverSeedHash: string; clientSeed: string; playState: PlayState }

/**
 * Takes the next nonce of the member's active pair, and the id of the round that is played on it, in one
 * statement (the pair's row stays locked to the end of the transaction); undefined when the member has no
 * active pair yet. For a round played at once (`insertPlayedRound`): its outcome is known before its row is
 * written, so the row is written once, settled.
 */
export async function takeNextNonce(tx: Tx, memberId: number): Promise<NextNonce | undefined> {
  // the play state in the same statement: one round trip fewer per round (issue 19)
  const r = await firstRow<Record<string, unknown>>(tx, sql`
    WITH pair AS (
      UPDATE fair_seeds SET next_nonce = next_nonce + 1 WHERE member_id = ${memberId} AND active
      RETURNING id, next_nonce - 1 AS nonce, server_seed, server_seed_hash, client_seed, nextval(pg_get_serial_sequence('house_rounds', 'id')) AS round_id)
    SELECT pair.id, pair.nonce, pair.server_seed, pair.server_seed_hash, pair.client_seed, pair.round_id, ${columns(PLAY_STATE_FIELDS, 'state')}
    FROM pair LEFT JOIN LATERAL (${playStateQuery(memberId)}) AS state ON true`);
  return r && {
    roundId: toNumber(r.round_id), seedId: toNumber(r.id), nonce: toNumber(r.nonce), serverSeed: String(r.server_seed), serverSeedHash: String(r.server_seed_hash),
    clientSeed: String(r.client_seed), playState: playStateOf(r),
  };
}

/**
 * Writes a round played at once — settled, with its outcome and win, on the nonce `takeNextNonce` took — and
 * reads what its answer needs beyond what the caller already holds, in one statement (issue 19: the play's round
 * was written open, then settled, then read): the time it was written and the session's running totals. The
 * round's own fields, its pair's client seed and server seed hash are the caller's already (issue 48: reading
 * them back, outcome and params as JSON, was a fifth of the statement's time on PGlite); the server seed stays
 * hidden, as the pair is the active one (the nonce statement holds its row locked). `balance` is the member's
 * balance the wallet answered for the round's money. The statement does not see what its own trigger
 * (house_rounds_totals) writes, so the session's totals are read before it and this round is added, as that
 * trigger adds it (one round, its bet and its win).
 */
export async function insertPlayedRound(
  tx: Tx,
  round: { nonce: NextNonce; memberId: number; sessionId: number; gameCode: string; engine: string; stake: number; params: unknown; outcome: unknown; win: number; balance: number },
  key?: { actor: Actor; sequence: string },
): Promise<{ round: RoundView; balance: number; session: SessionTotals }> {
  // the key's answer (X-Sequence), written by this statement: what the round's row does not hold (storedRoundAnswer)
  const stored = key ? sql`, stored AS (${storeResponseFrom(key.actor, key.sequence, sql`
      jsonb_build_object('round_id', r.id, 'balance', ${round.balance}::bigint,
                         'session', jsonb_build_object('rounds', s.rounds + 1, 'bet', s.bet_total + r.bet, 'win', s.win_total + r.win))`,
    sql`r JOIN house_sessions s ON s.id = r.session_id`)})` : sql``;
  const r = await firstRow<Record<string, unknown>>(tx, sql`
    WITH r AS (
      INSERT INTO house_rounds (id, member_id, session_id, game_code, engine, seed_id, nonce, bet, params, state, outcome, win, settled_at)
      VALUES (${round.nonce.roundId}, ${round.memberId}, ${round.sessionId}, ${round.gameCode}, ${round.engine}, ${round.nonce.seedId}, ${round.nonce.nonce},
              ${round.stake}::bigint, ${JSON.stringify(round.params)}::jsonb, 'settled', ${JSON.stringify(round.outcome)}::jsonb, ${round.win}::bigint, now())
      RETURNING id, session_id, bet, win, created_at, settled_at)${stored}
    SELECT r.created_at, r.settled_at, s.rounds + 1 AS session_rounds, s.bet_total + r.bet AS session_bet, s.win_total + r.win AS session_win
    FROM r JOIN house_sessions s ON s.id = r.session_id`);
  if (!r) throw new Error(`house round ${round.nonce.roundId}: session ${round.sessionId} not found`);
  houseRounds.inc({ game: round.gameCode, event: 'played' }); // played and settled at once (metrics.ts)
  houseRounds.inc({ game: round.gameCode, event: 'settled' });
  const view: RoundView = {
    id: round.nonce.roundId, game_code: round.gameCode, engine: round.engine, state: 'settled', bet: round.stake, win: round.win,
    params: round.params, outcome: round.outcome, nonce: round.nonce.nonce, client_seed: round.nonce.clientSeed,
    server_seed_hash: round.nonce.serverSeedHash, server_seed: null, created_at: toIso(r.created_at), settled_at: toIso(r.settled_at),
  };
  return { round: view, balance: round.balance, session: totalsOf(r.session_rounds, r.session_bet, r.session_win) };
}

export async function markRolledBack(tx: Tx, id: number): Promise<RoundRow> {
  const r = await firstRow<Record<string, unknown>>(tx, sql`
    UPDATE house_rounds SET state = 'rolled_back', settled_at = now(), recovered = true WHERE id = ${id} RETURNING ${ROUND_COLUMNS}`);
  const row = roundRow(r!);
  houseRounds.inc({ game: row.gameCode, event: 'rolled_back' });
  return row;
}

/** Ids of rounds still open after `olderThanMs`, oldest first (at most 1,000). */
export async function openRoundIds(q: Queryable, olderThanMs: number): Promise<number[]> {
  const open = await rows<{ id: unknown }>(q, sql`
    SELECT id FROM house_rounds
    WHERE state = 'open' AND created_at <= now() - make_interval(secs => ${olderThanMs}::int / 1000.0)
    ORDER BY id LIMIT 1000`);
  return open.map((r) => toNumber(r.id));
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
    SELECT ${VIEW_COLUMNS}
    FROM house_rounds r JOIN fair_seeds f ON f.id = r.seed_id
    WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY r.id DESC LIMIT ${options.limit}`);
  return found.map(roundView);
}

function roundView(r: Record<string, unknown>): RoundView {
  const row = roundRow(r);
  return {
    id: row.id, game_code: row.gameCode, engine: row.engine, state: row.state, bet: row.bet, win: row.win, params: row.params,
    outcome: row.outcome, nonce: row.nonce, client_seed: String(r.client_seed), server_seed_hash: String(r.server_seed_hash),
    server_seed: r.revealed_seed === null ? null : String(r.revealed_seed), created_at: row.createdAt, settled_at: row.settledAt || null,
  };
}

/** A played round's answer from a row of VIEW_COLUMNS with the session's totals, and the member's balance (read with it unless given). */
function playedAnswer(r: Record<string, unknown>, balance = toNumber(r.member_balance)): { round: RoundView; balance: number; session: SessionTotals } {
  return { round: roundView(r), balance, session: totalsOf(r.session_rounds, r.session_bet, r.session_win) };
}

/** What a key stores of a round played at once (insertPlayedRound): the balance and the session's totals after it. */
export interface StoredRound { round_id: number; balance: number; session: { rounds: number; bet: number; win: number } }

/**
 * The answer a key stored with its round (StoredRound), whole again: the round with its seeds as they are now,
 * the stored balance and totals, and the start and end of the session it was played in. Undefined when the
 * round is not this member's.
 */
export async function storedRoundAnswer(q: Queryable, memberId: number, stored: StoredRound): Promise<{ round: RoundView; balance: number; session: SessionTotals; startedAt: string; expiresAt: string } | undefined> {
  const r = await firstRow<Record<string, unknown>>(q, sql`
    SELECT ${VIEW_COLUMNS}, s.started_at, s.expires_at
    FROM house_rounds r JOIN fair_seeds f ON f.id = r.seed_id JOIN house_sessions s ON s.id = r.session_id
    WHERE r.id = ${stored.round_id} AND r.member_id = ${memberId}`);
  if (!r) return undefined;
  return {
    round: roundView(r), balance: toNumber(stored.balance), session: totalsOf(stored.session.rounds, stored.session.bet, stored.session.win),
    startedAt: toIso(r.started_at), expiresAt: toIso(r.expires_at),
  };
}

/**
 * A played round's answer in one read (issue 19: it was four): the round with its seeds, the member's balance
 * and the session's running totals. Undefined when the round is not this member's.
 */
export async function roundAnswer(q: Queryable, memberId: number, sessionId: number, roundId: number): Promise<{ round: RoundView; balance: number; session: SessionTotals } | undefined> {
  const r = await firstRow<Record<string, unknown>>(q, sql`
    SELECT ${VIEW_COLUMNS},
           m.balance AS member_balance, s.rounds AS session_rounds, s.bet_total AS session_bet, s.win_total AS session_win
    FROM house_rounds r JOIN fair_seeds f ON f.id = r.seed_id JOIN members m ON m.id = r.member_id
      LEFT JOIN house_sessions s ON s.id = ${sessionId}
    WHERE r.id = ${roundId} AND r.member_id = ${memberId}`);
  if (!r) return undefined;
  return playedAnswer(r);
}
