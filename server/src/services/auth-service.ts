// The member's account and session use cases behind /auth: register (the unique indexes decide a race), the
// password check of a login (throttled, security/login-guard.ts), the session a login opens, logout, and the
// support-issued password reset.
import { Code, Msg, type Envelope, type RegisterRequest } from '@casino/shared/contract';
import type { Db, Tx } from '../db/client';
import { pgError, UNIQUE_VIOLATION } from '../db/values';
import { fail, ok } from '../http/envelope';
import { findMemberByUsername, insertMember, lockPasswordReset, takenIdentity, touchLastLogin, type MemberRow } from '../repositories/members-repository';
import { createSession, revokeSession } from '../repositories/sessions-repository';
import { toMember } from '../repositories/events-repository';
import { guardedLogin } from '../security/login-guard';
import type { PasswordHasher } from '../security/passwords';
import { throttleKey } from '../domain/login-throttle';
import { recordBirthDate } from './responsible-checks';
import { redeemPasswordReset, resetTokenProblem } from './account-service';
import { insertMemberLogin } from '../repositories/backoffice-repository';
import { onBankAccountSet, onLogin } from './aml-evaluation';
import type { LoginOutcome } from '@casino/shared/contract';

function duplicateMsg(err: unknown): string | undefined {
  const pg = pgError(err);
  if (pg?.code !== UNIQUE_VIOLATION) return undefined;
  const where = `${pg.constraint ?? ''} ${pg.message ?? ''}`;
  if (where.includes('members_nickname_key')) return Msg.duplicate_nickname;
  if (where.includes('members_username_key')) return Msg.duplicate_username;
  return undefined;
}

/** A new member from a checked registration (the contract's rules and the sign-up checks passed). */
export async function registerMember(
  db: Db, passwords: PasswordHasher, s: RegisterRequest, dateOfBirth: string,
): Promise<Envelope<{ id: number; username: string } | null>> {
  const username = s.username;
  const nickname = s.nickname.trim();

  const taken = await takenIdentity(db, username, nickname);
  if (taken.username) return fail(Code.DUPLICATE_KEY, Msg.duplicate_username, 'username');
  if (taken.nickname) return fail(Code.DUPLICATE_KEY, Msg.duplicate_nickname, 'nickname');

  const passwordHash = await passwords.hash(s.password);
  try {
    const id = await db.transaction(async (tx) => {
      const created = await insertMember(tx, {
        username, passwordHash, nickname, email: s.email.trim(), phone: s.phone,
        referralCode: s.referral_code?.trim() || null,
        bankName: s.bank_name.trim(), bankAccount: s.bank_account, bankHolder: s.bank_holder.trim(),
      });
      await recordBirthDate(tx, created, dateOfBirth); // issue 10
      await onBankAccountSet(tx, created, s.bank_account); // AML: a payout account other members use (issue 47 §3)
      return created;
    });
    return ok({ id, username });
  } catch (err) {
    // Two registrations racing for the same name: the unique index decides.
    const msg = duplicateMsg(err);
    if (msg) return fail(Code.DUPLICATE_KEY, msg, msg === Msg.duplicate_nickname ? 'nickname' : 'username');
    throw err;
  }
}

/**
 * Records a login attempt on the account of `username` (issue 47 §5: the member's login history, with the address
 * and the browser); nothing is kept for a name no member has.
 */
export function recordMemberLogin(db: Db, attempt: { username: string; outcome: LoginOutcome; ip: string; userAgent: string; country: string }): Promise<void> {
  return insertMemberLogin(db, attempt);
}

/** The AML rules of a successful login (issue 47 §3), after it is recorded; a failure is logged, never the login's. */
export async function amlAfterLogin(db: Db, memberId: number, log: { error: (obj: object, msg: string) => void }): Promise<void> {
  try {
    await onLogin(db, memberId);
  } catch (err) {
    log.error({ err, memberId }, 'AML evaluation after login failed');
  }
}

/** A login's password check, throttled per name and address: the member, a failure, or a refusal to try. */
export function checkMemberLogin(db: Db, passwords: PasswordHasher, username: string, password: string, ip: string) {
  return guardedLogin<MemberRow>(db, throttleKey('member', username), ip, async () => {
    const member = await findMemberByUsername(db, username.trim().toLowerCase());
    if (!member) {
      await passwords.verifyDummy(password); // same cost as a real check: timing does not reveal usernames
      return { outcome: 'failed' };
    }
    if (!(await passwords.verify(member.passwordHash, password))) return { outcome: 'failed' };
    return { outcome: 'success', value: member };
  });
}

/** The session a login opens (and the member's last login time); its id. */
export async function openMemberSession(db: Db, memberId: number, authTokenHash: string, expiresAt: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const id = await createSession(tx, { memberId, authTokenHash, expiresAt });
    await touchLastLogin(tx, memberId);
    return id;
  });
}

/** Ends this session; the session's other tabs log out at once, not at their next poll (other devices stay in). */
export async function logout(tx: Tx, memberId: number, sessionId: string) {
  await revokeSession(tx, sessionId);
  await toMember(tx, memberId, { type: 'session.revoked', data: { reason: 'logged_out' } }, sessionId);
  return ok({});
}

/** Why a reset token cannot be used (a quick look: an unknown token costs no password hashing); null if it can. */
export async function resetTokenRefusal(db: Db, tokenHash: string): Promise<string | null> {
  return resetTokenProblem(await lockPasswordReset(db, tokenHash));
}

/** Sets the new password with the token, checked again under its lock; every session of the member ends. */
export function resetPassword(db: Db, tokenHash: string, passwordHash: string) {
  return db.transaction((tx) => redeemPasswordReset(tx, tokenHash, passwordHash));
}
