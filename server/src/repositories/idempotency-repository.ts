// Idempotency keys: (member, X-Sequence) in idempotency_keys, (operator, X-Sequence) in operator_idempotency_keys.
import { IDEMPOTENCY_TTL_HOURS } from '@casino/shared/contract';
import { firstRow, sql, type Queryable } from '../db/client';

/** Whose key it is: a member's or an operator's calls never share keys. */
export interface Actor { kind: 'member' | 'operator'; id: number }

// Fixed identifiers per actor kind (never from input).
const TABLES = {
  member: { table: sql.raw('idempotency_keys'), owner: sql.raw('member_id') },
  operator: { table: sql.raw('operator_idempotency_keys'), owner: sql.raw('operator_id') },
} as const;

/**
 * Claims (actor, sequence). True when this request owns the key: it is new, or its previous use is older
 * than the 24 h window. On PostgreSQL a concurrent claim of the same key waits here until the first
 * transaction ends, then sees its stored answer.
 */
export async function claimKey(q: Queryable, actor: Actor, sequence: string, method: string, path: string): Promise<boolean> {
  const { table, owner } = TABLES[actor.kind];
  const row = await firstRow<{ claimed: number }>(q, sql`
    INSERT INTO ${table} (${owner}, sequence, method, path)
    VALUES (${actor.id}, ${sequence}, ${method}, ${path})
    ON CONFLICT (${owner}, sequence) DO UPDATE
      SET created_at = now(), method = EXCLUDED.method, path = EXCLUDED.path, response = NULL
      WHERE ${table}.created_at < now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})
    RETURNING 1 AS claimed`);
  return row !== undefined;
}

export async function storedResponse(q: Queryable, actor: Actor, sequence: string): Promise<{ data: unknown } | null> {
  const { table, owner } = TABLES[actor.kind];
  const row = await firstRow<{ response: unknown }>(q, sql`
    SELECT response FROM ${table} WHERE ${owner} = ${actor.id} AND sequence = ${sequence}`);
  const response = typeof row?.response === 'string' ? JSON.parse(row.response) as unknown : row?.response;
  return (response as { data: unknown } | null | undefined) ?? null;
}

export async function storeResponse(q: Queryable, actor: Actor, sequence: string, response: { data: unknown }): Promise<void> {
  const { table, owner } = TABLES[actor.kind];
  await q.execute(sql`
    UPDATE ${table} SET response = ${JSON.stringify(response)}::jsonb WHERE ${owner} = ${actor.id} AND sequence = ${sequence}`);
}
