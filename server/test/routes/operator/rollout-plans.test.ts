// Step plans (issue 45 §4) through the API and the job: a plan steps itself to promotion on healthy reporters,
// rolls itself back when its analysis fails, pauses on thin evidence; pause, resume, skip and abort; every
// transition in the history and on the operator event stream. The job's clock is injected (tickPlansOnce's now).
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { OperatorEvent } from '@casino/shared/contract';
import { addTelemetry } from '../../../src/repositories/remote-delivery-repository';
import { tickPlansOnce } from '../../../src/plugins/rollout-plans';
import type { LiveMessage } from '../../../src/repositories/events-repository';
import { backends, bearer, json, operatorToken, setupApp } from '../../helper';

const { writeReleaseRecord } = createRequire(__filename)('../../../../scripts/webpack/release-record.cjs') as {
  writeReleaseRecord: (o: { dir: string; app: string; version: string }) => unknown;
};

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'plan-origin-'));
let origin = '';
const server = http.createServer((req, res) => {
  const file = path.join(root, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
  if (!file.startsWith(root) || !fs.existsSync(file) || !fs.statSync(file).isFile()) { res.statusCode = 404; res.end(); return; }
  res.end(fs.readFileSync(file));
});

function makeRelease(version: string) {
  const dir = path.join(root, 'remote-wallet', version);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ shared: [{ name: 'react', singleton: true, requiredVersion: '^19.3.1', version: '19.3.1' }] }));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* wallet ${version} */`);
  writeReleaseRecord({ dir, app: 'wallet', version });
}

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fs.writeFileSync(path.join(root, 'release.json'), JSON.stringify({ schema: 1, app: 'host', contractVersion: '1.0.0', shared: { react: { requiredVersion: '^19.3.1', version: '19.3.1' } }, files: {} }));
  for (const v of ['3.0.0', '3.0.1', '3.0.2', '3.0.3', '3.0.4']) makeRelease(v);
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  fs.rmSync(root, { recursive: true, force: true });
});

describe.each(backends())('step plans on $name', (backend) => {
  const t = setupApp(backend, { options: { hostUrl: '' } });
  let op: Record<string, string>;
  const events: Array<Extract<OperatorEvent, { type: 'rollout' }>['data']> = [];
  let waiters: Array<() => void> = [];
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, body?: object) =>
    json(await t.app.inject({ method, url, headers: op, ...(body ? { payload: body } : {}) }));
  const tick = async (secondsLater: number) => {
    const out = await tickPlansOnce(t.app.database, { hostUrl: origin }, new Date(Date.now() + secondsLater * 1000));
    if (!out) throw new Error('the job did not run');
    return [...out.values()];
  };
  const wallet = async () => (await call('GET', '/operator/remotes/status')).data.remotes.find((r: { name: string }) => r.name === 'wallet');
  const plan = async () => (await call('GET', '/operator/remotes/wallet/plan')).data;
  /** Healthy or failing reports of `version` from `n` reporters, each on its own network (as signed assignments would be stored). */
  const reports = async (version: string, n: number, failing = 0) => {
    for (let i = 0; i < n; i++) {
      await addTelemetry(t.app.db, { domain: 'localhost', name: 'wallet', version, minute: new Date(), reporter: `${version}-r${i}-${Math.random()}`, source: `net-${i}` },
        { mounts: i < failing ? 0 : 3, loadFailures: i < failing ? 2 : 0, renderErrors: 0, fallbacks: 0 });
    }
  };
  /** Resolves once the stream has carried a rollout event matching `what` for `version` (NOTIFY arrives after commit). */
  const heard = (version: string, what: string) => new Promise<void>((resolve) => {
    const check = () => { if (events.some((e) => e.version === version && e.what === what)) resolve(); else waiters.push(check); };
    check();
  });

  beforeAll(async () => {
    op = bearer(await operatorToken(t.app));
    (t.app.config as { hostUrl: string }).hostUrl = origin;
    t.app.live.subscribe((message: LiveMessage) => {
      if (message.to === 'operators' && message.type === 'rollout') events.push(message.data);
      const waiting = waiters;
      waiters = [];
      for (const w of waiting) w();
    });
    expect((await call('PUT', '/operator/remotes/wallet', { version: '3.0.0', base_url: origin, domain: 'localhost' })).code).toBe(0);
    expect((await call('PUT', '/operator/remotes/policy', { max_failure_rate: 0.05, min_loads: 2, window_minutes: 10, min_reporters: 3 })).code).toBe(0);
    for (const v of ['3.0.1', '3.0.2', '3.0.3', '3.0.4']) expect((await call('POST', '/operator/remotes/wallet/publish', { version: v })).code).toBe(0);
    await reports('3.0.0', 5); // stable is healthy
  });

  test('a start is checked like a canary: the steps, a published release, one active plan per remote', async () => {
    expect(await call('GET', '/operator/remotes/wallet/plan')).toMatchObject({ code: 0, data: { domain: 'localhost', name: 'wallet', plan: null, transitions: [] } });
    const badSteps = await call('POST', '/operator/remotes/wallet/plan', { version: '3.0.1', steps: '10%:5m,0%:1m' });
    expect(badSteps).toMatchObject({ code: 4001, field: 'steps', data: { reason: 'step 2: the share must be a whole percent from 1 to 100' } });
    expect(await call('POST', '/operator/remotes/wallet/plan', { version: '9.9.9', steps: '10%:5m' })).toMatchObject({ code: 5005, field: 'version' });
    expect(await call('POST', '/operator/remotes/wallet/plan/pause', {})).toMatchObject({ code: 4001, field: 'action' });
    expect((await wallet()).canary).toBeNull();
  });

  test('a plan steps itself from its first share to promotion on healthy reports, each transition audited and live', async () => {
    const started = await call('POST', '/operator/remotes/wallet/plan', { version: '3.0.1', steps: '5%:1m,50%:2m', reason: 'wallet fix' });
    expect(started).toMatchObject({ code: 0, data: { plan: { version: '3.0.1', state: 'running', current_step: 1, steps_text: '5%:1m,50%:2m', steps: [{ percent: 5, seconds: 60 }, { percent: 50, seconds: 120 }] } } });
    expect((await wallet()).canary).toMatchObject({ version: '3.0.1', percent: 5 });
    expect(await call('POST', '/operator/remotes/wallet/plan', { version: '3.0.2', steps: '5%:1m' })).toMatchObject({ code: 5003, field: 'name' });

    expect(await tick(30)).toEqual(['wait']); // the step still holds
    await reports('3.0.1', 4);
    expect(await tick(61)).toEqual(['advance']);
    expect((await wallet()).canary).toMatchObject({ version: '3.0.1', percent: 50 });
    expect((await plan()).plan).toMatchObject({ state: 'running', current_step: 2 });
    expect(await tick(61 + 60)).toEqual(['wait']); // the second step's time counts from its own start
    expect(await tick(61 + 121)).toEqual(['promote']);
    expect(await wallet()).toMatchObject({ stable: '3.0.1', canary: null });

    const status = await plan();
    expect(status.plan).toMatchObject({ state: 'completed', state_reason: 'every step passed: 3.0.1 promoted' });
    expect(status.transitions.map((e: { action: string }) => e.action)).toEqual(['plan', 'promote', 'plan', 'percent', 'plan', 'canary']);
    expect(status.transitions[1]).toMatchObject({ action: 'promote', from: '3.0.0', to: '3.0.1', actor: expect.stringMatching(/^plan #\d+ \(operator #\d+\)$/) });
    expect(status.transitions[5]).toMatchObject({ action: 'canary', to: '3.0.1', percent: 5, actor: expect.stringMatching(/^operator #\d+$/) });
    expect(status.transitions[4].reason).toBe('plan started: 5%:1m,50%:2m, then promote — wallet fix');
    expect(await tick(1000)).toEqual([]); // nothing left to run
    await heard('3.0.1', 'promoted');
    expect(events.filter((e) => e.version === '3.0.1').map((e) => [e.what, e.step])).toEqual([['canary', 1], ['step', 2], ['promoted', 2]]);
  });

  test('a plan rolls itself back when the analysis fails: the canary is set to 0 % as an automatic rollback', async () => {
    expect((await call('POST', '/operator/remotes/wallet/plan', { version: '3.0.2', steps: '10%:10m,50%:10m' })).code).toBe(0);
    await reports('3.0.2', 4, 2); // half of the canary's reporters saw it fail; stable's none
    expect(await tick(5)).toEqual(['rollback']); // before the step's time is up
    expect((await wallet()).canary).toEqual({ version: '3.0.2', percent: 0, members: [] });
    const status = await plan();
    expect(status.plan).toMatchObject({ state: 'rolled_back', state_reason: expect.stringContaining('analysis failed at step 1 of 2 (10 %): failure rate 50.0 %') });
    expect(status.transitions[1]).toMatchObject({ action: 'auto_rollback', from: '3.0.2', to: '3.0.1', actor: expect.stringMatching(/^plan #\d+/) });
    // promotion now needs force and a reason, as after any automatic rollback
    expect(await call('POST', '/operator/remotes/wallet/promote', {})).toMatchObject({ code: 4001, field: 'force' });
    await heard('3.0.2', 'rolled_back');
    expect(events.filter((e) => e.version === '3.0.2' && e.what === 'rolled_back')).toHaveLength(2); // the rollback, and the plan's end
    expect((await call('POST', '/operator/remotes/wallet/rollback', {})).code).toBe(0); // withdraw it for the next test
  });

  test('thin evidence pauses; pause, resume, skip and abort are operator actions with their reasons', async () => {
    expect((await call('POST', '/operator/remotes/wallet/plan', { version: '3.0.3', steps: '1%:1m,20%:1m,40%:1m' })).code).toBe(0);
    await reports('3.0.3', 2); // fewer than the policy's 3 distinct reporters
    expect(await tick(61)).toEqual(['pause']);
    expect((await plan()).plan).toMatchObject({ state: 'paused', state_reason: expect.stringContaining('thin evidence at step 1: 2 distinct reporters') });
    expect(await tick(600)).toEqual([]); // a paused plan waits for a person
    expect(await call('POST', '/operator/remotes/wallet/plan/pause', {})).toMatchObject({ code: 4001, field: 'action' });

    const resumed = await call('POST', '/operator/remotes/wallet/plan/resume', { reason: 'night traffic' });
    expect(resumed.data.plan).toMatchObject({ state: 'running', current_step: 1, state_reason: expect.stringMatching(/^resumed by operator #\d+ at step 1 of 3 \(1 %\) — night traffic$/) });
    const skipped = await call('POST', '/operator/remotes/wallet/plan/skip', {});
    expect(skipped.data.plan).toMatchObject({ state: 'running', current_step: 2 });
    expect((await wallet()).canary).toMatchObject({ version: '3.0.3', percent: 20 });
    expect((await call('POST', '/operator/remotes/wallet/plan/pause', { reason: 'support call' })).data.plan.state).toBe('paused');
    // a skip moves a paused plan on, running again
    expect((await call('POST', '/operator/remotes/wallet/plan/skip', {})).data.plan).toMatchObject({ state: 'running', current_step: 3 });
    expect((await wallet()).canary).toMatchObject({ version: '3.0.3', percent: 40 });
    expect((await call('POST', '/operator/remotes/wallet/plan/pause', {})).data.plan.state).toBe('paused');

    const aborted = await call('POST', '/operator/remotes/wallet/plan/abort', { reason: 'wrong build' });
    expect(aborted.data.plan).toMatchObject({ state: 'aborted', state_reason: expect.stringContaining('canary withdrawn — wrong build') });
    expect(await wallet()).toMatchObject({ stable: '3.0.1', canary: null });
    expect(aborted.data.transitions.slice(0, 2).map((e: { action: string }) => e.action)).toEqual(['plan', 'rollback']);
    expect(await call('POST', '/operator/remotes/wallet/plan/abort', {})).toMatchObject({ code: 4001, field: 'action' });
  });

  test('skip on the last step promotes; a canary moved outside the plan ends it', async () => {
    expect((await call('POST', '/operator/remotes/wallet/plan', { version: '3.0.4', steps: [{ percent: 30, seconds: 600 }] })).code).toBe(0);
    expect((await call('POST', '/operator/remotes/wallet/plan/skip', {})).data.plan).toMatchObject({ state: 'completed' });
    expect(await wallet()).toMatchObject({ stable: '3.0.4', canary: null });

    expect((await call('POST', '/operator/remotes/wallet/plan', { version: '3.0.3', steps: '30%:10m' })).code).toBe(0);
    expect((await call('POST', '/operator/remotes/wallet/rollback', { reason: 'by hand' })).code).toBe(0);
    expect(await tick(1)).toEqual(['aborted']);
    expect((await plan()).plan).toMatchObject({ state: 'aborted', state_reason: 'the canary was changed outside the plan (now none)' });
  });

  test('the plan endpoints are owner-only', async () => {
    const cashier = json(await t.app.inject({ method: 'POST', url: '/operator/operators', headers: op, payload: { username: 'plan_cashier', password: 'cashier-pass-1234', role: 'cashier' } }));
    expect(cashier.code).toBe(0);
    const login = json(await t.app.inject({ method: 'POST', url: '/operator/login', payload: { username: 'plan_cashier', password: 'cashier-pass-1234' } }));
    const res = await t.app.inject({ method: 'GET', url: '/operator/remotes/wallet/plan', headers: bearer(login.data.jwt) });
    expect(res.statusCode).toBe(403);
  });
});
