// The rollout console (issue 45 §5) against the production stack, on the second seeded site (demo.casino.local)
// like delivery.spec.ts: an owner opens the back office's Releases page on that site and sees the canary of a
// published test release; its reporters' failures roll it back by itself, and the open console says so at once
// (a notification from the operator stream's `rollout` event) and shows the canary at 0 % without a reload.
// The release is a copy of the good test release with its own record (e2e/releases.ts), so the journey does not
// touch the versions delivery.spec.ts and rollout-plan.spec.ts move; at the end the site's stable is 1.0.0 again.
import { cpSync, existsSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '../fixtures';
import { operatorToken } from '../helpers';
import { prepareWalletReleases, RELEASES } from '../releases';
import { API_URL, BACKOFFICE_URL } from '../stack-env';

const SITE = 'demo.casino.local';
const VERSION = '1.0.8';
const ROOT = path.resolve(__dirname, '../..');
const DIST = path.join(ROOT, 'remote-wallet/dist');
const { writeReleaseRecord } = createRequire(__filename)(path.join(ROOT, 'scripts/webpack/release-record.cjs')) as {
  writeReleaseRecord: (o: { dir: string; app: string; version: string }) => unknown;
};

type Answer = { code: number; msg: string; data: Record<string, unknown> & { reason?: string } };
async function operator(request: APIRequestContext, method: 'GET' | 'POST' | 'PUT', url: string, data?: object): Promise<Answer> {
  const token = await operatorToken(request);
  const res = await request.fetch(`${API_URL}${url}`, { method, headers: { Authorization: `Bearer ${token}` }, data });
  expect(res.status()).toBe(200);
  return res.json() as Promise<Answer>;
}

const walletRow = async (request: APIRequestContext) => ((await operator(request, 'GET', `/operator/remotes/status?domain=${SITE}`)).data as unknown as {
  remotes: Array<{ name: string; canary: { version: string; percent: number } | null }>;
}).remotes.find((r) => r.name === 'wallet')!;

/** Signed assignments of `n` visitors that the site puts on the canary (client ids tried in turn). */
async function canaryVisitors(request: APIRequestContext, n: number): Promise<string[]> {
  const found: string[] = [];
  for (let i = 0; found.length < n && i < 400; i += 1) {
    const res = await request.get(`${API_URL}/api/remotes?domain=${SITE}&cid=console-${String(i).padStart(6, '0')}`);
    const wallet = (await res.json()).remotes.wallet as { version: string; track: string; assignment: string };
    if (wallet.version === VERSION && wallet.track === 'canary') found.push(wallet.assignment);
  }
  expect(found, `${n} visitors on the canary ${VERSION}`).toHaveLength(n);
  return found;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(900_000); // the wallet's test releases may need a build first (shared with delivery.spec.ts)
  prepareWalletReleases();
  const dir = path.join(DIST, VERSION);
  if (existsSync(path.join(dir, 'release.json'))) return;
  rmSync(dir, { recursive: true, force: true });
  cpSync(path.join(DIST, RELEASES.good), dir, { recursive: true });
  writeReleaseRecord({ dir, app: 'wallet', version: VERSION });
});

test.afterAll(async ({ request }) => {
  // leave the site as the other delivery journeys expect it, whichever runs first on this worker's stack
  if ((await walletRow(request)).canary) await operator(request, 'POST', '/operator/remotes/wallet/rollback', { domain: SITE, reason: 'rollout-console journey done' });
  expect((await operator(request, 'PUT', '/operator/remotes/wallet', { version: '1.0.0', domain: SITE })).code).toBe(0);
});

test('the console shows the canary, and its automatic rollback appears live as a notification', async ({ browser, request }) => {
  test.setTimeout(120_000);
  // all reports come from one network here (127.0.0.1), which casts at most 3 reporters' votes: ask for 3
  expect((await operator(request, 'PUT', '/operator/remotes/policy', { domain: SITE, max_failure_rate: 0.05, min_loads: 3, window_minutes: 10, min_reporters: 3 })).code).toBe(0);
  expect((await operator(request, 'POST', '/operator/remotes/wallet/publish', { version: VERSION, domain: SITE })).code).toBe(0);
  expect((await operator(request, 'POST', '/operator/remotes/wallet/canary', { version: VERSION, percent: 50, domain: SITE })).code).toBe(0);

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  try {
    const page = await context.newPage();
    await page.goto(`${BACKOFFICE_URL}/login`);
    await page.getByTestId('login-username').fill('operator');
    await page.getByTestId('login-password').fill('operator1234');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('operator-name')).toContainText('operator');
    await page.getByTestId('nav-releases').click();
    await page.getByTestId('releases-domain').fill(SITE);
    await page.getByTestId('releases-domain').press('Enter');
    await expect(page.getByTestId('releases-site')).toHaveText(SITE);
    await expect(page.getByTestId('canary-wallet')).toContainText(`${VERSION} · 50%`);
    await expect(page.getByTestId('live-state')).toHaveAttribute('data-state', 'open');

    // three of the canary's visitors report failures: the server rolls it back by itself and tells every console
    for (const assignment of await canaryVisitors(request, 3)) {
      const res = await request.post(`${API_URL}/api/telemetry`, { data: { events: [{ assignment, kind: 'load_failure', count: 3 }] } });
      expect((await res.json()).code).toBe(0);
    }
    await expect(page.getByText(`wallet ${VERSION} was rolled back automatically`)).toBeVisible();
    await expect(page.getByTestId('canary-wallet')).toContainText(`${VERSION} · 0%`);
    await expect(page.getByTestId(`health-wallet-${VERSION}`)).toBeVisible();
  } finally {
    await context.close();
  }
});
