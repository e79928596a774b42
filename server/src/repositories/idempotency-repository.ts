// Idempotency keys: (member, X-Sequence) in idempotency_keys, (operator, X-Sequence) in operator_idempotency_keys.
import { IDEMPOTENCY_TTL_HOURS } from '@casino/shared/contract';
import { execute, firstRow, sql, type Queryable, type SQL } from '../db/client';

/** Whose key it is: a member's or an operator's calls never share keys. */
export interface Actor { kind: 'member' | 'operator'; id: number }

// Fixed identifiers per actor kind (never from input).
const TABLES = {
  member: { table: sql.raw('idempotency_keys'), owner: sql.raw('member_id') },
  operator: { table: sql.raw('operator_idempotency_keys'), owner: sql.raw('operator_id') },
} as const;

const parseResponse = (response: unknown) =>
  ((typeof response === 'string' ? JSON.parse(response) as unknown : response) as { data: unknown } | null | undefined) ?? null;

/** What the request that uses a key was: its route (for the record) and the digest that binds the key to it. */
export interface KeyedRequest { method: string; path: string; digest: string }

/** The claim: this request owns the key, or the key belongs to an earlier request (its digest and answer). */
export type Claim = { claimed: true } | { claimed: false; digest: string | null; response: { data: unknown } | null };

/**
 * Claims (actor, sequence). Claimed when this request owns the key: it is new, or its previous use is older
 * than the 24 h window. On PostgreSQL a concurrent claim of the same key waits here until the first
 * transaction ends, then sees its digest and stored answer (or, when the first rolled back, claims the key).
 * A member's claim first locks the member's row (FOR NO KEY UPDATE, as lockMemberRow), in the same statement:
 * every keyed write of a member takes that lock first, whatever it does next.
 */
export async function claimKey(q: Queryable, actor: Actor, sequence: string, request: KeyedRequest): Promise<Claim> {
  const { table, owner } = TABLES[actor.kind];
  const source = actor.kind === 'member'
    ? sql`SELECT id, ${sequence}, ${request.method}, ${request.path}, ${request.digest} FROM members WHERE id = ${actor.id} FOR NO KEY UPDATE`
    : sql`VALUES (${actor.id}, ${sequence}, ${request.method}, ${request.path}, ${request.digest})`;
  const row = await firstRow<{ claimed: number }>(q, sql`
    INSERT INTO ${table} (${owner}, sequence, method, path, request_digest)
    ${source}
    ON CONFLICT (${owner}, sequence) DO UPDATE
      SET created_at = now(), method = EXCLUDED.method, path = EXCLUDED.path, request_digest = EXCLUDED.request_digest, response = NULL
      WHERE ${table}.created_at < now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})
    RETURNING 1 AS claimed`);
  if (row !== undefined) return { claimed: true };
  const first = await firstRow<{ request_digest: string | null; response: unknown }>(q, sql`
    SELECT request_digest, response FROM ${table} WHERE ${owner} = ${actor.id} AND sequence = ${sequence}`);
  // nothing inserted and nothing there: the member does not exist (the insert had no row to take)
  if (!first) throw new Error(`${actor.kind} ${actor.id} does not exist`);
  return { claimed: false, digest: first.request_digest ?? null, response: parseResponse(first.response) };
}

export async function storedResponse(q: Queryable, actor: Actor, sequence: string): Promise<{ data: unknown } | null> {
  const { table, owner } = TABLES[actor.kind];
  const row = await firstRow<{ response: unknown }>(q, sql`
    SELECT response FROM ${table} WHERE ${owner} = ${actor.id} AND sequence = ${sequence}`);
  return parseResponse(row?.response);
}

/**
 * The statement that stores a key's answer, for a repository to run as a CTE of its own statement, so that the
 * answer is written with the work (issue 19: a house round writes its key's answer in its round's statement).
 * `data` is a jsonb expression over `from` (one row; e.g. the CTE that wrote the work's row). The key must be
 * claimed by the same transaction.
 */
export function storeResponseFrom(actor: Actor, sequence: string, data: SQL, from: SQL): SQL {
  const { table, owner } = TABLES[actor.kind];
  return sql`UPDATE ${table} SET response = jsonb_build_object('data', ${data}) FROM ${from} WHERE ${table}.${owner} = ${actor.id} AND ${table}.sequence = ${sequence}`;
}

export async function storeResponse(q: Queryable, actor: Actor, sequence: string, response: { data: unknown }): Promise<void> {
  const { table, owner } = TABLES[actor.kind];
  await execute(q, sql`
    UPDATE ${table} SET response = ${JSON.stringify(response)}::jsonb WHERE ${owner} = ${actor.id} AND sequence = ${sequence}`);
}
