// Periodic purge of rows that no longer matter: idempotency keys past 24 h, login failures past a day,
// sessions that ended (expired or revoked) more than 30 days ago; and the ledgers' daily anchor (issue 47 §6). With several instances on one PostgreSQL
// database, one purge runs at a time: each runs under the advisory lock `housekeeping` (Database.exclusive),
// and an instance that finds it held skips that turn.
import { runEvery } from './periodic-job';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { purgeExpired } from '../repositories/housekeeping-repository';
import { anchorIfDue } from '../services/ledger-anchors';

export const HOUSEKEEPING_JOB = 'housekeeping';

/**
 * One purge across every instance on the database, and the ledgers' daily anchor when the Asia/Seoul day has none yet
 * (services/ledger-anchors.ts); `false` when another instance is running it now.
 */
export async function purgeExpiredOnce(database: Database, now = new Date()): Promise<boolean> {
  return (await database.exclusive(HOUSEKEEPING_JOB, async () => {
    await purgeExpired(database.db);
    await anchorIfDue(database.db, now);
  })).ran;
}

export default fp(async function housekeeping(app: FastifyInstance) {
  runEvery(app, 'housekeeping', app.config.housekeepingIntervalMs, () => purgeExpiredOnce(app.database));
}, { name: 'housekeeping', dependencies: ['db'] });
