// Progressive delivery of remotes (issue 15) through the API: publish from a record served by a real origin
// (a local HTTP server over a temporary folder), the compatibility gate, canary per member bucket and name,
// promote and rollback, health reports, the automatic rollback, and the audit behind `remote history`.
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { backends, bearer, createMember, json, operatorToken, post, setupApp } from '../../helper';

// the build's own record writer (CommonJS)
const { writeReleaseRecord } = createRequire(__filename)('../../../../scripts/webpack/release-record.cjs') as {
  writeReleaseRecord: (o: { dir: string; app: string; version: string }) => unknown;
};

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'delivery-origin-'));
let origin = '';
const server = http.createServer((req, res) => {
  const file = path.join(root, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
  if (!file.startsWith(root) || !fs.existsSync(file) || !fs.statSync(file).isFile()) { res.statusCode = 404; res.end(); return; }
  res.end(fs.readFileSync(file));
});

function makeRelease(version: string, react = '^19.3.1') {
  const dir = path.join(root, 'remote-wallet', version);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ shared: [
    { name: 'react', singleton: true, requiredVersion: react, version: '19.3.1' },
    { name: '@casino/shared', singleton: true, requiredVersion: '^1.0.0', version: '1.0.0' },
  ] }));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* wallet ${version} */`);
  writeReleaseRecord({ dir, app: 'wallet', version });
}

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fs.writeFileSync(path.join(root, 'release.json'), JSON.stringify({ schema: 1, app: 'host', contractVersion: '1.0.0', shared: { react: { requiredVersion: '^19.3.1', version: '19.3.1' } }, files: {} }));
  for (const v of ['2.0.0', '2.0.1', '2.0.2', '2.0.3']) makeRelease(v);
  makeRelease('2.1.0', '^18.2.0');
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  fs.rmSync(root, { recursive: true, force: true });
});

describe.each(backends())('remote delivery on $name', (backend) => {
  const t = setupApp(backend, { options: { hostUrl: '' } });
  let op: Record<string, string>;
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, body?: object) =>
    json(await t.app.inject({ method, url, headers: op, ...(body ? { payload: body } : {}) }));
  const walletFor = async (headers: Record<string, string>, cid?: string) =>
    json(await t.app.inject({ method: 'GET', url: `/api/remotes?domain=localhost${cid ? `&cid=${cid}` : ''}`, headers })).remotes.wallet;

  beforeAll(async () => {
    op = bearer(await operatorToken(t.app));
    (t.app.config as { hostUrl: string }).hostUrl = origin;
    expect((await call('PUT', '/operator/remotes/wallet', { version: '2.0.0', base_url: origin, domain: 'localhost' })).code).toBe(0);
  });

  test('publish, gate, canary to named members and buckets, promote; each step in the history', async () => {
    expect((await call('POST', '/operator/remotes/wallet/publish', { version: '9.9.9' })).msg).toBe('item_not_found');
    const published = await call('POST', '/operator/remotes/wallet/publish', { version: '2.0.1' });
    expect(published).toMatchObject({ code: 0, data: { version: '2.0.1', files: 2, contract_version: '1.0.0' } });
    expect((await call('POST', '/operator/remotes/wallet/publish', { version: '2.0.1' })).code).toBe(0); // same record: idempotent

    const named = await createMember(t.app);
    const other = await createMember(t.app);
    const canary = await call('POST', '/operator/remotes/wallet/canary', { version: '2.0.1', percent: 0, members: [named.username] });
    expect(canary).toMatchObject({ code: 0, data: { stable: '2.0.0', canary: { version: '2.0.1', percent: 0 } } });
    expect(await walletFor(bearer(named.jwt))).toMatchObject({ version: '2.0.1', track: 'canary', stable: { version: '2.0.0' }, entry: `${origin}/remote-wallet/2.0.1/mf-manifest.json` });
    expect(await walletFor(bearer(other.jwt))).toMatchObject({ version: '2.0.0', track: 'stable' });
    expect(await walletFor({}, 'visitor-abcdef')).toMatchObject({ version: '2.0.0' });

    expect((await call('POST', '/operator/remotes/wallet/canary', { version: '2.0.1', percent: 100 })).code).toBe(0);
    expect(await walletFor({}, 'visitor-abcdef')).toMatchObject({ version: '2.0.1' });
    expect(await walletFor(bearer(other.jwt))).toMatchObject({ version: '2.0.1' });

    expect((await call('POST', '/operator/remotes/wallet/promote', {})).data).toMatchObject({ stable: '2.0.1', canary: null });
    expect(await walletFor({}, 'visitor-abcdef')).toEqual({ version: '2.0.1', track: 'stable', entry: `${origin}/remote-wallet/2.0.1/mf-manifest.json`, assignment: expect.any(String) });

    // rollback without a canary: the stable version before
    expect((await call('POST', '/operator/remotes/wallet/rollback', { reason: 'test' })).data).toMatchObject({ stable: '2.0.0', canary: null });
    const history = (await call('GET', '/operator/remotes/history?name=wallet')).data.list;
    expect(history.map((e: { action: string }) => e.action).slice(0, 5)).toEqual(['rollback', 'promote', 'percent', 'canary', 'publish']);
    expect(history[0]).toMatchObject({ from: '2.0.1', to: '2.0.0', reason: 'test', actor: expect.stringMatching(/^operator #\d+$/) });
  });

  test('the gate refuses a release needing react 18 (naming react and both ranges) and one whose files changed; nothing changes', async () => {
    expect((await call('POST', '/operator/remotes/wallet/publish', { version: '2.1.0' })).code).toBe(0);
    const refused = await call('POST', '/operator/remotes/wallet/canary', { version: '2.1.0', percent: 10 });
    expect(refused).toMatchObject({ code: 4001, field: 'version' });
    expect(refused.data.reason).toContain('react: the release requires ^18.2.0, the host provides 19.3.1 (host range ^19.3.1)');
    expect(refused.data.problems).toEqual([{ kind: 'singleton', package: 'react', required: '^18.2.0', provided: '19.3.1', providedRange: '^19.3.1' }]);

    expect((await call('POST', '/operator/remotes/wallet/publish', { version: '2.0.2' })).code).toBe(0);
    fs.appendFileSync(path.join(root, 'remote-wallet/2.0.2/remoteEntry.js'), '/* changed after the record */');
    const tampered = await call('POST', '/operator/remotes/wallet/canary', { version: '2.0.2', percent: 10 });
    expect(tampered.data.reason).toContain('remoteEntry.js: served with another SHA-256 than the record');

    const status = (await call('GET', '/operator/remotes/status')).data.remotes.find((r: { name: string }) => r.name === 'wallet');
    expect(status).toMatchObject({ stable: '2.0.0', canary: null });
    const [latest, before] = (await call('GET', '/operator/remotes/history?name=wallet')).data.list;
    expect(latest).toMatchObject({ action: 'gate_refused', to: '2.0.2' });
    expect(before).toMatchObject({ action: 'publish', to: '2.0.2' });
  });

  test('browser reports feed the status; a failing canary is set to 0 % by itself, judged by reporters, with the reason recorded', async () => {
    expect((await call('PUT', '/operator/remotes/policy', { max_failure_rate: 0.05, min_loads: 4, window_minutes: 10, min_reporters: 3 })).code).toBe(0);
    expect((await call('POST', '/operator/remotes/wallet/canary', { version: '2.0.1', percent: 50 })).code).toBe(0);
    // visitors until three are on the canary and one is on stable: each /api/remotes answer is their signed assignment
    const canaryOnes: string[] = [];
    let stableOne = '';
    for (let i = 0; (canaryOnes.length < 3 || !stableOne) && i < 64; i += 1) {
      const wallet = await walletFor({}, `visitor-${String(i).padStart(6, '0')}`);
      if (wallet.track === 'canary') canaryOnes.push(wallet.assignment);
      else stableOne ||= wallet.assignment;
    }
    expect(canaryOnes).toHaveLength(3);
    // each from its own network (the report's source: at most 3 reporters count per network)
    const report = (events: object[], from = '198.51.100.7') =>
      t.app.inject({ method: 'POST', url: '/api/telemetry', payload: { events }, remoteAddress: from });
    const status = async () => (await call('GET', '/operator/remotes/status')).data.remotes.find((r: { name: string }) => r.name === 'wallet');

    expect(json(await report([{ assignment: stableOne, kind: 'mount', count: 10 }], '192.0.2.1')).data).toEqual({ kept: 1 });
    // one browser's burst: 40 lines of 50 load failures count as one reporter, capped at 10 per kind and minute
    const burst = Array.from({ length: 40 }, () => ({ assignment: canaryOnes[0], kind: 'load_failure', count: 50 }));
    expect(json(await report(burst, '203.0.113.1')).data).toEqual({ kept: 40 });
    expect(json(await report([{ assignment: canaryOnes[1], kind: 'render_error', count: 1 }], '203.0.114.1')).code).toBe(0);
    expect((await status()).canary.percent).toBe(50); // 2 reporters: too few to judge
    expect(json(await report([{ assignment: canaryOnes[2], kind: 'mount', count: 1 }], '203.0.115.1')).code).toBe(0);

    const wallet = await status();
    expect(wallet.canary).toEqual({ version: '2.0.1', percent: 0, members: [] });
    const canaryHealth = wallet.health.find((h: { version: string }) => h.version === '2.0.1');
    expect(canaryHealth.last_15m).toMatchObject({ loads: 12, failures: 11, load_failures: 10, render_errors: 1, mounts: 1, reporters: 3, failing_reporters: 2 });
    expect(canaryHealth.last_24h.loads).toBe(12);
    const [auto] = (await call('GET', '/operator/remotes/history?name=wallet')).data.list;
    expect(auto).toMatchObject({ action: 'auto_rollback', actor: 'system', operator_id: null, from: '2.0.1', to: '2.0.0', percent: 0 });
    expect(auto.reason).toBe('automatic rollback: failure rate 66.7 % (2 of 3 reporters, 11 of 12 loads in 10 min) above 5.0 % and worse than stable 0.0 % (0 of 1 reporters)');
  });

  test('a forged, altered or foreign report is refused whole and changes nothing', async () => {
    const before = await call('GET', '/operator/remotes/status');
    const assignment = (await walletFor({}, 'visitor-forger01')).assignment as string;
    const [head, body, signature] = assignment.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString('utf8'));
    const altered = `${head}.${Buffer.from(JSON.stringify({ ...claims, v: '2.0.1', t: 'canary' })).toString('base64url')}.${signature}`;
    const forged = ['eyJhbGciOiJIUzI1NiJ9', Buffer.from(JSON.stringify({ ...claims, v: '2.0.1' })).toString('base64url'), 'x'.repeat(43)].join('.');
    const memberJwt = (await createMember(t.app)).jwt; // a real token of the server, for another purpose
    for (const bad of [altered, forged, memberJwt, `${assignment}x`]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/telemetry', payload: { events: [
        { assignment, kind: 'mount', count: 1 }, { assignment: bad, kind: 'load_failure', count: 50 },
      ] } });
      expect(res.statusCode).toBeLessThan(500);
      expect(json(res)).toMatchObject({ code: 4001, field: 'assignment' });
    }
    // the old, unsigned form is refused too
    expect(json(await post(t.app, '/api/telemetry', { domain: 'localhost', events: [{ remote: 'wallet', version: '2.0.1', kind: 'load_failure', count: 50 }] })).code).not.toBe(0);
    expect((await call('GET', '/operator/remotes/status')).data).toEqual(before.data);
  });

  test('promote refuses a canary that was rolled back automatically, unless forced with a reason; every step audited', async () => {
    // after the test above: 2.0.1 is the canary at 0 %, rolled back automatically
    const wallet = async () => (await call('GET', '/operator/remotes/status')).data.remotes.find((r: { name: string }) => r.name === 'wallet');
    const refused = await call('POST', '/operator/remotes/wallet/promote', {});
    expect(refused).toMatchObject({ code: 4001, field: 'force' });
    expect(refused.data.reason).toMatch(/2\.0\.1 was rolled back automatically .*--force and a reason/);
    expect(await wallet()).toMatchObject({ stable: '2.0.0', canary: { version: '2.0.1', percent: 0 } });
    expect((await call('GET', '/operator/remotes/history?name=wallet')).data.list[0]).toMatchObject({ action: 'promote_refused', from: '2.0.0', to: '2.0.1' });

    expect(await call('POST', '/operator/remotes/wallet/promote', { force: true })).toMatchObject({ code: 4000, field: 'reason' });
    expect((await wallet()).stable).toBe('2.0.0');

    const forced = await call('POST', '/operator/remotes/wallet/promote', { force: true, reason: 'the failures were a CDN outage' });
    expect(forced).toMatchObject({ code: 0, data: { stable: '2.0.1', canary: null } });
    expect((await call('GET', '/operator/remotes/history?name=wallet')).data.list[0])
      .toMatchObject({ action: 'promote', from: '2.0.0', to: '2.0.1', reason: 'forced: the failures were a CDN outage' });
  });

  test('a canary rolled back twice leaves the stable version before, never the withdrawn canary', async () => {
    // stable 2.0.1 (promoted over 2.0.0 above)
    expect((await call('POST', '/operator/remotes/wallet/publish', { version: '2.0.3' })).code).toBe(0);
    expect((await call('POST', '/operator/remotes/wallet/canary', { version: '2.0.3', percent: 10 })).code).toBe(0);
    expect((await call('POST', '/operator/remotes/wallet/rollback', {})).data).toMatchObject({ stable: '2.0.1', canary: null });
    const second = await call('POST', '/operator/remotes/wallet/rollback', {});
    expect(second.data).toMatchObject({ stable: '2.0.0', canary: null });
    expect((await call('GET', '/operator/remotes/history?name=wallet')).data.list[0]).toMatchObject({ action: 'rollback', from: '2.0.1', to: '2.0.0' });
    // neither withdrawn version comes back by a further rollback
    const third = await call('POST', '/operator/remotes/wallet/rollback', {});
    if (third.code === 0) expect(['2.0.1', '2.0.3']).not.toContain(third.data.stable);
    else expect(third).toMatchObject({ code: 5005, field: 'name' });
  });

  test('a canary refused by the gate leaves a site that inherits the default registry inheriting it', async () => {
    const inherits = async () => json(await t.app.inject({ method: 'GET', url: '/operator/remotes/status?domain=demo.casino.local', headers: op }))
      .data.remotes.find((r: { name: string }) => r.name === 'wallet');
    // the second seeded site, made to follow the default site's wallet row
    await t.app.db.execute(sql`DELETE FROM remote_registry WHERE domain = 'demo.casino.local' AND name = 'wallet'`);
    expect((await inherits()).inherited).toBe(true);
    const refused = await call('POST', '/operator/remotes/wallet/canary', { version: '2.1.0', percent: 10, domain: 'demo.casino.local' });
    expect(refused).toMatchObject({ code: 4001, field: 'version' });
    expect((await inherits()).inherited).toBe(true);
  });

  test('the registry history is append-only in the database itself', async () => {
    const refusal = (query: ReturnType<typeof sql>) => t.app.db.execute(query).then(() => 'changed', (err: Error & { cause?: Error }) => String(err.cause?.message ?? err.message));
    expect(await refusal(sql`UPDATE remote_audit SET to_version = '2.0.3' WHERE action = 'rollback'`)).toMatch(/append-only/);
    expect(await refusal(sql`DELETE FROM remote_audit`)).toMatch(/append-only/);
  });

  test('bad telemetry is refused without a 5xx and stores nothing', async () => {
    for (const body of ['not json', { events: [] }, { events: [{ remote: 'wallet', version: '1', kind: 'mount', count: 1 }] }, { events: [{ assignment: 'x'.repeat(30), kind: 'crash', count: 1 }] }, { events: [{ assignment: 'x'.repeat(30), kind: 'mount', count: 0 }] }]) {
      const res = await post(t.app, '/api/telemetry', body);
      expect(res.statusCode).toBeLessThan(500);
      expect(json(res).code).not.toBe(0);
    }
  });
});
