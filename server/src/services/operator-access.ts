// Operators themselves (issue 16, issue 44): login (password, then a TOTP code or a recovery code), who am I,
// logout, TOTP enrolment, sessions, the site's operator settings, and the owner's management of operators.
// Each write is audited in its transaction (operator-audit.ts). Whether a role must have TOTP comes from the
// caller (`TotpMandatory`: the app's configuration, plugins/auth.ts).
import {
  Code, Msg, OperatorMsg, REMOTE_NAMES,
  type OperatorAccount, type RemoteName, type OperatorMe, type OperatorRole, type OperatorStatus,
} from '@casino/shared/contract';
import type { Db, Tx } from '../db/client';
import { toIso } from '../db/values';
import { fail, ok } from '../http/envelope';
import { throttleKey } from '../domain/login-throttle';
import {
  countActiveOwners, findOperatorById, findOperatorByUsername, insertOperator, listOperators, lockOperator, readOperatorSettings,
  replaceRecoveryCodes, setOperatorRemotes, touchOperatorLogin, updateOperator, useTotpStep, writeOperatorSettings, type OperatorRow, type OperatorSettingsRow,
} from '../repositories/operators-repository';
import { recordAudit } from '../repositories/operator-audit-repository';
import {
  createSession, findOperatorSession, listOperatorSessions, markSessionFull, revokeAllSessions, revokeOperatorSession, revokeOtherSessions,
  revokeSession,
} from '../repositories/sessions-repository';
import { guardedLogin, totpLocked } from '../security/login-guard';
import type { PasswordHasher } from '../security/passwords';
import type { SecretBox } from '../security/totp-secrets';
import { audit, type AuditedBy } from './operator-audit';
import { issueRecoveryCodes, newTotpSecret, openTotpSecret, redeemRecoveryCode, totpStep, totpUri } from './operator-totp';

export type { OperatorRow };

/** Whether a role must have TOTP whatever the site's setting (production: owner, cashier). */
export type TotpMandatory = (role: OperatorRole) => boolean;

/** totp_required: the site's setting, or the operator's role must have TOTP. */
const isRemoteName = (n: string): n is RemoteName => (REMOTE_NAMES as readonly string[]).includes(n);
export const meView = (o: OperatorRow, settings: OperatorSettingsRow, enrolOnly: boolean, mandatory: TotpMandatory): OperatorMe => ({
  id: o.id, username: o.username, role: o.role, status: o.status, totp_enabled: Boolean(o.totpSecret),
  totp_required: settings.totpRequired || mandatory(o.role), enrol_only: enrolOnly,
  must_change_password: o.mustChangePassword, idle_minutes: settings.idleMinutes,
  ...(o.role === 'release' ? { remotes: o.remotes.filter(isRemoteName) } : {}),
});

const accountView = (o: OperatorRow): OperatorAccount => ({
  id: o.id, username: o.username, role: o.role, status: o.status as OperatorStatus, totp_enabled: Boolean(o.totpSecret),
  created_at: toIso(o.createdAt), last_login_at: toIso(o.lastLoginAt), remotes: o.role === 'release' ? o.remotes.filter(isRemoteName) : [],
});

/**
 * A login's check, throttled per name and address: the password, then (TOTP enrolled) a 6-digit code (each time
 * step once) or one of the operator's unused recovery codes. `totpProblem` names what was wrong with the code.
 */
export async function checkOperatorLogin(
  db: Db, deps: { passwords: PasswordHasher; box: SecretBox }, login: { username: string; password: string; totp?: string; ip: string },
) {
  const { username, password, totp } = login;
  let totpProblem: string | undefined;
  const secondFactor = async (operator: OperatorRow, code: string) => {
    if (/^\d{6}$/.test(code)) {
      const step = totpStep(openTotpSecret(deps.box, operator.totpSecret!, operator.id), code);
      return step !== null && useTotpStep(db, operator.id, step);
    }
    return redeemRecoveryCode(db, operator.id, code);
  };
  const result = await guardedLogin<OperatorRow>(db, throttleKey('operator', username), login.ip, async (failures) => {
    const operator = await findOperatorByUsername(db, username.trim().toLowerCase());
    if (!operator) {
      await deps.passwords.verifyDummy(password);
      return { outcome: 'failed' };
    }
    if (!(await deps.passwords.verify(operator.passwordHash, password))) return { outcome: 'failed' };
    if (operator.totpSecret) {
      // A missing code is no guess, and no success either (it clears nothing). A wrong or reused code is a TOTP
      // failure: counted per operator apart from password failures, never cleared by a right password.
      if (!totp) { totpProblem = OperatorMsg.totp_required; return { outcome: 'incomplete', value: operator }; }
      if (totpLocked(failures)) return { outcome: 'locked' };
      if (!(await secondFactor(operator, totp.trim()))) { totpProblem = OperatorMsg.totp_invalid; return { outcome: 'failed', kind: 'totp' }; }
    }
    return { outcome: 'success', value: operator };
  });
  return { result, totpProblem };
}

export const operatorSettingsRow = (db: Db) => readOperatorSettings(db);

/** The session a login opens (audited as the login); its id. */
export async function openOperatorSession(db: Db, operator: OperatorRow, session: { ip: string; enrolOnly: boolean; expiresAt: Date }): Promise<string> {
  const { ip, enrolOnly, expiresAt } = session;
  return db.transaction(async (tx) => {
    const id = await createSession(tx, { operatorId: operator.id, expiresAt, ip, enrolOnly });
    await touchOperatorLogin(tx, operator.id);
    await recordAudit(tx, { operatorId: operator.id, operator: operator.username, role: operator.role, action: 'login', targetType: 'session', targetId: id, ip, after: { enrol_only: enrolOnly, must_change_password: operator.mustChangePassword } });
    return id;
  });
}

export async function myAccount(db: Db, me: { id: number; enrolOnly: boolean }, mandatory: TotpMandatory) {
  const row = await findOperatorById(db, me.id);
  return ok(meView(row!, await readOperatorSettings(db), me.enrolOnly, mandatory));
}

export async function logoutOperator(db: Db, by: AuditedBy, sessionId: string) {
  return db.transaction(async (tx) => {
    await revokeSession(tx, sessionId);
    await audit(by, tx, { action: 'logout', targetType: 'session', targetId: sessionId });
    return ok({});
  });
}

/** A new TOTP secret to confirm; once TOTP is on, only with the current code (a stolen jwt alone must not replace it). */
export async function startTotpEnrolment(db: Db, box: SecretBox, by: AuditedBy, me: { id: number; username: string }, currentCode: string | undefined) {
  return db.transaction(async (tx) => {
    const row = await lockOperator(tx, me.id);
    if (!row) return fail(Code.DATABASE, Msg.item_not_found);
    if (row.totpSecret) {
      if (!currentCode) return fail(Code.AUTH_FAILED, OperatorMsg.totp_required, 'code');
      const step = totpStep(openTotpSecret(box, row.totpSecret, row.id), currentCode);
      if (step === null || !(await useTotpStep(tx, row.id, step))) return fail(Code.AUTH_FAILED, OperatorMsg.totp_invalid, 'code');
    }
    const secret = newTotpSecret();
    await updateOperator(tx, row.id, { totpPendingSecret: box.seal(secret, row.id) });
    await audit(by, tx, { action: 'totp.enrol', targetType: 'operator', targetId: me.id });
    return ok({ secret, uri: totpUri(secret, me.username) });
  });
}

/** Turns TOTP on with a current code: ten new recovery codes, and this session becomes a full one. */
export async function confirmTotp(
  db: Db, box: SecretBox, by: AuditedBy, me: { id: number; sessionId: string; mustChangePassword: boolean }, code: string, mandatory: TotpMandatory,
) {
  return db.transaction(async (tx) => {
    const row = await lockOperator(tx, me.id);
    if (!row?.totpPendingSecret) return fail(Code.PARAM_INVALID, OperatorMsg.totp_invalid, 'code');
    const step = totpStep(openTotpSecret(box, row.totpPendingSecret, row.id), code);
    if (step === null) return fail(Code.PARAM_INVALID, OperatorMsg.totp_invalid, 'code');
    const updated = await updateOperator(tx, row.id, { totpSecret: row.totpPendingSecret, totpPendingSecret: null, totpLastStep: step });
    const recoveryCodes = await issueRecoveryCodes(tx, row.id); // a new set replaces any earlier one
    // the session proved the new factor: it is a full session now
    await markSessionFull(tx, me.sessionId);
    await audit(by, tx, {
      action: 'totp.confirm', targetType: 'operator', targetId: row.id, before: { totp_enabled: Boolean(row.totpSecret) },
      after: { totp_enabled: true, recovery_codes_issued: recoveryCodes.length },
    });
    return ok({ ...meView(updated!, await readOperatorSettings(tx), false, mandatory), must_change_password: me.mustChangePassword, recovery_codes: recoveryCodes });
  });
}

/** The operator's own password check (throttled like a login): the row when the current password is right. */
export async function checkOwnPassword(db: Db, passwords: PasswordHasher, operatorId: number, ip: string, current: string) {
  const row = await findOperatorById(db, operatorId);
  if (!row) return { outcome: 'missing' as const };
  const checked = await guardedLogin(db, throttleKey('operator', row.username), ip, async () => (
    (await passwords.verify(row.passwordHash, current)) ? { outcome: 'success', value: true } : { outcome: 'failed' }
  ));
  return checked.outcome === 'success' ? { outcome: 'success' as const, row } : checked;
}

/** The new password: must_change_password ends, the operator's other sessions end. */
export async function changeOwnPassword(
  tx: Tx, by: AuditedBy, row: OperatorRow, passwordHash: string, me: { sessionId: string; enrolOnly: boolean }, mandatory: TotpMandatory,
) {
  const updated = await updateOperator(tx, row.id, { passwordHash, mustChangePassword: false });
  await revokeOtherSessions(tx, { operatorId: row.id }, me.sessionId);
  await audit(by, tx, { action: 'password.change', targetType: 'operator', targetId: row.id, before: { must_change_password: row.mustChangePassword }, after: { must_change_password: false } });
  return ok(meView(updated!, await readOperatorSettings(tx), me.enrolOnly, mandatory));
}

/** Whether an operator's session is still live and the operator active (the live stream's check; no touch). */
export async function operatorSessionAlive(db: Db, sessionId: string, operatorId: number): Promise<boolean> {
  const session = await findOperatorSession(db, sessionId, operatorId, false);
  return Boolean(session?.live && session.status === 'active');
}

/** Live sessions: the caller's own; the owner may name another operator, or see all (no operator named). */
export async function operatorSessions(db: Db, me: { id: number; role: OperatorRole; sessionId: string }, operatorId: number | undefined) {
  const whose = me.role === 'owner' ? operatorId : me.id;
  const list = await listOperatorSessions(db, me.role === 'owner' && operatorId === undefined ? undefined : whose ?? me.id);
  return { list: list.map((s) => ({ ...s, current: s.id === me.sessionId })) };
}

/** Revokes a session at once: `ownerOf` limits it to that operator's sessions (undefined: anyone's, the owner). */
export async function revokeSessionAudited(tx: Tx, by: AuditedBy, sessionId: string, ownerOf: number | undefined) {
  const done = await revokeOperatorSession(tx, sessionId, ownerOf);
  if (!done) return fail(Code.DATABASE, Msg.item_not_found, 'id');
  await audit(by, tx, { action: 'session.revoke', targetType: 'session', targetId: sessionId });
  return ok({});
}

export async function operatorSettings(db: Db) {
  const s = await readOperatorSettings(db);
  return { totp_required: s.totpRequired, idle_minutes: s.idleMinutes };
}

export async function changeOperatorSettings(tx: Tx, by: AuditedBy, change: { totp_required?: boolean; idle_minutes?: number }, operatorId: number) {
  const before = await readOperatorSettings(tx);
  const set: Partial<OperatorSettingsRow> = {};
  if (change.totp_required !== undefined) set.totpRequired = change.totp_required;
  if (change.idle_minutes !== undefined) set.idleMinutes = change.idle_minutes;
  const after = await writeOperatorSettings(tx, set, operatorId);
  await audit(by, tx, { action: 'settings.update', targetType: 'settings', before, after });
  return ok({ totp_required: after.totpRequired, idle_minutes: after.idleMinutes });
}

export const operatorAccounts = async (db: Db) => (await listOperators(db)).map(accountView);

export async function createOperator(tx: Tx, by: AuditedBy, input: { username: string; passwordHash: string; role: OperatorRole; remotes?: string[] }) {
  const inserted = await insertOperator(tx, input);
  if (!inserted) return fail(Code.DUPLICATE_KEY, OperatorMsg.duplicate_operator, 'username');
  // a release operator owns the remotes it was given (issue 45); the other roles own none
  const row = input.role === 'release' && input.remotes?.length ? (await setOperatorRemotes(tx, inserted.id, input.remotes))! : inserted;
  await audit(by, tx, { action: 'operator.create', targetType: 'operator', targetId: row.id, after: accountView(row) });
  return ok(accountView(row));
}

/** Re-role, suspend (its sessions end at once) or enable an operator, or reset its TOTP; never the last owner, never oneself out. */
export async function updateOperatorAudited(
  tx: Tx, by: AuditedBy, id: number, change: { role?: OperatorRole; status?: OperatorStatus; reset_totp?: boolean; remotes?: string[] }, selfId: number,
) {
  const { role, status, reset_totp: resetTotp, remotes } = change;
  if (!role && !status && !resetTotp && !remotes) return fail(Code.PARAM_INVALID, Msg.invalid_input_value, 'role'); // nothing to change
  const before = await lockOperator(tx, id);
  if (!before) return fail(Code.DATABASE, Msg.item_not_found, 'id');
  if (before.id === selfId && ((role && role !== 'owner') || status === 'suspended')) return fail(Code.PARAM_INVALID, OperatorMsg.cannot_change_self, 'id');
  let after = role || status || resetTotp ? await updateOperator(tx, before.id, {
    ...(role ? { role } : {}), ...(status ? { status } : {}), ...(resetTotp ? { totpSecret: null, totpPendingSecret: null, totpLastStep: null } : {}),
  }) : before;
  if (remotes) after = await setOperatorRemotes(tx, before.id, remotes);
  if (resetTotp) await replaceRecoveryCodes(tx, before.id, []); // the old recovery codes go with the old secret
  if (before.role === 'owner' && (await countActiveOwners(tx)) === 0) return fail(Code.PARAM_INVALID, OperatorMsg.cannot_change_self, 'role');
  // fewer owned remotes take effect at the next call (the scope is read per request), so sessions may stay
  if (status === 'suspended' || (role && role !== before.role) || resetTotp) await revokeAllSessions(tx, { operatorId: before.id });
  await audit(by, tx, { action: 'operator.update', targetType: 'operator', targetId: before.id, before: accountView(before), after: accountView(after!) });
  return ok(accountView(after!));
}

/** The owner's reset of another operator's password to a temporary one: its sessions end, and its next login must
 * change it. Its own transaction (not withIdempotency: a stored answer would keep the temporary password a day). */
export async function resetOperatorPassword(db: Db, by: AuditedBy, id: number, temporary: string, passwordHash: string) {
  return db.transaction(async (tx) => {
    const before = await lockOperator(tx, id);
    if (!before) return fail(Code.DATABASE, Msg.item_not_found, 'id');
    await updateOperator(tx, before.id, { passwordHash, mustChangePassword: true });
    const ended = await revokeAllSessions(tx, { operatorId: before.id });
    // the temporary password is never audited (nor kept: only its hash)
    await audit(by, tx, {
      action: 'operator.password_reset', targetType: 'operator', targetId: before.id,
      before: { must_change_password: before.mustChangePassword }, after: { must_change_password: true, sessions_ended: ended },
    });
    return ok({ temporary_password: temporary });
  });
}
