// Deposit and withdrawal requests and the operator's deposit account. No balance changes here: money moves
// through ledger-repository, in the same transaction, and the request rows only point at those ledger rows.
import { columns, execute, firstRow, rows, sql, type Queryable } from '../db/client';
import { toIso, toNumber } from '../db/values';

export type RequestTable = 'deposit' | 'withdrawal';

// Fixed identifiers (never from input).
const TABLE = { deposit: sql.raw('deposit_requests'), withdrawal: sql.raw('withdrawal_requests') } as const;
const TABLE_NAME = { deposit: 'deposit_requests', withdrawal: 'withdrawal_requests' } as const;

export interface RequestRow {
  id: number; memberId: number; username: string; nickname: string; amount: number; status: string; reason: string;
  ledgerId: number | null; createdAt: string; processedAt: string;
}

const REQUEST_FIELDS = ['id', 'member_id', 'amount', 'status', 'reason', 'ledger_id', 'created_at', 'processed_at'];
const R_REQUEST = columns(REQUEST_FIELDS, 'r');

function toRequestRow(r: Record<string, unknown>): RequestRow {
  return {
    id: toNumber(r.id), memberId: toNumber(r.member_id), username: String(r.username ?? ''), nickname: String(r.nickname ?? ''),
    amount: toNumber(r.amount), status: String(r.status), reason: r.reason == null ? '' : String(r.reason),
    ledgerId: r.ledger_id == null ? null : toNumber(r.ledger_id),
    createdAt: toIso(r.created_at), processedAt: toIso(r.processed_at),
  };
}

/**
 * A request id taken before the row is written, so that its ledger rows can name it in `ref` and the row
 * can be inserted complete (with its ledger_id) in one statement.
 */
export async function nextRequestId(q: Queryable, kind: RequestTable): Promise<number> {
  const row = await firstRow<{ id: unknown }>(q, sql`SELECT nextval(pg_get_serial_sequence(${TABLE_NAME[kind]}, 'id')) AS id`);
  return toNumber(row?.id);
}

/** A new waiting deposit, or null when the member already has one (the partial unique index decides). */
export async function insertWaitingDeposit(q: Queryable, memberId: number, amount: number): Promise<number | null> {
  const row = await firstRow<{ id: unknown }>(q, sql`
    INSERT INTO deposit_requests (member_id, amount) VALUES (${memberId}, ${amount})
    ON CONFLICT DO NOTHING
    RETURNING id`);
  return row ? toNumber(row.id) : null;
}

export async function hasWaitingDeposit(q: Queryable, memberId: number): Promise<boolean> {
  const row = await firstRow(q, sql`SELECT 1 AS found FROM deposit_requests WHERE member_id = ${memberId} AND status = 'waiting'`);
  return row !== undefined;
}

/** A request that is final when written (auto, point_convert, or a withdrawal already debited). */
export async function insertRequest(q: Queryable, kind: RequestTable, input: {
  id: number; memberId: number; amount: number; status: string; ledgerId: number; reason?: string | null; decidedBy?: number | null;
}): Promise<void> {
  const processed = input.status === 'waiting' ? sql`NULL` : sql`now()`;
  await execute(q, sql`
    INSERT INTO ${TABLE[kind]} (id, member_id, amount, status, ledger_id, reason, decided_by, processed_at)
    VALUES (${input.id}, ${input.memberId}, ${input.amount}, ${input.status}, ${input.ledgerId}, ${input.reason ?? null},
            ${input.decidedBy ?? null}, ${processed})`);
}

/** Locks one request row for a decision (a concurrent decision waits here, then sees the first one's result). */
export async function lockRequest(q: Queryable, kind: RequestTable, id: number): Promise<RequestRow | undefined> {
  const row = await firstRow<Record<string, unknown>>(q, sql`
    SELECT ${R_REQUEST}, m.username, m.nickname FROM ${TABLE[kind]} r JOIN members m ON m.id = r.member_id
    WHERE r.id = ${id} FOR UPDATE OF r`);
  return row && toRequestRow(row);
}

/** Records an operator's decision on a waiting request (the caller holds the row lock). */
export async function decideRequest(q: Queryable, kind: RequestTable, id: number, input: {
  status: 'completed' | 'rejected'; operatorId: number; reason?: string | null; ledgerId?: number; refundLedgerId?: number;
}): Promise<RequestRow> {
  const ledger = input.ledgerId !== undefined ? sql`, ledger_id = ${input.ledgerId}` : sql``;
  const refund = input.refundLedgerId !== undefined ? sql`, refund_ledger_id = ${input.refundLedgerId}` : sql``;
  const row = await firstRow<Record<string, unknown>>(q, sql`
    WITH decided AS (
      UPDATE ${TABLE[kind]} SET status = ${input.status}, processed_at = now(), decided_by = ${input.operatorId},
             reason = ${input.reason ?? null}${ledger}${refund}
      WHERE id = ${id} AND status = 'waiting'
      RETURNING ${columns(REQUEST_FIELDS)}
    )
    SELECT ${R_REQUEST}, m.username, m.nickname FROM decided r JOIN members m ON m.id = r.member_id`);
  if (!row) throw new Error(`${kind} ${id} was not waiting`); // the caller checked under the row lock
  return toRequestRow(row);
}

/** A member's requests, newest first. */
export async function listMemberRequests(
  q: Queryable, kind: RequestTable, memberId: number, page: number, size: number,
): Promise<{ list: RequestRow[]; total: number }> {
  const list = await rows<Record<string, unknown>>(q, sql`
    SELECT id, member_id, amount, status, reason, ledger_id, created_at, processed_at FROM ${TABLE[kind]}
    WHERE member_id = ${memberId} ORDER BY id DESC LIMIT ${size} OFFSET ${(page - 1) * size}`);
  const total = await firstRow<{ n: unknown }>(q, sql`SELECT count(*) AS n FROM ${TABLE[kind]} WHERE member_id = ${memberId}`);
  return { list: list.map(toRequestRow), total: toNumber(total?.n) };
}

/** The operator's queue: every member's requests (optionally one status), newest first, with usernames. */
export async function listRequests(
  q: Queryable, kind: RequestTable, input: { status?: string; page: number; size: number },
): Promise<{ list: RequestRow[]; total: number }> {
  const where = input.status ? sql`WHERE r.status = ${input.status}` : sql``;
  const list = await rows<Record<string, unknown>>(q, sql`
    SELECT ${R_REQUEST}, m.username, m.nickname FROM ${TABLE[kind]} r JOIN members m ON m.id = r.member_id
    ${where} ORDER BY r.id DESC LIMIT ${input.size} OFFSET ${(input.page - 1) * input.size}`);
  const total = await firstRow<{ n: unknown }>(q, sql`SELECT count(*) AS n FROM ${TABLE[kind]} r ${where}`);
  return { list: list.map(toRequestRow), total: toNumber(total?.n) };
}

export interface MemberMoney { id: number; username: string; balance: number; points: number }

/**
 * Reads (and on PostgreSQL locks until the transaction ends) a member's balance and points. NO KEY UPDATE,
 * the lock an UPDATE of the balance takes anyway: a plain FOR UPDATE would also wait for the key-share locks
 * that concurrent inserts referencing the member (idempotency keys, requests) hold, and deadlock with them.
 */
export async function lockMemberMoney(q: Queryable, memberId: number): Promise<MemberMoney | undefined> {
  const row = await firstRow<Record<string, unknown>>(q, sql`
    SELECT id, username, balance, points FROM members WHERE id = ${memberId} FOR NO KEY UPDATE`);
  return row && { id: toNumber(row.id), username: String(row.username), balance: toNumber(row.balance), points: toNumber(row.points) };
}

/**
 * Where the member's balance and points stand in their ledgers: the id of the newest cash row and of the newest points
 * row (0 for none). A member's rows are written under the member row's lock, so their ids grow in commit order: a
 * figure marked lower is older (the client keeps the newer of an answer and a live event that overtook each other).
 */
export async function moneyMarks(q: Queryable, memberId: number): Promise<{ balance_seq: number; points_seq: number }> {
  const row = await firstRow<Record<string, unknown>>(q, sql`
    SELECT (SELECT max(id) FROM ledger WHERE member_id = ${memberId}) AS cash, (SELECT max(id) FROM point_ledger WHERE member_id = ${memberId}) AS points`);
  return { balance_seq: row?.cash == null ? 0 : toNumber(row.cash), points_seq: row?.points == null ? 0 : toNumber(row.points) };
}

export interface DepositAccountRow { domain: string; bankName: string; bankAccount: string; holder: string; notes: string; updatedAt: string }

/** The deposit account for `domain`: its own row, else the default site's. */
export async function findDepositAccount(q: Queryable, domain: string | undefined): Promise<DepositAccountRow | undefined> {
  const row = await firstRow<Record<string, unknown>>(q, sql`
    SELECT a.domain, a.bank_name, a.bank_account, a.holder, a.notes, a.updated_at FROM deposit_accounts a JOIN site_configs s ON s.domain = a.domain
    WHERE a.domain = ${domain ?? ''} OR s.is_default
    ORDER BY (a.domain = ${domain ?? ''}) DESC
    LIMIT 1`);
  return row && {
    domain: String(row.domain), bankName: String(row.bank_name), bankAccount: String(row.bank_account),
    holder: String(row.holder), notes: String(row.notes ?? ''), updatedAt: toIso(row.updated_at),
  };
}

export async function upsertDepositAccount(q: Queryable, input: {
  domain: string; bankName: string; bankAccount: string; holder: string; notes: string; operatorId: number | null;
}): Promise<void> {
  await execute(q, sql`
    INSERT INTO deposit_accounts (domain, bank_name, bank_account, holder, notes, updated_by)
    VALUES (${input.domain}, ${input.bankName}, ${input.bankAccount}, ${input.holder}, ${input.notes}, ${input.operatorId})
    ON CONFLICT (domain) DO UPDATE SET bank_name = EXCLUDED.bank_name, bank_account = EXCLUDED.bank_account,
      holder = EXCLUDED.holder, notes = EXCLUDED.notes, updated_by = EXCLUDED.updated_by, updated_at = now()`);
}
