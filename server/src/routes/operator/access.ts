// Operators themselves (issue 16): who am I, logout, TOTP enrolment, sessions (list, revoke), the site's
// operator settings (TOTP for all, idle time) and, for the owner, creating, disabling and re-roling operators.
// Issue 44: the operator's own password change, the owner's reset of another's password (a temporary one, shown
// once, to be changed at the next login), re-enrolment only with the current code, and ten recovery codes.
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  Code, Msg, OPERATOR_PERMISSIONS, OPERATOR_ROLES, OperatorMsg, PASSWORD_MIN,
  type OperatorAccount, type OperatorMe, type OperatorPasswordChangeRequest, type OperatorRole, type OperatorStatus,
} from '@casino/shared/contract';
import type { AppConfig } from '../../config';
import { fail, ok } from '../../http/envelope';
import { commonResponses } from '../../http/schemas';
import { withIdempotency } from '../../plugins/idempotency';
import { totpMandatoryFor } from '../../plugins/auth';
import { throttleKey } from '../../domain/login-throttle';
import { guardedLogin, refuseLogin } from '../../security/login-guard';
import { toIso } from '../../db/values';
import {
  countActiveOwners, findOperatorById, insertOperator, listOperators, lockOperator, readOperatorSettings, replaceRecoveryCodes, updateOperator,
  useTotpStep, writeOperatorSettings, type OperatorRow, type OperatorSettingsRow,
} from '../../repositories/operators-repository';
import {
  listOperatorSessions, markSessionFull, revokeAllSessions, revokeOperatorSession, revokeOtherSessions, revokeSession,
} from '../../repositories/sessions-repository';
import { issueRecoveryCodes, newTotpSecret, openTotpSecret, totpStep, totpUri } from '../../services/operator-totp';
import {
  EmptyAnswer, IdParams, MeAnswer, OperatorAnswer, OperatorCreateBody, OperatorPasswordBody, OperatorPasswordResetAnswer, OperatorsAnswer,
  OperatorUpdateBody, SessionParams, SessionsAnswer, SessionsQuery, SettingsAnswer, SettingsBody, TotpConfirmAnswer, TotpConfirmBody,
  TotpEnrolAnswer, TotpEnrolBody,
} from '../../http/route-schemas/operator';
import { audit } from './audit';

/** totp_required: the site's setting, or (production) the operator's role must have TOTP (owner, cashier). */
export const meView = (o: OperatorRow, settings: OperatorSettingsRow, enrolOnly: boolean, config: Pick<AppConfig, 'totpMandatory'>): OperatorMe => ({
  id: o.id, username: o.username, role: o.role, status: o.status, totp_enabled: Boolean(o.totpSecret),
  totp_required: settings.totpRequired || totpMandatoryFor(config, o.role), enrol_only: enrolOnly,
  must_change_password: o.mustChangePassword, idle_minutes: settings.idleMinutes,
});

/** A one-time password for the owner's reset: 16 characters, about 96 bits. */
const temporaryPassword = () => crypto.randomBytes(12).toString('base64url');

const accountView = (o: OperatorRow): OperatorAccount => ({
  id: o.id, username: o.username, role: o.role, status: o.status as OperatorStatus, totp_enabled: Boolean(o.totpSecret),
  created_at: toIso(o.createdAt), last_login_at: toIso(o.lastLoginAt),
});

const ALL: readonly OperatorRole[] = OPERATOR_ROLES;

export default async function operatorAccessRoutes(app: FastifyInstance) {
  const tags = ['operator'];
  const security = [{ operator: [] }];
  const responses = (answer: unknown) => ({ 200: answer, 403: commonResponses[403] });
  const me = (request: FastifyRequest) => request.operator!;

  app.get('/me', {
    config: { roles: ALL, enrolOnly: true, passwordChange: true },
    schema: { tags, summary: 'The logged-in operator, role and TOTP state', security, response: responses(MeAnswer) },
  }, async (request) => {
    const row = await findOperatorById(app.db, me(request).id);
    return ok(meView(row!, await readOperatorSettings(app.db), me(request).enrolOnly, app.config));
  });

  app.post('/logout', {
    config: { roles: ALL, enrolOnly: true, passwordChange: true },
    schema: { tags, summary: 'End this operator session', security, response: responses(EmptyAnswer) },
  }, async (request) => app.db.transaction(async (tx) => {
    await revokeSession(tx, me(request).sessionId);
    await audit(request, tx, { action: 'logout', targetType: 'session', targetId: me(request).sessionId });
    return ok({});
  }));

  app.post<{ Body: { code?: string } }>('/totp/enrol', {
    config: { roles: ALL, enrolOnly: true },
    schema: {
      tags, summary: 'Start TOTP enrolment: a new secret and its otpauth URI (a QR code); confirm with a code to turn it on. Once TOTP is on, re-enrolment needs the current code (4030 totp_required / totp_invalid)',
      security, body: TotpEnrolBody, response: responses(TotpEnrolAnswer),
    },
  }, async (request) => app.db.transaction(async (tx) => {
    const row = await lockOperator(tx, me(request).id);
    if (!row) return fail(Code.DATABASE, Msg.item_not_found);
    if (row.totpSecret) {
      // a live session alone (a stolen jwt) must not replace the enrolled factor
      const code = request.body?.code?.trim();
      if (!code) return fail(Code.AUTH_FAILED, OperatorMsg.totp_required, 'code');
      const step = totpStep(openTotpSecret(app.totpBox, row.totpSecret, row.id), code);
      if (step === null || !(await useTotpStep(tx, row.id, step))) return fail(Code.AUTH_FAILED, OperatorMsg.totp_invalid, 'code');
    }
    const secret = newTotpSecret();
    await updateOperator(tx, row.id, { totpPendingSecret: app.totpBox.seal(secret, row.id) });
    await audit(request, tx, { action: 'totp.enrol', targetType: 'operator', targetId: me(request).id });
    return ok({ secret, uri: totpUri(secret, me(request).username) });
  }));

  app.post<{ Body: { code: string } }>('/totp/confirm', {
    config: { roles: ALL, enrolOnly: true },
    schema: {
      tags, summary: 'Confirm TOTP enrolment with a current code: from then on login needs a code. The answer carries ten single-use recovery codes, shown once',
      security, body: TotpConfirmBody, response: responses(TotpConfirmAnswer),
    },
  }, async (request) => app.db.transaction(async (tx) => {
    const row = await lockOperator(tx, me(request).id);
    if (!row?.totpPendingSecret) return fail(Code.PARAM_INVALID, OperatorMsg.totp_invalid, 'code');
    const step = totpStep(openTotpSecret(app.totpBox, row.totpPendingSecret, row.id), request.body.code.trim());
    if (step === null) return fail(Code.PARAM_INVALID, OperatorMsg.totp_invalid, 'code');
    const updated = await updateOperator(tx, row.id, { totpSecret: row.totpPendingSecret, totpPendingSecret: null, totpLastStep: step });
    const recoveryCodes = await issueRecoveryCodes(tx, row.id); // a new set replaces any earlier one
    // the session proved the new factor: it is a full session now
    await markSessionFull(tx, me(request).sessionId);
    await audit(request, tx, {
      action: 'totp.confirm', targetType: 'operator', targetId: row.id, before: { totp_enabled: Boolean(row.totpSecret) },
      after: { totp_enabled: true, recovery_codes_issued: recoveryCodes.length },
    });
    const mustChange = me(request).mustChangePassword;
    return ok({ ...meView(updated!, await readOperatorSettings(tx), false, app.config), must_change_password: mustChange, recovery_codes: recoveryCodes });
  }));

  app.post<{ Body: OperatorPasswordChangeRequest }>('/me/password', {
    config: { roles: ALL, enrolOnly: true, passwordChange: true },
    schema: {
      tags, summary: 'Change my password (current one required; the new one 8+ characters and different): must_change_password ends, my other sessions end',
      security, body: OperatorPasswordBody, response: { ...responses(MeAnswer), 429: commonResponses[429] },
    },
  }, async (request, reply) => {
    const { current_password: current, new_password: next } = request.body;
    if (next.length < PASSWORD_MIN) return fail(Code.PARAM_INVALID, Msg.invalid_input_value, 'new_password');
    const row = await findOperatorById(app.db, me(request).id);
    if (!row) return fail(Code.DATABASE, Msg.item_not_found);
    const checked = await guardedLogin(app.db, throttleKey('operator', row.username), request.ip, async () => (
      (await app.passwords.verify(row.passwordHash, current)) ? { outcome: 'success', value: true } : { outcome: 'failed' }
    ));
    if (checked.outcome === 'refused') refuseLogin(reply, checked.retryAfter);
    if (checked.outcome !== 'success') return fail(Code.AUTH_FAILED, Msg.wrong_password, 'current_password');
    if (await app.passwords.verify(row.passwordHash, next)) return fail(Code.PARAM_INVALID, Msg.invalid_input_value, 'new_password'); // must differ
    const passwordHash = await app.passwords.hash(next);
    return withIdempotency(request, async (tx) => {
      const updated = await updateOperator(tx, row.id, { passwordHash, mustChangePassword: false });
      await revokeOtherSessions(tx, { operatorId: row.id }, me(request).sessionId);
      await audit(request, tx, { action: 'password.change', targetType: 'operator', targetId: row.id, before: { must_change_password: row.mustChangePassword }, after: { must_change_password: false } });
      return ok(meView(updated!, await readOperatorSettings(tx), me(request).enrolOnly, app.config));
    });
  });

  app.get<{ Querystring: { operator_id?: number } }>('/sessions', {
    config: { roles: ALL },
    schema: { tags, summary: 'Live operator sessions: your own; the owner may name another operator (operator_id) or see all (operator_id absent lists own)', security, querystring: SessionsQuery, response: responses(SessionsAnswer) },
  }, async (request) => {
    const { operator_id: operatorId } = request.query;
    const whose = me(request).role === 'owner' ? operatorId : me(request).id;
    const list = await listOperatorSessions(app.db, me(request).role === 'owner' && operatorId === undefined ? undefined : whose ?? me(request).id);
    return ok({ list: list.map((s) => ({ ...s, current: s.id === me(request).sessionId })) });
  });

  app.delete<{ Params: { id: string } }>('/sessions/:id', {
    config: { roles: ALL },
    schema: { tags, summary: 'Revoke an operator session at once (your own; the owner: anyone\'s)', security, params: SessionParams, response: responses(EmptyAnswer) },
  }, async (request) => withIdempotency(request, async (tx) => {
    const done = await revokeOperatorSession(tx, request.params.id, me(request).role === 'owner' ? undefined : me(request).id);
    if (!done) return fail(Code.DATABASE, Msg.item_not_found, 'id');
    await audit(request, tx, { action: 'session.revoke', targetType: 'session', targetId: request.params.id });
    return ok({});
  }));

  app.get('/settings', {
    config: { roles: ALL },
    schema: { tags, summary: 'Operator settings: TOTP required for all, idle minutes before a session ends', security, response: responses(SettingsAnswer) },
  }, async () => {
    const s = await readOperatorSettings(app.db);
    return ok({ totp_required: s.totpRequired, idle_minutes: s.idleMinutes });
  });

  app.put<{ Body: { totp_required?: boolean; idle_minutes?: number } }>('/settings', {
    config: { roles: OPERATOR_PERMISSIONS.settings },
    schema: { tags, summary: 'Change the operator settings (owner)', security, body: SettingsBody, response: responses(SettingsAnswer) },
  }, async (request) => withIdempotency(request, async (tx) => {
    const before = await readOperatorSettings(tx);
    const set: Partial<OperatorSettingsRow> = {};
    if (request.body.totp_required !== undefined) set.totpRequired = request.body.totp_required;
    if (request.body.idle_minutes !== undefined) set.idleMinutes = request.body.idle_minutes;
    const after = await writeOperatorSettings(tx, set, me(request).id);
    await audit(request, tx, { action: 'settings.update', targetType: 'settings', before, after });
    return ok({ totp_required: after.totpRequired, idle_minutes: after.idleMinutes });
  }));

  app.get('/operators', {
    config: { roles: OPERATOR_PERMISSIONS.operators },
    schema: { tags, summary: 'Every operator (owner)', security, response: responses(OperatorsAnswer) },
  }, async () => ok({ list: (await listOperators(app.db)).map(accountView) }));

  app.post<{ Body: { username: string; password: string; role: OperatorRole } }>('/operators', {
    config: { roles: OPERATOR_PERMISSIONS.operators },
    schema: { tags, summary: 'Create an operator (owner); 5002 duplicate_operator', security, body: OperatorCreateBody, response: responses(OperatorAnswer) },
  }, async (request) => {
    const passwordHash = await app.passwords.hash(request.body.password);
    return withIdempotency(request, async (tx) => {
      const row = await insertOperator(tx, { username: request.body.username, passwordHash, role: request.body.role });
      if (!row) return fail(Code.DUPLICATE_KEY, OperatorMsg.duplicate_operator, 'username');
      await audit(request, tx, { action: 'operator.create', targetType: 'operator', targetId: row.id, after: accountView(row) });
      return ok(accountView(row));
    });
  });

  app.patch<{ Params: { id: number }; Body: { role?: OperatorRole; status?: OperatorStatus; reset_totp?: boolean } }>('/operators/:id', {
    config: { roles: OPERATOR_PERMISSIONS.operators },
    schema: { tags, summary: 'Re-role, disable (status suspended: its sessions end at once) or enable an operator, or reset its TOTP (owner)', security, params: IdParams, body: OperatorUpdateBody, response: responses(OperatorAnswer) },
  }, async (request) => withIdempotency(request, async (tx) => {
    const { role, status, reset_totp: resetTotp } = request.body;
    if (!role && !status && !resetTotp) return fail(Code.PARAM_INVALID, Msg.invalid_input_value, 'role'); // nothing to change
    const before = await lockOperator(tx, request.params.id);
    if (!before) return fail(Code.DATABASE, Msg.item_not_found, 'id');
    if (before.id === me(request).id && ((role && role !== 'owner') || status === 'suspended')) return fail(Code.PARAM_INVALID, OperatorMsg.cannot_change_self, 'id');
    const after = await updateOperator(tx, before.id, {
      ...(role ? { role } : {}), ...(status ? { status } : {}), ...(resetTotp ? { totpSecret: null, totpPendingSecret: null, totpLastStep: null } : {}),
    });
    if (resetTotp) await replaceRecoveryCodes(tx, before.id, []); // the old recovery codes go with the old secret
    if (before.role === 'owner' && (await countActiveOwners(tx)) === 0) return fail(Code.PARAM_INVALID, OperatorMsg.cannot_change_self, 'role');
    if (status === 'suspended' || (role && role !== before.role) || resetTotp) await revokeAllSessions(tx, { operatorId: before.id });
    await audit(request, tx, { action: 'operator.update', targetType: 'operator', targetId: before.id, before: accountView(before), after: accountView(after!) });
    return ok(accountView(after!));
  }));

  app.post<{ Params: { id: number } }>('/operators/:id/password-reset', {
    config: { roles: OPERATOR_PERMISSIONS.operators },
    schema: {
      tags, summary: 'Reset another operator\'s password (owner): a temporary password, shown once; its sessions end and its next login must change the password first',
      security, params: IdParams, response: responses(OperatorPasswordResetAnswer),
    },
  }, async (request) => {
    if (request.params.id === me(request).id) return fail(Code.PARAM_INVALID, OperatorMsg.cannot_change_self, 'id'); // use /me/password
    const temporary = temporaryPassword();
    const passwordHash = await app.passwords.hash(temporary);
    // not through withIdempotency: its stored answer would keep the temporary password for a day
    return app.db.transaction(async (tx) => {
      const before = await lockOperator(tx, request.params.id);
      if (!before) return fail(Code.DATABASE, Msg.item_not_found, 'id');
      await updateOperator(tx, before.id, { passwordHash, mustChangePassword: true });
      const ended = await revokeAllSessions(tx, { operatorId: before.id });
      // the temporary password is never audited (nor kept: only its hash)
      await audit(request, tx, {
        action: 'operator.password_reset', targetType: 'operator', targetId: before.id,
        before: { must_change_password: before.mustChangePassword }, after: { must_change_password: true, sessions_ended: ended },
      });
      return ok({ temporary_password: temporary });
    });
  });
}
