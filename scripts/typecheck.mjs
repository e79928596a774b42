#!/usr/bin/env node
// `npm run typecheck`: every workspace's own `typecheck` script (tsc --noEmit over its tsconfig), as many at once as
// the machine has cores: each tsc is single-threaded, so on two cores two of them halve the step. A failing
// workspace's errors are printed under its name; the exit code is non-zero if any failed.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/apps.mjs';
import { run } from './lib/run.mjs';

const { workspaces } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const withScript = workspaces.filter((ws) => {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, ws, 'package.json'), 'utf8'));
  return Boolean(pkg.scripts?.typecheck);
});
const queue = [...withScript];
const failed = [];
async function worker() {
  for (let ws = queue.shift(); ws; ws = queue.shift()) {
    const code = await run('npm', ['run', 'typecheck', '--silent'], { cwd: path.join(ROOT, ws), prefix: `[${ws}] ` });
    if (code !== 0) failed.push(ws);
  }
}
await Promise.all(Array.from({ length: Math.max(1, Math.min(os.availableParallelism(), 4)) }, worker));
if (failed.length > 0) {
  console.error(`typecheck failed in: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`typecheck: ${withScript.length} workspaces clean`);
