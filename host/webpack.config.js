const { appConfig } = require('../scripts/webpack/app-config.cjs');

module.exports = (env, argv) => appConfig({ app: 'host', dir: __dirname, env, mode: argv.mode });
