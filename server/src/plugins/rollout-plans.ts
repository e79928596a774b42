// The step-plan job (issue 45 §4): every ROLLOUT_TICK_MS, evaluates the running plans (services/rollout-plans.ts).
// With several instances on one PostgreSQL database, one tick runs at a time: each runs under the advisory lock
// `rollout-plans` (Database.exclusive), and an instance that finds it held skips that turn, so a plan never steps
// twice for one decision.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { safeError } from '../http/log-safe';
import type { DeliveryDeps } from '../services/remote-delivery';
import { tickPlans } from '../services/rollout-plans';

export const ROLLOUT_PLANS_JOB = 'rollout-plans';

/** One tick across every instance on the database: what each plan did, or `false` when another instance is ticking. */
export async function tickPlansOnce(database: Database, deps: Omit<DeliveryDeps, 'db'>, now = new Date()): Promise<Map<number, string> | false> {
  const out = await database.exclusive(ROLLOUT_PLANS_JOB, () => tickPlans({ ...deps, db: database.db }, now));
  return out.ran ? out.value : false;
}

export default fp(async function rolloutPlans(app: FastifyInstance) {
  const every = app.config.rolloutTickMs;
  if (every <= 0) return;
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= tickPlansOnce(app.database, { hostUrl: app.config.hostUrl, log: app.log })
      .then((ran) => { if (!ran) app.log.debug('rollout plans: another instance is ticking'); })
      .catch((err) => app.log.warn({ err: safeError(err) }, 'rollout plans tick failed'))
      .finally(() => { running = undefined; });
  }, every);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}, { name: 'rollout-plans', dependencies: ['db'] });
