// The API server's production build (docs/decisions/007-server-runs-compiled-javascript.md): esbuild bundles
// server/src/main.ts, @casino/shared's contract and the few packages in BUNDLED into server/dist/main.js
// (git-ignored); every other npm package stays external and is required from node_modules at run time. Built by `npm start` (and the e2e stack) when
// missing or older than its sources — about a second — so a start runs plain JavaScript, with no compiler.
//
// Source files find their neighbours through `__dirname` (the migrations folder, the house pages, the
// repository root). In one bundle every file would share the bundle's folder, so each file's `__dirname` is
// rewritten to the folder it came from, relative to the bundle (the build stays relocatable with the checkout).
// Outside the checkout (the API's container image, server/Dockerfile) the bundle needs beside it only what those
// folders hold at run time: server/dist (bundle, house pages), server/src/db/migrations and the remotes'
// package.json (their versions seed the registry); the house pages' sources are not needed once built.
//
// `node scripts/lib/server-build.mjs` builds it when missing or stale (`npm start -w server`); `--force`: always
// (the image's build stage).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newestMtime, ROOT } from './apps.mjs';

export const SERVER_DIR = path.join(ROOT, 'server');
export const SERVER_OUT = path.join(SERVER_DIR, 'dist/main.js');
const ENTRY = path.join(SERVER_DIR, 'src/main.ts');
/** The second entry (issue 44): `node server/dist/operator-cli.js bootstrap-owner --username <name>`. */
export const OPERATOR_CLI_OUT = path.join(SERVER_DIR, 'dist/operator-cli.js');
const CLI_ENTRY = path.join(SERVER_DIR, 'src/operator-cli.ts');
const SOURCES = [path.join(SERVER_DIR, 'src'), path.join(ROOT, 'shared/src/contract'), path.join(SERVER_DIR, 'package.json')];

/**
 * Plain-JavaScript packages compiled into the bundle instead of required at run time: each is hundreds of small
 * modules that node would find, read and compile one by one at every start (TypeBox alone ≈ 130 ms), for the
 * few functions the server calls. They hold no native code, no files read beside them and no state shared with
 * an external package (TypeBox marks its schemas with `Symbol.for` keys). docs/performance.md "Start".
 */
export const BUNDLED = new Set(['@sinclair/typebox', 'drizzle-orm', 'jose']);

/** Missing, or older than the server's sources or the shared contract. */
export function serverNeedsBuild() {
  if (!existsSync(SERVER_OUT) || !existsSync(OPERATOR_CLI_OUT)) return true;
  const built = Math.min(statSync(SERVER_OUT).mtimeMs, statSync(OPERATOR_CLI_OUT).mtimeMs);
  return SOURCES.some((s) => (existsSync(s) && statSync(s).isDirectory() ? newestMtime(s) : existsSync(s) ? statSync(s).mtimeMs : 0) > built);
}

const dirnamePlugin = {
  name: 'source-dirname',
  setup(build) {
    build.onLoad({ filter: /[\\/]server[\\/]src[\\/].*\.ts$/ }, (args) => {
      let contents = readFileSync(args.path, 'utf8');
      if (!contents.includes('__dirname') && !contents.includes('require.main')) return undefined;
      const rel = path.relative(path.dirname(SERVER_OUT), path.dirname(args.path)).split(path.sep).join('/');
      contents = contents.replace(/\b__dirname\b/g, `require('node:path').join(__dirname, ${JSON.stringify(rel)})`);
      // a file's "run me directly" block (e.g. house-games/build.ts) must not run inside the server's bundle
      if (args.path !== ENTRY && args.path !== CLI_ENTRY) contents = contents.replace(/require\.main === module/g, 'false');
      return { contents, loader: 'ts' };
    });
  },
};

/** Builds server/dist/main.js when needed (`force`: always). Answers true when the bundle is usable. */
export async function buildServer({ force = false, quiet = false } = {}) {
  if (!force && !serverNeedsBuild()) return true;
  const started = Date.now();
  const { build } = await import('esbuild');
  const pkg = JSON.parse(readFileSync(path.join(SERVER_DIR, 'package.json'), 'utf8'));
  // esbuild (the house pages' build at run time) must stay a package: its API runs a binary next to it.
  const external = [...Object.keys(pkg.dependencies ?? {}).filter((name) => name !== '@casino/shared' && !BUNDLED.has(name)), 'esbuild'];
  try {
    await build({
      entryPoints: { main: ENTRY, 'operator-cli': CLI_ENTRY },
      outdir: path.dirname(SERVER_OUT),
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      sourcemap: true,
      sourcesContent: false,
      external: [...external, ...external.map((name) => `${name}/*`)],
      tsconfig: path.join(SERVER_DIR, 'tsconfig.json'),
      plugins: [dirnamePlugin],
      logLevel: 'warning',
    });
  } catch (err) {
    console.error(`[build] server failed: ${err.message}`);
    return false;
  }
  if (!quiet) console.log(`[build] server done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildServer({ force: process.argv.includes('--force') }).then((ok) => process.exit(ok ? 0 : 1));
}
