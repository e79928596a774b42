// Four eyes on money (issue 47 §1): approval requests, the history of members' payout accounts and of the sites'
// deposit accounts. Every time is passed in (the service's clock), so the 24-hour rules can be tested.
import type { ApprovalKindName } from '@casino/shared/contract';
import { execute, firstRow, rows, sql, type Queryable } from '../db/client';
import { toIso, toNumber } from '../db/values';
import type { BankChange, StoredStatus } from '../domain/four-eyes';

type Row = Record<string, unknown>;

export interface ApprovalRecord {
  id: number; kind: ApprovalKindName; memberId: number | null; username: string; target: string; amount: number | null;
  payload: { before?: Record<string, unknown> | null; after?: Record<string, unknown> | null };
  reason: string; makerId: number; maker: string; status: StoredStatus;
  checkerId: number | null; checker: string | null; decisionReason: string | null;
  createdAt: Date; expiresAt: Date; decidedAt: Date | null;
}

const parseJson = (v: unknown): ApprovalRecord['payload'] => (typeof v === 'string' ? JSON.parse(v) : (v ?? {})) as ApprovalRecord['payload'];
const dateOf = (v: unknown): Date | null => (v === null || v === undefined ? null : new Date(toIso(v)));

function recordOf(r: Row): ApprovalRecord {
  return {
    id: toNumber(r.id), kind: String(r.kind) as ApprovalKindName, memberId: r.member_id == null ? null : toNumber(r.member_id),
    username: String(r.username ?? ''), target: String(r.target ?? ''), amount: r.amount == null ? null : toNumber(r.amount),
    payload: parseJson(r.payload), reason: String(r.reason ?? ''), makerId: toNumber(r.maker_id), maker: String(r.maker),
    status: String(r.status) as StoredStatus, checkerId: r.checker_id == null ? null : toNumber(r.checker_id),
    checker: r.checker == null ? null : String(r.checker), decisionReason: r.decision_reason == null ? null : String(r.decision_reason),
    createdAt: dateOf(r.created_at)!, expiresAt: dateOf(r.expires_at)!, decidedAt: dateOf(r.decided_at),
  };
}

const SELECT = sql`SELECT a.id, a.kind, a.member_id, coalesce(m.username, '') AS username, a.target, a.amount, a.payload, a.reason,
  a.maker_id, a.maker, a.status, a.checker_id, a.checker, a.decision_reason, a.created_at, a.expires_at, a.decided_at
  FROM approval_requests a LEFT JOIN members m ON m.id = a.member_id`;

export async function insertApproval(q: Queryable, input: {
  kind: ApprovalKindName; memberId: number | null; target?: string; amount: number | null; payload: ApprovalRecord['payload'];
  reason: string; makerId: number; maker: string; createdAt: Date; expiresAt: Date;
}): Promise<ApprovalRecord> {
  const row = await firstRow<{ id: unknown }>(q, sql`
    INSERT INTO approval_requests (kind, member_id, target, amount, payload, reason, maker_id, maker, created_at, expires_at)
    VALUES (${input.kind}, ${input.memberId}, ${input.target ?? ''}, ${input.amount}, ${JSON.stringify(input.payload)}::jsonb, ${input.reason},
            ${input.makerId}, ${input.maker}, ${input.createdAt.toISOString()}::timestamptz, ${input.expiresAt.toISOString()}::timestamptz)
    RETURNING id`);
  return (await findApproval(q, toNumber(row?.id)))!;
}

export async function findApproval(q: Queryable, id: number): Promise<ApprovalRecord | undefined> {
  const row = await firstRow<Row>(q, sql`${SELECT} WHERE a.id = ${id}`);
  return row && recordOf(row);
}

/** The request, locked for its decision (decided once: the second caller waits, then reads it decided). */
export async function lockApproval(q: Queryable, id: number): Promise<ApprovalRecord | undefined> {
  const row = await firstRow<Row>(q, sql`SELECT id FROM approval_requests WHERE id = ${id} FOR UPDATE`);
  return row && findApproval(q, id);
}

export async function decideApproval(q: Queryable, id: number, d: {
  status: 'approved' | 'rejected'; checkerId: number; checker: string; reason: string | null; result: unknown; at: Date;
}): Promise<ApprovalRecord> {
  await execute(q, sql`
    UPDATE approval_requests SET status = ${d.status}, checker_id = ${d.checkerId}, checker = ${d.checker}, decision_reason = ${d.reason},
      result = ${JSON.stringify(d.result ?? null)}::jsonb, decided_at = ${d.at.toISOString()}::timestamptz
    WHERE id = ${id} AND status = 'pending'`);
  return (await findApproval(q, id))!;
}

export type ApprovalFilter = 'pending' | 'expired' | 'approved' | 'rejected' | 'decided';

/** One page of requests in a state: pending (not expired) oldest first, the others newest first. */
export async function listApprovals(q: Queryable, state: ApprovalFilter, now: Date, page: number, size: number) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const where = {
    pending: sql`a.status = 'pending' AND a.expires_at > ${at}`,
    expired: sql`a.status = 'pending' AND a.expires_at <= ${at}`,
    approved: sql`a.status = 'approved'`,
    rejected: sql`a.status = 'rejected'`,
    decided: sql`a.status <> 'pending'`,
  }[state];
  const order = state === 'pending' ? sql`a.id ASC` : sql`a.id DESC`;
  const list = await rows<Row>(q, sql`${SELECT} WHERE ${where} ORDER BY ${order} LIMIT ${size} OFFSET ${(page - 1) * size}`);
  const total = await firstRow<{ n: unknown }>(q, sql`SELECT count(*) AS n FROM approval_requests a WHERE ${where}`);
  return { list: list.map(recordOf), total: toNumber(total?.n) };
}

/** A pending confirmation of this withdrawal's approval (at most one, by the unique index). */
export async function pendingWithdrawalApproval(q: Queryable, withdrawalId: number): Promise<ApprovalRecord | undefined> {
  const row = await firstRow<Row>(q, sql`${SELECT} WHERE a.kind = 'withdrawal_approve' AND a.target = ${String(withdrawalId)} AND a.status = 'pending'`);
  return row && recordOf(row);
}

export interface BankAccount { bankName: string; bankAccount: string; bankHolder: string }

export async function insertBankChange(q: Queryable, input: {
  memberId: number; before: BankAccount; after: BankAccount; makerId: number | null; checkerId: number | null; requestId: number | null; at: Date;
}): Promise<void> {
  const { before: b, after: a } = input;
  await execute(q, sql`
    INSERT INTO member_bank_changes (member_id, old_bank_name, old_bank_account, old_bank_holder, bank_name, bank_account, bank_holder,
      maker_id, checker_id, request_id, created_at)
    VALUES (${input.memberId}, ${b.bankName}, ${b.bankAccount}, ${b.bankHolder}, ${a.bankName}, ${a.bankAccount}, ${a.bankHolder},
      ${input.makerId}, ${input.checkerId}, ${input.requestId}, ${input.at.toISOString()}::timestamptz)`);
}

/** The member's payout-account changes made since `since`. */
export async function bankChangesSince(q: Queryable, memberId: number, since: Date): Promise<BankChange[]> {
  const found = await rows<Row>(q, sql`
    SELECT maker_id, checker_id, created_at FROM member_bank_changes WHERE member_id = ${memberId} AND created_at > ${since.toISOString()}::timestamptz`);
  return found.map((r) => ({
    at: dateOf(r.created_at)!, makerId: r.maker_id == null ? null : toNumber(r.maker_id), checkerId: r.checker_id == null ? null : toNumber(r.checker_id),
  }));
}

export async function insertDepositAccountHistory(q: Queryable, input: {
  domain: string; bankName: string; bankAccount: string; holder: string; notes: string; makerId: number; checkerId: number; requestId: number; at: Date;
}): Promise<void> {
  await execute(q, sql`
    INSERT INTO deposit_account_history (domain, bank_name, bank_account, holder, notes, maker_id, checker_id, request_id, created_at)
    VALUES (${input.domain}, ${input.bankName}, ${input.bankAccount}, ${input.holder}, ${input.notes}, ${input.makerId}, ${input.checkerId},
      ${input.requestId}, ${input.at.toISOString()}::timestamptz)`);
}

/** Every deposit account a domain has had, newest first. */
export async function depositAccountHistory(q: Queryable, domain: string) {
  const found = await rows<Row>(q, sql`
    SELECT id, bank_name, bank_account, holder, notes, maker_id, checker_id, request_id, created_at FROM deposit_account_history
    WHERE domain = ${domain} ORDER BY id DESC`);
  return found.map((r) => ({
    id: toNumber(r.id), bankName: String(r.bank_name), bankAccount: String(r.bank_account), holder: String(r.holder), notes: String(r.notes),
    makerId: r.maker_id == null ? null : toNumber(r.maker_id), checkerId: r.checker_id == null ? null : toNumber(r.checker_id), createdAt: toIso(r.created_at),
  }));
}
