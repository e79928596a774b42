// Sessions: one row per login, shared by the jwt (`sid`) and the auth token (hash). A session is live while
// not revoked and not expired; the member's or operator's status is checked with it on every call.
import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { firstRow, sql, type Queryable } from '../db/client';
import { sessions } from '../db/schema';
import { toNumber } from '../db/values';
import type { Credential } from '../security/tokens';

export interface NewSession { memberId?: number; operatorId?: number; authTokenHash?: string; expiresAt: Date }

export async function createSession(q: Queryable, input: NewSession): Promise<string> {
  const id = crypto.randomUUID();
  await q.insert(sessions).values({
    id,
    memberId: input.memberId ?? null,
    operatorId: input.operatorId ?? null,
    authTokenHash: input.authTokenHash ?? null,
    expiresAt: input.expiresAt.toISOString(),
  });
  return id;
}

export async function revokeSession(q: Queryable, sessionId: string): Promise<void> {
  await q.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * The WHERE condition that ties a member credential to its session row `s` (not yet checking expiry, so
 * the caller can tell "expired" from "invalid"). Used by the auth hook and by routes that validate the
 * session inside their own single query (/main/init).
 */
export function memberSessionCondition(credential: Credential) {
  return credential.kind === 'jwt'
    ? sql`s.id = ${credential.sessionId}::uuid AND s.member_id = ${credential.subject} AND s.revoked_at IS NULL`
    : sql`s.auth_token_hash = ${credential.tokenHash} AND s.member_id IS NOT NULL AND s.revoked_at IS NULL`;
}

export interface SessionCheck { sessionId: string; subjectId: number; status: string; live: boolean }

export async function findMemberSession(q: Queryable, credential: Credential): Promise<SessionCheck | undefined> {
  const row = await firstRow<{ session_id: string; member_id: unknown; status: string; live: boolean }>(q, sql`
    SELECT s.id AS session_id, m.id AS member_id, m.status, s.expires_at > now() AS live
    FROM sessions s JOIN members m ON m.id = s.member_id
    WHERE ${memberSessionCondition(credential)}`);
  return row && { sessionId: row.session_id, subjectId: toNumber(row.member_id), status: row.status, live: row.live };
}

export async function findOperatorSession(q: Queryable, sessionId: string, operatorId: number): Promise<SessionCheck | undefined> {
  const row = await firstRow<{ session_id: string; operator_id: unknown; status: string; live: boolean }>(q, sql`
    SELECT s.id AS session_id, o.id AS operator_id, o.status, s.expires_at > now() AS live
    FROM sessions s JOIN operators o ON o.id = s.operator_id
    WHERE s.id = ${sessionId}::uuid AND s.operator_id = ${operatorId} AND s.revoked_at IS NULL`);
  return row && { sessionId: row.session_id, subjectId: toNumber(row.operator_id), status: row.status, live: row.live };
}
