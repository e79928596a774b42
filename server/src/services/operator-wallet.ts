// The back office's wallet use cases: the deposit and withdrawal queues and their decisions (each made once),
// cash and points adjustments, the ledger verification, and the deposit account members transfer to. Each write
// runs in withIdempotency's transaction and is audited there, with the figures before and after. The lock order
// is the wallet's: the request, then the member's money (wallet-operations.ts).
import { Code, Msg, type Envelope } from '@casino/shared/contract';
import type { Queryable, Tx } from '../db/client';
import { fail, ok } from '../http/envelope';
import {
  findDepositAccount, listRequests, lockMemberMoney, lockRequest, upsertDepositAccount, type MemberMoney, type RequestTable,
} from '../repositories/wallet-repository';
import { audit, type AuditedBy } from './operator-audit';
import { adjustCash, adjustPoints, decide, operatorView, type Decision } from './wallet-operations';

export type { Decision, RequestTable };

/** One page of every member's deposit or withdrawal requests, newest first. */
export async function requestQueue(q: Queryable, kind: RequestTable, query: { status?: string; page: number; size: number }) {
  const { list, total } = await listRequests(q, kind, query);
  return { list: list.map(operatorView), total };
}

/** Approves or rejects a waiting request (decided once), audited with the status and balance before and after. */
export async function decideAudited(tx: Tx, by: AuditedBy, kind: RequestTable, id: number, decision: Decision, reason: string | null) {
  const waiting = await lockRequest(tx, kind, id);
  const money = waiting ? await lockMemberMoney(tx, waiting.memberId) : undefined;
  const decided = await decide(tx, kind, id, decision, by.operator!.id, reason);
  if (decided.code === Code.OK && waiting && decided.data) {
    const after = await lockMemberMoney(tx, waiting.memberId);
    await audit(by, tx, {
      action: `${kind}.${decision}`, targetType: kind, targetId: waiting.id, memberId: waiting.memberId,
      before: { status: waiting.status, amount: waiting.amount, balance: money?.balance },
      after: { status: decided.data.status, amount: waiting.amount, balance: after?.balance, reason },
    });
  }
  return decided;
}

// Cash and points adjustments: the same checks, lock, audit and log; only the ledger and the figure differ.
interface Adjustment {
  action: string;
  adjust: (tx: Tx, memberId: number, amount: number, reason: string, by: number) => Promise<Envelope<{ balance?: number; point?: number } | null>>;
  /** The audited figure before and after (the answer carries the new one). */
  figure: (before: MemberMoney, done: { balance?: number; point?: number }) => { before: Record<string, number>; after: Record<string, unknown> };
}
const ADJUSTMENTS: Record<'cash' | 'points', Adjustment> = {
  cash: {
    action: 'member.adjust_cash', adjust: adjustCash,
    figure: (before, done) => ({ before: { balance: before.balance }, after: { balance: done.balance } }),
  },
  points: {
    action: 'member.adjust_points', adjust: adjustPoints,
    figure: (before, done) => ({ before: { points: before.points }, after: { points: done.point } }),
  },
};

/** Adjusts a member's cash or points by a signed amount, audited with the figure before and after. */
export async function adjustAudited(
  tx: Tx, by: AuditedBy, which: keyof typeof ADJUSTMENTS, memberId: number, amount: number, reason: string,
) {
  const a = ADJUSTMENTS[which];
  const before = await lockMemberMoney(tx, memberId);
  const done = await a.adjust(tx, memberId, amount, reason, by.operator!.id);
  if (done.code === Code.OK && before && done.data) {
    const { before: was, after } = a.figure(before, done.data);
    await audit(by, tx, { action: a.action, targetType: 'member', targetId: memberId, memberId, before: was, after: { ...after, amount, reason } });
  }
  return done;
}


/** The deposit account of a domain as the back office shows it; 5005 when there is none. */
export async function depositAccountView(q: Queryable, domain: string) {
  const account = await findDepositAccount(q, domain);
  if (!account) return fail(Code.DATABASE, Msg.item_not_found);
  return ok({ domain: account.domain, bank_name: account.bankName, bank_account: account.bankAccount, holder: account.holder, notes: account.notes, updated_at: account.updatedAt });
}

/** Sets a domain's deposit account once a second operator approved it (services/four-eyes.ts), audited with the full
 * account number before and after, the request and both operators (issue 47 §1: the audit is read by owner and
 * compliance only). */
export async function setDepositAccount(
  tx: Tx, by: AuditedBy, domain: string, input: { bank_name: string; bank_account: string; holder: string; notes: string },
  approval: { request: number; maker: string },
) {
  const { bank_name: bankName, bank_account: bankAccount, holder, notes } = input;
  const before = await findDepositAccount(tx, domain);
  await audit(by, tx, {
    action: 'deposit_account.set', targetType: 'deposit_account', targetId: domain,
    before: before && { bank_name: before.bankName, bank_account: before.bankAccount, holder: before.holder, notes: before.notes },
    after: { bank_name: bankName.trim(), bank_account: bankAccount, holder: holder.trim(), notes: notes.trim(), ...approval, checker: by.operator!.username },
  });
  await upsertDepositAccount(tx, { domain, bankName: bankName.trim(), bankAccount, holder: holder.trim(), notes: notes.trim(), operatorId: by.operator!.id });
  return depositAccountView(tx, domain);
}
