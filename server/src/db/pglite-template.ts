// A migrated, empty PGlite database to start new ones from. Creating a database folder runs PostgreSQL's initdb
// inside WebAssembly (≈ 3–5 s on a two-core machine) and then every migration; copying a ready one takes a
// fraction of a second. `npm start`'s build writes one folder into server/dist (template-cli.ts), named after
// what it holds — the PGlite version and the migrations' checksums — so a PGlite upgrade or a new migration
// makes a new one, and a server never starts from a template it does not match: without the folder it runs
// initdb as before. (A folder, copied by Node, rather than PGlite's tarball: unpacking 43 MB through PGlite's
// emulated file system took ≈ 2.5 s.) The tests keep an in-memory tarball under the same key (test/pglite-template.ts).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteDatabase, pgliteStartParams } from './client';
import { loadMigrations, migrate } from './migrate';

/** server/dist, beside the server's bundle (source files are rewritten to their own folder there). */
const BUILT_DIR = path.join(__dirname, '../../dist');
const PREFIX = 'pglite-template-';

function pgliteVersion(): string {
  // the package does not export ./package.json: walk up from its entry point
  let dir = path.dirname(require.resolve('@electric-sql/pglite'));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version as string;
}

/** What a template holds: the PGlite version and every migration (id and checksum). */
export function templateKey(): string {
  const hash = crypto.createHash('sha256');
  hash.update(pgliteVersion());
  for (const m of loadMigrations()) hash.update(`${m.id}:${m.checksum}`);
  return hash.digest('hex').slice(0, 16);
}

/** Where the build keeps the template folder for this PGlite and these migrations. */
export function builtTemplatePath(dir = BUILT_DIR): string {
  return path.join(dir, `${PREFIX}${templateKey()}`);
}

/** The built template folder, when there is one for this PGlite and these migrations. */
export function builtTemplate(dir = BUILT_DIR): string | undefined {
  const folder = builtTemplatePath(dir);
  return fs.existsSync(path.join(folder, 'PG_VERSION')) ? folder : undefined;
}

/**
 * Writes the build's template folder when it is missing (a database created, migrated and closed in a
 * temporary folder, then renamed into place), and removes the ones older versions left. Answers its path.
 */
export async function ensureBuiltTemplate(dir = BUILT_DIR): Promise<{ folder: string; written: boolean }> {
  const folder = builtTemplatePath(dir);
  for (const old of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    if (old.startsWith(PREFIX) && path.join(dir, old) !== folder) fs.rmSync(path.join(dir, old), { recursive: true, force: true });
  }
  if (builtTemplate(dir)) return { folder, written: false };
  const temp = `${folder}.${process.pid}.tmp`;
  fs.rmSync(temp, { recursive: true, force: true });
  const client = await PGlite.create({ dataDir: temp, startParams: pgliteStartParams() });
  try {
    await migrate(pgliteDatabase(client));
  } finally {
    await client.close();
  }
  fs.rmSync(folder, { recursive: true, force: true });
  fs.renameSync(temp, folder);
  return { folder, written: true };
}
