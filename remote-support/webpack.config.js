const path = require('node:path');
const { appConfig } = require('../scripts/webpack/app-config.cjs');

const exposes = {
  './routes': './src/routes.tsx',
  './Probe': './src/widgets/probe.tsx',
  // FAQ + customer inquiry form for a host page (props: { sections?: ('faq' | 'contact')[] })
  './SupportWidgets': './src/widgets/support-widgets.tsx'
};

module.exports = (env, argv) =>
  appConfig({ app: 'support', dir: __dirname, env, mode: argv.mode, exposes: Object.fromEntries(Object.entries(exposes).map(([k, v]) => [k, path.join(__dirname, v)])) });
