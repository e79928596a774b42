// The rollout console's health series (issue 45 §5): per version, every minute of 15 min or every hour of 24 h, from
// the same telemetry and the same reporter tally the automatic rollback uses; owner only (the releases permission).
import { sql } from 'drizzle-orm';
import { backends, bearer, json, operatorToken, post, setupApp } from '../../helper';

describe.each(backends())('remote health series on $name', (backend) => {
  const t = setupApp(backend);
  let op: Record<string, string>;
  const get = async (url: string, headers = op) => json(await t.app.inject({ method: 'GET', url, headers }));

  beforeAll(async () => {
    op = bearer(await operatorToken(t.app));
  });

  test('buckets per version: loads, failures, render errors and distinct reporters, empty buckets as zeros', async () => {
    const registry = (await get('/operator/remotes?domain=localhost')).data.list.find((r: { name: string }) => r.name === 'wallet');
    const { domain, version: stable } = registry as { domain: string; version: string };
    const add = (version: string, ago: number, reporter: string, source: string, mounts: number, loadFailures: number, renderErrors: number) =>
      t.app.db.execute(sql`
        INSERT INTO remote_telemetry (domain, name, version, minute, reporter, source, mounts, load_failures, render_errors)
        VALUES (${domain}, 'wallet', ${version}, date_trunc('minute', now()) - make_interval(mins => ${ago}), ${reporter}, ${source}, ${mounts}, ${loadFailures}, ${renderErrors})`);
    await add(stable, 2, 'r1', 'net-a', 5, 0, 0);
    await add(stable, 2, 'r2', 'net-b', 3, 1, 0);
    await add('9.9.8', 3, 'r3', 'net-a', 0, 2, 1);
    await add(stable, 3 * 60, 'r1', 'net-a', 7, 0, 0); // outside 15 min, inside 24 h
    await add(stable, 30 * 60, 'r1', 'net-a', 9, 0, 0); // outside both

    const short = await get('/operator/remotes/wallet/health?domain=localhost&range=15m');
    expect(short).toMatchObject({ code: 0, data: { name: 'wallet', range: '15m', bucket_minutes: 1 } });
    const versions = short.data.versions as Array<{ version: string; track: string; buckets: Array<Record<string, number | string>> }>;
    expect(versions.map((v) => [v.version, v.track])).toEqual([[stable, 'stable'], ['9.9.8', 'other']]);
    const at = (v: typeof versions[number], minutesAgo: number) => {
      const start = Math.floor(Date.now() / 60_000) * 60_000 - minutesAgo * 60_000;
      return v.buckets.filter((b) => Math.abs(Date.parse(String(b.at)) - start) <= 60_000);
    };
    for (const v of versions) expect(v.buckets.length).toBeGreaterThanOrEqual(15);
    const stableLoads = versions[0].buckets.reduce((n, b) => n + Number(b.loads), 0);
    expect(stableLoads).toBe(9); // 5 + 3 + 1 failure, nothing older than 15 min
    expect(at(versions[0], 2).some((b) => b.loads === 9 && b.failures === 1 && b.reporters === 2)).toBe(true);
    expect(versions[1].buckets.filter((b) => Number(b.loads) > 0)).toEqual([expect.objectContaining({ loads: 3, failures: 3, render_errors: 1, reporters: 1 })]);

    const long = await get('/operator/remotes/wallet/health?domain=localhost&range=24h');
    expect(long.data.bucket_minutes).toBe(60);
    const stableDay = (long.data.versions as typeof versions)[0];
    expect(stableDay.buckets.length).toBeGreaterThanOrEqual(24);
    expect(stableDay.buckets.reduce((n, b) => n + Number(b.loads), 0)).toBe(16);
    // one reporter over two hours counts once in each hour's bucket, never twice in one
    expect(Math.max(...stableDay.buckets.map((b) => Number(b.reporters)))).toBeLessThanOrEqual(2);

    expect((await get('/operator/remotes/wallet/health?range=7d')).code).not.toBe(0);
  });

  test('a cashier may not read it', async () => {
    const cashier = json(await post(t.app, '/operator/login', { username: 'operator-cashier', password: 'cashier1234' }));
    const res = await t.app.inject({ method: 'GET', url: '/operator/remotes/wallet/health', headers: bearer(cashier.data.jwt) });
    expect(res.statusCode).toBe(403);
    expect(json(res).msg).toBe('role_forbidden');
  });
});
