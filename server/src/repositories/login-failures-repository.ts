// Login throttling state. An attempt is recorded before the password is checked (so a burst of parallel
// guesses cannot slip past the limit), then removed again if it turns out not to be a failure.
import { and, eq, isNull } from 'drizzle-orm';
import { LOGIN_FAILURE_WINDOW_MIN } from '@casino/shared/contract';
import { firstRow, sql, type Queryable } from '../db/client';
import { loginFailures } from '../db/schema';
import { toNumber } from '../db/values';

export async function recordAttempt(q: Queryable, key: string, ip: string): Promise<number> {
  const [row] = await q.insert(loginFailures).values({ username: key, ip }).returning({ id: loginFailures.id });
  return row!.id;
}

export async function forgetAttempt(q: Queryable, id: number): Promise<void> {
  await q.delete(loginFailures).where(eq(loginFailures.id, id));
}

/** After a successful login the username's count restarts; the IP's count keeps those rows. */
export async function clearUsernameFailures(q: Queryable, key: string): Promise<void> {
  await q.update(loginFailures).set({ clearedAt: sql`now()` }).where(and(eq(loginFailures.username, key), isNull(loginFailures.clearedAt)));
}

export async function countRecent(q: Queryable, key: string, ip: string): Promise<{ username: number; ip: number }> {
  const row = await firstRow<{ by_username: unknown; by_ip: unknown }>(q, sql`
    SELECT count(*) FILTER (WHERE username = ${key} AND cleared_at IS NULL) AS by_username,
           count(*) FILTER (WHERE ip = ${ip}) AS by_ip
    FROM login_failures
    WHERE created_at > now() - make_interval(mins => ${LOGIN_FAILURE_WINDOW_MIN})
      AND (username = ${key} OR ip = ${ip})`);
  return { username: toNumber(row?.by_username), ip: toNumber(row?.by_ip) };
}
