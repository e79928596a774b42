// Start-up preloads (issue 19): the host's index.html names every script its start-up needs, so the browser
// fetches them with the page instead of after main.js has run and the federation runtime has asked for them
// (on a phone's round trip that wait was ≈ 0.5 s before the first byte of React).
//
// What start-up needs is read from the compilation, not listed by hand: the chunks of the named `bootstrap`
// import (host/src/index.ts) and, for every shared module they consume, the chunks the host's own provider of
// that module loads (production remotes provide none, so the host's is the one used), followed through the
// shared modules those chunks consume in turn. Lazy parts and language chunks are not consumed at start-up and
// stay on demand.
//
// Those shared modules' chunks are then merged into one file (`vendor`): Module Federation gives every shared
// module an async chunk of its own, and split chunks of their common code besides — 20 files of 0.5 to 115 KB
// that every page loads at start-up anyway. One file is fewer requests (a phone's connections are few) and
// compresses better: /home 33 → 14 scripts and 485 → 442 KB brotli (2026-11-27). The host's own start-up code
// (`bootstrap`) stays a file of its own: it changes with every release, the vendor file only when a package
// does. Chunks that only lazy parts use are not touched. A chunk waiting for a shared module is never merged
// with that module's own chunk (mergeStartupChunks).
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'StartupPreloadPlugin';

/**
 * The chunks loaded when the chunk group `name` is imported: its own, and those of every shared module they
 * consume (the host's provider of it), followed through the shared modules those consume in turn.
 */
function startupChunks(compilation, name) {
  const { chunkGraph } = compilation;
  const group = compilation.namedChunkGroups.get(name);
  if (!group) throw new Error(`${NAME}: no chunk group named "${name}" (import it with webpackChunkName)`);
  const providers = new Map();
  for (const m of compilation.modules) if (m.constructor.name === 'ProvideSharedModule') providers.set(m._name, m);
  const own = new Set(group.chunks);
  const shared = new Set();
  /** chunk → the chunks its shared modules' providers load (a chunk is not ready before they are) */
  const needs = new Map();
  const seen = new Set();
  const pending = [group];
  while (pending.length) {
    const g = pending.pop();
    if (seen.has(g)) continue;
    seen.add(g);
    for (const chunk of g.chunks) {
      if (!own.has(chunk)) shared.add(chunk);
      if (!needs.has(chunk)) needs.set(chunk, new Set());
      for (const m of chunkGraph.getChunkModulesIterable(chunk)) {
        if (m.constructor.name !== 'ConsumeSharedModule') continue;
        const source = providers.get(m.options.shareKey) ?? m;
        for (const block of source.blocks) {
          const next = chunkGraph.getBlockChunkGroup(block);
          if (!next) continue;
          pending.push(next);
          for (const c of next.chunks) if (c !== chunk) needs.get(chunk).add(c);
        }
      }
    }
  }
  return { own, shared, needs };
}

/** The JS files loaded when the chunk group `name` is imported, shared providers included (sorted). */
function startupFiles(compilation, name) {
  const { own, shared } = startupChunks(compilation, name);
  const files = new Set();
  for (const chunk of [...own, ...shared]) for (const f of chunk.files) if (f.endsWith('.js')) files.add(f);
  return [...files].sort();
}

/**
 * Merges the start-up's shared-module chunks (see the top of the file). A chunk is not ready until the shared
 * modules it consumes are, so a chunk may never be merged with a chunk it waits for (it would wait for itself):
 * chunks are merged by depth instead — `vendor` needs no other, `vendor-1` only `vendor`, and so on (today
 * `vendor-1` holds `@casino/shared`, which consumes React, MobX and axios from `vendor`).
 */
function mergeStartupChunks(compilation, name, prefix = 'vendor', skip = new Set(), { ownSplits = false } = {}) {
  const { chunkGraph } = compilation;
  const { own, shared: all, needs } = startupChunks(compilation, name);
  // `ownSplits`: the group's own split chunks (SplitChunksPlugin's node_modules chunks of ≥ 20 KB, e.g. crypto-js's
  // AES for the runtime config) are package code too, loaded at start-up all the same: they go into the merge, so
  // start-up is main, bootstrap, vendor and vendor-1 (budgets.spec.ts), not one more file per large package.
  const splits = ownSplits ? [...own].filter((c) => c.name !== name) : [];
  const shared = new Set([...all, ...splits].filter((c) => !skip.has(c)));
  const depth = new Map();
  const depthOf = (chunk, path = new Set()) => {
    if (depth.has(chunk)) return depth.get(chunk);
    if (path.has(chunk)) throw new Error(`${NAME}: start-up chunks wait for each other in a cycle`);
    path.add(chunk);
    let d = 0;
    for (const other of needs.get(chunk) ?? []) if (shared.has(other)) d = Math.max(d, depthOf(other, path) + 1);
    path.delete(chunk);
    depth.set(chunk, d);
    return d;
  };
  const levels = [];
  for (const chunk of shared) {
    if (chunk.hasRuntime() || chunkGraph.getNumberOfEntryModules(chunk)) continue;
    (levels[depthOf(chunk)] ??= []).push(chunk);
  }
  levels.forEach((chunks, level) => {
    const [target, ...rest] = chunks;
    for (const chunk of rest) {
      if (!chunkGraph.canChunksBeIntegrated(target, chunk)) continue;
      chunkGraph.integrateChunks(target, chunk);
      compilation.chunks.delete(chunk);
    }
    target.name = level ? `${prefix}-${level}` : prefix;
  });
  // every chunk this group loads, its own and its shared modules', merged or not: a later (lazy) merge must leave
  // all of them alone (merging one into a lazy file would make start-up load that file)
  return new Set([...own, ...all].filter((c) => compilation.chunks.has(c)));
}

class StartupPreloadPlugin {
  /**
   * @param {{ chunk: string; lazy?: Array<[string, string]> }} o the webpackChunkName of the start-up import; `lazy`:
   *   [webpackChunkName, file name] of on-demand imports whose shared modules' chunks are merged the same way into
   *   a file of their own (the chunks start-up already merged into `vendor` left out) — antd's, which the first
   *   paint does not load (issue 19): one file of ≈ 195 KB instead of six that compress ≈ 25 KB worse apart.
   */
  constructor({ chunk, lazy = [] }) { this.chunk = chunk; this.lazy = lazy; }

  apply(compiler) {
    const { STAGE_ADVANCED } = require('webpack').OptimizationStages;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // after SplitChunksPlugin (STAGE_ADVANCED), so that its split chunks are merged too
      compilation.hooks.optimizeChunks.tap({ name: NAME, stage: STAGE_ADVANCED + 1 }, () => {
        const merged = mergeStartupChunks(compilation, this.chunk, 'vendor', new Set(), { ownSplits: true });
        for (const [name, file] of this.lazy) for (const c of mergeStartupChunks(compilation, name, file, merged)) merged.add(c);
        return false;
      });
    });
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
