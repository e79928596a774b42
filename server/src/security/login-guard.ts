// Runs a login attempt under the login throttle (issue 44 §4). The attempt is recorded before the password check
// and forgotten again unless it failed, so parallel guesses are counted too. What is refused (HTTP 429 with
// Retry-After), all within LOGIN_FAILURE_WINDOW_MIN and shared by every instance (the rows are in the database):
//  - an IP with LOGIN_FAILURES_PER_IP failures, whatever the usernames;
//  - a (username, IP) pair with LOGIN_FAILURES_PER_USERNAME password failures;
//  - the username's cap: once it has LOGIN_FAILURES_PER_USERNAME password failures from all IPs together, every IP
//    that failed for it is refused — but a clean IP is not, so an outsider cannot lock the owner out;
//  - a progressive delay per pair: after PAIR_FREE_FAILURES consecutive failures each next try must wait
//    1, 2, 4 … seconds (at most MAX_DELAY_SECONDS) after the last one;
//  - an operator's TOTP attempts after TOTP_FAILURES_PER_OPERATOR wrong codes (never cleared by a right password).
// A success clears only its own pair's password failures.
import type { FastifyReply } from 'fastify';
import { Code, LOGIN_FAILURE_WINDOW_MIN, LOGIN_FAILURES_PER_IP, LOGIN_FAILURES_PER_USERNAME, Msg } from '@casino/shared/contract';
import type { Db } from '../db/client';
import { HandlerFailure } from '../http/envelope';
import {
  clearPairFailures, countRecent, forgetAttempt, markTotpFailure, recordAttempt, type RecentFailures,
} from '../repositories/login-failures-repository';

export const PAIR_FREE_FAILURES = 3;
export const MAX_DELAY_SECONDS = 15 * 60;
export const TOTP_FAILURES_PER_OPERATOR = 5;
const WINDOW_SECONDS = LOGIN_FAILURE_WINDOW_MIN * 60;

/** The wait after `failures` consecutive failures of one pair: 0, 0, 0, 1, 2, 4, 8 … seconds. */
export function pairDelaySeconds(failures: number): number {
  if (failures < PAIR_FREE_FAILURES) return 0;
  return Math.min(2 ** (failures - PAIR_FREE_FAILURES), MAX_DELAY_SECONDS);
}

/** Seconds until this attempt may be made, or 0 when it may be made now. */
export function refusalSeconds(f: RecentFailures): number {
  if (f.ip >= LOGIN_FAILURES_PER_IP) return WINDOW_SECONDS;
  if (f.pair >= LOGIN_FAILURES_PER_USERNAME) return WINDOW_SECONDS;
  if (f.username >= LOGIN_FAILURES_PER_USERNAME && f.pair > 0) return WINDOW_SECONDS;
  const wait = pairDelaySeconds(f.pair);
  if (wait > 0 && f.pairSinceLast !== null && f.pairSinceLast < wait) return Math.max(1, Math.ceil(wait - f.pairSinceLast));
  return 0;
}

export type AttemptResult<T> =
  | { outcome: 'success'; value: T }
  /** a wrong password, or (`totp`) a right password with a wrong second factor */
  | { outcome: 'failed'; kind?: 'password' | 'totp' }
  /** the right password and no code: not a guess, and not a success either (clears nothing) */
  | { outcome: 'incomplete'; value: T }
  /** the operator's TOTP attempts are locked */
  | { outcome: 'locked' };

export interface Refused { outcome: 'refused'; retryAfter: number }

export async function guardedLogin<T>(
  db: Db,
  key: string,
  ip: string,
  attempt: (failures: RecentFailures) => Promise<AttemptResult<T>>,
): Promise<AttemptResult<T> | Refused> {
  const attemptId = await recordAttempt(db, key, ip);
  let result: AttemptResult<T>;
  try {
    const failures = await countRecent(db, key, ip, attemptId);
    const wait = refusalSeconds(failures);
    if (wait > 0) {
      await forgetAttempt(db, attemptId);
      return { outcome: 'refused', retryAfter: wait };
    }
    result = await attempt(failures);
  } catch (err) {
    await forgetAttempt(db, attemptId).catch(() => undefined);
    throw err;
  }
  if (result.outcome === 'failed') {
    if (result.kind === 'totp') await markTotpFailure(db, attemptId);
    return result;
  }
  await forgetAttempt(db, attemptId);
  if (result.outcome === 'success') await clearPairFailures(db, key, ip);
  if (result.outcome === 'locked') return { outcome: 'refused', retryAfter: WINDOW_SECONDS };
  return result;
}

/** The operator's TOTP attempts are locked (TOTP_FAILURES_PER_OPERATOR wrong codes within the window). */
export const totpLocked = (failures: RecentFailures) => failures.totp >= TOTP_FAILURES_PER_OPERATOR;

/** 429 too_many_requests with Retry-After (seconds): the throttle refused this attempt. */
export function refuseLogin(reply: FastifyReply, retryAfter: number): never {
  reply.header('retry-after', String(retryAfter));
  throw new HandlerFailure(Code.TOO_MANY_REQUESTS, Msg.too_many_requests, undefined, 429);
}
