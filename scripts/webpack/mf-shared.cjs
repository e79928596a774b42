// The one place that says which packages are shared singletons between the host and the remotes.
// The prefix keys (react/, react-dom/, dayjs/) matter: without them react/jsx-runtime is bundled a second
// time inside each remote and React 19 crashes with two dispatchers.
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const rootPkg = (name) => require(require.resolve(`${name}/package.json`, { paths: [root] }));

const SINGLETONS = [
  'react', 'react-dom', 'react-router', 'react-router-dom', 'mobx', 'mobx-react-lite', 'antd',
  '@ant-design/cssinjs', '@ant-design/icons', 'i18next', 'react-i18next', 'dayjs',
];
const PREFIXES = { 'react/': 'react', 'react-dom/': 'react-dom', 'dayjs/': 'dayjs' };

/**
 * @param {{ role: 'host' | 'remote', standalone?: boolean }} opts
 * Remotes built for production do not ship their own @casino/shared (import:false): only the host's
 * instance may exist. A remote's standalone dev mode keeps a fallback copy so it runs on its own.
 */
function sharedConfig({ role, standalone = false }) {
  const shared = {};
  for (const name of SINGLETONS) {
    const version = rootPkg(name).version;
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  for (const [prefix, pkg] of Object.entries(PREFIXES)) {
    const version = rootPkg(pkg).version;
    shared[prefix] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  const sharedPkg = require(path.join(root, 'shared/package.json'));
  shared['@casino/shared'] = {
    singleton: true,
    requiredVersion: `^${sharedPkg.version}`,
    version: sharedPkg.version,
    ...(role === 'remote' && !standalone ? { import: false } : {}),
  };
  return shared;
}

module.exports = { sharedConfig, SINGLETONS, PREFIXES };
