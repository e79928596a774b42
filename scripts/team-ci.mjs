#!/usr/bin/env node
// A team's own pipeline (issue 45 §8): `npm run ci -w remote-wallet` proves one remote safe to release alone, in
// minutes, without the whole product's suite. In order, stopping at the first failure:
//   1. typecheck (the remote's tsconfig), lint (its folder, --max-warnings 0), Jest (its project only);
//   2. the contract check (scripts/lib/contract-check.mjs) of what the build will record against the current host's
//      release.json and the API's OpenAPI document: shared singleton ranges, contract major, every path it calls;
//   3. the remote's production build (remote-<name>/dist/<version>/, with its release.json), checked once more
//      from the record it wrote, exactly as the registry's gate will read it;
//   4. the remote's journeys (JOURNEYS below) in Playwright, on a stack serving the host and the other remotes as
//      built (the stable builds; only what is missing is built) and this remote's new build. Ports from E2E_PORT_BASE (default
//      3700: away from `npm start` and the main suite's 3100), one worker (E2E_WORKERS, default 1).
// Prints each step's time and a closing summary. Options:
//   --host-record <file|url>  the host's release.json (default host/dist/release.json, built when missing)
//   --openapi <file|url>      the API's OpenAPI document (default: the built API started briefly on PGlite)
//   --no-e2e                  stop after the build
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildApps } from './build.mjs';
import { appDir, buildMarker, REMOTES, ROOT, STANDALONE_APPS, version as packageVersion } from './lib/apps.mjs';
import { builtRecord, calledPaths, checkContract, hostRecord, openApiDocument, plannedRecord, resolveCalls } from './lib/contract-check.mjs';
import { run } from './lib/run.mjs';

/** Each remote's journeys (e2e/tests): the ones that drive its pages. */
const JOURNEYS = {
  account: ['account.spec.ts', 'passwords.spec.ts', 'responsible.spec.ts'],
  games: ['games.spec.ts'],
  wallet: ['wallet.spec.ts'],
  support: ['support.spec.ts'],
};

const args = process.argv.slice(2);
const option = (name) => { const i = args.indexOf(name); return i >= 0 ? args.splice(i, 2)[1] : undefined; };
const hostSource = option('--host-record');
const openapiSource = option('--openapi');
const e2e = !args.includes('--no-e2e');
const remote = args.find((a) => !a.startsWith('--'));
if (!REMOTES.includes(remote)) {
  console.error(`usage: node scripts/team-ci.mjs <${REMOTES.join('|')}> [--host-record <file|url>] [--openapi <file|url>] [--no-e2e]`);
  process.exit(2);
}

const env = { ...process.env, E2E_PORT_BASE: process.env.E2E_PORT_BASE || '3700', E2E_WORKERS: process.env.E2E_WORKERS || '1' };
const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);
const dir = appDir(remote);
const relDir = path.relative(ROOT, dir);
const started = Date.now();
const steps = [];
let passed = 0;
let failed = 0;

/** Runs one step (a function answering true when it passed) and records its time. */
async function step(name, fn) {
  const t = Date.now();
  console.log(`\n=== ${name} ===`);
  let ok;
  try { ok = await fn(); } catch (e) { console.error(e instanceof Error ? e.message : String(e)); ok = false; }
  steps.push({ name, ok, seconds: ((Date.now() - t) / 1000).toFixed(1) });
  return ok;
}
const command = (cmd, cmdArgs, extraEnv = {}) => run(cmd, cmdArgs, { cwd: ROOT, env: { ...env, ...extraEnv } }).then((code) => code === 0);
/** The apps with no production build yet (a fresh clone): the others are taken as the stable builds they are. */
const missing = (apps) => apps.filter((a) => !existsSync(buildMarker(a)));
const readJson = (file) => { try { return JSON.parse(readFileSync(file, 'utf8')); } catch { return null; } };

const reports = path.join(ROOT, 'test-results/team-ci', remote);
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true }); // Jest does not create its --outputFile folder

let host;
let api;
let calls;
/** Prints the problems of one contract check; true when there are none. */
function report(what, record) {
  const problems = checkContract({ remote: record, host, api, calls });
  if (problems.length === 0) {
    console.log(`[contract] ${what}: ${Object.keys(record.shared).length} singletons, contract ${record.contractVersion}, ${calls.length} API calls: compatible with host ${host.version ?? ''} and the API`);
    return true;
  }
  for (const p of problems) console.error(`[contract] ${what}: ${p}`);
  return false;
}

let ok = await step('typecheck', () => command(bin('tsc'), ['-p', path.join(relDir, 'tsconfig.json'), '--noEmit']));
if (ok) ok = await step('lint', () => command(bin('eslint'), [relDir, '--max-warnings', '0']));
if (ok) {
  ok = await step('jest', async () => {
    const out = path.join(reports, 'jest.json');
    const result = await command(bin('jest'), ['--ci', '--selectProjects', `remote-${remote}`, '--json', `--outputFile=${out}`]);
    const j = readJson(out);
    if (j) { passed += j.numPassedTests; failed += j.numFailedTests; }
    return result;
  });
}
if (ok) {
  ok = await step('contract', async () => {
    // the current host's record: the built host unless a deployed one is named (built here only when missing)
    if (!hostSource && !(await buildApps({ apps: missing(['host']), server: false, housePages: false }))) return false;
    host = await hostRecord(hostSource);
    const port = Number(env.E2E_PORT_BASE) + 1099; // beside the journeys' API (base + 1000), never on it
    api = await openApiDocument({ source: openapiSource, port });
    calls = await resolveCalls(calledPaths(path.join(dir, 'src')));
    return report('planned build', plannedRecord());
  });
}
if (ok) {
  ok = await step(`build ${remote}`, async () => {
    if (!(await buildApps({ force: true, apps: [remote], server: false, housePages: false }))) return false;
    return report(`built record dist/${packageVersion(remote)}/release.json`, builtRecord(remote, packageVersion(remote)));
  });
}
if (ok && e2e) {
  ok = await step('journeys', async () => {
    if (!(await command('node', [path.join(ROOT, 'scripts/ensure-chromium.mjs')]))) return false;
    // the stack's other apps as they stand (the stable builds, as production serves them even when this branch
    // changed @casino/shared): built only when missing; the API server and web tier when missing or stale
    if (!(await buildApps({ apps: missing(['host', ...REMOTES.filter((r) => r !== remote), ...STANDALONE_APPS]) }))) return false;
    const out = path.join(reports, 'playwright.json');
    const files = JOURNEYS[remote].map((f) => `tests/${f}`);
    console.log(`[journeys] ${files.join(', ')} on ports ${env.E2E_PORT_BASE}… with ${env.E2E_WORKERS} worker(s)`);
    // its own output folder: Playwright empties it at start, and the main suite's may hold another run's traces
    const result = await command(bin('playwright'), ['test', '--config', path.join(ROOT, 'e2e/playwright.config.ts'), '--output', path.join(reports, 'playwright'), ...files], { PLAYWRIGHT_JSON_OUTPUT_NAME: out });
    const p = readJson(out);
    if (p?.stats) { passed += p.stats.expected; failed += p.stats.unexpected + (p.stats.flaky ?? 0); }
    return result;
  });
}

console.log(`\n=== ci ${remote}: summary ===`);
for (const s of steps) console.log(`${s.ok ? 'ok  ' : 'FAIL'} ${s.name} (${s.seconds} s)`);
console.log(`total ${((Date.now() - started) / 1000).toFixed(0)} s; ${passed} tests passed, ${failed} failed`);
if (ok) console.log(`next: npm run release -w ${relDir} -- --version <new version>, then npm run operator -- remote publish ${remote} <version> (docs/architecture.md "A wallet team's release")`);
process.exit(ok ? 0 : 1);
