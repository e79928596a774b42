// The host's first-screen renderer for Node (host/src/first-screen/render.tsx → host/dist-server/first-screen.cjs,
// git-ignored; decision 010): esbuild bundles it with the host's components, @casino/shared and the packages they use,
// so that the static server draws a visitor's /home with the very code the browser runs. antd and the federation
// runtime stay out: the first screen draws neither (decision 009). Built with the host (scripts/build.mjs), and by
// `npm start` when missing or older than the host's or shared's sources.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { newestMtime, ROOT } from './apps.mjs';

export const FIRST_SCREEN_OUT = path.join(ROOT, 'host/dist-server/first-screen.cjs');
const ENTRY = path.join(ROOT, 'host/src/first-screen/render.tsx');
const SOURCES = [path.join(ROOT, 'host/src'), path.join(ROOT, 'shared/src')];

export function firstScreenNeedsBuild() {
  if (!existsSync(FIRST_SCREEN_OUT)) return true;
  const built = statSync(FIRST_SCREEN_OUT).mtimeMs;
  return SOURCES.some((s) => newestMtime(s) > built);
}

/** Builds the renderer when needed (`force`: always). Answers true when the bundle is usable. */
export async function buildFirstScreen({ force = false } = {}) {
  if (!force && !firstScreenNeedsBuild()) return true;
  const started = Date.now();
  const { build } = await import('esbuild');
  try {
    await build({
      entryPoints: [ENTRY],
      outfile: FIRST_SCREEN_OUT,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      // never drawn on the server: antd's parts load in the browser only (their imports stay lazy requires)
      external: ['antd', 'antd/*', '@ant-design/*', '@module-federation/*'],
      logLevel: 'warning',
      legalComments: 'none',
    });
  } catch (e) {
    console.error(`[build] first screen failed: ${e.message}`);
    return false;
  }
  console.log(`[build] first screen done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}
