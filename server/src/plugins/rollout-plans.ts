// The step-plan job (issue 45 §4): every ROLLOUT_TICK_MS, evaluates the running plans (services/rollout-plans.ts).
// With several instances on one PostgreSQL database, one tick runs at a time: each runs under the advisory lock
// `rollout-plans` (Database.exclusive), and an instance that finds it held skips that turn, so a plan never steps
// twice for one decision.
import { runEvery } from './periodic-job';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import type { DeliveryDeps } from '../services/remote-delivery';
import { tickPlans } from '../services/rollout-plans';

export const ROLLOUT_PLANS_JOB = 'rollout-plans';

/** One tick across every instance on the database: what each plan did, or `false` when another instance is ticking. */
export async function tickPlansOnce(database: Database, deps: Omit<DeliveryDeps, 'db'>, now = new Date()): Promise<Map<number, string> | false> {
  const out = await database.exclusive(ROLLOUT_PLANS_JOB, () => tickPlans({ ...deps, db: database.db }, now));
  return out.ran ? out.value : false;
}

export default fp(async function rolloutPlans(app: FastifyInstance) {
  runEvery(app, 'rollout plans', app.config.rolloutTickMs, () => tickPlansOnce(app.database, { hostUrl: app.config.hostUrl, log: app.log }));
}, { name: 'rollout-plans', dependencies: ['db'] });
