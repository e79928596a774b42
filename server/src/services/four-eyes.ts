// Four eyes on money (issue 47 §1): the changes one operator may not make alone become approval requests that a
// different operator decides in the approvals queue — cash and points adjustments above the site's threshold, every
// change of a member's payout account or of a site's deposit account, and approving a withdrawal whose payout
// account changed in the last 24 hours. Approving executes the change in the same transaction (money through the
// ledger, wallet-operations.ts, which re-checks the balance). The request and the decision are both audited (the
// member timeline names both operators); full account numbers go into the audit and reach only owner and compliance.
import { canOperator, Code, Msg, OperatorMsg, type ApprovalRequestRow, type Envelope, type OperatorRole } from '@casino/shared/contract';
import type { Tx, Queryable } from '../db/client';
import { fail, ok } from '../http/envelope';
import {
  adjustmentNeedsApproval, approvalState, approvalThresholdOf, BANK_CHANGE_WINDOW_MS, decisionRefusal, expiresAt, withdrawalGate,
  type ApprovalKind,
} from '../domain/four-eyes';
import { maskAccountsIn } from '../domain/masking';
import { now } from '../domain/responsible/clock';
import {
  bankChangesSince, decideApproval, findApproval, insertApproval, insertBankChange, insertDepositAccountHistory, listApprovals, lockApproval,
  pendingWithdrawalApproval, type ApprovalFilter, type ApprovalRecord, type BankAccount,
} from '../repositories/approvals-repository';
import { findMemberRow } from '../repositories/members-repository';
import { setMemberBank } from '../repositories/backoffice-repository';
import { findDepositAccount, lockMemberMoney, lockRequest } from '../repositories/wallet-repository';
import { toOperators } from '../repositories/events-repository';
import { audit, type AuditedBy } from './operator-audit';
import { adjustAudited, decideAudited, setDepositAccount } from './operator-wallet';
import { memberDetail } from './operator-members';
import { operatorView } from './wallet-operations';
import { siteVariables } from './responsible-checks';
import { onBankAccountSet } from './aml-evaluation';

type By = AuditedBy;

/** Audit values and request payloads as this role may see them: account numbers in full only for owner and compliance. */
export const auditValueFor = (viewer: string | undefined, value: unknown): unknown => (
  viewer && canOperator(viewer as OperatorRole, 'auditAccountFull') ? value : maskAccountsIn(value)
);

export function approvalView(r: ApprovalRecord, viewer: string | undefined, at = now()): ApprovalRequestRow {
  return {
    id: r.id, kind: r.kind, state: approvalState(r, at), member_id: r.memberId, username: r.username, target: r.target, amount: r.amount,
    before: (auditValueFor(viewer, r.payload.before ?? null) ?? null) as ApprovalRequestRow['before'],
    after: (auditValueFor(viewer, r.payload.after ?? null) ?? null) as ApprovalRequestRow['after'],
    reason: r.reason, maker_id: r.makerId, maker: r.maker, checker: r.checker, decision_reason: r.decisionReason,
    created_at: r.createdAt.toISOString(), expires_at: r.expiresAt.toISOString(), decided_at: r.decidedAt ? r.decidedAt.toISOString() : '',
  };
}

export async function approvalsPage(q: Queryable, viewer: string | undefined, state: ApprovalFilter, page: number, size: number) {
  const at = now();
  const { list, total } = await listApprovals(q, state, at, page, size);
  return { list: list.map((r) => approvalView(r, viewer, at)), total };
}

/** Records a request for a second operator (audited as `approval.request`, live to every operator). */
async function requestApproval(tx: Tx, by: By, input: {
  kind: ApprovalKind; memberId: number | null; target?: string; amount: number | null; before: unknown; after: Record<string, unknown>; reason: string;
}) {
  const at = now();
  const record = await insertApproval(tx, {
    kind: input.kind, memberId: input.memberId, target: input.target, amount: input.amount,
    payload: { before: (input.before ?? null) as Record<string, unknown> | null, after: input.after }, reason: input.reason,
    makerId: by.operator!.id, maker: by.operator!.username, createdAt: at, expiresAt: expiresAt(at),
  });
  await audit(by, tx, {
    action: 'approval.request', targetType: 'approval', targetId: record.id, memberId: input.memberId ?? undefined,
    before: input.before ?? undefined,
    after: { request: record.id, kind: input.kind, ...(input.target ? { target: input.target } : {}), ...(input.amount !== null ? { amount: input.amount } : {}), ...input.after, reason: input.reason },
  });
  await toOperators(tx, { type: 'approval.created', data: { id: record.id, kind: record.kind, state: 'pending', member_id: record.memberId } });
  return { pending_approval: approvalView(record, by.operator!.role, at) };
}

/** A cash or points adjustment: at once at or below the site's threshold, else a request for a second operator. */
export async function adjustOrRequest(tx: Tx, by: By, which: 'cash' | 'points', memberId: number, amount: number, reason: string): Promise<Envelope<unknown>> {
  const threshold = approvalThresholdOf(await siteVariables(tx, undefined));
  if (!adjustmentNeedsApproval(amount, threshold)) return adjustAudited(tx, by, which, memberId, amount, reason);
  const money = await lockMemberMoney(tx, memberId);
  if (!money) return fail(Code.DATABASE, Msg.item_not_found, 'id');
  const before = which === 'cash' ? { balance: money.balance } : { points: money.points };
  return ok(await requestApproval(tx, by, {
    kind: which === 'cash' ? 'cash_adjust' : 'points_adjust', memberId, amount, before, after: { amount, threshold }, reason,
  }));
}

const bankOf = (m: { bankName: string; bankAccount: string; bankHolder: string }) => ({ bank_name: m.bankName, bank_account: m.bankAccount, bank_holder: m.bankHolder });

/** Any change of a member's payout account waits for a second operator. */
export async function requestMemberBankChange(tx: Tx, by: By, memberId: number, bank: BankAccount, reason: string) {
  const member = await findMemberRow(tx, memberId);
  if (!member) return fail(Code.DATABASE, Msg.item_not_found, 'id');
  return ok(await requestApproval(tx, by, { kind: 'member_bank', memberId, amount: null, before: bankOf(member), after: bankOf(bank), reason }));
}

/** Any change of a site's deposit account waits for a second operator. */
export async function requestDepositAccountChange(
  tx: Tx, by: By, domain: string, input: { bank_name: string; bank_account: string; holder: string; notes: string },
) {
  const current = await findDepositAccount(tx, domain);
  const before = current && current.domain === domain
    ? { bank_name: current.bankName, bank_account: current.bankAccount, holder: current.holder, notes: current.notes }
    : null;
  const after = { bank_name: input.bank_name.trim(), bank_account: input.bank_account, holder: input.holder.trim(), notes: input.notes.trim() };
  return ok(await requestApproval(tx, by, { kind: 'deposit_account', memberId: null, target: domain, amount: null, before, after, reason: '' }));
}

const cooldown = (until: Date | null) => ({ code: Code.AUTH_FAILED, msg: OperatorMsg.bank_change_cooldown, data: { until: until?.toISOString() ?? '' } });

/**
 * Approving a waiting withdrawal: refused to an operator who made or approved a change of the member's payout account
 * in the last 24 hours; after any such change, the approval becomes a request a different operator confirms.
 */
export async function approveWithdrawal(tx: Tx, by: By, id: number, reason: string | null): Promise<Envelope<unknown>> {
  const row = await lockRequest(tx, 'withdrawal', id);
  if (!row || row.status !== 'waiting') return decideAudited(tx, by, 'withdrawal', id, 'approve', reason);
  const at = now();
  const gate = withdrawalGate(await bankChangesSince(tx, row.memberId, new Date(at.getTime() - BANK_CHANGE_WINDOW_MS)), by.operator!.id, at);
  if (gate.blocked) return cooldown(gate.until);
  if (!gate.recent) return decideAudited(tx, by, 'withdrawal', id, 'approve', reason);
  const waiting = await pendingWithdrawalApproval(tx, id);
  if (waiting && approvalState(waiting, at) === 'pending') {
    // the maker asks again: the same request; another operator: he is the second pair of eyes, so he decides it now
    if (waiting.makerId === by.operator!.id) return ok({ ...operatorView(row), pending_approval: approvalView(waiting, by.operator!.role, at) });
    return decide(tx, by, waiting.id, 'approve', reason);
  }
  const member = await findMemberRow(tx, row.memberId);
  const requested = await requestApproval(tx, by, {
    kind: 'withdrawal_approve', memberId: row.memberId, target: String(id), amount: row.amount,
    before: null, after: { withdrawal: id, ...(member ? bankOf(member) : {}) }, reason: reason ?? '',
  });
  return ok({ ...operatorView(row), ...requested });
}

/** Runs an approved request's change, as the checker (who is audited as the one who made it happen). */
async function execute(tx: Tx, by: By, r: ApprovalRecord, reason: string | null): Promise<Envelope<unknown>> {
  const memberId = r.memberId ?? 0;
  const why = `${r.reason} (request ${r.id} by ${r.maker})`.trim();
  switch (r.kind) {
    case 'cash_adjust':
    case 'points_adjust':
      return adjustAudited(tx, by, r.kind === 'cash_adjust' ? 'cash' : 'points', memberId, r.amount ?? 0, why);
    case 'member_bank': {
      const member = await findMemberRow(tx, memberId);
      if (!member) return fail(Code.DATABASE, Msg.item_not_found, 'id');
      const after = r.payload.after as { bank_name: string; bank_account: string; bank_holder: string };
      const next = { bankName: after.bank_name, bankAccount: after.bank_account, bankHolder: after.bank_holder };
      await setMemberBank(tx, memberId, next);
      await insertBankChange(tx, { memberId, before: member, after: next, makerId: r.makerId, checkerId: by.operator!.id, requestId: r.id, at: now() });
      await onBankAccountSet(tx, memberId, next.bankAccount); // AML: a payout account other members use (issue 47 §3)
      await audit(by, tx, {
        action: 'member.bank', targetType: 'member', targetId: memberId, memberId,
        before: bankOf(member), after: { ...after, reason: r.reason, request: r.id, maker: r.maker, checker: by.operator!.username },
      });
      return ok(await memberDetail(tx, memberId, by.operator!.role as OperatorRole));
    }
    case 'deposit_account': {
      const after = r.payload.after as { bank_name: string; bank_account: string; holder: string; notes: string };
      const done = await setDepositAccount(tx, by, r.target, after, { request: r.id, maker: r.maker });
      await insertDepositAccountHistory(tx, {
        domain: r.target, bankName: after.bank_name, bankAccount: after.bank_account, holder: after.holder, notes: after.notes,
        makerId: r.makerId, checkerId: by.operator!.id, requestId: r.id, at: now(),
      });
      return done;
    }
    case 'withdrawal_approve': {
      const gate = withdrawalGate(await bankChangesSince(tx, memberId, new Date(now().getTime() - BANK_CHANGE_WINDOW_MS)), by.operator!.id, now());
      if (gate.blocked) return cooldown(gate.until);
      return decideAudited(tx, by, 'withdrawal', Number(r.target), 'approve', reason ?? why);
    }
  }
}

/**
 * A checker's decision on a request, made once. Refused (nothing changes): the maker himself (4030
 * approval_own_request), an expired request (4001 approval_expired), a decided one (6000, with the request as
 * decided). Approving runs the change now; when the change itself is refused (e.g. the balance no longer covers a
 * negative adjustment) that refusal is the answer and the request stays pending.
 */
export async function decide(tx: Tx, by: By, id: number, decision: 'approve' | 'reject', reason: string | null): Promise<Envelope<unknown>> {
  // the wallet's lock order: a withdrawal before its confirmation request (approveWithdrawal locks them so too)
  const peek = await findApproval(tx, id);
  if (peek?.kind === 'withdrawal_approve') await lockRequest(tx, 'withdrawal', Number(peek.target));
  const record = await lockApproval(tx, id);
  if (!record) return fail(Code.DATABASE, Msg.item_not_found, 'id');
  const at = now();
  const viewer = by.operator!.role;
  const refusal = decisionRefusal(record, by.operator!.id, at);
  if (refusal === 'decided') return { code: Code.ALREADY_PROCESSED, msg: Msg.request_already_processed, data: approvalView(record, viewer, at) };
  if (refusal === 'own_request') return { code: Code.AUTH_FAILED, msg: OperatorMsg.approval_own_request, data: null };
  if (refusal === 'expired') return fail(Code.PARAM_INVALID, OperatorMsg.approval_expired, 'id');
  if (decision === 'reject' && !reason) return fail(Code.PARAM_MISSING, Msg.required_input_missing, 'reason');
  let result: unknown = null;
  if (decision === 'approve') {
    const done = await execute(tx, by, record, reason);
    if (done.code !== Code.OK) return done;
    result = done.data;
  }
  const decided = await decideApproval(tx, id, {
    status: decision === 'approve' ? 'approved' : 'rejected', checkerId: by.operator!.id, checker: by.operator!.username, reason, result, at,
  });
  await audit(by, tx, {
    action: `approval.${decision}`, targetType: 'approval', targetId: id, memberId: record.memberId ?? undefined,
    before: { state: 'pending', kind: record.kind, maker: record.maker },
    after: { state: decided.status, kind: record.kind, maker: record.maker, ...(record.amount !== null ? { amount: record.amount } : {}), ...(record.target ? { target: record.target } : {}), reason },
  });
  await toOperators(tx, { type: 'approval.decided', data: { id, kind: record.kind, state: decided.status, member_id: record.memberId } });
  return ok(approvalView(decided, viewer, at));
}
