// Accounts and sessions: register, login and the password reset by a support-issued token are public
// (authRoutes); logout and check are member routes (authMemberRoutes, registered inside the member scope:
// plugins/member-scope.ts). A throttled login answers 429 with Retry-After (security/login-guard.ts).
import type { FastifyInstance } from 'fastify';
import { bankCode, Code, Msg, Paths, validateRegister, type PasswordResetRequest, type RegisterInput } from '@casino/shared/contract';
import { fail, ok } from '../../http/envelope';
import { commonResponses } from '../../http/schemas';
import { withIdempotency } from '../../plugins/idempotency';
import { jurisdictionRefusal, recordBirthDate, requestOrigin, signUpRefusal } from '../../services/responsible-checks';
import { throttleKey } from '../../domain/login-throttle';
import { maskAccount } from '../../domain/masking';
import { pgError, UNIQUE_VIOLATION } from '../../db/values';
import { findMemberByUsername, insertMember, lockPasswordReset, takenIdentity, touchLastLogin, type MemberRow } from '../../repositories/members-repository';
import { createSession, revokeSession } from '../../repositories/sessions-repository';
import { toMember } from '../../repositories/events-repository';
import { guardedLogin, refuseLogin } from '../../security/login-guard';
import { hashAuthToken, newAuthToken, SESSION_TTL_MS } from '../../security/tokens';
import { hashResetToken, newPasswordViolation, redeemPasswordReset, resetTokenProblem } from '../../services/account-service';
import {
  EmptyAnswer, LoginAnswer, LoginBody, PasswordResetAnswer, PasswordResetBody, RegisterAnswer, RegisterBody,
} from '../../http/route-schemas/auth';


function duplicateMsg(err: unknown): string | undefined {
  const pg = pgError(err);
  if (pg?.code !== UNIQUE_VIOLATION) return undefined;
  const where = `${pg.constraint ?? ''} ${pg.message ?? ''}`;
  if (where.includes('members_nickname_key')) return Msg.duplicate_nickname;
  if (where.includes('members_username_key')) return Msg.duplicate_username;
  return undefined;
}

export default async function authRoutes(app: FastifyInstance) {
  const registerLimit = app.config.registerLimitPerHour;

  app.post<{ Body: RegisterInput }>(Paths.register, {
    schema: {
      tags: ['auth'],
      summary: 'Create a member account',
      body: RegisterBody,
      response: { 200: RegisterAnswer, 429: commonResponses[429] },
    },
    config: { rateLimit: registerLimit > 0 ? { max: registerLimit, timeWindow: 3600_000 } : false },
  }, async (request) => {
    const input = request.body ?? {};
    const violation = validateRegister(input);
    if (violation) return fail(violation.code, violation.msg, violation.field);
    // issue 10: restricted jurisdictions, date of birth and the site's legal age
    const dateOfBirth = (input as { date_of_birth?: unknown }).date_of_birth;
    const refused = await signUpRefusal(app.db, requestOrigin(request.headers), dateOfBirth);
    if (refused) return refused;
    const s = input as Record<keyof RegisterInput, string | undefined>;
    const username = s.username!;
    const nickname = s.nickname!.trim();

    const taken = await takenIdentity(app.db, username, nickname);
    if (taken.username) return fail(Code.DUPLICATE_KEY, Msg.duplicate_username, 'username');
    if (taken.nickname) return fail(Code.DUPLICATE_KEY, Msg.duplicate_nickname, 'nickname');

    const passwordHash = await app.passwords.hash(s.password!);
    try {
      const id = await app.db.transaction(async (tx) => {
        const created = await insertMember(tx, {
          username, passwordHash, nickname, email: s.email!.trim(), phone: s.phone!,
          referralCode: s.referral_code?.trim() || null,
          bankName: s.bank_name!.trim(), bankAccount: s.bank_account!, bankHolder: s.bank_holder!.trim(),
        });
        await recordBirthDate(tx, created, dateOfBirth as string); // issue 10
        return created;
      });
      return ok({ id, username });
    } catch (err) {
      // Two registrations racing for the same name: the unique index decides.
      const msg = duplicateMsg(err);
      if (msg) return fail(Code.DUPLICATE_KEY, msg, msg === Msg.duplicate_nickname ? 'nickname' : 'username');
      throw err;
    }
  });

  app.post<{ Body: { username: string; password: string } }>(Paths.login, {
    schema: {
      tags: ['auth'],
      summary: 'Member login: jwt (12 h) + session {uid, email, auth_token}',
      body: LoginBody,
      response: { 200: LoginAnswer, 429: commonResponses[429] },
    },
  }, async (request, reply) => {
    const { username, password } = request.body;
    const blocked = await jurisdictionRefusal(app.db, requestOrigin(request.headers)); // issue 10
    if (blocked) return blocked;
    const result = await guardedLogin<MemberRow>(app.db, throttleKey('member', username), request.ip, async () => {
      const member = await findMemberByUsername(app.db, username.trim().toLowerCase());
      if (!member) {
        await app.passwords.verifyDummy(password); // same cost as a real check: timing does not reveal usernames
        return { outcome: 'failed' };
      }
      if (!(await app.passwords.verify(member.passwordHash, password))) return { outcome: 'failed' };
      return { outcome: 'success', value: member };
    });
    if (result.outcome === 'refused') refuseLogin(reply, result.retryAfter);
    if (result.outcome !== 'success') return fail(Code.AUTH_FAILED, Msg.auth_failed);

    const member = result.value;
    if (member.status !== 'active') return fail(Code.AUTH_FAILED, Msg.account_suspended);
    // A timed-out or self-excluded member may still log in (issue 10): to read memos and withdraw the balance.
    // Deposits, launches and bets refuse them (services/responsible-checks.ts).

    const authToken = newAuthToken();
    const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
    const sessionId = await app.db.transaction(async (tx) => {
      const id = await createSession(tx, { memberId: member.id, authTokenHash: hashAuthToken(authToken), expiresAt });
      await touchLastLogin(tx, member.id);
      return id;
    });
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

  app.post<{ Body: PasswordResetRequest }>(Paths.passwordReset, {
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
    const problem = resetTokenProblem(await lockPasswordReset(app.db, tokenHash));
    if (problem) return fail(Code.PARAM_INVALID, problem, 'token');
    const passwordHash = await app.passwords.hash(request.body.new_password);
    return app.db.transaction((tx) => redeemPasswordReset(tx, tokenHash, passwordHash)); // checked again, locked
  });
}

export async function authMemberRoutes(app: FastifyInstance) {
  app.post(Paths.logout, {
    schema: {
      tags: ['auth'], summary: 'Revoke this session (jwt and auth token alike); its other open pages hear session.revoked on their live stream', security: [{ member: [] }],
      response: { 200: EmptyAnswer, 403: commonResponses[403] },
    },
  }, async (request) => withIdempotency(request, async (tx) => {
    const { id, sessionId } = request.member!;
    await revokeSession(tx, sessionId);
    // the session's other tabs log out at once, not at their next poll; the member's other devices stay in
    await toMember(tx, id, { type: 'session.revoked', data: { reason: 'logged_out' } }, sessionId);
    return ok({});
  }));

  app.get(Paths.check, {
    schema: {
      tags: ['auth'], summary: 'Is this credential valid? 0, or HTTP 403 token_expired / invalid_token', security: [{ member: [] }],
      response: { 200: EmptyAnswer, 403: commonResponses[403] },
    },
  }, async () => ok({}));
}
