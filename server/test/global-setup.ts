// Jest global setup: writes the migrated PGlite template once (see pglite-template.ts), and builds the house game
// pages when they are missing or stale, once, before the test files (each app then finds them built).
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pgliteDatabase, pgliteStartParams } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { ensureHousePages } from '../src/house-games/build';
import { templatePath } from './pglite-template';

export default async function globalSetup(): Promise<void> {
  await ensureHousePages();
  const file = templatePath();
  if (fs.existsSync(file)) return;
  const client = await PGlite.create({ dataDir: 'memory://', startParams: pgliteStartParams() });
  try {
    await migrate(pgliteDatabase(client));
    const dump = await client.dumpDataDir('none');
    const temp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temp, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(temp, file); // atomic: a concurrent run never reads half a file
  } finally {
    await client.close();
  }
}
