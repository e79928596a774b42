// Operators themselves (issue 16): who am I, logout, TOTP enrolment, sessions (list, revoke), the site's
// operator settings (TOTP for all, idle time) and, for the owner, creating, disabling and re-roling operators.
// Issue 44: the operator's own password change, the owner's reset of another's password (a temporary one, shown
// once, to be changed at the next login), re-enrolment only with the current code, and ten recovery codes.
import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { TypedApp } from '../../http/type-provider';
import {
  Code, Msg, OPERATOR_PERMISSIONS, OPERATOR_ROLES, OperatorMsg, PASSWORD_MIN,
  type OperatorRole,
} from '@casino/shared/contract';
import { fail, ok } from '../../http/envelope';
import { commonResponses } from '@casino/shared/contract/schemas/common';
import { withIdempotency } from '../../plugins/idempotency';
import { totpMandatoryFor } from '../../plugins/auth';
import { refuseLogin } from '../../security/login-guard';
import {
  changeOperatorSettings, changeOwnPassword, checkOwnPassword, confirmTotp, createOperator, logoutOperator, myAccount, operatorAccounts,
  operatorSessions, operatorSettings, resetOperatorPassword, revokeSessionAudited, startTotpEnrolment, updateOperatorAudited,
  type TotpMandatory,
} from '../../services/operator-access';
import {
  EmptyAnswer, IdParams, MeAnswer, OperatorAnswer, OperatorCreateBody, OperatorPasswordBody, OperatorPasswordResetAnswer, OperatorsAnswer,
  OperatorUpdateBody, SessionParams, SessionsAnswer, SessionsQuery, SettingsAnswer, SettingsBody, TotpConfirmAnswer, TotpConfirmBody,
  TotpEnrolAnswer, TotpEnrolBody,
} from '@casino/shared/contract/schemas/operator';

/** A one-time password for the owner's reset: 16 characters, about 96 bits. */
const temporaryPassword = () => crypto.randomBytes(12).toString('base64url');

const ALL: readonly OperatorRole[] = OPERATOR_ROLES;

const tags = ['operator'];
const security = [{ operator: [] }];
const responses = (answer: unknown) => ({ 200: answer, 403: commonResponses[403] });
const me = (request: FastifyRequest) => request.operator!;

/** The operator's own account: who am I, logout, TOTP, password, sessions. */
export default async function operatorAccessRoutes(app: TypedApp) {
  const mandatory: TotpMandatory = (role) => totpMandatoryFor(app.config, role);

  app.get('/me', {
    config: { roles: ALL, enrolOnly: true, passwordChange: true },
    schema: { tags, summary: 'The logged-in operator, role and TOTP state', security, response: responses(MeAnswer) },
  }, async (request) => myAccount(app.db, me(request), mandatory));

  app.post('/logout', {
    config: { roles: ALL, enrolOnly: true, passwordChange: true },
    schema: { tags, summary: 'End this operator session', security, response: responses(EmptyAnswer) },
  }, async (request) => logoutOperator(app.db, request, me(request).sessionId));

  app.post('/totp/enrol', {
    config: { roles: ALL, enrolOnly: true },
    schema: {
      tags, summary: 'Start TOTP enrolment: a new secret and its otpauth URI (a QR code); confirm with a code to turn it on. Once TOTP is on, re-enrolment needs the current code (4030 totp_required / totp_invalid)',
      security, body: TotpEnrolBody, response: responses(TotpEnrolAnswer),
    },
  }, async (request) => startTotpEnrolment(app.db, app.totpBox, request, me(request), request.body?.code?.trim()));

  app.post('/totp/confirm', {
    config: { roles: ALL, enrolOnly: true },
    schema: {
      tags, summary: 'Confirm TOTP enrolment with a current code: from then on login needs a code. The answer carries ten single-use recovery codes, shown once',
      security, body: TotpConfirmBody, response: responses(TotpConfirmAnswer),
    },
  }, async (request) => confirmTotp(app.db, app.totpBox, request, me(request), request.body.code.trim(), mandatory));

  app.post('/me/password', {
    config: { roles: ALL, enrolOnly: true, passwordChange: true },
    schema: {
      tags, summary: 'Change my password (current one required; the new one 8+ characters and different): must_change_password ends, my other sessions end',
      security, body: OperatorPasswordBody, response: { ...responses(MeAnswer), 429: commonResponses[429] },
    },
  }, async (request, reply) => {
    const { current_password: current, new_password: next } = request.body;
    if (next.length < PASSWORD_MIN) return fail(Code.PARAM_INVALID, Msg.invalid_input_value, 'new_password');
    const checked = await checkOwnPassword(app.db, app.passwords, me(request).id, request.ip, current);
    if (checked.outcome === 'missing') return fail(Code.DATABASE, Msg.item_not_found);
    if (checked.outcome === 'refused') refuseLogin(reply, checked.retryAfter);
    if (checked.outcome !== 'success') return fail(Code.AUTH_FAILED, Msg.wrong_password, 'current_password');
    const { row } = checked;
    if (await app.passwords.verify(row.passwordHash, next)) return fail(Code.PARAM_INVALID, Msg.invalid_input_value, 'new_password'); // must differ
    const passwordHash = await app.passwords.hash(next);
    return withIdempotency(request, (tx) => changeOwnPassword(tx, request, row, passwordHash, me(request), mandatory));
  });

  app.get('/sessions', {
    config: { roles: ALL },
    schema: { tags, summary: 'Live operator sessions: your own; the owner may name another operator (operator_id) or see all (operator_id absent lists own)', security, querystring: SessionsQuery, response: responses(SessionsAnswer) },
  }, async (request) => ok(await operatorSessions(app.db, me(request), request.query.operator_id)));

  app.delete('/sessions/:id', {
    config: { roles: ALL },
    schema: { tags, summary: 'Revoke an operator session at once (your own; the owner: anyone\'s)', security, params: SessionParams, response: responses(EmptyAnswer) },
  }, async (request) => withIdempotency(request, (tx) => (
    revokeSessionAudited(tx, request, request.params.id, me(request).role === 'owner' ? undefined : me(request).id)
  )));
}

/** The site's operator settings, and the owner's management of operators. */
export async function operatorAdminRoutes(app: TypedApp) {
  app.get('/settings', {
    config: { roles: ALL },
    schema: { tags, summary: 'Operator settings: TOTP required for all, idle minutes before a session ends', security, response: responses(SettingsAnswer) },
  }, async () => ok(await operatorSettings(app.db)));

  app.put('/settings', {
    config: { roles: OPERATOR_PERMISSIONS.settings },
    schema: { tags, summary: 'Change the operator settings (owner)', security, body: SettingsBody, response: responses(SettingsAnswer) },
  }, async (request) => withIdempotency(request, (tx) => changeOperatorSettings(tx, request, request.body, me(request).id)));

  app.get('/operators', {
    config: { roles: OPERATOR_PERMISSIONS.operators },
    schema: { tags, summary: 'Every operator (owner)', security, response: responses(OperatorsAnswer) },
  }, async () => ok({ list: await operatorAccounts(app.db) }));

  app.post('/operators', {
    config: { roles: OPERATOR_PERMISSIONS.operators },
    schema: { tags, summary: 'Create an operator (owner); 5002 duplicate_operator', security, body: OperatorCreateBody, response: responses(OperatorAnswer) },
  }, async (request) => {
    const passwordHash = await app.passwords.hash(request.body.password);
    return withIdempotency(request, (tx) => createOperator(tx, request, { username: request.body.username, passwordHash, role: request.body.role, remotes: request.body.remotes }));
  });

  app.patch('/operators/:id', {
    config: { roles: OPERATOR_PERMISSIONS.operators },
    schema: { tags, summary: 'Re-role, disable (status suspended: its sessions end at once) or enable an operator, or reset its TOTP (owner)', security, params: IdParams, body: OperatorUpdateBody, response: responses(OperatorAnswer) },
  }, async (request) => withIdempotency(request, (tx) => updateOperatorAudited(tx, request, request.params.id, request.body, me(request).id)));

  app.post('/operators/:id/password-reset', {
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
    return resetOperatorPassword(app.db, request, request.params.id, temporary, passwordHash);
  });
}
