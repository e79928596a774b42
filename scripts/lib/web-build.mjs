// The web tier's production build (docs/decisions/012-typed-web-tier.md): esbuild bundles web/src/main.ts with the
// host's components that draw a first screen, @casino/shared and the packages they use (React, MobX, i18next, the
// router) into web/dist/main.js (git-ignored). The web tier's own packages (fastify, @fastify/*) stay external and
// are required from node_modules at run time; antd and the federation runtime stay out: the first screen draws
// neither (decision 009). Built by scripts/build.mjs with the apps, and by the stack (`npm start`, e2e) when
// missing or older than the web tier's, the host's or shared's sources. Run: `node web/dist/main.js`.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { newestMtime, ROOT } from './apps.mjs';

export const WEB_DIR = path.join(ROOT, 'web');
export const WEB_OUT = path.join(WEB_DIR, 'dist/main.js');
const ENTRY = path.join(WEB_DIR, 'src/main.ts');
const SOURCES = [path.join(WEB_DIR, 'src'), path.join(ROOT, 'host/src'), path.join(ROOT, 'shared/src'), path.join(WEB_DIR, 'package.json')];

export function webNeedsBuild() {
  if (!existsSync(WEB_OUT)) return true;
  const built = statSync(WEB_OUT).mtimeMs;
  return SOURCES.some((s) => (existsSync(s) && statSync(s).isDirectory() ? newestMtime(s) : existsSync(s) ? statSync(s).mtimeMs : 0) > built);
}

/** Builds web/dist/main.js when needed (`force`: always). Answers true when the bundle is usable. */
export async function buildWeb({ force = false, quiet = false } = {}) {
  if (!force && !webNeedsBuild()) return true;
  const started = Date.now();
  const { build } = await import('esbuild');
  const pkg = JSON.parse(readFileSync(path.join(WEB_DIR, 'package.json'), 'utf8'));
  const external = Object.keys(pkg.dependencies ?? {});
  try {
    await build({
      entryPoints: [ENTRY],
      outfile: WEB_OUT,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      jsx: 'automatic',
      sourcemap: true,
      sourcesContent: false,
      define: { 'process.env.NODE_ENV': '"production"' },
      // never drawn on the server: antd's parts load in the browser only (their imports stay lazy requires)
      external: [...external, ...external.map((name) => `${name}/*`), 'antd', 'antd/*', '@ant-design/*', '@module-federation/*'],
      tsconfig: path.join(WEB_DIR, 'tsconfig.json'),
      logLevel: 'warning',
      legalComments: 'none',
    });
  } catch (e) {
    console.error(`[build] web tier failed: ${e.message}`);
    return false;
  }
  if (!quiet) console.log(`[build] web tier done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}
