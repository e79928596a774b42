#!/usr/bin/env node
// `npm run bench` (issue 19, docs/performance.md): every figure against a baseline run in the same run, printed
// as one table (metric, project, value, baseline, ratio, budget, within/over) and written to bench-results.json
// (git-ignored). Benchmarks print figures; they never pass or fail on timing.
//   - API (scripts/bench/api.mjs): bare Fastify, Fastify + pg / PGlite (one primary-key SELECT), one
//     UPDATE + INSERT transaction; /main/init, /api/cnf, house rounds, the catalogue, start-up. PGlite always,
//     PostgreSQL too when TEST_DATABASE_URL is set.
//   - Web (scripts/bench/web.mjs, when present): bundles, requests and LCP in Chromium.
//   - Games (scripts/bench/games.mjs) and house-game RTP (scripts/bench/rtp.mjs) print their own figures.
//   - Lighthouse (scripts/bench/lighthouse.mjs, issue 48): mobile preset on /home (visitor), /game/slot and
//     /wallet/depositpage (member), desktop preset on the back office dashboard; median of 3 runs, scores and LCP, TBT,
//     CLS, INP proxy against the budgets (reported, never a failure).
// BENCH_ONLY=api|web|lighthouse|games|rtp (comma-separated), or `npm run bench -- --only lighthouse[,web]`, runs a
// part; BENCH_DURATION (s per autocannon run, 5),
// BENCH_HOUSE_ROUNDS (100000), GAMES_BENCH_SCALE (5000).
import { existsSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './lib/apps.mjs';

const onlyArg = process.argv.indexOf('--only');
const only = ((onlyArg >= 0 ? process.argv[onlyArg + 1] : undefined) || process.env.BENCH_ONLY || 'api,web,lighthouse,games,rtp').split(',').map((s) => s.trim());
const rows = [];

// the browser parts need Debian's Chromium, and a Korean font as every Korean phone has (installed when run as root)
if (only.some((part) => part === 'web' || part === 'lighthouse')) {
  const { execFileSync } = await import('node:child_process');
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/ensure-chromium.mjs'), '--korean-font'], { stdio: 'inherit' });
}

// The browser parts first: they have no baseline beside them (Lighthouse's figures are the machine's speed at
// that minute), so they run before the API part's half hour of load rather than after it.
const webBench = path.join(ROOT, 'scripts/bench/web.mjs');
if (only.includes('web') && existsSync(webBench)) {
  const { benchWeb } = await import(pathToFileURL(webBench).href);
  rows.push(...(await benchWeb()));
}

if (only.includes('lighthouse')) {
  const { benchLighthouse } = await import('./bench/lighthouse.mjs');
  rows.push(...(await benchLighthouse()));
}

if (only.includes('api')) {
  const { runApiBench } = await import('./bench/api.mjs');
  rows.push(...(await runApiBench()));
}

const fmt = (v) => (v === null || v === undefined ? '' : typeof v === 'number' ? (Number.isInteger(v) ? String(v) : v.toFixed(2)) : String(v));
if (rows.length) {
  const header = ['metric', 'project', 'value', 'baseline', 'ratio', 'budget', ''];
  const table = rows.map((r) => [r.metric, r.project, `${fmt(r.value)}${r.unit && r.unit !== 'status' && r.unit !== 'setting' ? ` ${r.unit}` : ''}`, fmt(r.baseline), r.ratio == null ? '' : `${fmt(r.ratio)}×`, r.budget ?? '', r.within ? 'within' : 'OVER']);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((t) => String(t[i]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const t of table) console.log(line(t));
  const machine = { cpus: cpus().length, cpu: cpus()[0]?.model, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version, platform: process.platform };
  writeFileSync(path.join(ROOT, 'bench-results.json'), `${JSON.stringify({ date: new Date().toISOString(), machine, rows }, null, 2)}\n`);
  console.log(`\n${rows.filter((r) => !r.within).length} of ${rows.length} over budget; written to bench-results.json`);
}

// Games: 5,000-game grid (filter time per keystroke, DOM size) and the games API — scripts/bench/games.mjs
if (only.includes('games')) await (await import('./bench/games.mjs')).benchGames();

// House games: 1,000,000 simulated rounds per game; measured RTP with its confidence interval against the
// documented value — scripts/bench/rtp.mjs
if (only.includes('rtp')) await (await import('./bench/rtp.mjs')).benchRtp();
