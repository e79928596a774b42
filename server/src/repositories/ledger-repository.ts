// The only way money moves. One statement raises or lowers the balance only if it stays >= 0 and writes the
// ledger row from the updated balance, so rows chain (after = before + amount) under any concurrency: the
// UPDATE holds the member row until the transaction ends. Call it inside the transaction of the change.
import { firstRow, sql, type Queryable } from '../db/client';
import type { LedgerType } from '../db/schema';
import { toNumber } from '../db/values';

export interface LedgerEntry { id: number; before: number; after: number }

/** Returns null when the balance would go below zero (or the member does not exist); nothing is written then. */
export async function postLedgerEntry(
  q: Queryable,
  entry: { memberId: number; type: LedgerType; amount: number; ref?: string | null },
): Promise<LedgerEntry | null> {
  if (!Number.isSafeInteger(entry.amount)) throw new RangeError('ledger amount must be a safe integer');
  const row = await firstRow<{ id: unknown; before: unknown; after: unknown }>(q, sql`
    WITH updated AS (
      UPDATE members SET balance = balance + ${entry.amount}::bigint
      WHERE id = ${entry.memberId} AND balance + ${entry.amount}::bigint >= 0
      RETURNING balance
    )
    INSERT INTO ledger (member_id, type, amount, before, after, ref)
    SELECT ${entry.memberId}, ${entry.type}, ${entry.amount}::bigint, balance - ${entry.amount}::bigint, balance, ${entry.ref ?? null}
    FROM updated
    RETURNING id, before, after`);
  return row ? { id: toNumber(row.id), before: toNumber(row.before), after: toNumber(row.after) } : null;
}
