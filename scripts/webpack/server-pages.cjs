// A remote's server pages (decision 010): when a remote has `src/server-pages.tsx`, every production build also
// writes `server/pages.cjs` into its version folder, a Node build of the pages the host's server may draw into the
// HTML. It is part of the release (its digest is in release.json, written after it) and is served by the remote's
// origin beside the browser's files, so the host's renderer draws a visitor with the very version the registry
// gives them.
//
// The packages in SERVER_SHARED are not in the build: the host's renderer provides its own, as Module Federation's
// shared singletons do in the browser (one React, one MobX store, one i18n, one router). Everything else the pages
// import is bundled.
const fs = require('node:fs');
const path = require('node:path');

const SERVER_PAGES_FILE = 'server/pages.cjs';
const SERVER_SHARED = ['react', 'react/jsx-runtime', 'react-dom', 'mobx', 'mobx-react-lite', 'i18next', 'react-i18next', 'react-router-dom', '@casino/shared'];

/** Builds `<outDir>/server/pages.cjs` from `<dir>/src/server-pages.tsx`; answers false when the remote has none. */
async function buildServerPages({ dir, outDir }) {
  const entry = path.join(dir, 'src/server-pages.tsx');
  if (!fs.existsSync(entry)) return false;
  const { build } = await import('esbuild');
  await build({
    entryPoints: [entry],
    outfile: path.join(outDir, SERVER_PAGES_FILE),
    bundle: true,
    // 'neutral', not 'node': packages' ES modules (their `import` / `module` entries), so that only the parts
    // imported are in the build (an icon, not the 800 of them that @ant-design/icons' `node` entry loads)
    platform: 'neutral',
    format: 'cjs',
    target: 'node20',
    mainFields: ['module', 'main'],
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    external: SERVER_SHARED,
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  return true;
}

/** webpack plugin: after the browser's files are written (and before the release record lists them). */
class ServerPagesPlugin {
  constructor({ dir }) { this.dir = dir; }
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('ServerPagesPlugin', async (compilation) => {
      if (compilation.errors.length) return;
      await buildServerPages({ dir: this.dir, outDir: compiler.options.output.path });
    });
  }
}

module.exports = { SERVER_PAGES_FILE, SERVER_SHARED, ServerPagesPlugin, buildServerPages };
