// Progressive delivery of remotes (issue 15), against the production stack, on the second seeded site
// (demo.casino.local, mapped to this machine inside Chromium) so no other journey sees these canaries:
//  - a wallet whose manifest needs react 18 is refused by the compatibility gate, naming react;
//  - a broken wallet 1.0.1 canaried at 50 %: members in the canary get stable through the browser's fallback
//    and can still deposit; their browsers' reports cross the threshold and the canary is set to 0 % by
//    itself; `remote history` says why;
//  - a good 1.0.2 canaried to one named member only, then promoted: everyone gets it on their next load.
import { expect, test, type APIRequestContext, type Page } from '../fixtures';
import { openAs, operatorCli, operatorToken, registerMember, type Member } from '../helpers';
import { E2E_BROWSER_ARGS, E2E_BROWSER_PATH } from '../browser';
import { prepareWalletReleases, RELEASES } from '../releases';
import { API_URL, E2E_PORTS } from '../stack-env';

const SITE = 'demo.casino.local';

test.use({
  baseURL: `http://${SITE}:${E2E_PORTS.HOST_PORT}`,
  launchOptions: {
    executablePath: E2E_BROWSER_PATH,
    args: [...E2E_BROWSER_ARGS, `--host-resolver-rules=MAP ${SITE} 127.0.0.1`],
  },
});

/** The operator CLI, on this journey's site. */
const siteCli = (...args: string[]) => operatorCli(...args, '--domain', SITE);

async function operator(request: APIRequestContext, method: 'GET' | 'POST' | 'PUT', url: string, data?: object) {
  const token = await operatorToken(request);
  const res = await request.fetch(`${API_URL}${url}`, { method, headers: { Authorization: `Bearer ${token}` }, data });
  expect(res.status()).toBe(200);
  return res.json() as Promise<{ code: number; msg: string; field?: string; data: Record<string, unknown> & { reason?: string } }>;
}

/** The wallet version GET /api/remotes assigns to a member (or, without one, a visitor with this client id). */
async function walletFor(request: APIRequestContext, who: Member | { cid: string }): Promise<{ version: string; track?: string; stable?: { version: string }; assignment?: string }> {
  const member = 'jwt' in who ? who : undefined;
  const res = await request.get(`${API_URL}/api/remotes?domain=${SITE}${member ? '' : `&cid=${(who as { cid: string }).cid}`}`, {
    headers: member ? { Authorization: `Bearer ${member.jwt}` } : {},
  });
  return (await res.json()).remotes.wallet;
}

async function history(request: APIRequestContext) {
  return (await operator(request, 'GET', `/operator/remotes/history?domain=${SITE}&name=wallet`)).data.list as Array<{ action: string; actor: string; from: string | null; to: string | null; reason: string }>;
}

/** A report line as the page sends it, with what its signed assignment says (site, remote, version, reporter). */
type Line = { assignment: string; kind: string; count: number; d: string; r: string; v: string; p: string };
const claims = (assignment: string) => JSON.parse(Buffer.from(assignment.split('.')[1] ?? '', 'base64url').toString('utf8')) as Pick<Line, 'd' | 'r' | 'v' | 'p'>;

/** Every telemetry line the page sends, as the server receives it. */
function recordReports(page: Page): Line[] {
  const lines: Line[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(`${API_URL}/api/telemetry`) || r.method() !== 'POST') return;
    const { events } = JSON.parse(r.postData() ?? '{}') as { events: Array<Omit<Line, 'd' | 'r' | 'v' | 'p'>> };
    for (const e of events) lines.push({ ...e, ...claims(e.assignment) });
  });
  return lines;
}
const kinds = (lines: Line[]) => [...new Set(lines.filter((e) => e.r === 'wallet').map((e) => `${e.v} ${e.kind}`))].sort();

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(900_000); // a cold release build of the wallet on a busy 2-core machine; reused afterwards
  prepareWalletReleases();
});

test('a release whose manifest needs react 18 is refused by the gate, naming react; the refusal is in the history', async ({ request }) => {
  expect((await operator(request, 'POST', '/operator/remotes/wallet/publish', { version: RELEASES.react18, domain: SITE })).code).toBe(0);
  const refused = await operator(request, 'POST', '/operator/remotes/wallet/canary', { version: RELEASES.react18, percent: 10, domain: SITE });
  expect(refused.code).toBe(4001);
  expect(refused.data.reason).toMatch(/react: the release requires \^18\.2\.0, the host provides 19\./);
  expect((await walletFor(request, { cid: 'visitor-0001' })).version).toBe('1.0.0');
  const [latest] = await history(request);
  expect(latest).toMatchObject({ action: 'gate_refused', to: RELEASES.react18 });
  expect(latest!.reason).toContain('react');
});

test('a broken canary: bucketed members get stable through the fallback and can deposit; it is rolled back by itself', async ({ page, request }) => {
  test.setTimeout(180_000);
  // Thresholds are per site: this site judges a canary after 3 loads by 3 reporters (the defaults wait for 20 and 10).
  expect((await operator(request, 'PUT', '/operator/remotes/policy', { domain: SITE, max_failure_rate: 0.05, min_loads: 3, window_minutes: 10, min_reporters: 3 })).code).toBe(0);
  expect(await siteCli('remote', 'publish', 'wallet', RELEASES.broken)).toContain(`published wallet ${RELEASES.broken}`);
  expect(await siteCli('remote', 'canary', 'wallet', RELEASES.broken, '--percent', '50')).toContain(`canary ${RELEASES.broken} at 50 %`);

  // Members register until three land in the canary's half and one outside it (ids are consecutive; the
  // bucket is a hash of the id, so this takes a few at most).
  const canaryMembers: Member[] = [];
  let outside: Member | undefined;
  for (let i = 0; i < 32 && !(canaryMembers.length >= 3 && outside); i += 1) {
    const m = await registerMember(request);
    const assigned = await walletFor(request, m);
    if (assigned.version === RELEASES.broken) {
      expect(assigned).toMatchObject({ track: 'canary', stable: { version: '1.0.0' } });
      if (canaryMembers.length < 3) canaryMembers.push(m);
    } else outside ??= m;
  }
  expect(canaryMembers.length === 3 && outside, 'three members on the canary side of a 50 % canary, one outside').toBeTruthy();
  const inCanary = canaryMembers[0];
  // The same member keeps the same version on every call.
  expect((await walletFor(request, inCanary!)).version).toBe(RELEASES.broken);
  expect((await walletFor(request, outside!)).version).toBe('1.0.0');

  // The canary member's browser: 1.0.1 throws when mounted, the host loads stable instead, the member deposits.
  const reports = recordReports(page);
  await openAs(page, inCanary!, '/wallet/depositpage');
  await expect(page.locator('[data-route="wallet-depositpage"]')).toBeVisible();
  await expect(page.getByTestId('remote-unavailable-wallet')).toHaveCount(0);
  // The browser reports both: the canary's failure and fallback, and the stable version's mount.
  await expect.poll(() => kinds(reports)).toEqual(expect.arrayContaining([`${RELEASES.broken} render_error`, `${RELEASES.broken} fallback`, '1.0.0 mount']));
  expect(reports.every((r) => r.d === SITE)).toBe(true);
  expect(JSON.stringify(reports)).not.toContain(inCanary!.username); // no personal data
  expect(new Set(reports.filter((r) => r.r === 'wallet').map((r) => r.p)).size).toBe(1); // one reporter: this member
  await page.getByTestId('quick-50000').click();
  await page.getByTestId('quick-50000').click();
  await expect(page.getByTestId('deposit-amount')).toHaveValue('100000');
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('deposit-pending')).toBeVisible();

  // The two other canary members' browsers (decisions count reporters, not page loads): 3 reporters of 1.0.1,
  // all failing, against a healthy stable.
  for (const member of canaryMembers.slice(1)) {
    const context = await page.context().browser()!.newContext({ baseURL: `http://${SITE}:${E2E_PORTS.HOST_PORT}` });
    const tab = await context.newPage();
    const seen = recordReports(tab);
    await openAs(tab, member, '/wallet/depositpage');
    await expect(tab.locator('[data-route="wallet-depositpage"]')).toBeVisible();
    await expect.poll(() => kinds(seen)).toEqual(expect.arrayContaining([`${RELEASES.broken} render_error`, '1.0.0 mount']));
    await context.close();
  }
  await expect.poll(async () => (await history(request))[0]?.action).toBe('auto_rollback');
  const [rolledBack] = await history(request);
  expect(rolledBack).toMatchObject({ actor: 'system', from: RELEASES.broken, to: '1.0.0' });
  expect(rolledBack!.reason).toMatch(/automatic rollback: failure rate 100\.0 % \(3 of 3 reporters, \d+ of \d+ loads in 10 min\) above 5\.0 % and worse than stable 0\.0 %/);
  expect((await walletFor(request, inCanary!)).version).toBe('1.0.0');

  // What an operator reads: the CLI's history says why, the status shows the canary at 0 % and its health.
  const cliHistory = await siteCli('remote', 'history', 'wallet');
  expect(cliHistory).toMatch(/auto_rollback\s+system\s+1\.0\.1 → 1\.0\.0 \(0 %\)\s+automatic rollback: failure rate/);
  const status = (await operator(request, 'GET', `/operator/remotes/status?domain=${SITE}`)).data as {
    remotes: Array<{ name: string; canary: { version: string; percent: number } | null; health: Array<{ version: string; last_15m: { loads: number; failures: number } }> }>;
  };
  const wallet = status.remotes.find((r) => r.name === 'wallet')!;
  expect(wallet.canary).toMatchObject({ version: RELEASES.broken, percent: 0 });
  const broken = wallet.health.find((h) => h.version === RELEASES.broken)!;
  expect(broken.last_15m.loads).toBeGreaterThanOrEqual(3);
  expect(broken.last_15m.failures / broken.last_15m.loads).toBeGreaterThan(0.05);
  expect(await siteCli('remote', 'status')).toContain(RELEASES.broken);
});

test('a good canary for one named member only, then promoted: everyone gets it on the next load', async ({ page, request }) => {
  test.setTimeout(120_000);
  const named = await registerMember(request);
  const other = await registerMember(request);
  expect(await siteCli('remote', 'publish', 'wallet', RELEASES.good)).toContain(`published wallet ${RELEASES.good}`);
  expect(await siteCli('remote', 'canary', 'wallet', RELEASES.good, '--percent', '0', '--members', named.username))
    .toContain(`canary ${RELEASES.good} at 0 % + ${named.username}`);

  expect((await walletFor(request, named)).version).toBe(RELEASES.good);
  expect((await walletFor(request, other)).version).toBe('1.0.0');
  expect((await walletFor(request, { cid: 'visitor-0002' })).version).toBe('1.0.0');

  await openAs(page, named, '/devil/sub1/test-1');
  await expect(page.getByTestId('probe-wallet-version')).toHaveText(RELEASES.good);
  await page.reload(); // the same version across reloads
  await expect(page.getByTestId('probe-wallet-version')).toHaveText(RELEASES.good);

  const otherPage = await page.context().browser()!.newPage({ baseURL: `http://${SITE}:${E2E_PORTS.HOST_PORT}` });
  await openAs(otherPage, other, '/devil/sub1/test-1');
  await expect(otherPage.getByTestId('probe-wallet-version')).toHaveText('1.0.0');

  expect(await siteCli('remote', 'promote', 'wallet')).toContain(`wallet stable ${RELEASES.good}, no canary`);
  await otherPage.reload();
  await expect(otherPage.getByTestId('probe-wallet-version')).toHaveText(RELEASES.good);
  expect((await walletFor(request, { cid: 'visitor-0002' })).version).toBe(RELEASES.good);
  await otherPage.close();

  const actions = (await history(request)).map((e) => e.action);
  expect(actions.slice(0, 3)).toEqual(['promote', 'canary', 'publish']);
});

test('a forged anonymous report changes nothing: no signed assignment, no count', async ({ request }) => {
  const before = (await operator(request, 'GET', `/operator/remotes/status?domain=${SITE}`)).data;
  const real = (await walletFor(request, { cid: 'visitor-forge01' })).assignment as string;
  const [head, body] = real.split('.');
  const lie = Buffer.from(JSON.stringify({ ...claims(real), v: RELEASES.good, t: 'canary' })).toString('base64url');
  for (const [events, code] of [
    [[{ assignment: `${head}.${lie}.${real.split('.')[2]}`, kind: 'load_failure', count: 50 }], 4001], // altered claims
    [[{ assignment: `${head}.${body}.${'A'.repeat(43)}`, kind: 'load_failure', count: 50 }], 4001], // forged signature
    [[{ remote: 'wallet', version: RELEASES.good, kind: 'load_failure', count: 50 }], 4000], // the old unsigned form: no assignment
  ] as const) {
    const res = await request.post(`${API_URL}/api/telemetry`, { data: { events } });
    expect(res.status()).toBeLessThan(500);
    expect(await res.json()).toMatchObject(code === 4001 ? { code, field: 'assignment' } : { code });
  }
  expect((await operator(request, 'GET', `/operator/remotes/status?domain=${SITE}`)).data).toEqual(before);
});
