// Runs a login attempt under the throttle of domain/login-throttle.ts. The attempt is recorded before the
// password check and forgotten again unless it failed, so parallel guesses are counted too.
import type { Db } from '../db/client';
import { isThrottled } from '../domain/login-throttle';
import { clearUsernameFailures, countRecent, forgetAttempt, recordAttempt } from '../repositories/login-failures-repository';

export type AttemptResult<T> = { failed: true } | { failed: false; value: T };

export async function guardedLogin<T>(
  db: Db,
  key: string,
  ip: string,
  attempt: () => Promise<AttemptResult<T>>,
): Promise<AttemptResult<T> | 'throttled'> {
  const attemptId = await recordAttempt(db, key, ip);
  let result: AttemptResult<T>;
  try {
    if (isThrottled(await countRecent(db, key, ip))) {
      await forgetAttempt(db, attemptId);
      return 'throttled';
    }
    result = await attempt();
  } catch (err) {
    await forgetAttempt(db, attemptId).catch(() => undefined);
    throw err;
  }
  if (!result.failed) {
    await forgetAttempt(db, attemptId);
    await clearUsernameFailures(db, key);
  }
  return result;
}
