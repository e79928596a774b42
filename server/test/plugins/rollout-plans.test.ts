// The step-plan job with several instances on one PostgreSQL schema: one tick at a time (advisory lock
// `rollout-plans`, Database.exclusive), so two instances ticking together move a plan once, and an instance that
// finds the job held skips its turn. The clock is injected (tickPlansOnce's now).
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rows } from '../../src/db/client';
import { ownRemoteRow, setCanary } from '../../src/repositories/remote-delivery-repository';
import { insertPlan } from '../../src/repositories/rollout-plans-repository';
import { ROLLOUT_PLANS_JOB, tickPlansOnce } from '../../src/plugins/rollout-plans';
import { build } from '../helper';

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => { open = resolve; });
  return { open, opened };
}

const url = process.env.TEST_DATABASE_URL;
(url ? describe : describe.skip)('the rollout-plans job with two apps on one PostgreSQL schema', () => {
  const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
  const on = (last = false) => ({ options: { databaseUrl: url, pgSchema: schema, dropSchemaOnClose: last } });
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    for (const app of apps.reverse()) await app.close();
  });

  it('moves a plan once when both tick together, and skips while the other holds the job', async () => {
    const a = await build({ name: 'postgres', options: () => ({}) }, on());
    apps.push(a);
    const b = await build({ name: 'postgres', options: () => ({}) }, on(true));
    apps.push(b);
    const deps = { hostUrl: 'http://127.0.0.1:9' };
    const start = new Date();
    const later = (s: number) => new Date(start.getTime() + s * 1000);

    // a running plan whose step is over with no reporters: a tick pauses it (thin evidence), once
    await a.db.transaction(async (tx) => {
      await ownRemoteRow(tx, 'localhost', 'wallet');
      await setCanary(tx, 'localhost', 'wallet', { version: '7.0.1', percent: 5, members: [], labels: [] }, null);
      await insertPlan(tx, { domain: 'localhost', name: 'wallet', version: '7.0.1', steps: [{ percent: 5, seconds: 60 }], createdBy: 1, now: start });
    });
    const [fromA, fromB] = await Promise.all([tickPlansOnce(a.database, deps, later(61)), tickPlansOnce(b.database, deps, later(61))]);
    const did = [fromA, fromB].flatMap((out) => (out ? [...out.values()] : []));
    expect(did).toEqual(['pause']); // the other skipped, or ran after and found no running plan
    const transitions = await rows<{ reason: string }>(a.db, sql`SELECT reason FROM remote_audit WHERE action = 'plan' AND name = 'wallet'`);
    expect(transitions).toHaveLength(1);
    expect(transitions[0]!.reason).toContain('thin evidence');

    const held = gate();
    const holds = gate();
    const holding = a.database.exclusive(ROLLOUT_PLANS_JOB, () => { holds.open(); return held.opened; });
    await holds.opened; // A has the job
    expect(await tickPlansOnce(b.database, deps, later(120))).toBe(false);
    held.open();
    await holding;
    expect(await tickPlansOnce(b.database, deps, later(120))).toEqual(new Map());
  });
});
