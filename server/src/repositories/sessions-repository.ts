// Sessions: one row per login, shared by the jwt (`sid`) and the auth token (hash). A session is live while
// not revoked and not expired; the member's or operator's status is checked with it on every call.
import crypto from 'node:crypto';
import type { OperatorRole } from '@casino/shared/contract';
import { execute, firstRow, rows, sql, type Queryable } from '../db/client';
import { toIso, toNumber } from '../db/values';
import type { Credential } from '../security/tokens';

export interface NewSession { memberId?: number; operatorId?: number; authTokenHash?: string; expiresAt: Date; ip?: string; enrolOnly?: boolean }

export async function createSession(q: Queryable, input: NewSession): Promise<string> {
  const id = crypto.randomUUID();
  await execute(q, sql`
    INSERT INTO sessions (id, member_id, operator_id, auth_token_hash, expires_at, ip, enrol_only)
    VALUES (${id}::uuid, ${input.memberId ?? null}, ${input.operatorId ?? null}, ${input.authTokenHash ?? null},
            ${input.expiresAt.toISOString()}, ${input.ip ?? null}, ${input.enrolOnly ?? false})`);
  return id;
}

export async function revokeSession(q: Queryable, sessionId: string): Promise<void> {
  await execute(q, sql`UPDATE sessions SET revoked_at = now() WHERE id = ${sessionId}::uuid AND revoked_at IS NULL`);
}

/**
 * The WHERE condition that ties a member credential to its session row `s` (not yet checking expiry, so
 * the caller can tell "expired" from "invalid"). Used by the auth hook and by routes that validate the
 * session inside their own single query (/main/init writes the same condition out in its prepared statement).
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

export interface OperatorSessionCheck extends SessionCheck { role: OperatorRole; username: string; enrolOnly: boolean; mustChangePassword: boolean }

/**
 * An operator's session: live while not revoked, not expired and used within the site's idle time
 * (operator_settings.idle_minutes); a live session's last_seen_at moves on with this call.
 */
export async function findOperatorSession(q: Queryable, sessionId: string, operatorId: number, touch = true): Promise<OperatorSessionCheck | undefined> {
  const row = await firstRow<{
    session_id: string; operator_id: unknown; status: string; live: boolean; role: OperatorRole; username: string; enrol_only: boolean; must_change_password: boolean;
  }>(q, sql`
    SELECT s.id AS session_id, o.id AS operator_id, o.status, o.role, o.username, s.enrol_only, o.must_change_password,
           s.expires_at > now() AND s.last_seen_at > now() - make_interval(mins => st.idle_minutes) AS live
    FROM sessions s JOIN operators o ON o.id = s.operator_id CROSS JOIN operator_settings st
    WHERE s.id = ${sessionId}::uuid AND s.operator_id = ${operatorId} AND s.revoked_at IS NULL`);
  if (!row) return undefined;
  if (row.live && touch) await execute(q, sql`UPDATE sessions SET last_seen_at = now() WHERE id = ${sessionId}::uuid AND last_seen_at < now() - interval '5 seconds'`);
  return {
    sessionId: row.session_id, subjectId: toNumber(row.operator_id), status: row.status, live: row.live,
    role: row.role, username: row.username, enrolOnly: row.enrol_only, mustChangePassword: row.must_change_password,
  };
}

export interface OperatorSessionRow {
  id: string; operator_id: number; username: string; created_at: string; last_seen_at: string; expires_at: string; ip: string;
}

/** Live operator sessions (not revoked, not expired, not idle), newest first; one operator's or everyone's. */
export async function listOperatorSessions(q: Queryable, operatorId: number | undefined): Promise<OperatorSessionRow[]> {
  const list = await rows<Record<string, unknown>>(q, sql`
    SELECT s.id, s.operator_id, o.username, s.created_at, s.last_seen_at, s.expires_at, coalesce(s.ip, '') AS ip
    FROM sessions s JOIN operators o ON o.id = s.operator_id CROSS JOIN operator_settings st
    WHERE s.operator_id IS NOT NULL AND s.revoked_at IS NULL AND s.expires_at > now()
      AND s.last_seen_at > now() - make_interval(mins => st.idle_minutes)
      ${operatorId === undefined ? sql`` : sql`AND s.operator_id = ${operatorId}`}
    ORDER BY s.created_at DESC, s.id LIMIT 200`);
  return list.map((r) => ({
    id: String(r.id), operator_id: toNumber(r.operator_id), username: String(r.username), created_at: toIso(r.created_at as string),
    last_seen_at: toIso(r.last_seen_at as string), expires_at: toIso(r.expires_at as string), ip: String(r.ip),
  }));
}

/** Revokes one operator session (of `operatorId` when given); answers whether a live one was revoked. */
export async function revokeOperatorSession(q: Queryable, sessionId: string, operatorId: number | undefined): Promise<boolean> {
  const done = await rows(q, sql`
    UPDATE sessions SET revoked_at = now()
    WHERE id = ${sessionId}::uuid AND operator_id IS NOT NULL AND revoked_at IS NULL
      ${operatorId === undefined ? sql`` : sql`AND operator_id = ${operatorId}`}
    RETURNING id`);
  return done.length > 0;
}

/** Revokes every live session of a member (suspension) or an operator (disabled); answers how many. */
export async function revokeAllSessions(q: Queryable, subject: { memberId: number } | { operatorId: number }): Promise<number> {
  const condition = 'memberId' in subject ? sql`member_id = ${subject.memberId}` : sql`operator_id = ${subject.operatorId}`;
  const done = await rows(q, sql`UPDATE sessions SET revoked_at = now() WHERE ${condition} AND revoked_at IS NULL AND expires_at > now() RETURNING id`);
  return done.length;
}

/** Revokes every live session of a member or an operator except one (a password change keeps the session it came from). */
export async function revokeOtherSessions(q: Queryable, subject: { memberId: number } | { operatorId: number }, keep: string): Promise<number> {
  const condition = 'memberId' in subject ? sql`member_id = ${subject.memberId}` : sql`operator_id = ${subject.operatorId}`;
  const done = await rows(q, sql`
    UPDATE sessions SET revoked_at = now() WHERE ${condition} AND id <> ${keep}::uuid AND revoked_at IS NULL AND expires_at > now() RETURNING id`);
  return done.length;
}

export async function countLiveMemberSessions(q: Queryable, memberId: number): Promise<number> {
  const row = await firstRow<{ n: unknown }>(q, sql`SELECT count(*) AS n FROM sessions WHERE member_id = ${memberId} AND revoked_at IS NULL AND expires_at > now()`);
  return toNumber(row?.n);
}

/** An enrolment-only operator session becomes a full one (TOTP just confirmed in it). */
export async function markSessionFull(q: Queryable, sessionId: string): Promise<void> {
  await execute(q, sql`UPDATE sessions SET enrol_only = false WHERE id = ${sessionId}::uuid`);
}
