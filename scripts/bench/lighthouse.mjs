// Lighthouse in the bench (issue 48 §1, docs/performance.md "Lighthouse"): the `lighthouse` npm package drives
// Debian's Chromium (CHROMIUM_PATH, /usr/bin/chromium) with its own default MOBILE config (Moto G Power screen,
// simulated throttling: 150 ms RTT, 1.6 Mbps, 4× CPU) on the pages members land on, and the DESKTOP preset on the
// back office dashboard; each page LIGHTHOUSE_RUNS times (3), the median run reported (lighthouse-summary.mjs).
//   - /home as a first-time visitor: Lighthouse's own storage reset (no cookie, no storage, cold cache);
//   - /game/slot and /wallet/depositpage (the deposit form) as a member; the back office /dashboard as the demo operator.
// A signed-in page is prepared the way the app stores a session (the member's base64 values under `casino.`, and the
// site's view cookie; the operator's `bo.session`), nothing else: no popup or tutorial is dismissed first. Its cache
// is cleared before each run (Lighthouse's storage reset would sign the member out, so it is off for those runs).
// One Chromium: Playwright opens it with a persistent profile and a DevTools port; Lighthouse connects to that port
// and opens its own tab in the same profile, so it sees the storage Playwright set.
//
// `node scripts/bench/lighthouse.mjs` runs it alone (builds what is missing, starts its own stack on
// LIGHTHOUSE_BENCH_PORT_BASE, 7600: 7600–7605, 8600, and DevTools on base + 50), as `npm run bench -- --only lighthouse`.
// The median runs' summaries go to bench-lighthouse.json (git-ignored), with the machine's readings of its two cores
// (cores.mjs) before each page and after the last; the worst is a row of its own.
// LIGHTHOUSE_PAGES=home,slot audits only the pages whose path contains one of the words (issue 48 §2's A/B runs);
// LIGHTHOUSE_SAVE_DIR=dir also writes each run's whole Lighthouse result there (`<page>-<run>.json`), for its
// per-task audits (long-tasks, mainthread-work-breakdown, bootup-time), and with LIGHTHOUSE_SAVE_TRACE=1 its trace
// (`<page>-<run>.trace`, Chromium's trace events: open it in DevTools' Performance panel).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { coresRow, measureCores } from './cores.mjs';
import { LIGHTHOUSE_CATEGORIES, lighthouseRows, medianRun, summariseRun } from './lighthouse-summary.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The pages audited: who is signed in, which preset, which budgets. */
export const LIGHTHOUSE_PAGES = [
  { label: '/home visitor', origin: 'site', path: '/home', as: 'visitor', preset: 'mobile', kind: 'member', mainThread: true },
  { label: '/game/slot member', origin: 'site', path: '/game/slot', as: 'member', preset: 'mobile', kind: 'member', mainThread: true },
  { label: '/wallet/depositpage member', origin: 'site', path: '/wallet/depositpage', as: 'member', preset: 'mobile', kind: 'member' },
  { label: 'back office /dashboard operator', origin: 'backoffice', path: '/dashboard', as: 'operator', preset: 'desktop', kind: 'backoffice' },
];

/** LIGHTHOUSE_PAGES (comma-separated words, e.g. `home,slot`): the pages whose path contains one of them; all without. */
export function selectedPages(filter = process.env.LIGHTHOUSE_PAGES) {
  const words = (filter ?? '').split(',').map((w) => w.trim()).filter(Boolean);
  if (!words.length) return LIGHTHOUSE_PAGES;
  const pages = LIGHTHOUSE_PAGES.filter((p) => words.some((w) => p.path.includes(w)));
  if (!pages.length) throw new Error(`LIGHTHOUSE_PAGES=${filter} names none of ${LIGHTHOUSE_PAGES.map((p) => p.path).join(', ')}`);
  return pages;
}

/** In the page: stores a member's session as the client does (base64 values under the casino. prefix). */
function storeMember(m) {
  const enc = (v) => btoa(String.fromCharCode(...new TextEncoder().encode(v)));
  for (const [k, v] of Object.entries({ jwt: m.jwt, auth_token: m.auth_token, uid: m.username, username: m.username, name: m.name })) localStorage.setItem(`casino.${k}`, enc(String(v ?? '')));
}

/**
 * Audits `pages` and returns the bench rows and the summaries.
 * @param {{ siteUrl: string, backofficeUrl: string, member: { jwt: string, auth_token: string, username: string, name?: string }, operator: { jwt: string, operator: unknown }, runs?: number, pages?: typeof LIGHTHOUSE_PAGES, debugPort?: number }} o
 */
export async function runLighthouse({ siteUrl, backofficeUrl, member, operator, runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS) || 3), pages = selectedPages(), debugPort = 9250 }) {
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const { chromium } = await import('@playwright/test');
  const profile = mkdtempSync(path.join(tmpdir(), 'casino-bench-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    viewport: null,
    args: [`--remote-debugging-port=${debugPort}`, '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-quic'],
  });
  const origins = { site: siteUrl, backoffice: backofficeUrl };
  /** Signs the page's user in (or nobody) and empties the HTTP cache: each run is a cold load. */
  const prepare = async (page) => {
    const tab = await context.newPage();
    try {
      const origin = origins[page.origin];
      if (page.as !== 'visitor') {
        // a small file of the origin (no sub-resources), to reach its storage
        await tab.goto(`${origin}/runtime-config.json`);
        if (page.as === 'member') {
          await tab.evaluate(storeMember, member);
          // a browser a member has signed in on also holds the site's view cookie (host/src/startup/first-screen.ts)
          await context.addCookies([{ name: 'casino_view', value: 'member=1', url: origin }]);
        } else {
          await tab.evaluate((saved) => localStorage.setItem('bo.session', JSON.stringify(saved)), { token: operator.jwt, operator: operator.operator });
        }
      }
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
    } finally {
      await tab.close();
    }
  };
  const rows = [];
  const summaries = {};
  // the machine's second core before each page and after the last (cores.mjs): Lighthouse has no baseline beside it
  const cores = [];
  const readCores = async (when) => {
    const reading = await measureCores();
    cores.push({ when, ...reading });
    console.log(`[bench:lighthouse] cores ${when}: one loop ${reading.aloneMs} ms, two at once ${reading.pairMs.join(' and ')} ms (share ${reading.share?.toFixed(2) ?? 'n/a'})`);
  };
  try {
    for (const page of pages) {
      const url = `${origins[page.origin]}${page.path}`;
      await readCores(`before ${page.label}`);
      const done = [];
      for (let i = 0; i < runs; i += 1) {
        await prepare(page);
        const result = await lighthouse(url, {
          port: debugPort, output: 'json', logLevel: 'error', onlyCategories: LIGHTHOUSE_CATEGORIES,
          // the visitor's run: Lighthouse clears the origin's storage, cookies and the cache itself
          disableStorageReset: page.as !== 'visitor',
          // LIGHTHOUSE_TRACE_STACKS=1: the trace also records the script stack of each forced style and layout (what read
          // the layout in a task) and V8's samples; the figures of such a run are slower, for finding causes only
          ...(process.env.LIGHTHOUSE_TRACE_STACKS === '1' ? { additionalTraceCategories: 'disabled-by-default-devtools.timeline.stack,disabled-by-default-v8.cpu_profiler' } : {}),
        }, page.preset === 'desktop' ? desktopConfig : undefined);
        if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
        const summary = summariseRun(result.lhr);
        if (process.env.LIGHTHOUSE_SAVE_DIR) {
          mkdirSync(process.env.LIGHTHOUSE_SAVE_DIR, { recursive: true });
          const name = `${page.path.replace(/\W+/g, '_').replace(/^_/, '')}-${i + 1}`;
          writeFileSync(path.join(process.env.LIGHTHOUSE_SAVE_DIR, `${name}.json`), result.report);
          // the page's trace (what each main-thread task did): LIGHTHOUSE_SAVE_TRACE=1
          const trace = result.artifacts?.Trace ?? result.artifacts?.traces?.defaultPass;
          if (process.env.LIGHTHOUSE_SAVE_TRACE === '1' && trace) writeFileSync(path.join(process.env.LIGHTHOUSE_SAVE_DIR, `${name}.trace`), JSON.stringify(trace));
        }
        done.push(summary);
        console.log(`[bench:lighthouse] ${page.label} run ${i + 1}/${runs}: performance ${summary.scores.performance}, accessibility ${summary.scores.accessibility}, FCP ${summary.fcpMs} ms, LCP ${summary.lcpMs} ms, TBT ${summary.tbtMs} ms, CLS ${summary.cls}${summary.runtimeError ? `, error ${summary.runtimeError}` : ''}, host benchmark index ${summary.benchmarkIndex ?? 'n/a'}${summary.warnings.length ? `; Lighthouse warns: ${summary.warnings.join(' | ')}` : ''}`);
      }
      const median = medianRun(done);
      summaries[page.label] = { median, runs: done };
      rows.push(...lighthouseRows({ ...page, runs }, median));
    }
    await readCores('after the last page');
    rows.push(coresRow(cores));
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  writeFileSync(path.join(ROOT, 'bench-lighthouse.json'), `${JSON.stringify({ date: new Date().toISOString(), runs, pages: summaries, cores }, null, 2)}\n`);
  return rows;
}

/**
 * Builds what is missing, starts a stack on spare ports (LIGHTHOUSE_BENCH_PORT_BASE, 7600) with the demo data a fresh
 * clone's `npm start` has, signs the demo member and operator in through the API, audits, stops.
 */
export async function benchLighthouse() {
  const { buildApps } = await import('../build.mjs');
  const { startStack } = await import('../lib/stack.mjs');
  if (!(await buildApps())) throw new Error('the build failed');
  const base = Number(process.env.LIGHTHOUSE_BENCH_PORT_BASE || 7600);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'casino-bench-lighthouse-data-'));
  const env = {
    ...process.env, PORT: String(base + 1000), HOST_PORT: String(base), ACCOUNT_PORT: String(base + 1), GAMES_PORT: String(base + 2),
    WALLET_PORT: String(base + 3), SUPPORT_PORT: String(base + 4), BACKOFFICE_PORT: String(base + 5), DATA_DIR: dataDir, LOG_LEVEL: 'warn',
    DEMO_DATA: '1', RATE_LIMIT_PER_MINUTE: '0',
  };
  let stack;
  for (let attempt = 1; !stack; attempt += 1) {
    try { stack = await startStack(env); } catch (e) { if (attempt >= 3) throw e; console.log(`[bench:lighthouse] start attempt ${attempt} failed (${e.message}); retrying`); }
  }
  try {
    // the member's login is a CORS simple request (text/plain), as the client sends it
    const post = async (p, body, type) => (await fetch(`${stack.apiUrl}${p}`, { method: 'POST', headers: { 'Content-Type': type }, body: JSON.stringify(body) })).json();
    const login = await post('/auth/login', { username: 'demo', password: 'demo1234' }, 'text/plain');
    if (!login?.data?.jwt) throw new Error(`the demo member could not sign in: ${JSON.stringify(login).slice(0, 200)}`);
    const member = { jwt: login.data.jwt, auth_token: login.session.auth_token, username: 'demo', name: login.data.name };
    const op = await post('/operator/login', { username: 'operator', password: 'operator1234' }, 'application/json');
    if (!op?.data?.jwt) throw new Error(`the demo operator could not sign in: ${JSON.stringify(op).slice(0, 200)}`);
    return await runLighthouse({ siteUrl: stack.siteUrl, backofficeUrl: stack.backofficeUrl, member, operator: { jwt: op.data.jwt, operator: op.data.operator }, debugPort: base + 50 });
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// Alone: the same, printed.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { printRows } = await import('./web.mjs');
  printRows(await benchLighthouse());
}
