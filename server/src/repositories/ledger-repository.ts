// The only code that changes a balance or points. One statement raises or lowers members.balance (cash) or
// members.points (or, for a bet, both) only if the result stays >= 0, and writes the ledger rows from the updated values, so rows
// chain (after = before + amount) under any concurrency: the UPDATE holds the member row until the
// transaction ends. Call it inside the transaction of the change it belongs to, with that transaction's `tx`.
import { columns, firstRow, rows, sql, type Queryable } from '../db/client';
import { toIso, toNumber } from '../db/values';
import type { AnchorFinding, BrokenEntry, CashEntry, LedgerAccount, PointEntry, VerifyReport } from '../domain/ledger';
import { ledgerPostings } from '../metrics';

export interface LedgerEntry { id: number; before: number; after: number }

/**
 * A game provider's transaction row (provider_transactions) that the entry answers: the same statement records
 * the entry's id and the balance after it there (and, for a bet, the points it earned), as
 * finishProviderTx would in a statement of its own (issue 19: one round trip fewer per bet and per win).
 */
export interface ProviderTxRecord { providerTxId: number }

/**
 * The provider's transaction row records the cash row its call wrote (`entry`, the CTE that wrote it) and the
 * balance after it; a bet's row also the points it earned. A CTE of the same statement, or nothing without a row.
 */
function recordedOn(record: ProviderTxRecord | undefined, entry: 'entry' | 'bet_entry', points?: number) {
  if (!record) return sql``;
  const from = sql.raw(entry);
  const pointsSet = points === undefined ? sql`` : sql`, points = ${points}::bigint`;
  return sql`, recorded AS (
      UPDATE provider_transactions SET ledger_id = ${from}.id, balance_after = ${from}.after${pointsSet}
      FROM ${from} WHERE provider_transactions.id = ${record.providerTxId})`;
}

/** The statement's end: the entry, recorded on the provider's transaction row when there is one. */
function answerEntry(record: ProviderTxRecord | undefined) {
  return sql`${recordedOn(record, 'entry')}
    SELECT id, before, after FROM entry`;
}

// Fixed identifiers per account (never from input).
const ACCOUNTS = {
  cash: { table: sql.raw('ledger'), column: sql.raw('balance'), note: sql.raw('NULL') },
  points: { table: sql.raw('point_ledger'), column: sql.raw('points'), note: sql.raw('l.note') },
} as const;

/** How a cash entry moves the play sums: a bet adds its stake, a rollback takes it back, a win adds its win. */
export function playDelta(type: string, amount: number): { bets: number; wins: number } {
  if (type === 'bet' || type === 'rollback') return { bets: -amount, wins: 0 };
  if (type === 'win') return { bets: 0, wins: amount };
  return { bets: 0, wins: 0 };
}

async function post(
  q: Queryable,
  account: LedgerAccount,
  entry: { memberId: number; type: string; amount: number; ref?: string | null; note?: string | null },
  record?: ProviderTxRecord,
): Promise<LedgerEntry | null> {
  if (!Number.isSafeInteger(entry.amount)) throw new RangeError('ledger amount must be a safe integer');
  const { table, column } = ACCOUNTS[account];
  // Only the points ledger has a note column; the cash row keeps the API.md shape.
  const note = account === 'points' ? sql`, note` : sql``;
  const noteValue = account === 'points' ? sql`, ${entry.note ?? null}` : sql``;
  // The running bet and win sums of responsible gaming (0009_running_totals.sql) move in the same UPDATE.
  const play = account === 'cash' ? playDelta(entry.type, entry.amount) : { bets: 0, wins: 0 };
  const playSet = play.bets !== 0 ? sql`, play_bets = play_bets + ${play.bets}::bigint`
    : play.wins !== 0 ? sql`, play_wins = play_wins + ${play.wins}::bigint` : sql``;
  const row = await firstRow<{ id: unknown; before: unknown; after: unknown }>(q, sql`
    WITH updated AS (
      UPDATE members SET ${column} = ${column} + ${entry.amount}::bigint${playSet}
      WHERE id = ${entry.memberId} AND ${column} + ${entry.amount}::bigint >= 0
      RETURNING ${column} AS value
    ), entry AS (
      INSERT INTO ${table} (member_id, type, amount, before, after, ref${note})
      SELECT ${entry.memberId}, ${entry.type}, ${entry.amount}::bigint, value - ${entry.amount}::bigint, value, ${entry.ref ?? null}${noteValue}
      FROM updated
      RETURNING id, before, after)
    ${answerEntry(record)}`);
  if (!row) return null;
  ledgerPostings.inc({ account, type: entry.type }); // metrics.ts (a row of a transaction rolled back later counts too)
  return { id: toNumber(row.id), before: toNumber(row.before), after: toNumber(row.after) };
}

/**
 * Cash. Returns null when the balance would go below zero (or the member does not exist); nothing is written then.
 * `record`: the provider's transaction row this entry answers (see ProviderTxRecord).
 */
export function postLedgerEntry(q: Queryable, entry: CashEntry, record?: ProviderTxRecord): Promise<LedgerEntry | null> {
  return post(q, 'cash', entry, record);
}

/** Points. Returns null when the points would go below zero (or the member does not exist); nothing is written then. */
export function postPointEntry(q: Queryable, entry: PointEntry): Promise<LedgerEntry | null> {
  return post(q, 'points', entry);
}

/**
 * A bet of a game provider in one statement: the stake leaves the balance (only if it stays >= 0), the play
 * sum, the rolling requirement and the points it earns move in the same UPDATE of the member row, and the cash
 * row and (when it earns points) the points row are written from the values that UPDATE returned. One member
 * row version per bet instead of three: that row is the one every write of the member locks, so each fewer
 * update shortens the time the member's other calls wait, and leaves fewer dead versions behind.
 * Returns the cash entry, or null when the balance is too low (or the member does not exist): nothing is written then.
 */
export async function postBet(
  q: Queryable, bet: { memberId: number; stake: number; points: number; ref: string }, record?: ProviderTxRecord,
): Promise<LedgerEntry | null> {
  const posted = await postPlay(q, { ...bet, win: 0 }, record);
  return posted && posted.bet;
}

/** The win of a bet posted with it (postBetAndWin): the provider's transaction row it is recorded as. */
export interface WinRecord { provider: string; txId: string; roundId: string; gameCode: string; betTxId: string }

/**
 * A bet and its win in one statement (a round settled at once, providers/ledger-wallet.ts `betAndWin`): as
 * postBet, and the same UPDATE of the member row adds the win (the stake alone must leave the balance >= 0);
 * the win's cash row (none for a win of 0) is written from the bet row's RETURNING, so it always chains after
 * it (a higher id), and it gets its own provider row, `done`, referencing the bet. Returns the bet's and the
 * win's entries, or null when the balance is too low (or the member does not exist): nothing is written then. A
 * win transaction id that exists already fails the statement (unique index), so the caller's transaction writes
 * nothing: it must be new.
 */
export function postBetAndWin(
  q: Queryable,
  play: { memberId: number; stake: number; win: number; points: number; ref: string },
  record: ProviderTxRecord & { win: WinRecord },
): Promise<{ bet: LedgerEntry; win: LedgerEntry | null } | null> {
  return postPlay(q, play, record);
}

/**
 * A bet and its win in one statement, as postBetAndWin, without provider rows: for a caller whose own row records
 * the play (a house round, providers/ledger-wallet.ts `betAndWinOnce`). Null when the balance is too low.
 */
export function postBetAndWinOnce(
  q: Queryable,
  play: { memberId: number; stake: number; win: number; points: number; ref: string },
): Promise<{ bet: LedgerEntry; win: LedgerEntry | null } | null> {
  return postPlay(q, play);
}

/** postBet's, postBetAndWin's and postBetAndWinOnce's statement: the bet, then its win when there is one. */
async function postPlay(
  q: Queryable,
  play: { memberId: number; stake: number; win: number; points: number; ref: string },
  record?: ProviderTxRecord & { win?: WinRecord },
): Promise<{ bet: LedgerEntry; win: LedgerEntry | null } | null> {
  if (!Number.isSafeInteger(play.stake) || play.stake <= 0) throw new RangeError('a stake must be a positive safe integer');
  if (!Number.isSafeInteger(play.win) || play.win < 0) throw new RangeError('a win must be a non-negative safe integer');
  if (!Number.isSafeInteger(play.points) || play.points < 0) throw new RangeError('earned points must be a non-negative safe integer');
  const win = record?.win;
  if (play.win > 0 && record && !win) throw new RangeError('a win recorded on a provider transaction needs its own');
  const credited = win ? sql`, credited AS (
      INSERT INTO provider_transactions (provider, tx_id, kind, member_id, round_id, game_code, amount, reference_tx_id, ledger_id, balance_after)
      SELECT ${win.provider}, ${win.txId}, 'credit', ${play.memberId}, ${win.roundId}, ${win.gameCode}, ${play.win}::bigint, ${win.betTxId}, id, after
      FROM win_entry)` : sql``;
  const row = await firstRow<Record<string, unknown>>(q, sql`
    WITH updated AS (
      UPDATE members SET balance = balance - ${play.stake}::bigint + ${play.win}::bigint,
                         play_bets = play_bets + ${play.stake}::bigint, play_wins = play_wins + ${play.win}::bigint,
                         rolling = rolling + ${play.stake}::bigint, points = points + ${play.points}::bigint
      WHERE id = ${play.memberId} AND balance - ${play.stake}::bigint >= 0
      RETURNING balance, points
    ), earned AS (
      INSERT INTO point_ledger (member_id, type, amount, before, after, ref, note)
      SELECT ${play.memberId}, 'earn', ${play.points}::bigint, points - ${play.points}::bigint, points, ${play.ref}, 'bet'
      FROM updated WHERE ${play.points}::bigint > 0
    ), bet_entry AS (
      INSERT INTO ledger (member_id, type, amount, before, after, ref)
      SELECT ${play.memberId}, 'bet', -${play.stake}::bigint, balance - ${play.win}::bigint + ${play.stake}::bigint, balance - ${play.win}::bigint, ${play.ref}
      FROM updated
      RETURNING id, before, after
    ), win_entry AS (
      INSERT INTO ledger (member_id, type, amount, before, after, ref)
      SELECT ${play.memberId}, 'win', ${play.win}::bigint, after, after + ${play.win}::bigint, ${play.ref}
      FROM bet_entry WHERE ${play.win}::bigint > 0
      RETURNING id, before, after)${recordedOn(record, 'bet_entry', play.points)}${credited}
    SELECT b.id, b.before, b.after, w.id AS win_id, w.before AS win_before, w.after AS win_after
    FROM bet_entry b LEFT JOIN win_entry w ON true`);
  if (!row) return null;
  ledgerPostings.inc({ account: 'cash', type: 'bet' });
  if (row.win_id !== null && row.win_id !== undefined) ledgerPostings.inc({ account: 'cash', type: 'win' });
  if (play.points > 0) ledgerPostings.inc({ account: 'points', type: 'earn' });
  const entry = (id: unknown, before: unknown, after: unknown): LedgerEntry => ({ id: toNumber(id), before: toNumber(before), after: toNumber(after) });
  return { bet: entry(row.id, row.before, row.after), win: row.win_id === null || row.win_id === undefined ? null : entry(row.win_id, row.win_before, row.win_after) };
}

export interface TransactionRowDb { id: number; username: string; type: string; amount: number; before: number; after: number; date: string }

/**
 * A member's cash ledger rows, newest first: created in [fromUtc, toUtc) when given, with an id below
 * `beforeId` (the cursor). Reads one row more than `size` to tell whether another page exists.
 */
export async function listTransactions(
  q: Queryable,
  input: { memberId: number; fromUtc?: Date; toUtc?: Date; beforeId?: number; size: number },
): Promise<{ list: TransactionRowDb[]; more: boolean }> {
  const conditions = [sql`l.member_id = ${input.memberId}`];
  if (input.fromUtc) conditions.push(sql`l.created_at >= ${input.fromUtc.toISOString()}::timestamptz`);
  if (input.toUtc) conditions.push(sql`l.created_at < ${input.toUtc.toISOString()}::timestamptz`);
  if (input.beforeId !== undefined) conditions.push(sql`l.id < ${input.beforeId}`);
  const found = await rows<Record<string, unknown>>(q, sql`
    SELECT l.id, m.username, l.type, l.amount, l.before, l.after, l.created_at
    FROM ledger l JOIN members m ON m.id = l.member_id
    WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY l.id DESC
    LIMIT ${input.size + 1}`);
  const list = found.slice(0, input.size).map((r) => ({
    id: toNumber(r.id), username: String(r.username), type: String(r.type), amount: toNumber(r.amount),
    before: toNumber(r.before), after: toNumber(r.after), date: toIso(r.created_at),
  }));
  return { list, more: found.length > input.size };
}

const VERIFY_LIMIT = 1000;

const CHAIN_COLUMNS = ['member_id', 'row_id', 'kind', 'expected', 'actual'];

function chainFindings(account: LedgerAccount) {
  const { table, column, note } = ACCOUNTS[account];
  // Window functions give every row its predecessor's after (0 for the first) and hash ('' for the first), and the
  // last row per member. The row's hash is computed again by the function the insert trigger used (migration 0017).
  return sql`
    WITH chain AS (
      SELECT l.member_id, l.id, l.amount, l.before, l.after, l.prev_hash, l.hash,
             ledger_row_hash(l.prev_hash, l.id, l.member_id, l.type, l.amount, l.before, l.after, l.ref, ${note}, l.created_at) AS computed_hash,
             lag(l.after, 1, 0::bigint) OVER (PARTITION BY l.member_id ORDER BY l.id) AS previous_after,
             lag(l.hash, 1, '') OVER (PARTITION BY l.member_id ORDER BY l.id) AS previous_hash,
             row_number() OVER (PARTITION BY l.member_id ORDER BY l.id DESC) AS from_end
      FROM ${table} l
    )
    SELECT member_id, id AS row_id, 'arithmetic' AS kind, before + amount AS expected, after AS actual FROM chain WHERE after <> before + amount
    UNION ALL
    SELECT member_id, id, 'gap', previous_after, before FROM chain WHERE before <> previous_after
    UNION ALL
    SELECT member_id, id, 'hash', NULL, NULL FROM chain WHERE hash <> computed_hash
    UNION ALL
    SELECT member_id, id, 'link', NULL, NULL FROM chain WHERE prev_hash <> previous_hash
    UNION ALL
    SELECT m.id, NULL, 'balance', coalesce(c.after, 0), m.${column}
    FROM members m LEFT JOIN chain c ON c.member_id = m.id AND c.from_end = 1
    WHERE m.${column} <> coalesce(c.after, 0)`;
}

/**
 * Every deposit/withdrawal row agrees with its ledger rows (same member, amount and type), and every cash row
 * of a wallet type belongs to a request: what the histories show is what the ledger holds.
 */
function requestFindings() {
  return sql`
    SELECT d.member_id, d.id AS row_id, 'cash' AS ledger, d.amount AS expected, l.amount AS actual,
           'deposit:' || d.id || ' (' || d.status || ') and its ledger row disagree' AS detail
    FROM deposit_requests d LEFT JOIN ledger l ON l.id = d.ledger_id
    WHERE d.ledger_id IS NOT NULL AND (l.id IS NULL OR l.member_id <> d.member_id OR l.amount <> d.amount
          OR l.type <> CASE d.status WHEN 'completed' THEN 'deposit' WHEN 'auto' THEN 'adjust' ELSE d.status END
          OR l.ref IS DISTINCT FROM 'deposit:' || d.id)
    UNION ALL
    SELECT d.member_id, d.id, 'points', -d.amount, p.amount, 'deposit:' || d.id || ' (point_convert) has no matching points row'
    FROM deposit_requests d LEFT JOIN point_ledger p ON p.ref = 'deposit:' || d.id AND p.member_id = d.member_id AND p.type = 'point_convert'
    WHERE d.status = 'point_convert' AND (p.id IS NULL OR p.amount <> -d.amount)
    UNION ALL
    SELECT w.member_id, w.id, 'cash', -w.amount, l.amount, 'withdrawal:' || w.id || ' (' || w.status || ') and its ledger row disagree'
    FROM withdrawal_requests w LEFT JOIN ledger l ON l.id = w.ledger_id
    WHERE l.id IS NULL OR l.member_id <> w.member_id OR l.amount <> -w.amount
          OR l.type <> CASE w.status WHEN 'auto' THEN 'adjust' ELSE 'withdraw' END OR l.ref IS DISTINCT FROM 'withdrawal:' || w.id
    UNION ALL
    SELECT w.member_id, w.id, 'cash', w.amount, l.amount, 'withdrawal:' || w.id || ' refund and its ledger row disagree'
    FROM withdrawal_requests w LEFT JOIN ledger l ON l.id = w.refund_ledger_id
    WHERE w.refund_ledger_id IS NOT NULL AND (l.id IS NULL OR l.member_id <> w.member_id OR l.amount <> w.amount
          OR l.type <> 'withdraw_refund' OR l.ref IS DISTINCT FROM 'withdrawal:' || w.id)
    UNION ALL
    SELECT l.member_id, l.id, 'cash', NULL, l.amount, 'ledger row ' || l.id || ' (' || l.type || ') belongs to no request'
    FROM ledger l
    WHERE l.type IN ('deposit', 'withdraw', 'withdraw_refund', 'point_convert')
      AND NOT EXISTS (SELECT 1 FROM deposit_requests d WHERE d.ledger_id = l.id)
      AND NOT EXISTS (SELECT 1 FROM withdrawal_requests w WHERE w.ledger_id = l.id OR w.refund_ledger_id = l.id)`;
}

function chainDetail(kind: string, rowId: unknown, expected: unknown, actual: unknown): string {
  if (kind === 'arithmetic') return `row ${String(rowId)}: after ${String(actual)} ≠ before + amount ${String(expected)}`;
  if (kind === 'gap') return `row ${String(rowId)}: before ${String(actual)} ≠ the previous row's after ${String(expected)}`;
  if (kind === 'hash') return `row ${String(rowId)}: its fields no longer give its hash (the row was rewritten after it was written)`;
  if (kind === 'link') return `row ${String(rowId)}: its previous hash is not the previous row's hash (a row before it was removed, inserted or rewritten)`;
  return `balance ${String(actual)} ≠ the last row's after ${String(expected)}`;
}

/** Re-checks every member's cash and points chains, their ends against the balances, and the requests. */
export async function verifyLedgers(q: Queryable): Promise<VerifyReport> {
  const broken: BrokenEntry[] = [];
  const add = (account: LedgerAccount | null, found: Record<string, unknown>[], kind?: BrokenEntry['kind']) => {
    for (const r of found) {
      broken.push({
        member_id: toNumber(r.member_id),
        username: String(r.username ?? ''),
        ledger: (account ?? r.ledger) as LedgerAccount,
        kind: kind ?? (r.kind as BrokenEntry['kind']),
        row_id: r.row_id === null || r.row_id === undefined ? null : toNumber(r.row_id),
        expected: r.expected === null || r.expected === undefined ? null : toNumber(r.expected),
        actual: r.actual === null || r.actual === undefined ? null : toNumber(r.actual),
        detail: r.detail ? String(r.detail) : chainDetail(String(r.kind), r.row_id, r.expected, r.actual),
      });
    }
  };
  const withNames = (inner: ReturnType<typeof sql>, names: readonly string[]) => sql`
    SELECT ${columns(names, 'f')}, m.username FROM (${inner}) f JOIN members m ON m.id = f.member_id
    ORDER BY f.member_id, f.row_id NULLS LAST LIMIT ${VERIFY_LIMIT + 1}`;
  add('cash', await rows(q, withNames(chainFindings('cash'), CHAIN_COLUMNS)));
  add('points', await rows(q, withNames(chainFindings('points'), CHAIN_COLUMNS)));
  add(null, await rows(q, withNames(requestFindings(), ['member_id', 'row_id', 'ledger', 'expected', 'actual', 'detail'])), 'request');
  const counts = await firstRow<{ members: unknown; cash: unknown; points: unknown }>(q, sql`
    SELECT (SELECT count(*) FROM members) AS members, (SELECT count(*) FROM ledger) AS cash, (SELECT count(*) FROM point_ledger) AS points`);
  const truncated = broken.length > VERIFY_LIMIT;
  return {
    members_checked: toNumber(counts?.members),
    rows_checked: toNumber(counts?.cash) + toNumber(counts?.points),
    broken: broken.slice(0, VERIFY_LIMIT),
    truncated,
  };
}

export interface AnchorRow {
  id: number; anchored_at: string; day: string; cash_max_id: number; points_max_id: number; members: number;
  digest: string; prev_anchor: string; anchor: string;
}

/**
 * The digest of every member's latest cash and points hashes among the rows up to the given ids (member id, cash
 * hash, points hash, in member order), and how many members it covers: an anchor's content, and what verification
 * computes again for each stored anchor.
 */
function anchorDigest(cashMaxId: number, pointsMaxId: number) {
  return sql`
    SELECT count(*)::int AS members,
           encode(sha256(convert_to(coalesce(string_agg(x.member_id || ':' || x.cash || ':' || x.points, ',' ORDER BY x.member_id), ''), 'UTF8')), 'hex') AS digest
    FROM (
      SELECT m.id AS member_id,
             coalesce((SELECT l.hash FROM ledger l WHERE l.member_id = m.id AND l.id <= ${cashMaxId} ORDER BY l.id DESC LIMIT 1), '') AS cash,
             coalesce((SELECT p.hash FROM point_ledger p WHERE p.member_id = m.id AND p.id <= ${pointsMaxId} ORDER BY p.id DESC LIMIT 1), '') AS points
      FROM members m
    ) x
    WHERE x.cash <> '' OR x.points <> ''`;
}

/** An anchor's own hash: the previous anchor and this one's fields (the same expression on insert and on verify). */
const anchorHash = (prev: unknown, day: unknown, cashMax: unknown, pointsMax: unknown, members: unknown, digest: unknown) => sql`
  encode(sha256(convert_to(concat_ws('|', ${prev}::text, ${day}::text, ${cashMax}::text, ${pointsMax}::text, ${members}::text, ${digest}::text), 'UTF8')), 'hex')`;

const anchorOf = (r: Record<string, unknown>): AnchorRow => ({
  id: toNumber(r.id), anchored_at: toIso(r.anchored_at), day: String(r.day), cash_max_id: toNumber(r.cash_max_id),
  points_max_id: toNumber(r.points_max_id), members: toNumber(r.members), digest: String(r.digest),
  prev_anchor: String(r.prev_anchor), anchor: String(r.anchor),
});
const ANCHOR_COLUMNS = sql`id, anchored_at, to_char(day, 'YYYY-MM-DD') AS day, cash_max_id, points_max_id, members, digest, prev_anchor, anchor`;

/**
 * How long the anchor waits for one of its two locks before it gives up (SQLSTATE 55P03) and its caller tries again:
 * below PostgreSQL's deadlock_timeout (1 s), so that when some transaction takes the two tables in the other order,
 * the anchor gives way before PostgreSQL picks a victim, which could be a member's bet.
 */
export const ANCHOR_LOCK_TIMEOUT_MS = 500;

/**
 * Anchors both ledgers as they stand (call it in a transaction): a SHARE lock on both tables waits for the postings in
 * flight to commit and holds new ones for the moment this takes, so no row with a lower id can appear after it.
 * The locks are taken points first, then cash: the order in which a bet's one statement takes them (postPlay: the
 * points it earns, then its cash rows). The other order deadlocked with bets in flight, and PostgreSQL failed the
 * bets (2026-12-03: five house rounds answered 500 when the daily anchor ran among 20 members playing at once).
 * Before both, the anchors table itself in SHARE ROW EXCLUSIVE mode, which excludes another anchor (SHARE locks do
 * not exclude each other) but no reader: two anchors at once (the daily job beside an operator's POST) would both
 * read the same previous anchor and fork the chain, which verification then reports as a broken link. Taken first,
 * so an anchor that waits for another holds nothing the bets need.
 */
export async function insertAnchor(q: Queryable, day: string): Promise<AnchorRow> {
  await rows(q, sql.raw(`SET LOCAL lock_timeout = ${ANCHOR_LOCK_TIMEOUT_MS}`));
  await rows(q, sql`LOCK TABLE ledger_anchors IN SHARE ROW EXCLUSIVE MODE`);
  await rows(q, sql`LOCK TABLE point_ledger, ledger IN SHARE MODE`);
  const max = await firstRow<{ cash: unknown; points: unknown }>(q, sql`
    SELECT (SELECT coalesce(max(id), 0) FROM ledger) AS cash, (SELECT coalesce(max(id), 0) FROM point_ledger) AS points`);
  const cashMax = toNumber(max?.cash);
  const pointsMax = toNumber(max?.points);
  const content = await firstRow<{ members: unknown; digest: unknown }>(q, anchorDigest(cashMax, pointsMax));
  const members = toNumber(content?.members);
  const digest = String(content?.digest ?? '');
  const previous = await firstRow<{ anchor: unknown }>(q, sql`SELECT anchor FROM ledger_anchors ORDER BY id DESC LIMIT 1`);
  const prev = previous ? String(previous.anchor) : '';
  const row = await firstRow<Record<string, unknown>>(q, sql`
    INSERT INTO ledger_anchors (day, cash_max_id, points_max_id, members, digest, prev_anchor, anchor)
    VALUES (${day}::date, ${cashMax}, ${pointsMax}, ${members}, ${digest}, ${prev}, ${anchorHash(prev, day, cashMax, pointsMax, members, digest)})
    RETURNING ${ANCHOR_COLUMNS}`);
  return anchorOf(row!);
}

/** Whether an anchor exists for the day (the daily job anchors once per Asia/Seoul day). */
export async function anchoredOn(q: Queryable, day: string): Promise<boolean> {
  return Boolean(await firstRow(q, sql`SELECT 1 AS found FROM ledger_anchors WHERE day = ${day}::date LIMIT 1`));
}

/** Every anchor, oldest first (the export; a few a day at most). */
export async function listAnchors(q: Queryable): Promise<AnchorRow[]> {
  return (await rows<Record<string, unknown>>(q, sql`SELECT ${ANCHOR_COLUMNS} FROM ledger_anchors ORDER BY id`)).map(anchorOf);
}

/**
 * Each stored anchor computed again from the ledgers as they are now: its digest from the rows up to its ids, its hash
 * from its fields, its link to the anchor before it. A history rewritten before an anchor — even with every later
 * hash recomputed — changes the digest.
 */
export async function verifyAnchors(q: Queryable): Promise<{ checked: number; broken: AnchorFinding[] }> {
  const anchors = await listAnchors(q);
  const broken: AnchorFinding[] = [];
  let previous = '';
  for (const a of anchors) {
    const again = await firstRow<{ members: unknown; digest: unknown }>(q, anchorDigest(a.cash_max_id, a.points_max_id));
    if (String(again?.digest ?? '') !== a.digest || toNumber(again?.members) !== a.members) {
      broken.push({ anchor_id: a.id, day: a.day, kind: 'digest', detail: `anchor ${a.id} (${a.day}): the ledgers up to cash row ${a.cash_max_id} and points row ${a.points_max_id} no longer give its digest: history before it was rewritten` });
    }
    const own = await firstRow<{ hash: unknown }>(q, sql`SELECT ${anchorHash(a.prev_anchor, a.day, a.cash_max_id, a.points_max_id, a.members, a.digest)} AS hash`);
    if (String(own?.hash) !== a.anchor) broken.push({ anchor_id: a.id, day: a.day, kind: 'anchor', detail: `anchor ${a.id} (${a.day}): its fields no longer give its hash` });
    if (a.prev_anchor !== previous) broken.push({ anchor_id: a.id, day: a.day, kind: 'link', detail: `anchor ${a.id} (${a.day}): it does not follow the anchor before it` });
    previous = a.anchor;
  }
  return { checked: anchors.length, broken };
}
