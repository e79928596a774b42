#!/usr/bin/env node
// Production builds of the host, the remotes and the back office, the house game pages the API server serves
// (server/src/house-games/build.ts → server/dist/house-pages), the API server's bundle and the web tier's
// (web/dist/main.js, which draws first screens with the host's components), the lobby's pictures
// (scripts/build-images.mjs → server/dist/pictures): `--force` rebuilds everything,
// otherwise only what is missing or older than its sources. Two builds run at a time (the machines have two cores).
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appDir, needsBuild, REMOTES, ROOT, STANDALONE_APPS } from './lib/apps.mjs';
import { run } from './lib/run.mjs';
import { buildServer } from './lib/server-build.mjs';
import { buildWeb } from './lib/web-build.mjs';
import { buildImages } from './build-images.mjs';

// Two builds of the same app at once would clean each other's output: one build at a time per checkout.
const LOCK = path.join(tmpdir(), `casino-build-${Buffer.from(ROOT).toString('hex').slice(-24)}.lock`);
async function withLock(fn) {
  for (;;) {
    try { mkdirSync(LOCK); break; } catch {
      try { if (Date.now() - statSync(LOCK).mtimeMs > 15 * 60_000) rmSync(LOCK, { recursive: true, force: true }); } catch { /* gone */ }
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  try { return await fn(); } finally { rmSync(LOCK, { recursive: true, force: true }); }
}

export function buildApps(options = {}) {
  return withLock(() => buildUnlocked(options));
}

/** The house game pages: a fresh build (a second or so; esbuild), run with tsx like the server itself. */
async function buildHousePages(env) {
  const started = Date.now();
  const code = await run(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'server/src/house-games/build.ts')], { cwd: ROOT, env, prefix: '' });
  if (code !== 0) { console.error('[build] house pages failed'); return false; }
  console.log(`[build] house pages done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

/**
 * The migrated PGlite template in server/dist (server/src/db/pglite-template.ts): a first start on an empty data
 * folder unpacks it instead of running initdb and the migrations. Written once per PGlite version and migration
 * set; without it the server still starts (slower), so a failure here only warns.
 */
async function buildDatabaseTemplate(env) {
  const code = await run(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'server/src/db/template-cli.ts')], { cwd: ROOT, env, prefix: '' });
  if (code !== 0) console.warn('[build] no database template: a first start on an empty data folder runs initdb');
  return true;
}

async function buildUnlocked({ force = false, apps = ['host', ...REMOTES, ...STANDALONE_APPS], env = process.env, housePages = true, server = true } = {}) {
  // the API server's JavaScript (server/dist/main.js, esbuild): when missing or older than its sources
  if (server && !(await buildServer({ force }))) return false;
  // the web tier (web/dist/main.js, esbuild): when missing or older than its, the host's or shared's sources
  if (server && !(await buildWeb({ force }))) return false;
  if (server) await buildDatabaseTemplate(env);
  // the lobby's card pictures for phones (AVIF/WebP/PNG, 1×–3×) into server/dist/pictures, kept between builds
  if (server) await buildImages({ force });
  if (housePages && !(await buildHousePages(env))) return false;
  const todo = apps.filter((a) => force || needsBuild(a));
  if (todo.length === 0) return true;
  console.log(`[build] building ${todo.join(', ')} …`);
  const webpack = path.join(ROOT, 'node_modules/.bin/webpack');
  const queue = [...todo];
  let ok = true;
  const worker = async () => {
    while (queue.length) {
      const app = queue.shift();
      const started = Date.now();
      const code = await run(webpack, ['--mode', 'production'], { cwd: appDir(app), env, prefix: `[build:${app}] ` });
      if (code !== 0) { ok = false; console.error(`[build] ${app} failed`); }
      else console.log(`[build] ${app} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  };
  await Promise.all([worker(), worker()]);
  // the web tier draws first screens with the host's components (decision 010): rebuilt with the host
  if (ok && todo.includes('host') && !(await buildWeb({ force: true }))) ok = false;
  return ok;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const force = process.argv.includes('--force');
  const apps = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  buildApps({ force, apps: apps.length ? apps : undefined, housePages: apps.length === 0, server: apps.length === 0 }).then((ok) => process.exit(ok ? 0 : 1));
}
