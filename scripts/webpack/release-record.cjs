// Release records (issue 15): every production build of the host or a remote writes `release.json` beside its
// files. The registry reads a remote's record from the remote's origin when it is published and checks it
// before a version may become canary or stable (the compatibility gate); the host's record says which shared
// singletons and which @casino/shared contract it provides.
//
// A record holds: app, version, commit, build time, the @casino/shared contract version, every shared
// singleton with the range (requiredVersion) and version from the Module Federation manifest, and the SHA-256
// digest of every file of the build.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');

const RECORD_FILE = 'release.json';
const root = path.resolve(__dirname, '../..');

function contractVersion() {
  return require(path.join(root, 'shared/package.json')).contractVersion;
}

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    return 'unknown';
  }
}

/** Every file under `dir` (posix relative paths, sorted), the record itself left out. */
function listFiles(dir, base = dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(p, base));
    else out.push(path.relative(base, p).split(path.sep).join('/'));
  }
  return out.filter((f) => f !== RECORD_FILE).sort();
}

const sha256 = (file) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** The shared singletons of a Module Federation manifest: package → { requiredVersion, version }. */
function sharedFromManifest(manifest) {
  const shared = {};
  for (const s of manifest.shared ?? []) {
    if (!s.singleton || s.name.endsWith('/')) continue; // "react/" and friends repeat their package
    shared[s.name] = { requiredVersion: s.requiredVersion ?? '*', version: s.version ?? '' };
  }
  return shared;
}

/**
 * Writes `<dir>/release.json` from the files now in `dir` (also used by tests that derive a release from a
 * build, so that the record always matches the folder).
 * @param {{ dir: string, app: string, version: string, commit?: string, builtAt?: string }} o
 */
function writeReleaseRecord({ dir, app, version, commit = gitCommit(), builtAt = new Date().toISOString() }) {
  const manifestFile = path.join(dir, 'mf-manifest.json');
  const manifest = fs.existsSync(manifestFile) ? JSON.parse(fs.readFileSync(manifestFile, 'utf8')) : { shared: [] };
  const files = {};
  for (const f of listFiles(dir)) files[f] = sha256(path.join(dir, f));
  const record = {
    schema: 1,
    app,
    version,
    commit,
    builtAt,
    contractVersion: contractVersion(),
    shared: sharedFromManifest(manifest),
    files,
  };
  fs.writeFileSync(path.join(dir, RECORD_FILE), `${JSON.stringify(record, null, 2)}\n`);
  return record;
}

/** webpack plugin: after a production build, the record of the output folder. */
class ReleaseRecordPlugin {
  constructor({ app, version }) { this.app = app; this.version = version; }
  apply(compiler) {
    compiler.hooks.done.tap('ReleaseRecordPlugin', (stats) => {
      if (stats.hasErrors()) return;
      writeReleaseRecord({ dir: compiler.options.output.path, app: this.app, version: this.version });
    });
  }
}

module.exports = { RECORD_FILE, ReleaseRecordPlugin, writeReleaseRecord, sharedFromManifest, listFiles };
