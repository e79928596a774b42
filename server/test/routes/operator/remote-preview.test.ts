// Preview links (issue 45 §6) through the API: only published, gate-passed releases; the registry answers the
// previewed version on the 'preview' track only with a valid token for this site; a bad token is ignored; and reports
// under a preview assignment never count toward health, so a flood of them decides nothing.
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rows } from '../../../src/db/client';
import { createPreviewSigner } from '../../../src/security/remote-preview';
import { backends, bearer, json, operatorToken, setupApp, TEST_JWT_SECRET } from '../../helper';

const { writeReleaseRecord } = createRequire(__filename)('../../../../scripts/webpack/release-record.cjs') as {
  writeReleaseRecord: (o: { dir: string; app: string; version: string }) => unknown;
};

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-origin-'));
let origin = '';
const server = http.createServer((req, res) => {
  const file = path.join(root, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
  if (!file.startsWith(root) || !fs.existsSync(file) || !fs.statSync(file).isFile()) { res.statusCode = 404; res.end(); return; }
  res.end(fs.readFileSync(file));
});

function makeRelease(version: string, react = '^19.3.1') {
  const dir = path.join(root, 'remote-wallet', version);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ shared: [{ name: 'react', singleton: true, requiredVersion: react, version: '19.3.1' }] }));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* wallet ${version} */`);
  writeReleaseRecord({ dir, app: 'wallet', version });
}

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fs.writeFileSync(path.join(root, 'release.json'), JSON.stringify({ schema: 1, app: 'host', contractVersion: '1.0.0', shared: { react: { requiredVersion: '^19.3.1', version: '19.3.1' } }, files: {} }));
  for (const v of ['3.0.0', '3.0.1', '3.0.2']) makeRelease(v);
  makeRelease('3.1.0', '^18.2.0');
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  fs.rmSync(root, { recursive: true, force: true });
});

describe.each(backends())('remote preview links on $name', (backend) => {
  const t = setupApp(backend, { options: { hostUrl: '' } });
  let op: Record<string, string>;
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, body?: object) =>
    json(await t.app.inject({ method, url, headers: op, ...(body ? { payload: body } : {}) }));
  const walletFor = async (cid: string, preview?: string) =>
    json(await t.app.inject({ method: 'GET', url: `/api/remotes?domain=localhost&cid=${cid}${preview ? `&preview=${encodeURIComponent(preview)}` : ''}` })).remotes.wallet;
  const tokenOf = (url: string) => decodeURIComponent(new URL(url).searchParams.get('preview')!);

  beforeAll(async () => {
    op = bearer(await operatorToken(t.app));
    (t.app.config as { hostUrl: string }).hostUrl = origin;
    expect((await call('PUT', '/operator/remotes/wallet', { version: '3.0.0', base_url: origin, domain: 'localhost' })).code).toBe(0);
    for (const v of ['3.0.1', '3.0.2', '3.1.0']) expect((await call('POST', '/operator/remotes/wallet/publish', { version: v, domain: 'localhost' })).code).toBe(0);
  });

  test('only a published release that passes the gate gets a link; refusals say why, the gate\'s is in the history', async () => {
    const unpublished = await call('POST', '/operator/remotes/wallet/preview', { version: '9.9.9', domain: 'localhost' });
    expect(unpublished).toMatchObject({ code: 5005, field: 'version' });
    expect(unpublished.data.reason).toContain('is not published');

    const gated = await call('POST', '/operator/remotes/wallet/preview', { version: '3.1.0', domain: 'localhost' });
    expect(gated).toMatchObject({ code: 4001, field: 'version' });
    expect(gated.data.reason).toContain('preview wallet 3.1.0 refused by the compatibility gate');
    const [latest] = (await call('GET', '/operator/remotes/history?name=wallet&domain=localhost')).data.list;
    expect(latest).toMatchObject({ action: 'gate_refused', to: '3.1.0' });
  });

  test('a link loads the previewed version for its holder only; forged, altered, foreign and expired tokens are ignored', async () => {
    const before = Date.now();
    const link = await call('POST', '/operator/remotes/wallet/preview', { version: '3.0.1', domain: 'localhost' });
    expect(link.code).toBe(0);
    expect(link.data.url).toBe(`${origin}/?preview=${encodeURIComponent(link.data.token)}`);
    const expires = Date.parse(link.data.expires_at);
    expect(expires).toBeGreaterThan(before);
    expect(expires).toBeLessThanOrEqual(before + 3_600_000 + 1000);
    const token = tokenOf(link.data.url);

    expect(await walletFor('visitor-preview1', token)).toEqual({
      version: '3.0.1', track: 'preview', entry: `${origin}/remote-wallet/3.0.1/mf-manifest.json`, assignment: expect.any(String),
    });
    expect(await walletFor('visitor-preview1')).toMatchObject({ version: '3.0.0', track: 'stable' });

    const signer = createPreviewSigner(TEST_JWT_SECRET);
    const hourAgo = new Date(Date.now() - 3_601_000);
    const expired = (await signer.sign({ domain: 'localhost', remote: 'wallet', version: '3.0.1', operatorId: 1 }, hourAgo)).token;
    const foreign = (await signer.sign({ domain: 'other.example', remote: 'wallet', version: '3.0.1', operatorId: 1 })).token;
    const unpublished = (await signer.sign({ domain: 'localhost', remote: 'wallet', version: '9.9.9', operatorId: 1 })).token;
    const forged = (await createPreviewSigner('another-secret-0123456789abcdefghijklmnop').sign({ domain: 'localhost', remote: 'wallet', version: '3.0.1', operatorId: 1 })).token;
    const altered = `${token.slice(0, -4)}${token.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    for (const bad of [expired, foreign, unpublished, forged, altered, 'not-a-token']) {
      expect(await walletFor('visitor-preview1', bad)).toMatchObject({ version: '3.0.0', track: 'stable' });
    }

    // minted in the operators' audit: who, which version, until when (never the token)
    const audit = await rows<{ action: string; target_id: string; after: { version: string; expires_at: string } }>(t.app.db, sql`
      SELECT action, target_id, after FROM operator_audit WHERE action = 'remote.preview' ORDER BY id DESC LIMIT 1`);
    expect(audit[0]).toMatchObject({ target_id: 'localhost/wallet', after: { version: '3.0.1', expires_at: link.data.expires_at } });
    expect(JSON.stringify(audit[0])).not.toContain(token);
  });

  test('a flood of failure reports from previews decides nothing: the same reports on the canary roll it back', async () => {
    expect((await call('PUT', '/operator/remotes/policy', { max_failure_rate: 0.05, min_loads: 2, window_minutes: 10, min_reporters: 2, domain: 'localhost' })).code).toBe(0);
    expect((await call('POST', '/operator/remotes/wallet/canary', { version: '3.0.2', percent: 50, domain: 'localhost' })).code).toBe(0);
    const token = tokenOf((await call('POST', '/operator/remotes/wallet/preview', { version: '3.0.2', domain: 'localhost' })).data.url);
    const report = (assignment: string, from: string) =>
      t.app.inject({ method: 'POST', url: '/api/telemetry', payload: { events: Array.from({ length: 40 }, () => ({ assignment, kind: 'load_failure', count: 50 })) }, remoteAddress: from });
    const wallet = async () => (await call('GET', '/operator/remotes/status?domain=localhost')).data.remotes.find((r: { name: string }) => r.name === 'wallet');

    // many browsers with the link, each from its own network: the same version as the canary, failing every load
    for (let i = 0; i < 6; i += 1) {
      const previewed = await walletFor(`visitor-flood-${i}`, token);
      expect(previewed).toMatchObject({ version: '3.0.2', track: 'preview' });
      expect(json(await report(previewed.assignment, `198.18.${i}.1`)).code).toBe(0);
    }
    const after = await wallet();
    expect(after.canary).toMatchObject({ version: '3.0.2', percent: 50 });
    expect(after.health.find((h: { version: string }) => h.version === '3.0.2').last_15m).toMatchObject({ loads: 0, failures: 0, reporters: 0 });

    // control: the same reports from browsers on the canary track do roll it back
    let sent = 0;
    for (let i = 0; sent < 2 && i < 64; i += 1) {
      const assigned = await walletFor(`visitor-canary-${String(i).padStart(3, '0')}`);
      if (assigned.track !== 'canary') continue;
      expect(json(await report(assigned.assignment, `198.19.${i}.1`)).code).toBe(0);
      sent += 1;
    }
    expect((await wallet()).canary).toMatchObject({ version: '3.0.2', percent: 0 });
  });
});
