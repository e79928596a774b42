// Start-up preloads (issue 19): the host's index.html names every script its start-up needs, so the browser
// fetches them with the page instead of after main.js has run and the federation runtime has asked for them
// (on a phone's round trip that wait was ≈ 0.5 s before the first byte of React).
//
// What start-up needs is read from the compilation, not listed by hand: the chunks of the named `bootstrap`
// import (host/src/index.ts) and, for every shared module they consume, the chunks the host's own provider of
// that module loads (production remotes provide none, so the host's is the one used), followed through the
// shared modules those chunks consume in turn. Lazy parts and language chunks are not consumed at start-up and
// stay on demand.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'StartupPreloadPlugin';

/** The JS files loaded when the chunk group `name` is imported, shared providers included (sorted). */
function startupFiles(compilation, name) {
  const { chunkGraph } = compilation;
  const group = compilation.namedChunkGroups.get(name);
  if (!group) throw new Error(`${NAME}: no chunk group named "${name}" (import it with webpackChunkName)`);
  const providers = new Map();
  for (const m of compilation.modules) if (m.constructor.name === 'ProvideSharedModule') providers.set(m._name, m);
  const files = new Set();
  const seen = new Set();
  const pending = [group];
  while (pending.length) {
    const g = pending.pop();
    if (seen.has(g)) continue;
    seen.add(g);
    for (const chunk of g.chunks) {
      for (const f of chunk.files) if (f.endsWith('.js')) files.add(f);
      for (const m of chunkGraph.getChunkModulesIterable(chunk)) {
        if (m.constructor.name !== 'ConsumeSharedModule') continue;
        const source = providers.get(m.options.shareKey) ?? m;
        for (const block of source.blocks) {
          const next = chunkGraph.getBlockChunkGroup(block);
          if (next) pending.push(next);
        }
      }
    }
  }
  return [...files].sort();
}

class StartupPreloadPlugin {
  /** @param {{ chunk: string }} o the webpackChunkName of the start-up import */
  constructor({ chunk }) { this.chunk = chunk; }

  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath || '';
        const links = startupFiles(compilation, this.chunk).map((file) => ({
          tagName: 'link', voidTag: true, meta: { plugin: NAME }, attributes: { rel: 'preload', as: 'script', href: `${publicPath}${file}` },
        }));
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { StartupPreloadPlugin, startupFiles };
