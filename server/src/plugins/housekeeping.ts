// Periodic purge of rows that no longer matter: idempotency keys past 24 h, login failures past a day,
// sessions that ended (expired or revoked) more than 30 days ago.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_TTL_HOURS } from '@casino/shared/contract';
import { sql, type Db } from '../db/client';
import { safeError } from '../http/log-safe';

export async function purgeExpired(db: Db): Promise<void> {
  await db.execute(sql`DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`);
  await db.execute(sql`DELETE FROM operator_idempotency_keys WHERE created_at < now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`);
  await db.execute(sql`DELETE FROM login_failures WHERE created_at < now() - interval '1 day'`);
  await db.execute(sql`DELETE FROM sessions WHERE coalesce(revoked_at, expires_at) < now() - interval '30 days'`);
}

export default fp(async function housekeeping(app: FastifyInstance) {
  const every = app.config.housekeepingIntervalMs;
  if (every <= 0) return;
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= purgeExpired(app.db)
      .catch((err) => app.log.warn({ err: safeError(err) }, 'housekeeping failed'))
      .finally(() => { running = undefined; });
  }, every);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}, { name: 'housekeeping', dependencies: ['db'] });
