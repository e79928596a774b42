// Browser bench (issue 19, the web half of `npm run bench`). In Debian's Chromium through Playwright + CDP:
//  - `/home` cold and logged out, and a logged-in member's `/game/slot` cold, under Fast 4G (150 ms RTT,
//    1.6 Mbps down, 750 kbps up) and a 4× CPU slowdown: JavaScript bytes transferred (compressed, from the
//    network log), requests, and LCP (the last `largest-contentful-paint` entry of a PerformanceObserver);
//  - the /game/slotnine lobby holding every generated slot (5,000 with DEMO_GAMES_SCALE=5000): the worst
//    search keystroke (synchronous input handling + render, 4× CPU) and the DOM nodes after it;
//  - the baseline, in the same run: a minimal React page built by the same webpack factory
//    (scripts/webpack/app-config.cjs, without federation) and served by the same web tier (web/dist/main.js).
// Returns rows { metric, project, value, unit, baseline, ratio, budget, within }, the API bench's shape. Figures only: nothing here fails a test
// (the deterministic byte/request budgets are checked by e2e/tests/budgets.spec.ts in `npm test`).
//
// `node scripts/bench/web.mjs` runs it alone: it builds what is missing, starts its own stack with 5,000
// extra games on spare ports, logs the demo member in and prints the table.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { koreanFont } from '../lib/korean-font.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);

export const WEB_BUDGETS = {
  homeJsKB: 250, homeRequests: 30, homeLcpMs: 1500,
  slotJsKB: 350, slotLcpMs: 2000,
  keystrokeMs: 16, lobbyDomNodes: 1000,
};

/** Fast 4G as the issue defines it (bytes per second for CDP). */
const FAST_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

const chromiumOptions = () => ({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-quic'],
});

/** Stores a logged-in member the way the client does (base64 values under the casino. prefix). */
export function memberInit() {
  return (m) => {
    if (!m) return;
    const enc = (v) => btoa(String.fromCharCode(...new TextEncoder().encode(v)));
    for (const [k, v] of Object.entries({ jwt: m.jwt, auth_token: m.auth_token, uid: m.username, username: m.username, name: m.name })) localStorage.setItem(`casino.${k}`, enc(String(v ?? '')));
    localStorage.setItem('casino.tutorial_hidden', '1');
    const d = new Date();
    const today = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const flags = {};
    for (let id = 1; id <= 500; id += 1) flags[String(id)] = today;
    localStorage.setItem('casino.notice_flag', JSON.stringify(flags));
  };
}

function lcpObserver() {
  window.__lcp = 0;
  window.__lcpElement = '';
  window.__fcp = 0;
  // the element of the latest entry is the page's LCP element: entries come in growing sizes
  const describe = (el) => (el ? `${el.tagName.toLowerCase()}${el.classList[0] ? `.${el.classList[0]}` : ''} "${(el.textContent || '').trim().slice(0, 24)}"` : '');
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) { window.__lcp = Math.max(window.__lcp, e.startTime); window.__lcpElement = e.url || describe(e.element); }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') window.__fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
}

/**
 * Loads `url` in a fresh (cold) context under Fast 4G + 4× CPU and returns what went over the network.
 * @param {import('@playwright/test').Browser} browser
 */
export async function measurePage(browser, url, { member = null, ready, throttle = true } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'ko-KR' });
  await context.addInitScript(memberInit(), member ? { jwt: member.jwt, auth_token: member.auth_token, username: member.username, name: member.name } : null);
  // a browser a member has signed in on also holds the site's view cookie (host/src/startup/first-screen.ts)
  if (member) await context.addCookies([{ name: 'casino_view', value: 'member=1', url }]);
  await context.addInitScript(lcpObserver);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  if (throttle) {
    await cdp.send('Network.emulateNetworkConditions', FAST_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  }
  const requests = new Map();
  let started;
  cdp.on('Network.requestWillBeSent', (e) => {
    started ??= e.timestamp;
    if (!e.request.url.startsWith('data:')) requests.set(e.requestId, { url: e.request.url, type: e.type, bytes: 0, encoding: '', finished: 0 });
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r) { r.type = e.type; r.encoding = e.response.headers['content-encoding'] || e.response.headers['Content-Encoding'] || ''; }
  });
  // The end of a load: every request the page has made has finished or failed, and none has started for 500 ms. A
  // member's page keeps its live stream (/main/stream) open, which is left out. (Playwright's 'networkidle' is not
  // used: on some loads of /home it never came although this log had nothing unfinished — 2026-11-27, a 120 s
  // timeout in about 1 load of 10.)
  const isStream = (r) => new URL(r.url).pathname === '/main/stream';
  let onSettled = null;
  let quiet = null;
  const checkSettled = () => {
    clearTimeout(quiet);
    if (onSettled && [...requests.values()].every((r) => r.finished || r.failed || isStream(r))) quiet = setTimeout(onSettled, 500);
  };
  cdp.on('Network.requestWillBeSent', () => clearTimeout(quiet));
  cdp.on('Network.loadingFinished', (e) => { const r = requests.get(e.requestId); if (r) { r.bytes = e.encodedDataLength; r.finished = e.timestamp; } checkSettled(); });
  cdp.on('Network.loadingFailed', (e) => { const r = requests.get(e.requestId); if (r) r.failed = true; checkSettled(); });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  if (ready) await ready(page);
  await new Promise((resolve) => { onSettled = resolve; checkSettled(); });
  // the last pictures' paint, and the LCP entry it makes, come with the next frames
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
  const { lcp, lcpElement, fcp } = await page.evaluate(() => ({ lcp: window.__lcp, lcpElement: window.__lcpElement, fcp: window.__fcp }));
  const list = [...requests.values()];
  const scripts = list.filter((r) => r.type === 'Script');
  await context.close();
  return {
    requests: list.length,
    jsBytes: scripts.reduce((s, r) => s + r.bytes, 0),
    jsRequests: scripts.length,
    uncompressedJs: scripts.filter((r) => !r.encoding).map((r) => r.url),
    lcp,
    lcpElement,
    fcp,
    // the largest script (the start-up's vendor file) and when it had arrived, from the first request
    largestScript: scripts.reduce((big, r) => (r.bytes > big.bytes ? { bytes: r.bytes, inMs: (r.finished - started) * 1000 } : big), { bytes: 0, inMs: 0 }),
    list,
  };
}

/** The lobby with every generated slot: worst keystroke (sync handler + render, 4× CPU) and DOM nodes. */
export async function measureLobby(browser, siteUrl, member, text = 'scale game 49') {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'ko-KR' });
  await context.addInitScript(memberInit(), { jwt: member.jwt, auth_token: member.auth_token, username: member.username, name: member.name });
  const page = await context.newPage();
  await page.goto(`${siteUrl}/game/slotnine`);
  await page.getByTestId('slotnine-grid').getByTestId('grid-card').first().waitFor({ timeout: 120_000 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const out = await page.evaluate(async (typed) => {
    const grid = document.querySelector('[data-testid="slotnine-grid"]');
    const input = grid.querySelector('input');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    const total = Number(grid.dataset.count);
    let worst = 0;
    let worstSettle = 0;
    let worstDom = document.getElementsByTagName('*').length;
    let value = '';
    // the grid names the query it shows (data-query); it follows the box in the background
    const settled = (query) => new Promise((resolve) => {
      if (grid.dataset.query === query) { resolve(); return; }
      const watch = new MutationObserver(() => {
        if (grid.dataset.query === query) { watch.disconnect(); resolve(); }
      });
      watch.observe(grid, { attributes: true, attributeFilter: ['data-query'] });
    });
    for (const ch of typed) {
      value += ch;
      const t0 = performance.now();
      setValue.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      worst = Math.max(worst, performance.now() - t0);
      await settled(value);
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      worstSettle = Math.max(worstSettle, performance.now() - t0);
      worstDom = Math.max(worstDom, document.getElementsByTagName('*').length);
    }
    return { total, worst, worstSettle, worstDom };
  }, text);
  await context.close();
  return out;
}

/** Builds the baseline: a minimal React page through the same webpack factory (federation removed). */
export async function buildBaseline(outDir) {
  const src = path.join(outDir, 'app');
  mkdirSync(path.join(src, 'src'), { recursive: true });
  mkdirSync(path.join(src, 'public'), { recursive: true });
  writeFileSync(path.join(src, 'package.json'), JSON.stringify({ name: 'bench-baseline', version: '0.0.0' }));
  writeFileSync(path.join(src, 'public/index.html'), '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>baseline</title></head><body><div id="root"></div></body></html>');
  writeFileSync(path.join(src, 'src/index.ts'), "import('./bootstrap');\n");
  writeFileSync(path.join(src, 'src/bootstrap.tsx'), [
    "import { createRoot } from 'react-dom/client';",
    "function Page() { return <main><h1>Casino</h1><p>A minimal React page, the bench's baseline.</p></main>; }",
    "createRoot(document.getElementById('root')!).render(<Page />);",
  ].join('\n'));
  const webpack = require(path.join(ROOT, 'node_modules/webpack'));
  const { appConfig } = require(path.join(ROOT, 'scripts/webpack/app-config.cjs'));
  const config = appConfig({ app: 'host', dir: src, mode: 'production' });
  // no federation, so no shared modules to preload either
  config.plugins = config.plugins.filter((p) => !['ModuleFederationPlugin', 'StartupPreloadPlugin'].includes(p.constructor.name));
  config.resolve.modules = [path.join(ROOT, 'node_modules'), 'node_modules'];
  config.resolveLoader = { modules: [path.join(ROOT, 'node_modules'), 'node_modules'] };
  config.context = ROOT;
  await new Promise((resolve, reject) => webpack(config, (err, stats) => {
    if (err || stats.hasErrors()) reject(err || new Error(stats.toString('errors-only'))); else resolve();
  }));
  return path.join(src, 'dist');
}

const kb = (bytes) => Math.round(bytes / 102.4) / 10;
/** A table row, the same shape as the API bench's: what was measured on which project, against what. */
const row = (metric, value, baseline, budget, unit = '') => ({
  metric, project: 'chromium', value, unit, baseline,
  ratio: baseline ? Math.round((value / baseline) * 100) / 100 : null,
  budget: budget == null ? '' : `≤ ${budget}`,
  within: budget == null ? true : value <= budget,
});

/**
 * @param {{ siteUrl: string, member: { jwt: string, auth_token: string, username?: string, name?: string } }} o
 * @returns {Promise<Array<{ metric: string, project: string, value: number, unit: string, baseline: number|null, ratio: number|null, budget: string, within: boolean }>>}
 */
export async function runWebBench({ siteUrl, member }) {
  const { chromium } = await import('@playwright/test');
  const { startWeb } = await import('../lib/stack.mjs');
  const work = mkdtempSync(path.join(tmpdir(), 'casino-bench-web-'));
  const browser = await chromium.launch(chromiumOptions());
  let baselineServer;
  try {
    const baseDist = await buildBaseline(work);
    // served by the web tier too, as the site's host (WEB_ROOT/host/dist), on spare ports
    mkdirSync(path.join(work, 'root'));
    symlinkSync(path.dirname(baseDist), path.join(work, 'root/host'));
    baselineServer = await startWeb({ webRoot: path.join(work, 'root'), basePort: Number(process.env.WEB_BENCH_PORT_BASE || 3260) + 10 });
    const baseUrl = baselineServer.siteUrl;
    // LCP moves by ± 0.5 s between two cold loads on a 2-core machine: each page is loaded WEB_BENCH_LOADS times
    // (5), in turns with the baseline, and the load with the median LCP is reported (bytes and requests are the
    // same in every load).
    const loads = Math.max(1, Number(process.env.WEB_BENCH_LOADS) || 5);
    const median = (list) => [...list].sort((a, b) => a.lcp - b.lcp)[Math.floor(list.length / 2)];
    const runs = { base: [], home: [], slot: [] };
    for (let i = 0; i < loads; i += 1) {
      runs.base.push(await measurePage(browser, `${baseUrl}/`, { ready: (p) => p.getByRole('heading', { name: 'Casino' }).waitFor() }));
      runs.home.push(await measurePage(browser, `${siteUrl}/home`, { ready: (p) => p.getByTestId('home').waitFor({ timeout: 180_000 }) }));
      runs.slot.push(await measurePage(browser, `${siteUrl}/game/slot`, { member, ready: (p) => p.getByTestId('provider-grid').getByTestId('grid-card').first().waitFor({ timeout: 180_000 }) }));
    }
    const [base, home, slot] = [median(runs.base), median(runs.home), median(runs.slot)];
    console.log(`[bench:web] LCP of each load (ms): baseline ${runs.base.map((r) => Math.round(r.lcp)).join(', ')}; /home ${runs.home.map((r) => Math.round(r.lcp)).join(', ')}; /game/slot ${runs.slot.map((r) => Math.round(r.lcp)).join(', ')}`);
    for (const [name, m] of [['/home', home], ['/game/slot', slot]]) {
      // where the median load's time went: the first paint, the largest script's download, the largest paint
      console.log(`[bench:web] ${name} (median load): first contentful paint ${Math.round(m.fcp)} ms; largest script (${kb(m.largestScript.bytes)} KB) in at ${Math.round(m.largestScript.inMs)} ms; LCP ${Math.round(m.lcp)} ms: ${m.lcpElement}`);
    }
    const font = koreanFont();
    if (!font) console.warn('[bench:web] this machine has no Korean font (fc-list :lang=ko): the first paints below include Chromium\'s search of every font for each Hangul character, which no Korean phone makes (docs/performance.md)');
    const lobby = await measureLobby(browser, siteUrl, member);
    for (const [name, m] of [['/home', home], ['/game/slot', slot]]) {
      if (m.uncompressedJs.length) console.log(`[bench:web] ${name}: JS sent uncompressed: ${m.uncompressedJs.join(', ')}`);
    }
    return [
      row('/home JS transferred (compressed)', kb(home.jsBytes), kb(base.jsBytes), WEB_BUDGETS.homeJsKB, 'KB'),
      // the issue counts JavaScript requests ("993 KiB gzip in 89 requests" before, ≤ 30 after); all kinds for the record
      row('/home JS requests', home.jsRequests, base.jsRequests, WEB_BUDGETS.homeRequests),
      row('/home requests, all kinds (pictures, API)', home.requests, base.requests, null),
      row('/home LCP, Fast 4G + 4× CPU', Math.round(home.lcp), Math.round(base.lcp), WEB_BUDGETS.homeLcpMs, 'ms'),
      row('/game/slot JS transferred (member)', kb(slot.jsBytes), kb(base.jsBytes), WEB_BUDGETS.slotJsKB, 'KB'),
      row('/game/slot requests', slot.requests, base.requests, null),
      row('/game/slot LCP, Fast 4G + 4× CPU', Math.round(slot.lcp), Math.round(base.lcp), WEB_BUDGETS.slotLcpMs, 'ms'),
      row(`lobby worst search keystroke, ${lobby.total} games, 4× CPU`, Math.round(lobby.worst * 10) / 10, null, WEB_BUDGETS.keystrokeMs, 'ms'),
      // for the record: until the grid shows the typed query and the next frame is out (rendered in the background)
      row(`lobby keystroke until the grid shows it, ${lobby.total} games, 4× CPU`, Math.round(lobby.worstSettle), null, null, 'ms'),
      row(`lobby DOM nodes while searching, ${lobby.total} games`, lobby.worstDom, null, WEB_BUDGETS.lobbyDomNodes),
      // the machine, not the product: a Korean phone's system font (Android: Noto Sans CJK) is always there
      { metric: 'a Korean font on this machine (a phone has one)', project: 'machine', value: font || 'none', unit: '', baseline: null, ratio: null, budget: 'present', within: Boolean(font) },
    ];
  } finally {
    await baselineServer?.stop();
    await browser.close();
    rmSync(work, { recursive: true, force: true });
  }
}

export function printRows(rows) {
  console.log(`\n${'metric'.padEnd(52)} ${'value'.padStart(12)} ${'baseline'.padStart(9)} ${'ratio'.padStart(7)} ${'budget'.padStart(8)}  result`);
  for (const r of rows) {
    const value = `${r.value}${r.unit ? ` ${r.unit}` : ''}`;
    console.log(`${r.metric.padEnd(52)} ${value.padStart(12)} ${String(r.baseline ?? '').padStart(9)} ${String(r.ratio ?? '').padStart(7)} ${r.budget.padStart(8)}  ${r.budget ? (r.within ? 'within' : 'OVER') : ''}`);
  }
}

/**
 * Builds what is missing, starts a stack with 5,000 extra games on spare ports (WEB_BENCH_PORT_BASE, 3260: away
 * from e2e's), logs the demo member in, measures, stops. `npm run bench` and this file run alone both use it.
 */
export async function benchWeb() {
  const { buildApps } = await import('../build.mjs');
  const { startStack } = await import('../lib/stack.mjs');
  if (!(await buildApps())) throw new Error('the build failed');
  const base = Number(process.env.WEB_BENCH_PORT_BASE || 3260);
  // WEB_BENCH_DATA_DIR keeps (and reuses) the seeded data folder between runs.
  const dataDir = process.env.WEB_BENCH_DATA_DIR || mkdtempSync(path.join(tmpdir(), 'casino-bench-web-data-'));
  const env = {
    ...process.env, PORT: String(base + 1000), HOST_PORT: String(base), ACCOUNT_PORT: String(base + 1), GAMES_PORT: String(base + 2),
    WALLET_PORT: String(base + 3), SUPPORT_PORT: String(base + 4), BACKOFFICE_PORT: String(base + 5), DATA_DIR: dataDir, LOG_LEVEL: 'warn',
    DEMO_DATA: '1', DEMO_GAMES_SCALE: process.env.GAMES_BENCH_SCALE || '5000', RATE_LIMIT_PER_MINUTE: '0',
  };
  // A fresh embedded database can miss the server's start-up timeout on a busy machine; a second start reuses
  // the initialised folder (as scripts/bench/games.mjs does).
  let stack;
  for (let attempt = 1; !stack; attempt += 1) {
    try { stack = await startStack(env); } catch (e) { if (attempt >= 3) throw e; console.log(`[bench:web] start attempt ${attempt} failed (${e.message}); retrying`); }
  }
  try {
    const login = await (await fetch(`${stack.apiUrl}/auth/login`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify({ username: 'demo', password: 'demo1234' }) })).json();
    const member = { jwt: login.data.jwt, auth_token: login.session.auth_token, username: 'demo', name: login.data.name };
    return await runWebBench({ siteUrl: stack.siteUrl, member });
  } finally {
    await stack.stop();
    if (!process.env.WEB_BENCH_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
  }
}

// Alone: the same, printed.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const rows = await benchWeb();
  printRows(rows);
  if (process.argv.includes('--json')) console.log(JSON.stringify(rows, null, 2));
}
