// Accounts and sessions: register, login and the password reset by a support-issued token are public
// (authRoutes); logout and check are member routes (authMemberRoutes, registered inside the member scope:
// plugins/member-scope.ts). A throttled login answers 429 with Retry-After (security/login-guard.ts).
import type { TypedApp } from '../../http/type-provider';
import { bankCode, checkRegister, Code, Msg, Paths } from '@casino/shared/contract';
import { fail, ok } from '../../http/envelope';
import { commonResponses } from '@casino/shared/contract/schemas/common';
import { withIdempotency } from '../../plugins/idempotency';
import { jurisdictionRefusal, requestOrigin, signUpRefusal } from '../../services/responsible-checks';
import { maskAccount } from '../../domain/masking';
import { refuseLogin } from '../../security/login-guard';
import { hashAuthToken, newAuthToken, SESSION_TTL_MS } from '../../security/tokens';
import { hashResetToken, newPasswordViolation } from '../../services/account-service';
import { amlAfterLogin, checkMemberLogin, logout, openMemberSession, recordMemberLogin, registerMember, resetPassword, resetTokenRefusal } from '../../services/auth-service';
import type { LoginOutcome } from '@casino/shared/contract';
import {
  EmptyAnswer, LoginAnswer, LoginBody, PasswordResetAnswer, PasswordResetBody, RegisterAnswer, RegisterBody,
} from '@casino/shared/contract/schemas/auth';

export default async function authRoutes(app: TypedApp) {
  const registerLimit = app.config.registerLimitPerHour;

  app.post(Paths.register, {
    schema: {
      tags: ['auth'],
      summary: 'Create a member account',
      body: RegisterBody,
      response: { 200: RegisterAnswer, 429: commonResponses[429] },
    },
    config: { rateLimit: registerLimit > 0 ? { max: registerLimit, timeWindow: 3600_000 } : false },
  }, async (request) => {
    const input = request.body ?? {};
    const registration = checkRegister(input);
    if (!registration.ok) return fail(registration.violation.code, registration.violation.msg, registration.violation.field);
    // issue 10: restricted jurisdictions, date of birth and the site's legal age (signUpRefusal checks the date)
    const refused = await signUpRefusal(app.db, requestOrigin(request.headers), input.date_of_birth);
    if (refused) return refused;
    return registerMember(app.db, app.passwords, registration.value, String(input.date_of_birth));
  });

  app.post(Paths.login, {
    schema: {
      tags: ['auth'],
      summary: 'Member login: jwt (12 h) + session {uid, email, auth_token}',
      body: LoginBody,
      response: { 200: LoginAnswer, 429: commonResponses[429] },
    },
  }, async (request, reply) => {
    const { username, password } = request.body;
    // every attempt on a member's account goes into its login history (issue 47 §5)
    const origin = requestOrigin(request.headers);
    const attempted = (outcome: LoginOutcome) => recordMemberLogin(app.db, {
      username, outcome, ip: request.ip, userAgent: String(request.headers['user-agent'] ?? ''), country: origin.country ?? '',
    });
    const blocked = await jurisdictionRefusal(app.db, origin); // issue 10
    if (blocked) { await attempted('jurisdiction'); return blocked; }
    const result = await checkMemberLogin(app.db, app.passwords, username, password, request.ip);
    if (result.outcome === 'refused') { await attempted('throttled'); refuseLogin(reply, result.retryAfter); }
    if (result.outcome !== 'success') { await attempted('bad_password'); return fail(Code.AUTH_FAILED, Msg.auth_failed); }

    const member = result.value;
    if (member.status !== 'active') { await attempted('suspended'); return fail(Code.AUTH_FAILED, Msg.account_suspended); }
    await attempted('ok');
    await amlAfterLogin(app.db, member.id, request.log); // a new country or browser while a withdrawal waits (issue 47 §3)
    // A timed-out or self-excluded member may still log in (issue 10): to read memos and withdraw the balance.
    // Deposits, launches and bets refuse them (services/responsible-checks.ts).

    const authToken = newAuthToken();
    const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
    const sessionId = await openMemberSession(app.db, member.id, hashAuthToken(authToken), expiresAt);
    const jwt = await app.tokens.sign('member', member.id, sessionId, expiresAt);
    return ok({
      jwt,
      name: member.nickname,
      username: member.username,
      email: member.email,
      bank_code: bankCode(member.bankName),
      bank_account: maskAccount(member.bankAccount),
      bank_name: member.bankName,
      use_vaccount: false,
    }, { session: { uid: member.username, email: member.email, auth_token: authToken } });
  });

  app.post(Paths.passwordReset, {
    schema: {
      tags: ['auth'],
      summary: 'Set a new password with the single-use token support issued (the link\'s #token); every session of the member ends',
      body: PasswordResetBody,
      response: { 200: PasswordResetAnswer, 429: commonResponses[429] },
    },
  }, async (request) => {
    const violation = newPasswordViolation(request.body);
    if (violation) return fail(violation.code, violation.msg, violation.field);
    const tokenHash = hashResetToken(request.body.token);
    // a quick look first: an unknown token costs no password hashing
    const problem = await resetTokenRefusal(app.db, tokenHash);
    if (problem) return fail(Code.PARAM_INVALID, problem, 'token');
    return resetPassword(app.db, tokenHash, await app.passwords.hash(request.body.new_password));
  });
}

export async function authMemberRoutes(app: TypedApp) {
  app.post(Paths.logout, {
    schema: {
      tags: ['auth'], summary: 'Revoke this session (jwt and auth token alike); its other open pages hear session.revoked on their live stream', security: [{ member: [] }],
      response: { 200: EmptyAnswer, 403: commonResponses[403] },
    },
  }, async (request) => withIdempotency(request, (tx) => logout(tx, request.member!.id, request.member!.sessionId)));

  app.get(Paths.check, {
    schema: {
      tags: ['auth'], summary: 'Is this credential valid? 0, or HTTP 403 token_expired / invalid_token', security: [{ member: [] }],
      response: { 200: EmptyAnswer, 403: commonResponses[403] },
    },
  }, async () => ok({}));
}
