const path = require('node:path');
const { appConfig } = require('../scripts/webpack/app-config.cjs');

const exposes = {
  './routes': './src/routes.tsx',
  './Probe': './src/widgets/probe.tsx'
};

module.exports = (env, argv) =>
  appConfig({ app: 'wallet', dir: __dirname, env, mode: argv.mode, exposes: Object.fromEntries(Object.entries(exposes).map(([k, v]) => [k, path.join(__dirname, v)])) });
