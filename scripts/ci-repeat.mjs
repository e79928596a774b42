#!/usr/bin/env node
// `npm run test:ci-repeat -- [runs]` (default 3): runs CI's own script, `.ci/run`, that many times, each time
// on a fresh clone of this repository's committed HEAD in a temporary folder (uncommitted changes are not
// in it, as they would not be on CI). Prints, for each run, every step with ok/FAIL and its time, and the
// run's closing line, so that a test that fails only sometimes shows itself before it reaches CI.
// A run's whole output is kept in its folder's ci.log; the folder is removed after a run that passed.
// Options: --keep keeps every clone; E2E_PORT_BASE and TEST_DATABASE_URL pass through as for `.ci/run`.
import { spawn, execFileSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/apps.mjs';

const args = process.argv.slice(2);
const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? 3);
const keep = args.includes('--keep');
const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: ROOT, encoding: 'utf8' }).trim() !== '';
console.log(`ci-repeat: ${runs} run(s) of .ci/run on fresh clones of ${head}${dirty ? ' (uncommitted changes are not included)' : ''}`);

/** Runs `.ci/run` in `dir`, writing its output to ci.log; resolves with the exit code. */
function ciRun(dir) {
  return new Promise((resolve) => {
    const log = createWriteStream(path.join(dir, 'ci.log'));
    const child = spawn('bash', ['.ci/run'], { cwd: dir, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('close', (code) => log.end(() => resolve(code ?? 1)));
  });
}

/** The step lines `.ci/run` and scripts/test.mjs print: "npm ci (18 s)", "ok   jest (312 s)", … */
function stepsOf(log) {
  const lines = [];
  const ci = log.match(/^npm ci: (\d+) s$/m);
  if (ci) lines.push(`ok   npm ci (${ci[1]} s)`);
  const summary = log.split('\n=== summary ===\n')[1];
  if (!summary) return [...lines, 'FAIL (no summary: the run stopped before the tests; see ci.log)'];
  return [...lines, ...summary.split('\n').filter((l) => l.trim())];
}

const results = [];
for (let i = 1; i <= runs; i += 1) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `ci-repeat-${i}-`));
  execFileSync('git', ['clone', '--quiet', ROOT, dir]);
  const started = Date.now();
  process.stdout.write(`\nrun ${i}/${runs} in ${dir} … `);
  const code = await ciRun(dir);
  const seconds = Math.round((Date.now() - started) / 1000);
  const log = readFileSync(path.join(dir, 'ci.log'), 'utf8');
  console.log(`${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
  for (const line of stepsOf(log)) console.log(`  ${line}`);
  results.push({ run: i, code, seconds });
  if (code === 0 && !keep) rmSync(dir, { recursive: true, force: true });
  else console.log(`  log: ${path.join(dir, 'ci.log')}`);
}

const failedRuns = results.filter((r) => r.code !== 0).length;
console.log(`\nci-repeat: ${runs - failedRuns} of ${runs} runs passed (${results.map((r) => `${r.seconds} s`).join(', ')})`);
process.exit(failedRuns === 0 ? 0 : 1);
