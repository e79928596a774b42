// The member's wallet reads (API.md "Wallet"): the deposit account of the site and the three histories, shaped
// as the answers carry them.
import type { Queryable } from '../db/client';
import { cursorOf } from '../domain/wallet';
import { listTransactions } from '../repositories/ledger-repository';
import { findDepositAccount, listMemberRequests, type RequestRow, type RequestTable } from '../repositories/wallet-repository';

const memberView = (row: RequestRow) => ({
  id: row.id, amount: row.amount, status: row.status, created_at: row.createdAt, processed_at: row.processedAt,
});

/** The operator's bank account that the site's members transfer deposits to; undefined when none is set. */
export async function depositAccount(q: Queryable, domain: string | undefined) {
  const account = await findDepositAccount(q, domain);
  return account && { bank_name: account.bankName, bank_account: account.bankAccount, holder: account.holder, notes: account.notes };
}

/** One page of the member's deposit or withdrawal requests, newest first. */
export async function memberRequests(q: Queryable, kind: RequestTable, memberId: number, page: number, size: number) {
  const { list, total } = await listMemberRequests(q, kind, memberId, page, size);
  return { list: list.map(memberView), total };
}

/** One page of the member's cash ledger, newest first, and the cursor of the next page (null at the end). */
export async function memberTransactions(q: Queryable, input: { memberId: number; fromUtc?: Date; toUtc?: Date; beforeId?: number; size: number }) {
  const { list, more } = await listTransactions(q, input);
  return { list, next_cursor: more && list.length > 0 ? cursorOf(list[list.length - 1]!.id) : null };
}
