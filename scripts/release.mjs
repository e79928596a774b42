#!/usr/bin/env node
// An immutable release of one remote (issue 15):
//   npm run release -w remote-wallet [-- --version 1.4.0]
// builds only that remote into remote-<name>/dist/<version>/ (default version: its package.json) and writes
// the release record (release.json: version, commit, build time, shared singletons with their ranges, the
// @casino/shared contract version, the SHA-256 of every file). A version that already exists is refused:
// a released folder never changes. Publishing = the remote's origin serves the folder; then tell the registry:
//   npm run operator -- remote publish <name> <version>
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { appDir, REMOTES, ROOT, version as packageVersion } from './lib/apps.mjs';
import { run } from './lib/run.mjs';

const VERSION_RE = /^\d{1,6}\.\d{1,6}\.\d{1,6}(?:-[0-9A-Za-z][0-9A-Za-z.-]{0,39})?$/;

export async function release(app, version = packageVersion(app)) {
  if (!REMOTES.includes(app)) throw new Error(`release: unknown remote "${app}" (one of ${REMOTES.join(', ')})`);
  if (!VERSION_RE.test(version)) throw new Error(`release: "${version}" is not a version (1.2.3 or 1.2.3-rc.1)`);
  const dir = path.join(appDir(app), 'dist', version);
  if (existsSync(dir)) throw new Error(`release: ${app} ${version} already exists (${path.relative(ROOT, dir)}); releases are immutable, pick a new version`);
  const started = Date.now();
  const code = await run(path.join(ROOT, 'node_modules/.bin/webpack'), ['--mode', 'production'], {
    cwd: appDir(app), env: { ...process.env, REMOTE_VERSION: version }, prefix: `[release:${app}] `,
  });
  if (code !== 0) throw new Error(`release: the build of ${app} ${version} failed`);
  const record = JSON.parse(readFileSync(path.join(dir, 'release.json'), 'utf8'));
  console.log(`[release] ${app} ${version} built in ${((Date.now() - started) / 1000).toFixed(1)} s: ${Object.keys(record.files).length} files, commit ${record.commit.slice(0, 12)}, contract ${record.contractVersion}`);
  console.log(`[release] publish it: npm run operator -- remote publish ${app} ${version}`);
  return record;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(ROOT, 'scripts/release.mjs')) {
  const args = process.argv.slice(2);
  const i = args.indexOf('--version');
  const version = i >= 0 ? args.splice(i, 2)[1] : undefined;
  release(args[0], version).then(() => process.exit(0), (e) => { console.error(e.message); process.exit(1); });
}
