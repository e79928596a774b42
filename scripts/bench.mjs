#!/usr/bin/env node
// Benchmarks print figures; they never pass or fail on timing. Run after `npm start` is up, or let this
// script start the stack itself on spare ports.
import { performance } from 'node:perf_hooks';
import { mkdtempSync, rmSync, statSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApps } from './build.mjs';
import { startStack } from './lib/stack.mjs';
import { ROOT, REMOTES, appDir, version } from './lib/apps.mjs';

const ports = { PORT: '4200', HOST_PORT: '3200', ACCOUNT_PORT: '3201', GAMES_PORT: '3202', WALLET_PORT: '3203', SUPPORT_PORT: '3204' };

function percentile(sorted, p) { return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]; }

async function timeRequests(label, n, fn) {
  const times = [];
  for (let i = 0; i < n; i += 1) {
    const t = performance.now();
    await fn(i);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(`${label.padEnd(34)} n=${n}  p50 ${percentile(times, 50).toFixed(2)} ms  p95 ${percentile(times, 95).toFixed(2)} ms  max ${times[times.length - 1].toFixed(2)} ms`);
}

function dirSize(dir) {
  let total = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) total += dirSize(p);
    else if (!e.name.endsWith('.map')) total += statSync(p).size;
  }
  return total;
}

await buildApps();
const dataDir = mkdtempSync(path.join(tmpdir(), 'casino-bench-'));
const stack = await startStack({ ...process.env, ...ports, DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
try {
  const api = stack.apiUrl;
  console.log('\nBundle sizes (without source maps)');
  console.log(`  host                             ${(dirSize(path.join(ROOT, 'host/dist')) / 1024).toFixed(0)} KiB`);
  for (const r of REMOTES) console.log(`  remote-${r.padEnd(26)}${(dirSize(path.join(appDir(r), 'dist', version(r))) / 1024).toFixed(0)} KiB`);

  console.log('\nAPI latency (sequential, loopback)');
  const login = await (await fetch(`${api}/auth/login`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify({ username: 'demo', password: 'demo1234' }) })).json();
  const auth = { Authorization: `Bearer ${login.data.jwt}` };
  await timeRequests('GET /health', 200, () => fetch(`${api}/health`).then((r) => r.text()));
  await timeRequests('GET /api/cnf', 200, () => fetch(`${api}/api/cnf?domain=localhost`).then((r) => r.text()));
  await timeRequests('GET /api/remotes', 200, () => fetch(`${api}/api/remotes?domain=localhost`).then((r) => r.text()));
  await timeRequests('GET /main/init (10 s poll)', 500, () => fetch(`${api}/main/init`, { headers: auth }).then((r) => r.text()));
  await timeRequests('GET /auth/check', 200, () => fetch(`${api}/auth/check`, { headers: auth }).then((r) => r.text()));
  await timeRequests('POST /auth/login (argon2id)', 20, () => fetch(`${api}/auth/login`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify({ username: 'demo', password: 'demo1234' }) }).then((r) => r.text()));

  console.log('\nStatic serving');
  await timeRequests('GET site / (index.html)', 200, () => fetch(`${stack.siteUrl}/`).then((r) => r.text()));
  await timeRequests('GET wallet mf-manifest.json', 200, () => fetch(`${stack.remoteUrls.wallet}/remote-wallet/${version('wallet')}/mf-manifest.json`).then((r) => r.text()));
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

// Games: 5,000-game grid (filter time per keystroke, DOM size) and the games API — scripts/bench/games.mjs
await (await import('./bench/games.mjs')).benchGames();

// House games: 1,000,000 simulated rounds per game; measured RTP with its confidence interval against the
// documented value — scripts/bench/rtp.mjs
await (await import('./bench/rtp.mjs')).benchRtp();
