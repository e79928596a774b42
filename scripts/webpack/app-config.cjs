// One webpack configuration factory for the host and the four remotes, so that loaders, federation
// options and output layout cannot drift apart between teams.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { DefinePlugin } = require('webpack');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedConfig } = require('./mf-shared.cjs');
const { ReleaseRecordPlugin } = require('./release-record.cjs');
const { ServerPagesPlugin } = require('./server-pages.cjs');
const { StartupPreloadPlugin } = require('./startup-preload.cjs');

const root = path.resolve(__dirname, '../..');

const PORTS = { host: 3000, account: 3001, games: 3002, wallet: 3003, support: 3004, backoffice: 3005 };
const portFor = (app) => Number(process.env[`${app.toUpperCase()}_PORT`] || PORTS[app]);

/**
 * @param {object} o
 * @param {'host'|'account'|'games'|'wallet'|'support'|'backoffice'} o.app
 * @param {string} o.dir the package dir
 * @param {boolean} [o.federated] false for a stand-alone app (the back office): no Module Federation plugin,
 *   laid out like the host (dist/, index.html from public/), so it shares no runtime with the members' site
 * @param {Record<string,string>} [o.exposes]
 * @param {Record<string, unknown>} [o.env] webpack --env
 * @param {string} [o.mode]
 */
function appConfig({ app, dir, exposes = {}, env = {}, mode = 'production', federated = true }) {
  // A non-federated app is built like the host (its own page at '/', dist/ without a version folder).
  const isHost = app === 'host' || !federated;
  const standalone = Boolean(env.standalone);
  const dev = mode === 'development';
  const pkg = require(path.join(dir, 'package.json'));
  // A remote's build lands in dist/<version>/ (immutable, servable side by side for rollback).
  const version = process.env.REMOTE_VERSION || pkg.version;
  const outDir = isHost ? path.join(dir, 'dist') : path.join(dir, 'dist', version);
  const mfName = !federated ? `casino_${app}` : isHost ? 'casino_host' : `remote_${app}`;

  /** @type {import('webpack').Configuration} */
  const config = {
    mode,
    entry: { main: path.join(dir, 'src/index.ts') },
    devtool: dev ? 'eval-cheap-module-source-map' : 'source-map',
    output: {
      path: outDir,
      publicPath: isHost ? '/' : 'auto',
      uniqueName: mfName,
      // Progressive delivery (issue 15): two versions of one remote can load into the same page (a canary that
      // fails, then the stable one as last known good). Each version gets its own chunk-loading global, so the
      // stable runtime never adopts chunks the failed version already pushed.
      ...(isHost ? {} : { chunkLoadingGlobal: `webpackChunk_${mfName}_${version.replace(/[^A-Za-z0-9]/g, '_')}` }),
      // Entry files keep plain names (the federation runtime cannot hash them); chunks are content-hashed.
      filename: '[name].js',
      chunkFilename: dev ? '[name].js' : '[name].[contenthash:8].js',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: dev, refresh: false } },
                target: 'es2020',
              },
            },
          },
        },
        { test: /\.json$/, type: 'json' },
        { test: /\.(png|svg|jpe?g|webp|gif)$/, type: 'asset' },
      ],
    },
    plugins: [
      federated && new ModuleFederationPlugin({
        name: mfName,
        filename: 'remoteEntry.js',
        exposes: isHost ? undefined : exposes,
        shared: sharedConfig({ role: isHost ? 'host' : 'remote', standalone }),
        // The host provides every singleton and production remotes provide none (mf-shared.cjs), so there is
        // nothing to compare: with the default 'version-first', the first shared module a lazy chunk needs made
        // the runtime fetch every registered remote's manifest and entry (4 × ~25 KB on /home, which shows
        // none of them). 'loaded-first' takes the provider already loaded: the host's.
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: true,
        runtimePlugins: isHost ? [path.join(dir, 'src/federation/error-plugin.ts')] : [],
        // One federation runtime per page (issue 19): the host provides its runtime core on a global and production
        // remotes use it instead of carrying their own copy in remoteEntry.js (≈ 20 KB brotli on every remote a page
        // loads). A standalone remote (no host around it) keeps its own.
        // `optimization.target: 'web'`: these bundles only ever run in a browser, so the runtime's Node script loader is
        // left out (a constant the minifier folds) instead of shipped and tested for at every load.
        experiments: { ...(federated && isHost ? { provideExternalRuntime: true } : !standalone ? { externalRuntime: true } : {}), optimization: { target: 'web' } },
      }),
      new DefinePlugin({ __APP_VERSION__: JSON.stringify(version) }),
    ],
    performance: { hints: false },
    optimization: {
      moduleIds: 'deterministic',
      // SWC's minifier (SWC already compiles the sources), through webpack's own minimizer plugin, with webpack's
      // default options (two compress passes): the host's build 32.5 → 13 s and its start-up files slightly smaller
      // than with Terser (2026-12-02, issue 46 §8).
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 }, mangle: true } })],
    },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };

  config.plugins = config.plugins.filter(Boolean);
  // Decision 010: a remote's pages for the host's server, in the same version folder (before the record lists it).
  if (!dev && !standalone && federated && !isHost) config.plugins.push(new ServerPagesPlugin({ dir }));
  // Issue 15: every production build writes release.json (version, commit, singletons, file digests).
  if (!dev && !standalone && federated) config.plugins.push(new ReleaseRecordPlugin({ app, version }));

  if (isHost || standalone) {
    config.plugins.push(new HtmlWebpackPlugin({
      template: path.join(isHost ? dir : root + '/scripts/webpack', isHost ? 'public/index.html' : 'standalone.html'),
      title: isHost ? '' : `${app} (standalone)`,
      ...(isHost ? {} : { filename: 'index.html' }),
    }));
  }
  // The members' host names its start-up scripts in index.html (issue 19; the `bootstrap` import of src/index.ts).
  if (app === 'host' && federated && !dev) config.plugins.push(new StartupPreloadPlugin({ chunk: 'bootstrap', lazy: [['antd-scope', 'antd']] }));

  if (dev) {
    const port = portFor(app);
    config.devServer = {
      port,
      hot: true,
      historyApiFallback: isHost || standalone,
      headers: { 'Access-Control-Allow-Origin': '*' },
      static: isHost ? { directory: path.join(dir, 'public'), publicPath: '/' } : false,
      // The registry points at /remote-<name>/<version>/mf-manifest.json, the same path as production.
      devMiddleware: isHost || standalone ? {} : { publicPath: `/remote-${app}/${version}/` },
      client: { overlay: { errors: true, warnings: false } },
    };
    if (!isHost && !standalone) config.output.publicPath = `http://localhost:${port}/remote-${app}/${version}/`;
  }
  return config;
}

module.exports = { appConfig, PORTS, portFor };
