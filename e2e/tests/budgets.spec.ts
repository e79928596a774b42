// Deterministic web budgets (issue 19), checked in `npm test` after the production build: bytes and request
// counts only — never timings. The pages load cold (a fresh context, nothing cached) in the e2e stack, and the
// network log (CDP) gives what really went over the wire. Timings (LCP, keystrokes) are measured by
// `npm run bench` (scripts/bench/web.mjs) and never fail a test.
//
// BUDGETS holds two figures per page: `target` is the issue's goal; `ceiling` is what the build must not
// exceed today (the measured figure plus a little room). The test fails above the ceiling, so a change that
// makes the site heavier fails CI; lower the ceiling towards the target as the remaining work lands
// (docs/performance.md, "Web").
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '../fixtures';
import { openAs, registerMember, dismissNoticePopups } from '../helpers';
import { remoteOrigin } from '../stack-env';
import { INIT_POLL_MS, MemberStreamPath } from '@casino/shared/contract';

const ROOT = path.resolve(__dirname, '../..');
const KB = 1024;
export const BUDGETS = {
  // requests: every request of the page (pictures included); scripts: the JavaScript requests, the unit of
  // the issue's "89 requests" before and its "≤ 30" target
  // (2026-11-27 afternoon, the first paint without antd — docs/decisions/009-first-paint-without-antd.md: /home
  // 242.4 KB in 13 scripts, /game/slot 260.0 KB; 437.7 and 447.0 KB before. Evening, the first screen in the HTML
  // and the popup the home page's own — decision 010: /home 231.0 KB in 9 scripts, 50 requests. 2026-12-02, issue 48:
  // start-up in short tasks and the grids' <picture> thumbnails: 240.3 KB in 9 scripts, 28 requests; ceiling 240 → 242 KB,
  // still under the 250 KB target)
  home: { jsBytes: { target: 250 * KB, ceiling: 242 * KB }, requests: { ceiling: 30 }, scripts: { target: 30, ceiling: 10 } },
  slot: { jsBytes: { target: 350 * KB, ceiling: 275 * KB } },
  remoteVersionBytes: 600 * KB,
} as const;

interface Logged {
  url: string; method: string; type: string; bytes: number; encoding: string; cacheControl: string; done: boolean; initiator: string; mime: string;
  /** CDP's monotonic clock, in seconds: when the request was sent, when its response's headers came */
  sentAt: number; answeredAt: number; authorization: boolean;
}

/** Starts logging the page's network; the returned function gives what was logged so far. */
async function recordNetwork(page: Page): Promise<() => Logged[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const byId = new Map<string, Logged>();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.startsWith('data:')) return;
    const authorization = Object.keys(e.request.headers).some((k) => k.toLowerCase() === 'authorization');
    byId.set(e.requestId, { url: e.request.url, method: e.request.method, type: e.type ?? '', bytes: 0, encoding: '', cacheControl: '', done: false, initiator: e.initiator.type, sentAt: e.timestamp, answeredAt: 0, authorization, mime: '' });
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = byId.get(e.requestId);
    if (!r) return;
    const h = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
    r.type = e.type;
    r.mime = e.response.mimeType;
    r.answeredAt = e.timestamp;
    r.encoding = h['content-encoding'] ?? '';
    r.cacheControl = h['cache-control'] ?? '';
  });
  cdp.on('Network.loadingFinished', (e) => { const r = byId.get(e.requestId); if (r) { r.bytes = e.encodedDataLength; r.done = true; } });
  cdp.on('Network.loadingFailed', (e) => { const r = byId.get(e.requestId); if (r) r.done = true; });
  return () => [...byId.values()];
}

/**
 * What the page downloaded, once every request it started has finished: a request still on its way is measured
 * whole, never half-way with no response yet. `open`: a path that stays open by design
 * (a member's live stream), not waited for.
 */
async function finished(log: () => Logged[], options: { open?: string } = {}): Promise<Logged[]> {
  const awaited = (r: Logged) => !r.done && !(options.open && new URL(r.url).pathname === options.open);
  await expect.poll(() => log().filter(awaited).map((r) => r.url), { message: 'requests still in flight' }).toEqual([]);
  return log();
}

/**
 * The host's chunk of the lazily shared table part (`antd/es/table`): the one file that carries `rc-table`, the
 * component under antd's Table. The federation stats list no files for a part shared this way.
 */
function tablePartFiles(): string[] {
  const dir = path.join(ROOT, 'host/dist');
  return readdirSync(dir).filter((f) => f.endsWith('.js') && readFileSync(path.join(dir, f), 'utf8').includes('rc-table'));
}

const scripts = (list: Logged[]) => list.filter((r) => r.type === 'Script');
/** antd's files: its providers and the merged file of its shared surface (scripts/webpack/startup-preload.cjs, `lazy`). */
const antdFiles = (list: Logged[]) => scripts(list).map((r) => new URL(r.url).pathname).filter((p) => /^\/antd(-scope)?\.[0-9a-f]{8}\.js$/.test(p));
const sum = (list: Logged[]) => list.reduce((s, r) => s + r.bytes, 0);
const describe = (list: Logged[]) => scripts(list).sort((a, b) => b.bytes - a.bytes).slice(0, 12).map((r) => `${(r.bytes / KB).toFixed(1)} KB ${r.url}`).join('\n');

test('/home cold, logged out: JavaScript bytes and requests within budget, all compressed, hashed files immutable', async ({ page }) => {
  await dismissNoticePopups(page);
  const log = await recordNetwork(page);
  const document = await page.goto('/home');
  // the first screen comes drawn in the HTML (decision 010), and React draws it again over it
  expect(await document!.text()).toContain('<div class="casino-first-screen" inert>');
  await expect(page.getByTestId('home')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.casino-first-screen')).toHaveCount(0);
  await expect(page.getByTestId('lobby-notices')).toBeVisible();
  // not 'networkidle' (500 ms without a request by Playwright's own count: on CI it once waited out the test's
  // whole minute, the trace's last request finished at 2 s): every request the page started has finished
  const list = await finished(log);
  const js = scripts(list);
  const bytes = sum(js);
  console.log(`/home: ${(bytes / KB).toFixed(1)} KB of JS in ${js.length} scripts, ${list.length} requests`);
  expect(js.filter((r) => !r.encoding).map((r) => r.url), 'JS sent uncompressed').toEqual([]);
  expect(js.filter((r) => r.encoding && r.encoding !== 'br').map((r) => r.url), 'JS not brotli').toEqual([]);
  expect(js.filter((r) => /\.[0-9a-f]{8}\.js$/.test(new URL(r.url).pathname) && !/immutable/.test(r.cacheControl)).map((r) => r.url), 'hashed JS not immutable').toEqual([]);
  expect(bytes, describe(list)).toBeLessThanOrEqual(BUDGETS.home.jsBytes.ceiling);
  expect(list.length, list.map((r) => r.url).join('\n')).toBeLessThanOrEqual(BUDGETS.home.requests.ceiling);
  expect(js.length, js.map((r) => r.url).join('\n')).toBeLessThanOrEqual(BUDGETS.home.scripts.ceiling);
  // start-up's scripts are named in index.html (preload links, scripts/webpack/startup-preload.cjs) and fetched
  // with the page; only the language's files (i18next's two, dayjs's and antd's locale) and the route's page
  // chunk are found later, by the code that chooses them. Without the preloads, 24 scripts waited for main.js.
  const hostScripts = js.filter((r) => new URL(r.url).origin === new URL(page.url()).origin);
  const late = hostScripts.filter((r) => r.initiator !== 'parser').map((r) => r.url);
  const named = hostScripts.filter((r) => r.initiator === 'parser').map((r) => new URL(r.url).pathname);
  expect(named).toEqual(expect.arrayContaining(['/main.js', expect.stringMatching(/^\/bootstrap\.[0-9a-f]{8}\.js$/), expect.stringMatching(/^\/vendor\.[0-9a-f]{8}\.js$/)]));
  // the shared packages' code is one vendor file, not a chunk per shared module (20 more files before).
  // main, bootstrap, vendor and vendor-1: a package that webpack splits out of start-up (crypto-js's AES once was a
  // fifth file) is merged into vendor (startup-preload.cjs, `ownSplits`).
  expect(named.length, `start-up scripts:\n${named.join('\n')}`).toBeLessThanOrEqual(4);
  expect(late.length, `host scripts found after start-up:\n${late.join('\n')}`).toBeLessThanOrEqual(5);
  // The page's first reads (provider rows, latest notices, popup list) came with the HTML: the page asks none of them
  // again. The popup is the home page's own: nothing of the support remote loads.
  const homeReads = list.filter((r) => ['/game/providers', '/support/notices'].includes(new URL(r.url).pathname));
  expect(homeReads.map((r) => r.url), 'first reads asked again').toEqual([]);
  expect(list.filter((r) => r.url.startsWith(remoteOrigin('support'))).map((r) => r.url), 'the support remote on /home').toEqual([]);
  // a visitor's API reads are CORS simple requests (no X-Sequence on reads): no preflight on the way to the page
  expect(list.filter((r) => r.method === 'OPTIONS' || r.type === 'Preflight').map((r) => r.url), 'CORS preflights').toEqual([]);
  // the home page never loads the table (nor any other heavy part shared under its own key)
  const stats = JSON.parse(readFileSync(path.join(ROOT, 'host/dist/mf-stats.json'), 'utf8')) as { shared: Array<{ name: string }> };
  // the host provides it (production remotes have no copy of it) …
  expect(stats.shared.map((s) => s.name), 'the host provides antd/es/table to the remotes').toContain('antd/es/table');
  // … and /home does not download it
  const tableFiles = tablePartFiles();
  expect(tableFiles.length, 'the table part is a chunk of its own').toBeGreaterThan(0);
  expect(js.filter((r) => tableFiles.some((f) => r.url.endsWith(`/${f}`))).map((r) => r.url)).toEqual([]);
  // the lobby's first paint draws no antd component, so it loads no antd (decision 009); the files exist
  expect(antdFiles(list), 'antd on /home').toEqual([]);
  expect(readdirSync(path.join(ROOT, 'host/dist')).filter((f) => /^antd\.[0-9a-f]{8}\.js$/.test(f))).toHaveLength(1);
});

test('/game/slot cold, logged in: JavaScript bytes within budget', async ({ page, request }) => {
  const member = await registerMember(request);
  const log = await recordNetwork(page);
  await openAs(page, member, '/game/slot');
  await expect(page.getByTestId('provider-grid').getByTestId('grid-card').first()).toBeVisible({ timeout: 30_000 });
  // that grid may still be the one drawn in the HTML (decision 010): the page has its code once it took over
  await expect(page.locator('.casino-first-screen')).toHaveCount(0);
  // not 'networkidle': a member's page keeps its live stream open (issue 16); every other request has finished
  const list = await finished(log, { open: MemberStreamPath });
  const bytes = sum(scripts(list));
  console.log(`/game/slot: ${(bytes / KB).toFixed(1)} KB of JS, ${list.length} requests`);
  expect(scripts(list).filter((r) => !r.encoding).map((r) => r.url), 'JS sent uncompressed').toEqual([]);
  expect(bytes, describe(list)).toBeLessThanOrEqual(BUDGETS.slot.jsBytes.ceiling);
  // the games lobby and the member's shell draw no antd (decision 009)
  expect(antdFiles(list), 'antd on /game/slot').toEqual([]);
  // the lobby came drawn in the HTML with its provider list (decision 010): the page does not ask for it again
  expect(list.filter((r) => new URL(r.url).pathname === '/game/providers').map((r) => r.url), 'the lobby\'s providers asked again').toEqual([]);
  // Start-up asks for the member's /main/init with the site config, not after it, and the session watch takes
  // that answer instead of asking again (ApiClient.prefetch): one init, sent before the site config's answer came.
  const api = (p: string) => list.filter((r) => new URL(r.url).pathname === p && r.type !== 'Preflight' && r.method !== 'OPTIONS');
  const [cnf] = api('/api/cnf');
  const inits = api('/main/init');
  expect(inits.length, 'a /main/init').toBeGreaterThan(0);
  // (its CORS preflight, when the browser logs one, goes out first, when the page asks)
  const initAsked = Math.min(...list.filter((r) => new URL(r.url).pathname === '/main/init').map((r) => r.sentAt));
  expect(initAsked, '/main/init asked before /api/cnf answered').toBeLessThan(cnf.answeredAt);
  expect(inits.filter((r) => r.sentAt - inits[0].sentAt < INIT_POLL_MS / 1000).length, 'one /main/init at start-up').toBe(1);
  // the catalogue is a public read: sent without the credential, so without a CORS preflight (PUBLIC_READS). The
  // live-casino lobby, opened from the menu (not drawn: the page asks for its providers), shows it.
  await page.getByTestId('nav-bar').getByRole('link', { name: '라이브 카지노' }).click();
  await expect(page.locator('[data-route="game-livecasino"]').getByTestId('provider-grid').getByTestId('grid-card').first()).toBeVisible();
  const providers = log().filter((r) => new URL(r.url).pathname === '/game/providers');
  expect(providers.map((r) => [r.type === 'Preflight' || r.method === 'OPTIONS' ? 'preflight' : r.method, r.authorization, new URL(r.url).search])).toEqual([['GET', false, '?category=casino']]);
});

test('a member\'s deposit page loads no antd: its form is drawn with native controls (issue 48)', async ({ page, request }) => {
  const member = await registerMember(request);
  const log = await recordNetwork(page);
  await openAs(page, member, '/wallet/depositpage');
  await expect(page.getByTestId('deposit-account-number')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('deposit-submit')).toBeEnabled();
  const list = await finished(log, { open: MemberStreamPath });
  expect(antdFiles(list), 'antd on /wallet/depositpage').toEqual([]);
  // and the form works: the contract's rule, inline, before any request
  await page.getByTestId('deposit-amount').fill('15000');
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('deposit-error')).toBeVisible();
  await expect(page.getByLabel('입금 금액')).toHaveAttribute('aria-invalid', 'true');
});

test('a page that renders antd loads it, as one file with its providers', async ({ page, request }) => {
  const member = await registerMember(request);
  const log = await recordNetwork(page);
  await openAs(page, member, '/wallet/history');
  await expect(page.getByTestId('history-tab-deposit')).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('load');
  const files = antdFiles(log());
  expect(files.filter((f) => f.startsWith('/antd.')), files.join('\n')).toHaveLength(1);
  expect(files.filter((f) => f.startsWith('/antd-scope.')), files.join('\n')).toHaveLength(1);
});

test('each production remote version is at most 600 KB without source maps (no copies of the host singletons)', () => {
  const sizes: Record<string, number> = {};
  for (const remote of ['account', 'games', 'wallet', 'support']) {
    const dir = path.join(ROOT, `remote-${remote}`, 'dist');
    for (const version of readdirSync(dir)) {
      const walk = (d: string): number => readdirSync(d, { withFileTypes: true }).reduce((s, e) => {
        const p = path.join(d, e.name);
        return s + (e.isDirectory() ? walk(p) : e.name.endsWith('.map') ? 0 : statSync(p).size);
      }, 0);
      sizes[`${remote}@${version}`] = walk(path.join(dir, version));
    }
  }
  console.log(Object.entries(sizes).map(([k, v]) => `${k}: ${(v / KB).toFixed(0)} KB`).join(', '));
  expect(Object.entries(sizes).filter(([, v]) => v > BUDGETS.remoteVersionBytes)).toEqual([]);
});

test('a page that loads a heavy shared part (the table) fetches no remote it does not show', async ({ page, request }) => {
  const member = await registerMember(request);
  const log = await recordNetwork(page);
  await openAs(page, member, '/wallet/history');
  await expect(page.getByTestId('history-tab-deposit')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.ant-table').first()).toBeVisible();
  await page.waitForLoadState('load');
  const list = log(); // a member's page keeps its live stream open: never all finished
  const tableFiles = tablePartFiles();
  expect(scripts(list).some((r) => tableFiles.some((f) => r.url.endsWith(`/${f}`))), 'the page loaded the table part').toBe(true);
  // The table comes from the host (production remotes have no copy), and asking for it fetches no other remote:
  // the history page shows the wallet remote and the support remote's widgets (notices, inquiry badge); the
  // account and games remotes are not on it.
  const fetched = (remote: 'account' | 'games') => list.filter((r) => r.url.startsWith(remoteOrigin(remote))).map((r) => r.url);
  expect([...fetched('account'), ...fetched('games')]).toEqual([]);
});

/** The request kinds the budget counts: every request is one of them. */
const KINDS = ['document', 'script', 'style', 'font', 'image', 'api', 'other'] as const;
type Kind = (typeof KINDS)[number];
function kindOf(r: Logged): Kind {
  switch (r.type) {
    case 'Document': return 'document';
    case 'Script': return 'script';
    case 'Stylesheet': return 'style';
    case 'Font': return 'font';
    case 'Image': return 'image';
    case 'XHR': case 'Fetch': case 'EventSource': return 'api';
    default: return 'other'; // preflights, manifests, pings, media
  }
}

/** Requests and bytes on the wire (CDP's encodedDataLength: headers and compressed body) per kind. */
function byKind(list: Logged[]): Record<Kind, { requests: number; bytes: number }> {
  const out = Object.fromEntries(KINDS.map((k) => [k, { requests: 0, bytes: 0 }])) as Record<Kind, { requests: number; bytes: number }>;
  for (const r of list) { const k = out[kindOf(r)]; k.requests += 1; k.bytes += r.bytes; }
  return out;
}

/** In the page, before any script of it: every largest-contentful-paint entry, with what it painted. */
function observeLcp() {
  const w = window as unknown as { __lcp: Array<{ at: number; size: number; what: string }> };
  w.__lcp = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as Array<PerformanceEntry & { size: number; url: string; element: Element | null }>) {
      const el = e.element;
      w.__lcp.push({ at: e.startTime, size: e.size, what: e.url || (el ? `${el.tagName.toLowerCase()}.${el.classList[0] ?? ''} "${(el.textContent ?? '').trim().slice(0, 30)}"` : '') });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** Issue 48 §4/§5: a phone (Lighthouse's Moto G Power: 412×823, 1.75×) and a desktop screen. */
const VIEWPORTS = [
  { name: 'phone', viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1366, height: 900 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
] as const;

for (const screen of VIEWPORTS) {
  test.describe(`a first-time visitor's cold /home at ${screen.viewport.width}×${screen.viewport.height}`, () => {
    test.use({ viewport: screen.viewport, deviceScaleFactor: screen.deviceScaleFactor, isMobile: screen.isMobile, hasTouch: screen.hasTouch });

    test(`(${screen.name}) ≤ ${BUDGETS.home.requests.ceiling} requests of every kind, pictures in AVIF/WebP with their size, none in view lazy, LCP with no input`, async ({ page }) => {
      // nothing dismissed, no storage, no cookie: a first-time visitor's popups are part of the page
      await page.addInitScript(observeLcp);
      const log = await recordNetwork(page);
      await page.goto('/home');
      await expect(page.getByTestId('home')).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('.casino-first-screen')).toHaveCount(0);
      await expect(page.getByTestId('lobby-providers-casino').locator('.casino-lobby-card').first()).toBeVisible();
      const list = await finished(log);
      // the last LCP entry before any input (no input was made): the next frames paint what just arrived
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
      const entries = await page.evaluate(() => (window as unknown as { __lcp: Array<{ at: number; size: number; what: string }> }).__lcp);
      const lcp = entries.at(-1);
      const kinds = byKind(list);
      const table = KINDS.map((k) => `${k.padEnd(8)} ${String(kinds[k].requests).padStart(3)}  ${(kinds[k].bytes / KB).toFixed(1).padStart(7)} KB`).join('\n');
      console.log(`/home ${screen.name} ${screen.viewport.width}×${screen.viewport.height}: ${list.length} requests, ${(sum(list) / KB).toFixed(1)} KB on the wire; LCP ${lcp ? `${Math.round(lcp.at)} ms ${lcp.what}` : 'none'}\n${table}`);
      expect(lcp, 'an LCP entry').toBeTruthy();
      expect(list.length, list.map((r) => `${kindOf(r)} ${r.url}`).join('\n')).toBeLessThanOrEqual(BUDGETS.home.requests.ceiling);
      // (the script budgets, bytes and count, are the desktop test's above; a touch screen's first visit also loads the
      // swipe-and-menu tutorial's small chunk, a native dialog since issue 48 §2: no antd on either screen)
      expect(antdFiles(list), `antd on a first visit's /home (${screen.name})`).toEqual([]);
      // raster pictures come as AVIF or WebP to a browser that takes them (SVG icons are drawings, not pictures)
      const images = list.filter((r) => kindOf(r) === 'image');
      expect(images.filter((r) => !['image/avif', 'image/webp', 'image/svg+xml'].includes(r.mime)).map((r) => `${r.mime} ${r.url}`), 'pictures not AVIF/WebP').toEqual([]);
      // every picture has its size (no layout shift when it arrives); none in view is lazy; the first in view asks first
      const pictures = await page.evaluate(() => [...document.images].map((img) => {
        const box = img.getBoundingClientRect();
        return {
          src: img.currentSrc || img.src, lazy: img.loading === 'lazy', width: img.getAttribute('width'), height: img.getAttribute('height'),
          priority: img.getAttribute('fetchpriority'), inView: box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth,
        };
      }));
      expect(pictures.filter((p) => !p.width || !p.height).map((p) => p.src), 'pictures without width and height').toEqual([]);
      expect(pictures.filter((p) => p.inView && p.lazy).map((p) => p.src), 'lazy pictures in view').toEqual([]);
      const firstInView = pictures.find((p) => p.inView);
      if (firstInView) expect(firstInView.priority, `the first picture in view (${firstInView.src})`).toBe('high');
      // the picture made for the screen's density: a 1× screen gets the 160 px file, a 1.75× phone the 320 px one
      const cards = pictures.filter((p) => /\.\d+w\.(avif|webp|png)$/.test(new URL(p.src).pathname));
      expect(cards.length, 'card pictures on the page').toBeGreaterThan(0);
      const width = screen.deviceScaleFactor > 1 ? 320 : 160;
      expect(cards.filter((p) => p.inView).map((p) => new URL(p.src).pathname.replace(/^.*\.(\d+w)\.(\w+)$/, '$1.$2'))).toEqual(expect.arrayContaining([`${width}w.avif`]));
    });
  });
}

// The lobby grids' game thumbnails (issue 48 §3): made at build time, a <picture> a card — AVIF to Chromium, at the
// width the card needs at the screen's density, with width and height; none in view lazy, the first asked first.
for (const screen of VIEWPORTS) {
  test.describe(`a slot lobby's thumbnails at ${screen.viewport.width}×${screen.viewport.height}`, () => {
    test.use({ viewport: screen.viewport, deviceScaleFactor: screen.deviceScaleFactor, isMobile: screen.isMobile, hasTouch: screen.hasTouch });

    test(`(${screen.name}) AVIF with width and height, none in view lazy, the first with fetchpriority=high`, async ({ page, request }) => {
      const member = await registerMember(request);
      const log = await recordNetwork(page);
      await openAs(page, member, '/game/slotnine');
      const grid = page.getByTestId('slotnine-grid');
      await expect(grid.getByTestId('grid-card').first()).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('.casino-first-screen')).toHaveCount(0);
      const read = () => grid.locator('picture img').evaluateAll((imgs) => imgs.map((el) => {
        const img = el as HTMLImageElement;
        const box = img.getBoundingClientRect();
        return {
          src: img.currentSrc, lazy: img.loading === 'lazy', width: img.getAttribute('width'), height: img.getAttribute('height'), alt: img.getAttribute('alt'),
          priority: img.getAttribute('fetchpriority'), cssWidth: Math.round(box.width), loaded: img.complete && img.naturalWidth > 0,
          inView: box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth,
        };
      }));
      await expect.poll(async () => (await read()).filter((p) => p.inView && !p.loaded).map((p) => p.src), { message: 'thumbnails in view not loaded' }).toEqual([]);
      const pictures = await read();
      const inView = pictures.filter((p) => p.inView);
      expect(inView.length, 'thumbnails in view').toBeGreaterThan(0);
      expect(pictures.filter((p) => !p.width || !p.height || p.alt !== '').map((p) => p.src), 'thumbnails without width/height or not decorative').toEqual([]);
      expect(inView.filter((p) => p.lazy).map((p) => p.src), 'lazy thumbnails in view').toEqual([]);
      expect(pictures[0]!.priority, 'the first thumbnail asks first').toBe('high');
      expect(inView.filter((p) => !/\/common\/game\/[^/]+\/[^/]+\.\d+w\.avif$/.test(new URL(p.src).pathname)).map((p) => p.src), 'thumbnails not AVIF variants').toEqual([]);
      const images = (await finished(log, { open: MemberStreamPath })).filter((r) => r.url.includes('/common/game/'));
      expect(images.filter((r) => r.mime !== 'image/avif' || !/immutable/.test(r.cacheControl)).map((r) => `${r.mime} ${r.cacheControl} ${r.url}`), 'thumbnails not immutable AVIF').toEqual([]);
      const widths = [...new Set(inView.map((p) => new URL(p.src).pathname.replace(/^.*\.(\d+)w\.avif$/, '$1')))];
      console.log(`/game/slotnine ${screen.name}: ${inView.length} thumbnails in view, cards ${inView[0]!.cssWidth} CSS px wide at ${screen.deviceScaleFactor}×, files ${widths.join('/')} w; ${images.length} thumbnail requests, ${(sum(images) / KB).toFixed(1)} KB`);
    });
  });
}
