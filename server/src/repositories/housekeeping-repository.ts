// The periodic purge (plugins/housekeeping.ts): rows that no longer matter — idempotency keys past their
// IDEMPOTENCY_TTL_HOURS, login failures past a day, sessions that ended (expired or revoked) 30 days ago.
import { IDEMPOTENCY_TTL_HOURS } from '@casino/shared/contract';
import { execute, sql, type Queryable } from '../db/client';

export async function purgeExpired(q: Queryable): Promise<void> {
  await execute(q, sql`DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`);
  await execute(q, sql`DELETE FROM operator_idempotency_keys WHERE created_at < now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`);
  await execute(q, sql`DELETE FROM login_failures WHERE created_at < now() - interval '1 day'`);
  await execute(q, sql`DELETE FROM sessions WHERE coalesce(revoked_at, expires_at) < now() - interval '30 days'`);
}
