// Background jobs with several instances on one database: the housekeeping purge and the house-round recovery
// each run on one instance at a time (PostgreSQL advisory lock, Database.exclusive). On PGlite (one process)
// the same SQL lets every call run.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rows } from '../../src/db/client';
import { purgeExpiredOnce, HOUSEKEEPING_JOB } from '../../src/plugins/housekeeping';
import { HOUSE_RECOVERY_JOB } from '../../src/routes/house';
import { createLedgerWallet } from '../../src/providers/ledger-wallet';
import { resolveHouseConfig } from '../../src/providers/house/config';
import { openRound } from '../../src/providers/house/rounds';
import { backends, build, createMember, operatorToken } from '../helper';
import { operatorCalls } from '../routes/wallet/wallet-helpers';

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => { open = resolve; });
  return { open, opened };
}

describe('background jobs (pglite)', () => {
  it('run every time in one process', async () => {
    const app = await build(backends()[0]!);
    try {
      // remote health older than REMOTE_TELEMETRY_DAYS is purged, the recent kept
      await app.db.execute(sql`INSERT INTO remote_telemetry (domain, name, version, minute, mounts, load_failures, render_errors, fallbacks) VALUES
        ('localhost', 'wallet', '9.0.0', now() - interval '31 days', 5, 0, 0, 0), ('localhost', 'wallet', '9.0.1', now() - interval '29 days', 5, 0, 0, 0)`);
      expect(await purgeExpiredOnce(app.database)).toBe(true);
      expect((await rows<{ version: string }>(app.db, sql`SELECT version FROM remote_telemetry WHERE version LIKE '9.0.%'`)).map((r) => r.version)).toEqual(['9.0.1']);
      // re-entrant within the one PGlite session, released after
      const outer = await app.database.exclusive('job', async () => (await app.database.exclusive('job', async () => 7)));
      expect(outer).toEqual({ ran: true, value: { ran: true, value: 7 } });
      await expect(app.database.exclusive('job', async () => { throw new Error('job failed'); })).rejects.toThrow('job failed');
      expect(await app.database.exclusive('job', async () => 1)).toEqual({ ran: true, value: 1 });
    } finally {
      await app.close();
    }
  });
});

const url = process.env.TEST_DATABASE_URL;
(url ? describe : describe.skip)('background jobs with two apps on one PostgreSQL schema', () => {
  const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
  const on = (last = false) => ({ options: { databaseUrl: url, pgSchema: schema, dropSchemaOnClose: last } });
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    for (const app of apps.reverse()) await app.close();
  });

  it('never run a job on both at once; a held job is skipped, another job is not', async () => {
    const a = await build({ name: 'postgres', options: () => ({}) }, on());
    apps.push(a);
    const b = await build({ name: 'postgres', options: () => ({}) }, on());
    apps.push(b);

    // 20 rounds of both apps starting the same job together: one runs, the other skips, never both. The job
    // holds until the other app's attempt has come back, so the two attempts always overlap (if both ran, the
    // second one's start lets both finish, and `most` tells).
    let running = 0;
    let most = 0;
    for (let i = 0; i < 20; i++) {
      const otherDone = gate();
      const job = async () => {
        running += 1;
        most = Math.max(most, running);
        if (running > 1) otherDone.open();
        await otherDone.opened;
        running -= 1;
      };
      const attempts = [a.database.exclusive('stress', job), b.database.exclusive('stress', job)];
      for (const attempt of attempts) void attempt.then(otherDone.open, otherDone.open);
      const outcomes = await Promise.all(attempts);
      expect(outcomes.filter((o) => o.ran)).toHaveLength(1);
    }
    expect(most).toBe(1);

    const held = gate();
    const holds = gate();
    const holding = a.database.exclusive(HOUSEKEEPING_JOB, () => { holds.open(); return held.opened; });
    await holds.opened; // A has the lock
    expect(await purgeExpiredOnce(b.database)).toBe(false);
    expect(await b.database.exclusive(HOUSE_RECOVERY_JOB, async () => 'other job')).toEqual({ ran: true, value: 'other job' });
    held.open();
    expect(await holding).toEqual({ ran: true, value: undefined });
    expect(await purgeExpiredOnce(b.database)).toBe(true);
  });

  it('the house-round recovery at start skips while another instance runs it, and runs after', async () => {
    const a = apps[0]!;
    const memberId = (await createMember(a)).id;
    await operatorCalls(a, await operatorToken(a)).adjust(memberId, 10_000);
    const deps = { config: resolveHouseConfig({ HOUSE_MIN_ROUND_INTERVAL_MS: '0' }), wallet: createLedgerWallet({ pointsRateBp: 100 }) };
    const opened = await a.db.transaction((tx) => openRound(tx, deps, {
      memberId, sessionId: null, gameCode: 'house-rocket', engine: 'crash', params: { bet: 1000, target: 101 }, stake: 1000,
    }));
    const roundId = (opened.data as { round_id: number }).round_id;
    const state = async () => (await rows<{ state: string }>(a.db, sql`SELECT state FROM house_rounds WHERE id = ${roundId}`))[0]!.state;

    // instance A is recovering (holds the job): instance C starting now must not recover the same rounds
    const held = gate();
    const holds = gate();
    const holding = a.database.exclusive(HOUSE_RECOVERY_JOB, () => { holds.open(); return held.opened; });
    await holds.opened; // A has the lock
    apps.push(await build({ name: 'postgres', options: () => ({}) }, on()));
    expect(await state()).toBe('open');
    held.open();
    await holding;

    // the next instance to start finds the job free and settles the round
    apps.push(await build({ name: 'postgres', options: () => ({}) }, on(true)));
    expect(await state()).not.toBe('open');
  });
});
