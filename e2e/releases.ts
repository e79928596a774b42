// Test releases of the wallet for the delivery journey (issue 15), made on a clean clone in well under the
// time of a second build: ONE real `npm run release` of the wallet (1.0.2, the good one), and two releases
// derived from its files, each with a record rewritten by the same code that writes every build's record:
//   1.0.1  throws when mounted (its route manifest's `routes` getter throws while the host renders it)
//   1.0.3  a manifest that needs react ^18.2.0 (the compatibility gate must refuse it, naming react)
// The folders are reused while the good one is newer than the wallet's sources.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const DIST = path.join(ROOT, 'remote-wallet/dist');
export const RELEASES = { broken: '1.0.1', good: '1.0.2', react18: '1.0.3' } as const;

const load = createRequire(__filename);
const { writeReleaseRecord } = load(path.join(ROOT, 'scripts/webpack/release-record.cjs')) as {
  writeReleaseRecord: (o: { dir: string; app: string; version: string }) => { files: Record<string, string> };
};

function newest(dir: string): number {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

function fresh(): boolean {
  const record = path.join(DIST, RELEASES.good, 'release.json');
  if (!existsSync(record) || !existsSync(path.join(DIST, RELEASES.broken, 'release.json')) || !existsSync(path.join(DIST, RELEASES.react18, 'release.json'))) return false;
  const built = statSync(record).mtimeMs;
  return [path.join(ROOT, 'remote-wallet/src'), path.join(ROOT, 'shared/src'), path.join(ROOT, 'scripts/webpack')].every((d) => newest(d) < built);
}

function derive(version: string, change: (dir: string) => void): void {
  const dir = path.join(DIST, version);
  cpSync(path.join(DIST, RELEASES.good), dir, { recursive: true });
  change(dir);
  writeReleaseRecord({ dir, app: 'wallet', version });
}

export function prepareWalletReleases(): void {
  if (fresh()) return;
  for (const v of Object.values(RELEASES)) rmSync(path.join(DIST, v), { recursive: true, force: true });
  execFileSync('node', [path.join(ROOT, 'scripts/release.mjs'), 'wallet', '--version', RELEASES.good], { cwd: ROOT, stdio: 'inherit' });

  derive(RELEASES.broken, (dir) => {
    const pattern = /remote:"wallet",routes:\[/;
    const files = readdirSync(dir).filter((f) => f.endsWith('.js') && pattern.test(readFileSync(path.join(dir, f), 'utf8')));
    if (files.length === 0) throw new Error('no chunk holds the wallet route manifest: the broken release cannot be made');
    for (const f of files) { // (the manifest module sits in the exposed chunk and in a split chunk)
      const file = path.join(dir, f);
      writeFileSync(file, readFileSync(file, 'utf8').replace(pattern,
        'remote:"wallet",get routes(){throw new Error("wallet 1.0.1 is broken on purpose (delivery journey)")},brokenRoutes:['));
    }
  });

  derive(RELEASES.react18, (dir) => {
    const file = path.join(dir, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as { shared: Array<{ name: string; requiredVersion?: string }> };
    for (const s of manifest.shared) if (s.name === 'react' || s.name === 'react/') s.requiredVersion = '^18.2.0';
    writeFileSync(file, JSON.stringify(manifest));
  });
}
