// The back office is its own page on its own origin, not a remote: built by the shared factory without
// Module Federation, so it shares no runtime (and no storage) with the members' site.
const { appConfig } = require('../scripts/webpack/app-config.cjs');

module.exports = (env, argv) => appConfig({ app: 'backoffice', dir: __dirname, env, mode: argv.mode, federated: false });
