// Games benchmark (part of `npm run bench`): a stack seeded with DEMO_GAMES_SCALE extra games (default 5,000,
// GAMES_BENCH_SCALE to change), then
//  - API latency of the games calls and of the static images (first request generates, later ones read disk);
//  - in Chromium against the production builds: the /game/slotnine grid holding every new slot game, typed into
//    keystroke by keystroke — time of the synchronous filter + render and until the next frame, matches, cards
//    in the DOM and all DOM nodes — and the DOM size after scrolling to the end.
// Figures only; nothing passes or fails on timing.
import { performance } from 'node:perf_hooks';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStack } from '../lib/stack.mjs';

const PORTS = { PORT: '4250', HOST_PORT: '3250', ACCOUNT_PORT: '3251', GAMES_PORT: '3252', WALLET_PORT: '3253', SUPPORT_PORT: '3254' };

async function time(label, n, fn) {
  const times = [];
  for (let i = 0; i < n; i += 1) {
    const t = performance.now();
    await fn(i);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const p = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2);
  console.log(`  ${label.padEnd(44)} n=${String(n).padEnd(4)} p50 ${p(0.5)} ms  p95 ${p(0.95)} ms`);
}

async function apiFigures(api, jwt, scale) {
  const auth = { Authorization: `Bearer ${jwt}` };
  const get = (url, headers = {}) => fetch(`${api}${url}`, { headers }).then((r) => r.arrayBuffer());
  const providers = (await (await fetch(`${api}/game/providers`)).json()).data.list;
  const scaleProvider = providers.find((p) => p.title === 'Scale Bench');
  const slotNew = (await (await fetch(`${api}/game/list?category=slot&tag=new`)).json()).data.list;
  console.log(`\nGames API (${providers.length} providers; /game/list?category=slot&tag=new answers ${slotNew.length} games, ${scale} of them generated)`);
  await time('GET /game/providers', 200, () => get('/game/providers'));
  await time('GET /game/list?category=slot&tag=new', 20, () => get('/game/list?category=slot&tag=new'));
  await time('GET /game/list?q=koi', 100, () => get('/game/list?q=koi'));
  if (scaleProvider) await time(`GET /game/provider (${scale} games)`, 20, () => get(`/game/provider?provider_id=${scaleProvider.id}`, auth));
  await time('GET /game/provider (12 games)', 200, () => get(`/game/provider?provider_id=${providers.find((p) => p.title === 'Astro Reels').id}`, auth));
  await time('GET /game/launch', 100, (i) => get(`/game/launch?game_id=${slotNew[i % slotNew.length].id}&type=slot`, auth));
  const images = slotNew.slice(0, 50).map((g) => new URL(g.game_image).pathname);
  await time('GET game image, first request (generates)', images.length, (i) => get(images[i]));
  await time('GET game image, cached on disk', images.length, (i) => get(images[i]));
}

/** The SEARCH filter alone (the module the grid uses), per keystroke over the names of the slotnine list. */
async function filterFigures(names) {
  const { tsImport } = await import('tsx/esm/api');
  const mod = await tsImport(new URL('../../remote-games/src/features/catalogue/model/search.ts', import.meta.url).href, import.meta.url);
  const { searchIndex } = mod.searchIndex ? mod : mod.default;
  const index = searchIndex(names.map((name) => ({ name })));
  console.log(`
SEARCH filter alone over ${names.length} names (node, per keystroke, best of 20)`);
  let query = '';
  const line = [];
  for (const ch of 'scale game 49') {
    query += ch;
    let best = Infinity;
    let found = 0;
    for (let i = 0; i < 20; i += 1) {
      const t = performance.now();
      found = index.filter(query).length;
      best = Math.min(best, performance.now() - t);
    }
    line.push(`${JSON.stringify(query)} ${best.toFixed(3)} ms (${found})`);
  }
  console.log(`  ${line.join('\n  ')}`);
}

async function browserFigures(stack, login) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
      const context = await browser.newContext({ viewport, locale: 'ko-KR' });
      await context.addInitScript((m) => {
        const enc = (v) => btoa(String.fromCharCode(...new TextEncoder().encode(v)));
        for (const [k, v] of Object.entries({ jwt: m.jwt, auth_token: m.auth, uid: 'demo', username: 'demo', name: m.name })) localStorage.setItem(`casino.${k}`, enc(v));
        localStorage.setItem('casino.tutorial_hidden', '1');
      }, { jwt: login.data.jwt, auth: login.session.auth_token, name: login.data.name });
      const page = await context.newPage();
      const opened = performance.now();
      await page.goto(`${stack.siteUrl}/game/slotnine`);
      await page.getByTestId('slotnine-grid').getByTestId('grid-card').first().waitFor({ timeout: 60_000 });
      const loadMs = performance.now() - opened;
      const results = await page.evaluate(async (text) => {
        const grid = document.querySelector('[data-testid="slotnine-grid"]');
        const cells = () => document.querySelector('[data-testid="slotnine-grid-cells"]');
        const input = grid.querySelector('input');
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
        const snapshot = () => ({ count: Number(grid.dataset.count), rendered: Number(cells()?.dataset.rendered ?? 0), dom: document.getElementsByTagName('*').length });
        const out = [{ value: '', syncMs: 0, frameMs: 0, ...snapshot() }];
        let value = '';
        for (const ch of text) {
          value += ch;
          const t0 = performance.now();
          setValue.call(input, value);
          input.dispatchEvent(new Event('input', { bubbles: true }));
          const t1 = performance.now();
          await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
          out.push({ value, syncMs: t1 - t0, frameMs: performance.now() - t0, ...snapshot() });
        }
        setValue.call(input, '');
        input.dispatchEvent(new Event('input', { bubbles: true }));
        await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
        window.scrollTo(0, document.documentElement.scrollHeight);
        await new Promise((r) => setTimeout(r, 300));
        out.push({ value: '(cleared, scrolled to the end)', syncMs: 0, frameMs: 0, ...snapshot() });
        return out;
      }, 'scale game 49');
      console.log(`\n/game/slotnine at ${viewport.width}×${viewport.height}: first cards after ${loadMs.toFixed(0)} ms`);
      console.log(`  ${'query'.padEnd(32)} ${'filter+render'.padStart(13)} ${'next frame'.padStart(11)} ${'matches'.padStart(8)} ${'cards in DOM'.padStart(13)} ${'DOM nodes'.padStart(10)}`);
      for (const r of results) {
        console.log(`  ${JSON.stringify(r.value).padEnd(32)} ${`${r.syncMs.toFixed(1)} ms`.padStart(13)} ${`${r.frameMs.toFixed(1)} ms`.padStart(11)} ${String(r.count).padStart(8)} ${String(r.rendered).padStart(13)} ${String(r.dom).padStart(10)}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

/** Runs the games benchmark on its own stack (the apps must be built). */
export async function benchGames() {
  const scale = Number(process.env.GAMES_BENCH_SCALE || 5000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'casino-bench-games-'));
  const env = { ...process.env, ...PORTS, DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO_GAMES_SCALE: String(scale), RATE_LIMIT_PER_MINUTE: '0' };
  let stack;
  // A fresh embedded database can miss the server's start-up timeout on a busy machine; the second start
  // reuses the initialised folder.
  for (let attempt = 1; !stack; attempt += 1) {
    try { stack = await startStack(env); } catch (e) { if (attempt >= 3) throw e; console.log(`[bench:games] start attempt ${attempt} failed (${e.message}); retrying`); }
  }
  try {
    const login = await (await fetch(`${stack.apiUrl}/auth/login`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify({ username: 'demo', password: 'demo1234' }) })).json();
    await apiFigures(stack.apiUrl, login.data.jwt, scale);
    const slotNew = (await (await fetch(`${stack.apiUrl}/game/list?category=slot&tag=new`)).json()).data.list;
    await filterFigures(slotNew.map((g) => g.game_title));
    await browserFigures(stack, login);
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// `node scripts/bench/games.mjs` runs this part alone (after `node scripts/build.mjs`).
if (import.meta.url === `file://${process.argv[1]}`) await benchGames();
