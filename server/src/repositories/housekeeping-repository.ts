// The periodic purge (plugins/housekeeping.ts): rows that no longer matter — idempotency keys past their
// IDEMPOTENCY_TTL_HOURS, login failures past a day, sessions that ended (expired or revoked) 30 days ago, and
// the remotes' browser health per minute past REMOTE_TELEMETRY_DAYS (status reads at most a day of it).
import { IDEMPOTENCY_TTL_HOURS } from '@casino/shared/contract';
import { execute, sql, type Queryable } from '../db/client';

/** Days of per-minute remote health kept (the status shows 15 minutes and 24 hours; plans judge within hours). */
export const REMOTE_TELEMETRY_DAYS = 30;

export async function purgeExpired(q: Queryable): Promise<void> {
  await execute(q, sql`DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`);
  await execute(q, sql`DELETE FROM operator_idempotency_keys WHERE created_at < now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`);
  await execute(q, sql`DELETE FROM login_failures WHERE created_at < now() - interval '1 day'`);
  await execute(q, sql`DELETE FROM sessions WHERE coalesce(revoked_at, expires_at) < now() - interval '30 days'`);
  await execute(q, sql`DELETE FROM remote_telemetry WHERE minute < now() - make_interval(days => ${REMOTE_TELEMETRY_DAYS})`);
}
