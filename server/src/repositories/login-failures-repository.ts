// Login throttling state. An attempt is recorded before the password is checked (so a burst of parallel
// guesses cannot slip past the limit), then removed again if it turns out not to be a failure. A failure is a
// wrong password (`password`) or, after a right one, a wrong TOTP or recovery code (`totp`): counted apart.
import { LOGIN_FAILURE_WINDOW_MIN } from '@casino/shared/contract';
import { execute, firstRow, sql, type Queryable } from '../db/client';
import { toNumber } from '../db/values';

export type FailureKind = 'password' | 'totp';

export async function recordAttempt(q: Queryable, key: string, ip: string): Promise<number> {
  const row = await firstRow<{ id: unknown }>(q, sql`INSERT INTO login_failures (username, ip) VALUES (${key}, ${ip}) RETURNING id`);
  return toNumber(row!.id);
}

export async function forgetAttempt(q: Queryable, id: number): Promise<void> {
  await execute(q, sql`DELETE FROM login_failures WHERE id = ${id}`);
}

/** The attempt failed at the second factor: it counts against the operator's TOTP attempts, not the password's. */
export async function markTotpFailure(q: Queryable, id: number): Promise<void> {
  await execute(q, sql`UPDATE login_failures SET kind = 'totp' WHERE id = ${id}`);
}

/**
 * After a successful login from an IP, that (username, IP) pair's password failures stop counting; the failures
 * from other IPs (an attacker's) and every TOTP failure stay.
 */
export async function clearPairFailures(q: Queryable, key: string, ip: string): Promise<void> {
  await execute(q, sql`
    UPDATE login_failures SET cleared_at = now()
    WHERE username = ${key} AND ip = ${ip} AND kind = 'password' AND cleared_at IS NULL`);
}

export interface RecentFailures {
  /** password failures for the username, from every IP (not cleared) */
  username: number;
  /** failures of any kind and username from the IP */
  ip: number;
  /** password failures for the username from this IP (not cleared) */
  pair: number;
  /** seconds since the pair's last failure (null: none) */
  pairSinceLast: number | null;
  /** TOTP failures for the username, from every IP (never cleared by a password) */
  totp: number;
}

/** The failures within the window, leaving out the attempt being decided (`exceptId`). */
export async function countRecent(q: Queryable, key: string, ip: string, exceptId: number): Promise<RecentFailures> {
  const row = await firstRow<{ by_username: unknown; by_ip: unknown; by_pair: unknown; pair_since: unknown; by_totp: unknown }>(q, sql`
    SELECT count(*) FILTER (WHERE username = ${key} AND kind = 'password' AND cleared_at IS NULL) AS by_username,
           count(*) FILTER (WHERE ip = ${ip}) AS by_ip,
           count(*) FILTER (WHERE username = ${key} AND ip = ${ip} AND kind = 'password' AND cleared_at IS NULL) AS by_pair,
           extract(epoch FROM now() - max(created_at) FILTER (WHERE username = ${key} AND ip = ${ip} AND kind = 'password' AND cleared_at IS NULL)) AS pair_since,
           count(*) FILTER (WHERE username = ${key} AND kind = 'totp') AS by_totp
    FROM login_failures
    WHERE created_at > now() - make_interval(mins => ${LOGIN_FAILURE_WINDOW_MIN})
      AND (username = ${key} OR ip = ${ip}) AND id <> ${exceptId}`);
  const since = row?.pair_since;
  return {
    username: toNumber(row?.by_username), ip: toNumber(row?.by_ip), pair: toNumber(row?.by_pair),
    pairSinceLast: since === null || since === undefined ? null : Number(since), totp: toNumber(row?.by_totp),
  };
}
