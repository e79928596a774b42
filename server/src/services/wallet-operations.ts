// Wallet operations, each run inside the caller's transaction (withIdempotency's `tx`): a request row and the
// ledger rows that move its money are written together or not at all. Every ledger row names its request in
// `ref` ("deposit:12", "withdrawal:7"), and the request row points back at the ledger row (ledger_id), so
// the histories and the ledger can be checked against each other (GET /operator/ledger/verify).
import { Code, Msg, convertibleAll, type Envelope } from '@casino/shared/contract';
import type { Tx } from '../db/client';
import { fail, ok } from '../http/envelope';
import { refOf } from '../domain/ledger';
import { postLedgerEntry, postPointEntry } from '../repositories/ledger-repository';
import { resetRolling } from '../repositories/members-repository';
import {
  decideRequest, insertRequest, insertWaitingDeposit, lockMemberMoney, lockRequest, moneyMarks, nextRequestId, type RequestRow, type RequestTable,
} from '../repositories/wallet-repository';
import { toMember, toOperators } from '../repositories/events-repository';
import { depositRefusal, withdrawRefusal } from './wallet-policy';
import { onDepositRequested, onWithdrawalRequested } from './aml-evaluation';

const insufficientBalance = () => fail(Code.PARAM_INVALID, Msg.insufficient_balance, 'amount');

/** A member's deposit request: waits for an operator; at most one waits per member. */
export async function requestDeposit(tx: Tx, memberId: number, amount: number) {
  const refusal = await depositRefusal(tx, { memberId, amount });
  if (refusal) return refusal;
  const id = await insertWaitingDeposit(tx, memberId, amount);
  if (id === null) return fail(Code.DUPLICATE_RECORD, Msg.previous_record_exists);
  await toOperators(tx, { type: 'deposit.created', data: { id, member_id: memberId, amount } });
  await onDepositRequested(tx, memberId, { id, amount }); // AML rules, in this transaction (issue 47 §3)
  return ok({ id, status: 'waiting' as const });
}

/** A member's withdraw request: the amount leaves the balance now; a rejection refunds it. */
export async function requestWithdraw(tx: Tx, memberId: number, amount: number) {
  const refusal = await withdrawRefusal(tx, { memberId, amount });
  if (refusal) return refusal;
  const id = await nextRequestId(tx, 'withdrawal');
  const entry = await postLedgerEntry(tx, { memberId, type: 'withdraw', amount: -amount, ref: refOf('withdrawal', id) });
  if (!entry) return insufficientBalance();
  await insertRequest(tx, 'withdrawal', { id, memberId, amount, status: 'waiting', ledgerId: entry.id });
  await toOperators(tx, { type: 'withdrawal.created', data: { id, member_id: memberId, amount } });
  await onWithdrawalRequested(tx, memberId, { id, amount }); // AML rules, in this transaction (issue 47 §3)
  return ok({ id, status: 'waiting' as const, balance: entry.after, balance_seq: entry.id });
}

/**
 * Points → cash, 1 point = 1 won: one points row and one cash row (both `point_convert`), recorded in the
 * deposit history as a `point_convert` row. `amount` null = convert all (every whole 10,000).
 */
export async function convertPoints(tx: Tx, memberId: number, amount: number | null) {
  const member = await lockMemberMoney(tx, memberId);
  if (!member) return fail(Code.DATABASE, Msg.item_not_found);
  const value = amount ?? convertibleAll(member.points);
  if (value === 0) return fail(Code.PARAM_INVALID, Msg.below_minimum, 'amount');
  if (value > member.points) return fail(Code.PARAM_INVALID, Msg.insufficient_points, 'amount');
  const id = await nextRequestId(tx, 'deposit');
  const ref = refOf('deposit', id);
  const points = await postPointEntry(tx, { memberId, type: 'point_convert', amount: -value, ref });
  if (!points) return fail(Code.PARAM_INVALID, Msg.insufficient_points, 'amount');
  const cash = await postLedgerEntry(tx, { memberId, type: 'point_convert', amount: value, ref });
  if (!cash) throw new Error('crediting a conversion cannot fail');
  await insertRequest(tx, 'deposit', { id, memberId, amount: value, status: 'point_convert', ledgerId: cash.id });
  return ok({ id, amount: value, status: 'point_convert' as const, balance: cash.after, point: points.after, balance_seq: cash.id, points_seq: points.id });
}

export type Decision = 'approve' | 'reject';

export interface OperatorRequestView {
  id: number; member_id: number; username: string; nickname: string; amount: number; status: string; reason: string;
  created_at: string; processed_at: string;
}

export const operatorView = (row: RequestRow): OperatorRequestView => ({
  id: row.id, member_id: row.memberId, username: row.username, nickname: row.nickname, amount: row.amount, status: row.status,
  reason: row.reason, created_at: row.createdAt, processed_at: row.processedAt,
});

/**
 * An operator's decision on a waiting deposit or withdrawal, made once: approving a deposit credits it
 * (ledger `deposit`), rejecting a withdrawal refunds it (`withdraw_refund`); the others only close the row.
 * A request that is already decided answers 6000 with its current state and changes nothing.
 */
export async function decide(
  tx: Tx, kind: RequestTable, id: number, decision: Decision, operatorId: number, reason: string | null,
): Promise<Envelope<(OperatorRequestView & { balance?: number }) | null>> {
  const row = await lockRequest(tx, kind, id);
  if (!row) return fail(Code.DATABASE, Msg.item_not_found, 'id');
  if (row.status !== 'waiting') return { code: Code.ALREADY_PROCESSED, msg: Msg.request_already_processed, data: operatorView(row) };
  const ref = refOf(kind, id);
  let balance: number | undefined;
  let decided: RequestRow;
  if (kind === 'deposit' && decision === 'approve') {
    const entry = await postLedgerEntry(tx, { memberId: row.memberId, type: 'deposit', amount: row.amount, ref });
    if (!entry) throw new Error(`member ${row.memberId} of deposit ${id} is missing`);
    await resetRolling(tx, row.memberId); // rolling counts bets since the last deposit (house games issue)
    balance = entry.after;
    decided = await decideRequest(tx, kind, id, { status: 'completed', operatorId, reason, ledgerId: entry.id });
  } else if (kind === 'withdrawal' && decision === 'reject') {
    const entry = await postLedgerEntry(tx, { memberId: row.memberId, type: 'withdraw_refund', amount: row.amount, ref });
    if (!entry) throw new Error(`member ${row.memberId} of withdrawal ${id} is missing`);
    balance = entry.after;
    decided = await decideRequest(tx, kind, id, { status: 'rejected', operatorId, reason, refundLedgerId: entry.id });
  } else {
    decided = await decideRequest(tx, kind, id, { status: decision === 'approve' ? 'completed' : 'rejected', operatorId, reason });
  }
  // live updates (issue 16): the member's page and every cashier's queue hear of it at commit
  const money = await lockMemberMoney(tx, row.memberId);
  const type = kind === 'deposit' ? 'deposit.decided' as const : 'withdrawal.decided' as const;
  await toMember(tx, row.memberId, {
    type, data: { id, status: decided.status, amount: decided.amount, balance: money?.balance ?? balance ?? 0, balance_seq: (await moneyMarks(tx, row.memberId)).balance_seq },
  });
  await toOperators(tx, { type, data: { id, member_id: row.memberId, status: decided.status, operator_id: operatorId } });
  return ok({ ...operatorView(decided), ...(balance !== undefined ? { balance } : {}) });
}

/**
 * An operator's cash adjustment (ledger `adjust`). It shows in the member's histories as an `auto` row:
 * a positive amount is a payment by the system (deposit history), a negative one a recovery (withdraw history).
 */
export async function adjustCash(tx: Tx, memberId: number, amount: number, reason: string, operatorId: number) {
  if (!(await lockMemberMoney(tx, memberId))) return fail(Code.DATABASE, Msg.item_not_found, 'id');
  const kind: RequestTable = amount > 0 ? 'deposit' : 'withdrawal';
  const id = await nextRequestId(tx, kind);
  const entry = await postLedgerEntry(tx, { memberId, type: 'adjust', amount, ref: refOf(kind, id) });
  if (!entry) return insufficientBalance();
  await insertRequest(tx, kind, { id, memberId, amount: Math.abs(amount), status: 'auto', ledgerId: entry.id, reason, decidedBy: operatorId });
  const money = await lockMemberMoney(tx, memberId);
  await toMember(tx, memberId, { type: 'balance.changed', data: { balance: entry.after, points: money?.points ?? 0, balance_seq: entry.id, points_seq: (await moneyMarks(tx, memberId)).points_seq } });
  return ok({ member_id: memberId, amount, balance: entry.after, ledger_id: entry.id, request: { kind, id } });
}

/** An operator's points adjustment (points ledger `adjust`, the reason kept as its note). */
export async function adjustPoints(tx: Tx, memberId: number, amount: number, reason: string, operatorId: number) {
  if (!(await lockMemberMoney(tx, memberId))) return fail(Code.DATABASE, Msg.item_not_found, 'id');
  const entry = await postPointEntry(tx, { memberId, type: 'adjust', amount, ref: `operator:${operatorId}`, note: reason });
  if (!entry) return fail(Code.PARAM_INVALID, Msg.insufficient_points, 'amount');
  const money = await lockMemberMoney(tx, memberId);
  await toMember(tx, memberId, { type: 'balance.changed', data: { balance: money?.balance ?? 0, points: entry.after, balance_seq: (await moneyMarks(tx, memberId)).balance_seq, points_seq: entry.id } });
  return ok({ member_id: memberId, amount, point: entry.after, point_ledger_id: entry.id });
}
