// The one place that says which packages are shared singletons between the host and the remotes.
// The prefix keys (react/, react-dom/, dayjs/) matter: without them react/jsx-runtime is bundled a second
// time inside each remote and React 19 crashes with two dispatchers.
//
// Issue 19 (docs/decisions/014-shared-ui-surface.md): Module Federation cannot tree-shake a shared package, so
// `antd` and `@ant-design/icons` are shared as the *surface the apps use* (scripts/webpack/ui/*.js, re-exports
// from the packages' ES builds) instead of the whole packages; the apps keep importing from 'antd' and
// '@ant-design/icons'. Heavy components that only some pages show get their own key (LAZY_PARTS) so that
// they load with those pages, never on /home. Production remotes carry no fallback copies of any of this:
// the host always provides it (import:false); a remote's standalone dev build keeps fallbacks to run alone.
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const rootPkg = (name) => require(require.resolve(`${name}/package.json`, { paths: [root] }));

const SINGLETONS = [
  'react', 'react-dom', 'react-router-dom', 'mobx', 'mobx-react-lite', 'antd',
  '@ant-design/cssinjs', '@ant-design/icons', 'i18next', 'react-i18next', 'dayjs',
];
const PREFIXES = { 'react/': 'react', 'react-dom/': 'react-dom', 'dayjs/': 'dayjs' };
/** Shared packages provided by the host from a curated surface module instead of the package itself. */
const SURFACES = {
  antd: path.join(__dirname, 'ui/antd.js'), '@ant-design/icons': path.join(__dirname, 'ui/icons.js'),
  'react-router-dom': path.join(__dirname, 'ui/react-router.js'),
};
/** Heavy parts shared under their own key, imported by deep path (`import Table from 'antd/es/table'`). */
const LAZY_PARTS = { 'antd/es/table': 'antd' };
/**
 * Prefix keys whose modules the host may not import itself (a remote's dayjs plugin or locale): production
 * remotes keep these few-KB fallbacks; everything else comes from the host only.
 */
const REMOTE_FALLBACK_PREFIXES = new Set(['dayjs/']);

/**
 * @param {{ role: 'host' | 'remote', standalone?: boolean }} opts
 * Remotes built for production do not ship their own copies (import:false): only the host's instance may
 * exist. A remote's standalone dev mode keeps a fallback copy so it runs on its own.
 */
function sharedConfig({ role, standalone = false }) {
  const shared = {};
  const noFallback = role === 'remote' && !standalone;
  const entry = (pkg, key) => {
    const version = rootPkg(pkg).version;
    const e = { singleton: true, requiredVersion: `^${version}`, version };
    if (noFallback && !REMOTE_FALLBACK_PREFIXES.has(key)) e.import = false;
    else if (SURFACES[key]) e.import = SURFACES[key];
    return e;
  };
  for (const name of SINGLETONS) shared[name] = entry(name, name);
  for (const [prefix, pkg] of Object.entries(PREFIXES)) shared[prefix] = entry(pkg, prefix);
  for (const [key, pkg] of Object.entries(LAZY_PARTS)) shared[key] = entry(pkg, key);
  const sharedPkg = require(path.join(root, 'shared/package.json'));
  shared['@casino/shared'] = {
    singleton: true,
    requiredVersion: `^${sharedPkg.version}`,
    version: sharedPkg.version,
    ...(noFallback ? { import: false } : {}),
  };
  return shared;
}

module.exports = { sharedConfig, SINGLETONS, PREFIXES, SURFACES, LAZY_PARTS };
