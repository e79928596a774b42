// Step plans (issue 45 §4), against the production stack and its own rollout-plans job (ROLLOUT_TICK_MS=1000 in
// fixtures.ts), on the second seeded site (demo.casino.local) like delivery.spec.ts:
//  - a plan of short steps steps itself from its first share to promoted on healthy reports from browsers' signed
//    assignments (GET /api/remotes, then POST /api/telemetry as the host sends it);
//  - a plan whose canary's reporters see it fail is rolled back by itself: the canary at 0 %, the plan rolled_back.
// Its two wallet releases are copies of the good test release with their own records (e2e/releases.ts), so the
// journey does not touch the versions delivery.spec.ts moves; at the end the site's stable is set back to 1.0.0.
import { cpSync, existsSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '../fixtures';
import { operatorCli, operatorToken } from '../helpers';
import { prepareWalletReleases, RELEASES } from '../releases';
import { API_URL } from '../stack-env';

const SITE = 'demo.casino.local';
const ROOT = path.resolve(__dirname, '../..');
const DIST = path.join(ROOT, 'remote-wallet/dist');
const PLAN = { healthy: '1.0.4', failing: '1.0.5', withdrawn: '1.0.6' } as const;
const { writeReleaseRecord } = createRequire(__filename)(path.join(ROOT, 'scripts/webpack/release-record.cjs')) as {
  writeReleaseRecord: (o: { dir: string; app: string; version: string }) => unknown;
};

type Answer = { code: number; msg: string; field?: string; data: Record<string, unknown> & { reason?: string } };
async function operator(request: APIRequestContext, method: 'GET' | 'POST' | 'PUT', url: string, data?: object): Promise<Answer> {
  const token = await operatorToken(request);
  const res = await request.fetch(`${API_URL}${url}`, { method, headers: { Authorization: `Bearer ${token}` }, data });
  expect(res.status()).toBe(200);
  return res.json() as Promise<Answer>;
}

type PlanStatus = { plan: { state: string; current_step: number; state_reason: string } | null; transitions: Array<{ action: string; actor: string; reason: string }> };
const planOf = async (request: APIRequestContext) => (await operator(request, 'GET', `/operator/remotes/wallet/plan?domain=${SITE}`)).data as unknown as PlanStatus;
const walletRow = async (request: APIRequestContext) => ((await operator(request, 'GET', `/operator/remotes/status?domain=${SITE}`)).data as unknown as {
  remotes: Array<{ name: string; stable: string; canary: { version: string; percent: number } | null }>;
}).remotes.find((r) => r.name === 'wallet')!;

/** Signed assignments of `n` visitors that the site puts on `version`'s canary (client ids tried in turn). */
async function canaryVisitors(request: APIRequestContext, version: string, n: number, tag: string): Promise<string[]> {
  const found: string[] = [];
  for (let i = 0; found.length < n && i < 400; i += 1) {
    const res = await request.get(`${API_URL}/api/remotes?domain=${SITE}&cid=${tag}-${String(i).padStart(6, '0')}`);
    const wallet = (await res.json()).remotes.wallet as { version: string; track: string; assignment: string };
    if (wallet.version === version && wallet.track === 'canary') found.push(wallet.assignment);
  }
  expect(found, `${n} visitors on the canary ${version}`).toHaveLength(n);
  return found;
}

async function report(request: APIRequestContext, assignment: string, kind: 'mount' | 'load_failure', count = 1) {
  const res = await request.post(`${API_URL}/api/telemetry`, { data: { events: [{ assignment, kind, count }] } });
  expect((await res.json()).code).toBe(0);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(900_000); // the wallet's test releases may need a build first (shared with delivery.spec.ts)
  prepareWalletReleases();
  for (const version of Object.values(PLAN)) {
    const dir = path.join(DIST, version);
    if (existsSync(path.join(dir, 'release.json'))) continue;
    rmSync(dir, { recursive: true, force: true });
    cpSync(path.join(DIST, RELEASES.good), dir, { recursive: true });
    writeReleaseRecord({ dir, app: 'wallet', version });
  }
});

test.afterAll(async ({ request }) => {
  // leave the site as delivery.spec.ts expects it, whichever runs first on this worker's stack
  await operator(request, 'POST', `/operator/remotes/wallet/plan/abort`, { domain: SITE }).catch(() => undefined);
  if ((await walletRow(request)).canary) await operator(request, 'POST', '/operator/remotes/wallet/rollback', { domain: SITE, reason: 'rollout-plan journey done' });
  expect((await operator(request, 'PUT', '/operator/remotes/wallet', { version: '1.0.0', domain: SITE })).code).toBe(0);
});

test('a plan steps itself from its first share to promoted on healthy reports', async ({ request }) => {
  test.setTimeout(120_000);
  // all reports come from one network here (127.0.0.1), which casts at most 3 reporters' votes: ask for 2
  expect((await operator(request, 'PUT', '/operator/remotes/policy', { domain: SITE, max_failure_rate: 0.05, min_loads: 2, window_minutes: 10, min_reporters: 2 })).code).toBe(0);
  expect(await operatorCli('remote', 'publish', 'wallet', PLAN.healthy, '--domain', SITE)).toContain(`published wallet ${PLAN.healthy}`);
  // the first step is long enough for the reports below to arrive before its time is up (else thin evidence pauses it)
  const started = await operatorCli('remote', 'plan', 'wallet', PLAN.healthy, '--steps', '30%:8s,60%:2s', '--domain', SITE);
  expect(started).toContain(`wallet ${PLAN.healthy} plan #`);
  expect(started).toContain('30%:8s,60%:2s → promote: running, step 1 of 2');
  expect((await walletRow(request)).canary).toMatchObject({ version: PLAN.healthy, percent: 30 });

  for (const assignment of await canaryVisitors(request, PLAN.healthy, 3, 'plan-ok')) await report(request, assignment, 'mount', 2);
  await expect.poll(async () => (await planOf(request)).plan?.state, { timeout: 60_000 }).toBe('completed');
  expect(await walletRow(request)).toMatchObject({ stable: PLAN.healthy, canary: null });

  const { transitions } = await planOf(request);
  expect(transitions.map((e) => e.action)).toEqual(['plan', 'promote', 'plan', 'percent', 'plan', 'canary']);
  expect(transitions[1]!.actor).toMatch(/^plan #\d+ \(operator #\d+\)$/);
  const status = await operatorCli('remote', 'plan-status', 'wallet', '--domain', SITE);
  expect(status).toContain('completed');
  expect(status).toContain(`every step passed: ${PLAN.healthy} promoted`);
});

test('a plan whose canary fails for its reporters is rolled back by itself', async ({ request }) => {
  test.setTimeout(120_000);
  expect(await operatorCli('remote', 'publish', 'wallet', PLAN.failing, '--domain', SITE)).toContain(`published wallet ${PLAN.failing}`);
  expect(await operatorCli('remote', 'plan', 'wallet', PLAN.failing, '--steps', '40%:10m,80%:10m', '--domain', SITE)).toContain('running, step 1 of 2');
  const [a, b, c] = await canaryVisitors(request, PLAN.failing, 3, 'plan-bad');
  await report(request, a!, 'load_failure', 3);
  await report(request, b!, 'load_failure', 3);
  await report(request, c!, 'mount', 1);

  await expect.poll(async () => (await planOf(request)).plan?.state, { timeout: 60_000 }).toBe('rolled_back');
  expect(await walletRow(request)).toMatchObject({ stable: PLAN.healthy, canary: { version: PLAN.failing, percent: 0 } });
  const { transitions } = await planOf(request);
  expect(transitions.map((e) => e.action)).toContain('auto_rollback');
  // promotion now needs --force and a reason
  const refused = await operator(request, 'POST', '/operator/remotes/wallet/promote', { domain: SITE });
  expect(refused).toMatchObject({ code: 4001, field: 'force' });
  // with both, the operator may still ship it (say, a fix made on the server side), and the history says who and why
  const reason = 'e2e: the failures were a server outage';
  expect(await operatorCli('remote', 'promote', 'wallet', '--force', '--reason', reason, '--domain', SITE)).toContain(PLAN.failing);
  expect(await walletRow(request)).toMatchObject({ stable: PLAN.failing, canary: null });
  const forced = (await operator(request, 'GET', `/operator/remotes/history?domain=${SITE}&name=wallet&limit=1`)).data as unknown as { list: Array<{ action: string; reason: string }> };
  expect(forced.list[0]).toMatchObject({ action: 'promote' });
  expect(forced.list[0]!.reason).toContain(reason);
});

test('a second rollback goes to the stable before the current one, never to the canary the first one withdrew', async ({ request }) => {
  test.setTimeout(120_000);
  // after the journeys above: stable 1.0.5 (forced), promoted over 1.0.4 (by the plan)
  expect(await walletRow(request)).toMatchObject({ stable: PLAN.failing });
  expect(await operatorCli('remote', 'publish', 'wallet', PLAN.withdrawn, '--domain', SITE)).toContain(`published wallet ${PLAN.withdrawn}`);
  expect((await operator(request, 'POST', '/operator/remotes/wallet/canary', { version: PLAN.withdrawn, percent: 10, domain: SITE })).code).toBe(0);
  expect((await operator(request, 'POST', '/operator/remotes/wallet/rollback', { domain: SITE, reason: 'e2e: first rollback' })).code).toBe(0);
  expect((await walletRow(request)).stable).toBe(PLAN.failing); // the first withdraws the canary only
  expect((await operator(request, 'POST', '/operator/remotes/wallet/rollback', { domain: SITE, reason: 'e2e: second rollback' })).code).toBe(0);
  const row = await walletRow(request);
  expect(row.stable).toBe(PLAN.healthy);
  expect(row.canary?.percent ?? 0).toBe(0);
});
