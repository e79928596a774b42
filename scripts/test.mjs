#!/usr/bin/env node
// `npm test`: typecheck → lint (`npm run lint`: layers, typescript-eslint, rules of hooks) → Jest over every
// workspace (server on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set) → Playwright e2e against
// production builds in Debian's Chromium.
// Prints one closing line "N passed, N failed" for the whole run.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ROOT } from './lib/apps.mjs';
import { run } from './lib/run.mjs';

const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);
const steps = [];
const started = Date.now();
let passed = 0;
let failed = 0;
let flaky = 0;
/** Tests that did not run (Jest's skipped and todo, node:test's skip, Playwright's skipped): shown, so a suite that skips is seen. */
let skipped = 0;

async function step(name, cmd, args, env) {
  const t = Date.now();
  console.log(`\n=== ${name} ===`);
  const code = await run(cmd, args, { cwd: ROOT, env: { ...process.env, ...env } });
  steps.push({ name, code, seconds: ((Date.now() - t) / 1000).toFixed(0) });
  return code === 0;
}

function readJson(file) {
  try { return JSON.parse(readFileSync(file, 'utf8')); } catch { return null; }
}

/** The first lines of an error, without colour codes: what the summary shows of each failed test. */
function errorHead(text, lines = 12) {
  return stripVTControlCharacters(String(text ?? '')).split('\n').filter((l) => l.trim()).slice(0, lines).map((l) => `    ${l}`).join('\n');
}

/**
 * Each failed test with the head of its error, repeated under the summary: the summary is the part of a long CI
 * log a reader (or a log that keeps only its tail) sees, and a failure's name without its message is not enough
 * to act on.
 */
const failures = [];
function jestFailures(report) {
  for (const file of report?.testResults ?? []) {
    for (const t of file.assertionResults ?? []) {
      if (t.status === 'failed') failures.push({ title: `${path.relative(ROOT, file.name)} › ${t.fullName}`, error: errorHead(t.failureMessages?.[0]) });
    }
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed')) {
      failures.push({ title: path.relative(ROOT, file.name), error: errorHead(file.message) });
    }
  }
}
function playwrightFailures(report) {
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === 'expected' || t.status === 'skipped') continue;
        const result = (t.results ?? []).find((r) => r.status !== 'passed' && r.status !== 'skipped');
        const error = result?.errors?.[0]?.message ?? result?.error?.message;
        failures.push({ title: `[${t.projectName}] ${[...titles, spec.title].join(' › ')} (${spec.file}:${spec.line})`, error: errorHead(error) });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]); // a describe block
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
}

const jestReport = path.join(ROOT, 'test-results/jest.json');
const pwReport = path.join(ROOT, 'test-results/playwright.json');
rmSync(path.join(ROOT, 'test-results'), { recursive: true, force: true });
mkdirSync(path.join(ROOT, 'test-results'), { recursive: true }); // Jest does not create its --outputFile folder

let ok = await step('typecheck', 'npm', ['run', 'typecheck', '--silent']);
if (ok) ok = await step('lint', 'npm', ['run', 'lint', '--silent']);
if (ok) {
  ok = await step('jest', bin('jest'), ['--ci', '--json', `--outputFile=${jestReport}`]);
  const j = readJson(jestReport);
  if (j) { passed += j.numPassedTests; failed += j.numFailedTests; skipped += (j.numPendingTests ?? 0) + (j.numTodoTests ?? 0); }
  jestFailures(j);
}
if (ok && !process.argv.includes('--no-e2e')) {
  ok = await step('chromium', 'node', [path.join(ROOT, 'scripts/ensure-chromium.mjs')]);
  if (ok) ok = await step('build', 'node', [path.join(ROOT, 'scripts/build.mjs')]);
  // `npm run cluster` (two API instances behind HAProxy) under load with a drain and a restart, on the builds just
  // made; skipped with a warning when PostgreSQL or Redis does not answer. e2e runs whatever its result. The same
  // node:test run takes the team pipeline's contract check tests (scripts/contract-check.test.mjs, a few seconds) and
  // the bench's Lighthouse summary tests (scripts/bench/lighthouse-summary.test.mjs, pure) and its two-cores reading's
  // (scripts/bench/cores.test.mjs).
  let clusterOk = true;
  if (ok) {
    const tap = path.join(ROOT, 'test-results/cluster.tap');
    clusterOk = await step('cluster', 'node', ['--test', '--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${tap}`, path.join(ROOT, 'scripts/cluster.test.mjs'), path.join(ROOT, 'scripts/contract-check.test.mjs'), path.join(ROOT, 'scripts/bench/lighthouse-summary.test.mjs'), path.join(ROOT, 'scripts/bench/cores.test.mjs')]);
    const counts = (() => { try { return readFileSync(tap, 'utf8'); } catch { return ''; } })();
    // its failed tests in the summary too, with the head of their error (TAP's YAML block)
    for (const m of counts.matchAll(/^not ok \d+ - (.*)\n([\s\S]*?)^\s*\.\.\.$/gm)) {
      failures.push({ title: `${path.basename(tap)} › ${m[1]}`, error: errorHead(m[2].split('\n').filter((l) => !/^\s*(---|duration_ms|location|failureType):?/.test(l)).join('\n')) });
    }
    passed += Number(/^# pass (\d+)/m.exec(counts)?.[1] ?? 0);
    failed += Number(/^# fail (\d+)/m.exec(counts)?.[1] ?? 0) + Number(/^# cancelled (\d+)/m.exec(counts)?.[1] ?? 0);
    skipped += Number(/^# skipped (\d+)/m.exec(counts)?.[1] ?? 0) + Number(/^# todo (\d+)/m.exec(counts)?.[1] ?? 0);
  }
  if (ok) {
    // With PostgreSQL (TEST_DATABASE_URL, as .ci/run sets it) the money journeys run once more on a stack over a new
    // database on that server (e2e/playwright.config.ts, project 'postgres').
    const pgServer = (() => {
      if (!process.env.TEST_DATABASE_URL || process.env.E2E_DATABASE_URL) return {};
      const url = new URL(process.env.TEST_DATABASE_URL);
      url.pathname = '/postgres';
      return { E2E_DATABASE_URL: url.href };
    })();
    ok = await step('e2e', bin('playwright'), ['test', '--config', path.join(ROOT, 'e2e/playwright.config.ts')], { PLAYWRIGHT_JSON_OUTPUT_NAME: pwReport, ...pgServer });
    const p = readJson(pwReport);
    // Playwright runs with retries: 0, so a test that fails once fails the run; "flaky" (passed only on a
    // retry) can then only appear if someone adds retries back, and it is counted as a failure.
    if (p?.stats) { passed += p.stats.expected; flaky += p.stats.flaky ?? 0; failed += p.stats.unexpected + (p.stats.flaky ?? 0); skipped += p.stats.skipped ?? 0; }
    if (flaky > 0) ok = false;
    playwrightFailures(p);
  }
  if (!clusterOk) ok = false;
}

console.log('\n=== summary ===');
for (const f of failures) console.log(`FAILED ${f.title}\n${f.error}`);
for (const s of steps) console.log(`${s.code === 0 ? 'ok  ' : 'FAIL'} ${s.name} (${s.seconds} s)`);
console.log(`total ${((Date.now() - started) / 1000).toFixed(0)} s`);
if (!ok && failed === 0) failed = 1;
console.log(`${flaky} flaky (each counted as failed)`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(ok ? 0 : 1);
