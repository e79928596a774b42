// The build's migrated PGlite template (src/db/pglite-template.ts): a new data folder starts from a copy of it
// instead of initdb and every migration; an existing folder is opened as it is.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, PGLITE_SHARED_BUFFERS, rows } from '../../src/db/client';
import { loadMigrations, migrate } from '../../src/db/migrate';
import { builtTemplate, builtTemplatePath, ensureBuiltTemplate } from '../../src/db/pglite-template';
import { existingTemplate } from '../pglite-template';

jest.setTimeout(120_000);

let dir: string;
beforeAll(() => { dir = fs.mkdtempSync(path.join(os.tmpdir(), 'casino-template-test-')); });
afterAll(() => { fs.rmSync(dir, { recursive: true, force: true }); });

test('the build writes the template once per PGlite version and migration set, and clears older ones', async () => {
  fs.mkdirSync(path.join(dir, 'pglite-template-0000000000000000'));
  expect(builtTemplate(dir)).toBeUndefined();
  const first = await ensureBuiltTemplate(dir);
  expect(first).toEqual({ folder: builtTemplatePath(dir), written: true });
  expect(builtTemplate(dir)).toBe(first.folder);
  expect(fs.existsSync(path.join(dir, 'pglite-template-0000000000000000'))).toBe(false);
  const again = await ensureBuiltTemplate(dir);
  expect(again.written).toBe(false);
});

test('a new data folder starts migrated from the template; an existing one keeps its data', async () => {
  const template = builtTemplate(dir) ?? (await ensureBuiltTemplate(dir)).folder;
  const data = path.join(dir, 'data', 'db');
  const database = await openDatabase({ pgliteDir: data, pgliteTemplate: template });
  try {
    // every migration is already there: nothing left to apply
    expect(await migrate(database)).toEqual([]);
    const applied = await rows<{ id: string }>(database.db, sql`SELECT id FROM schema_migrations ORDER BY id`);
    expect(applied.map((r) => r.id)).toEqual(loadMigrations().map((m) => m.id));
    await database.db.execute(sql`INSERT INTO faq_entries (question, answer, sort_order) VALUES ('kept?', 'yes', 99)`);
  } finally {
    await database.close();
  }
  const reopened = await openDatabase({ pgliteDir: data, pgliteTemplate: template });
  try {
    expect(await rows(reopened.db, sql`SELECT 1 FROM faq_entries WHERE question = 'kept?'`)).toHaveLength(1);
  } finally {
    await reopened.close();
  }
  // the template itself is untouched by the database made from it
  const pristine = await openDatabase({ pgliteDir: path.join(dir, 'other', 'db'), pgliteTemplate: template });
  try {
    expect(await rows(pristine.db, sql`SELECT 1 FROM faq_entries WHERE question = 'kept?'`)).toHaveLength(0);
  } finally {
    await pristine.close();
  }
});

test("every PGlite database opens with the server's shared buffers, not PGlite's 128 MB", async () => {
  const template = builtTemplate(dir) ?? (await ensureBuiltTemplate(dir)).folder;
  const sharedBuffers = async (options: Parameters<typeof openDatabase>[0]) => {
    const database = await openDatabase(options);
    try {
      return (await rows<{ shared_buffers: string }>(database.db, sql`SHOW shared_buffers`))[0]?.shared_buffers;
    } finally {
      await database.close();
    }
  };
  expect(PGLITE_SHARED_BUFFERS).toBe('32MB');
  const data = path.join(dir, 'buffers', 'db');
  expect(await sharedBuffers({ pgliteDir: data, pgliteTemplate: template })).toBe(PGLITE_SHARED_BUFFERS); // new, from the folder
  expect(await sharedBuffers({ pgliteDir: data, pgliteTemplate: template })).toBe(PGLITE_SHARED_BUFFERS); // existing
  const tarball = existingTemplate();
  expect(tarball).toBeDefined(); // the Jest global setup wrote it
  expect(await sharedBuffers({ pgliteDir: 'memory://', pgliteTemplate: tarball })).toBe(PGLITE_SHARED_BUFFERS);
});
