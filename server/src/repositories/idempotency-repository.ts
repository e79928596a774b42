import { and, eq } from 'drizzle-orm';
import { IDEMPOTENCY_TTL_HOURS } from '@casino/shared/contract';
import { firstRow, sql, type Queryable } from '../db/client';
import { idempotencyKeys } from '../db/schema';

/**
 * Claims (member, sequence). True when this request owns the key: it is new, or its previous use is older
 * than the 24 h window. On PostgreSQL a concurrent claim of the same key waits here until the first
 * transaction ends, then sees its stored answer.
 */
export async function claimKey(q: Queryable, memberId: number, sequence: string, method: string, path: string): Promise<boolean> {
  const row = await firstRow<{ claimed: number }>(q, sql`
    INSERT INTO idempotency_keys (member_id, sequence, method, path)
    VALUES (${memberId}, ${sequence}, ${method}, ${path})
    ON CONFLICT (member_id, sequence) DO UPDATE
      SET created_at = now(), method = EXCLUDED.method, path = EXCLUDED.path, response = NULL
      WHERE idempotency_keys.created_at < now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})
    RETURNING 1 AS claimed`);
  return row !== undefined;
}

export async function storedResponse(q: Queryable, memberId: number, sequence: string): Promise<{ data: unknown } | null> {
  const [row] = await q.select({ response: idempotencyKeys.response }).from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.memberId, memberId), eq(idempotencyKeys.sequence, sequence))).limit(1);
  return (row?.response as { data: unknown } | null | undefined) ?? null;
}

export async function storeResponse(q: Queryable, memberId: number, sequence: string, response: { data: unknown }): Promise<void> {
  await q.update(idempotencyKeys).set({ response })
    .where(and(eq(idempotencyKeys.memberId, memberId), eq(idempotencyKeys.sequence, sequence)));
}
