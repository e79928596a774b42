// Builds the house game pages (docs/games.md "The game pages") into server/dist/house-pages/ (git-ignored): the
// TypeScript page scripts of ./pages, bundled by esbuild with the engines they share with the server
// (server/src/domain/{house-games,fairness}) into one small ES module per page plus shared chunks; the HTML of
// each page from the one template (./html); the stylesheet. The route serves that folder.
//
// When it runs: `node scripts/build.mjs` (npm start, npm test's build step, `npm run build -w server`) builds it;
// the server builds it at start when it is missing or older than its sources (a clean clone, `npm run dev`), and
// the server tests' global setup does so once before the test files run. A build is written to a temporary folder
// and moved into place, so a reader never sees half of one.
import fs from 'node:fs';
import path from 'node:path';
import { housePages } from './html/pages';

export const HOUSE_PAGES_DIR = path.resolve(__dirname, '../../dist/house-pages');
const PAGES_SRC = path.resolve(__dirname, 'pages');
/** Everything a build reads: the pages, the HTML templates, this file, the engines. */
const SOURCES = [__dirname, path.resolve(__dirname, '../domain/house-games'), path.resolve(__dirname, '../domain/fairness')];
const ENTRIES = ['reels5', 'nine', 'baccarat', 'crash', 'fairness'].map((page) => path.join(PAGES_SRC, `page-${page}.ts`));
/** Written last: its presence marks a finished build, its time is the build's. */
const MARKER = 'manifest.json';

export interface BuiltFile { file: string; bytes: number }

function newestMtime(target: string): number {
  // a source folder that is not there (the API's runtime image ships the built pages, not their sources) is
  // not newer than the build
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(target).reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), stat.mtimeMs);
}

/** Builds every page into `outDir` (replacing what is there); answers the files and their sizes. */
export async function buildHousePages(outDir = HOUSE_PAGES_DIR): Promise<BuiltFile[]> {
  const temp = `${outDir}.tmp-${process.pid}-${Date.now()}`;
  fs.mkdirSync(temp, { recursive: true });
  try {
    // loaded only for a build: a start whose pages are built does not read esbuild (≈ 9 ms of a start)
    const { build } = await import('esbuild');
    const result = await build({
      entryPoints: ENTRIES,
      outdir: temp,
      bundle: true,
      splitting: true, // the shell, the engines and the i18n texts are one chunk that every page shares
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      minify: true,
      legalComments: 'none',
      entryNames: '[name]',
      chunkNames: 'chunk-[hash]',
      tsconfig: path.join(PAGES_SRC, 'tsconfig.json'),
      logLevel: 'silent',
      metafile: true,
      absWorkingDir: path.resolve(__dirname, '../../..'), // the manifest names inputs from the repository's root
    });
    for (const [name, html] of Object.entries(housePages())) fs.writeFileSync(path.join(temp, name), html);
    fs.copyFileSync(path.join(PAGES_SRC, 'house.css'), path.join(temp, 'house.css'));
    const files = fs.readdirSync(temp).sort().map((file) => ({ file, bytes: fs.statSync(path.join(temp, file)).size }));
    const inputs = Object.keys(result.metafile.inputs).sort();
    fs.writeFileSync(path.join(temp, MARKER), `${JSON.stringify({ files, inputs }, null, 2)}\n`);
    const old = `${outDir}.old-${process.pid}-${Date.now()}`;
    if (fs.existsSync(outDir)) fs.renameSync(outDir, old);
    try {
      fs.renameSync(temp, outDir);
    } catch (err) {
      if (!fs.existsSync(path.join(outDir, MARKER))) throw err; // another process moved its build in first: same sources
    }
    fs.rmSync(old, { recursive: true, force: true });
    return files;
  } finally {
    fs.rmSync(temp, { recursive: true, force: true });
  }
}

/** Is the build in `outDir` missing or older than any of its sources? */
export function housePagesStale(outDir = HOUSE_PAGES_DIR): boolean {
  const marker = path.join(outDir, MARKER);
  if (!fs.existsSync(marker)) return true;
  const built = fs.statSync(marker).mtimeMs;
  return SOURCES.some((dir) => newestMtime(dir) > built);
}

const pending = new Map<string, Promise<unknown>>();

/** Builds the pages when they are missing or stale (once at a time per process); answers the folder. */
export async function ensureHousePages(outDir = HOUSE_PAGES_DIR): Promise<string> {
  if (!housePagesStale(outDir)) return outDir;
  let running = pending.get(outDir);
  if (!running) {
    running = buildHousePages(outDir).finally(() => pending.delete(outDir));
    pending.set(outDir, running);
  }
  await running;
  return outDir;
}

// `tsx server/src/house-games/build.ts` (scripts/build.mjs, `npm run build -w server`): a fresh build, with sizes.
if (require.main === module) {
  buildHousePages().then((files) => {
    const total = files.filter((f) => f.file.endsWith('.js')).reduce((sum, f) => sum + f.bytes, 0);
    console.log(`[build:house-pages] ${path.relative(process.cwd(), HOUSE_PAGES_DIR)}: ${files.map((f) => `${f.file} ${f.bytes} B`).join(', ')}; scripts ${total} B`);
  }, (err: unknown) => {
    console.error('[build:house-pages] failed:', err);
    process.exit(1);
  });
}
