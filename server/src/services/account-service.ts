// Responsible-gaming operations shared by the member calls (/account/*) and the operator calls
// (/operator/members/{id}/*). Each runs in the caller's transaction where it writes, and audits what it changed.
// Also the member's password change and support's reset link (issue 44, at the end).
import crypto from 'node:crypto';
import { sha256Hex } from '../domain/digest';
import {
  Code, isBlank, Msg, PASSWORD_MAX, PASSWORD_MIN, PASSWORD_RESET_PAGE, PASSWORD_RESET_TTL_MINUTES, ResponsibleMsg,
  type MemberPasswordResetAnswer, type Violation, type Exclusion, type KycStatus, type LimitKind, type LimitsResponse, type PendingLimit,
  type SessionSummary, type SetLimitResponse, type Envelope,
} from '@casino/shared/contract';
import type { Db, Queryable, Tx } from '../db/client';
import { throttleKey } from '../domain/login-throttle';
import { guardedLogin } from '../security/login-guard';
import type { PasswordHasher } from '../security/passwords';
import { fail, ok } from '../http/envelope';
import { now } from '../domain/responsible/clock';
import { minutesToday, siteVariables } from './responsible-checks';
import {
  decideLimitChange, exceedsCeiling, exclusionUntil, isExcluded, minAgeOf, shortensExclusion, type ExclusionKind, type ExclusionPeriod,
} from '../domain/responsible/rules';
import { seoulWindows } from '../domain/seoul-calendar';
import {
  applyDueLimits, audit, currentLimits, depositUsage, imposedLimits, insertExclusion, latestExclusion, listAudit, lockLimit, lockMember,
  memberCompliance, sessionPlay, setKyc, writeLimit, type Actor, type ExclusionRow, type LimitRow,
} from '../repositories/responsible-repository';
import { audit as auditOperator, type AuditedBy } from './operator-audit';
import {
  findMemberRow, insertPasswordReset, lockPasswordReset, markPasswordResetUsed, setMemberPassword, type PasswordResetCheck,
} from '../repositories/members-repository';
import { revokeAllSessions, revokeOtherSessions } from '../repositories/sessions-repository';

const iso = (d: Date) => d.toISOString();
const show = (v: number | null) => (v === null ? 'none' : String(v));

export const exclusionView = (e: ExclusionRow): Exclusion => ({
  kind: e.kind, period: e.period as Exclusion['period'], started_at: iso(e.startedAt), until: e.until ? iso(e.until) : null,
  imposed: e.imposedBy !== null && e.imposedBy !== undefined, reason: e.reason ?? null,
});

const pendingView = (row: LimitRow): PendingLimit => ({ kind: row.kind, value: row.pendingValue, effective_at: iso(row.pendingEffectiveAt!) });

export async function limitsView(q: Queryable, memberId: number, domain: string | undefined): Promise<LimitsResponse | null> {
  const at = now();
  const member = await memberCompliance(q, memberId);
  if (!member) return null;
  const { limits, pending } = await currentLimits(q, memberId, at);
  const exclusion = await latestExclusion(q, memberId);
  return {
    limits,
    pending: pending.map(pendingView),
    exclusion: exclusion && isExcluded(exclusion, at) ? exclusionView(exclusion) : null,
    kyc_status: member.kycStatus,
    deposit_usage: await depositUsage(q, memberId, seoulWindows(at)),
    session_minutes_today: await minutesToday(q, memberId, at),
    min_age: minAgeOf(await siteVariables(q, domain)),
    imposed: (await imposedLimits(q, memberId)).map((c) => ({ kind: c.kind, value: c.value, reason: c.reason, set_at: iso(c.at) })),
  };
}

/** A stricter value applies at once (and drops a waiting looser one); a looser one waits 24 h. */
export async function changeLimit(tx: Tx, memberId: number, kind: LimitKind, value: number | null, actor: { kind: Actor; id: number | null }) {
  const at = now();
  await applyDueLimits(tx, memberId, at);
  const row = await lockLimit(tx, memberId, kind);
  if (row.imposed && exceedsCeiling(row.imposed.value, value)) {
    // issue 47 §4: the site's ceiling — a stricter value is fine, a looser one (or removal) is never accepted
    const refusal: Envelope<unknown> = { code: Code.PARAM_INVALID, msg: ResponsibleMsg.imposed_limit_ceiling, field: 'value', data: { limit: row.imposed.value, reason: row.imposed.reason } };
    return refusal;
  }
  const decision = decideLimitChange(row.value, value, at);
  if (decision.applyNow) {
    const changed = row.value !== value || row.pendingEffectiveAt !== null;
    await writeLimit(tx, memberId, kind, { value, pendingValue: null, pendingEffectiveAt: null, at });
    if (changed) await audit(tx, { memberId, actor: actor.kind, actorId: actor.id, action: `limit:${kind}`, oldValue: show(row.value), newValue: show(value), at });
  } else {
    await writeLimit(tx, memberId, kind, { value: row.value, pendingValue: value, pendingEffectiveAt: decision.effectiveAt, at });
    await audit(tx, {
      memberId, actor: actor.kind, actorId: actor.id, action: `limit_requested:${kind}`, oldValue: show(row.value),
      newValue: `${show(value)} from ${iso(decision.effectiveAt)}`, at,
    });
  }
  const answer: SetLimitResponse = { kind, value, applied: decision.applyNow, effective_at: iso(decision.effectiveAt) };
  return ok(answer);
}

/** Starts a time-out or self-exclusion now; it may only end at the same time as the current one or later. */
export async function startExclusion(tx: Tx, memberId: number, kind: ExclusionKind, period: ExclusionPeriod) {
  const at = now();
  if (!(await lockMember(tx, memberId))) return fail(Code.DATABASE, Msg.item_not_found);
  const current = await latestExclusion(tx, memberId);
  const active = current && isExcluded(current, at) ? current : null;
  const until = exclusionUntil(period, at);
  if (shortensExclusion(active, until)) return fail(Code.PARAM_INVALID, ResponsibleMsg.exclusion_cannot_be_shortened, 'period');
  const row: ExclusionRow = { kind, period, startedAt: at, until };
  await insertExclusion(tx, memberId, row);
  await audit(tx, {
    memberId, actor: 'member', actorId: memberId, action: `exclusion:${kind}`,
    oldValue: active ? `${active.period} until ${active.until ? iso(active.until) : 'permanent'}` : null,
    newValue: `${period} until ${until ? iso(until) : 'permanent'}`, at,
  });
  return ok(exclusionView(row));
}

export async function sessionSummary(q: Queryable, sessionId: string, memberId: number): Promise<SessionSummary | null> {
  const at = now();
  const play = await sessionPlay(q, sessionId, memberId);
  if (!play) return null;
  const { limits } = await currentLimits(q, memberId, at);
  return {
    logged_in_at: iso(play.loggedInAt),
    minutes_since_login: Math.max(0, Math.floor((at.getTime() - play.loggedInAt.getTime()) / 60_000)),
    net_result: play.wins - play.bets,
    bets: play.bets,
    wins: play.wins,
    reality_check_minutes: limits.reality_check_minutes,
  };
}

/** An operator sets the KYC status; `verified` needs the verified legal name (kept for the own-name rule). */
export async function setKycStatus(tx: Tx, memberId: number, status: KycStatus, verifiedName: string | undefined, operatorId: number) {
  const at = now();
  if (!(await lockMember(tx, memberId))) return fail(Code.DATABASE, Msg.item_not_found, 'id');
  const before = (await memberCompliance(tx, memberId))!;
  const name = verifiedName?.trim() || null;
  if (status === 'verified' && !name && !before.verifiedName) return fail(Code.PARAM_MISSING, Msg.required_input_missing, 'verified_name');
  const nextName = name ?? before.verifiedName; // a downgrade keeps the name: the own-name rule stays on
  await setKyc(tx, memberId, status, nextName);
  if (before.kycStatus !== status) {
    await audit(tx, { memberId, actor: 'operator', actorId: operatorId, action: 'kyc_status', oldValue: before.kycStatus, newValue: status, at });
  }
  if (before.verifiedName !== nextName) {
    await audit(tx, { memberId, actor: 'operator', actorId: operatorId, action: 'verified_name', oldValue: before.verifiedName, newValue: nextName, at });
  }
  return ok({ member_id: memberId, kyc_status: status, verified_name: nextName });
}

// ---- passwords (issue 44): a member's change on my page, support's reset link, the member's new password by it

/** A new password and its confirmation, by the registration's rules (PASSWORD_MIN–PASSWORD_MAX, equal). */
export function newPasswordViolation(
  input: { new_password?: unknown; new_password_confirm?: unknown },
  fields: { password: string; confirm?: string } = { password: 'new_password', confirm: 'new_password_confirm' },
): Violation | null {
  const password = input.new_password;
  if (isBlank(password)) return { code: Code.PARAM_MISSING, msg: Msg.required_input_missing, field: fields.password };
  if (typeof password !== 'string' || password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
    return { code: Code.PARAM_INVALID, msg: Msg.invalid_input_value, field: fields.password };
  }
  if (fields.confirm === undefined) return null;
  const confirm = input.new_password_confirm;
  if (isBlank(confirm)) return { code: Code.PARAM_MISSING, msg: Msg.required_input_missing, field: fields.confirm };
  if (confirm !== password) return { code: Code.PARAM_INVALID, msg: Msg.password_mismatch, field: fields.confirm };
  return null;
}

/** The SHA-256 a reset token is stored and found by (the token itself is never stored). */
export const hashResetToken = (token: string) => sha256Hex(`reset:${token}`);

/** Support's reset (OperatorPaths.memberPasswordReset): a single-use token valid PASSWORD_RESET_TTL_MINUTES. */
export async function issuePasswordReset(tx: Tx, memberId: number, operatorId: number, hostUrl: string): Promise<MemberPasswordResetAnswer> {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60_000);
  await insertPasswordReset(tx, { tokenHash: hashResetToken(token), memberId, issuedBy: operatorId, expiresAt });
  return { token, url: `${hostUrl}${PASSWORD_RESET_PAGE}#token=${token}`, expires_at: expiresAt.toISOString() };
}

/** Why a token cannot be used (4001 invalid_token: unknown or used; token_expired), or null. */
export function resetTokenProblem(reset: PasswordResetCheck | undefined): string | null {
  if (!reset || reset.used) return Msg.invalid_token;
  if (reset.expired) return Msg.token_expired;
  return null;
}

/** Uses a reset token: the new password is set, the token spent and every session of the member ends. */
export async function redeemPasswordReset(tx: Tx, tokenHash: string, passwordHash: string) {
  const reset = await lockPasswordReset(tx, tokenHash);
  const problem = resetTokenProblem(reset);
  if (problem) return fail(Code.PARAM_INVALID, problem, 'token');
  await setMemberPassword(tx, reset!.memberId, passwordHash);
  await markPasswordResetUsed(tx, tokenHash);
  await revokeAllSessions(tx, { memberId: reset!.memberId });
  return ok({});
}

/** A member's own change: the new password, and the member's other sessions end (this one stays). */
export async function changeMemberPassword(tx: Tx, memberId: number, sessionId: string, passwordHash: string) {
  await setMemberPassword(tx, memberId, passwordHash);
  await revokeOtherSessions(tx, { memberId }, sessionId);
  return ok({});
}

/** A member's current password checked before a change; guesses are throttled like logins (a stolen session cannot
 * try them freely). */
export async function checkMemberPassword(db: Db, passwords: PasswordHasher, memberId: number, ip: string, current: string) {
  const member = await findMemberRow(db, memberId);
  if (!member) return { outcome: 'missing' as const };
  return guardedLogin(db, throttleKey('member', member.username), ip, async () => (
    (await passwords.verify(member.passwordHash, current)) ? { outcome: 'success', value: true } : { outcome: 'failed' }
  ));
}

/** The back office's KYC decision, audited in the operators' trail with the status and verified name before and after. */
export async function setKycStatusAudited(tx: Tx, by: AuditedBy, memberId: number, status: KycStatus, verifiedName: string | undefined) {
  const before = await findMemberRow(tx, memberId);
  const done = await setKycStatus(tx, memberId, status, verifiedName, by.operator!.id);
  if (done.code === Code.OK && before) {
    await auditOperator(by, tx, {
      action: 'member.kyc', targetType: 'member', targetId: memberId, memberId,
      before: { kyc_status: before.kycStatus, verified_name: before.verifiedName }, after: { kyc_status: status, verified_name: verifiedName ?? before.verifiedName },
    });
  }
  return done;
}

/** The audit trail of a member's limits, exclusions, KYC status and date of birth, newest first. */
export const responsibleAudit = (q: Queryable, memberId: number) => listAudit(q, memberId);
