// Jest global setup: writes the migrated PGlite template once (see pglite-template.ts), and builds the house game
// pages when they are missing or stale, once, before the test files (each app then finds them built).
import fs from 'node:fs';
import { writeTemplate } from '../src/db/pglite-template';
import { ensureHousePages } from '../src/house-games/build';
import { templatePath } from './pglite-template';

export default async function globalSetup(): Promise<void> {
  await ensureHousePages();
  const file = templatePath();
  if (!fs.existsSync(file)) await writeTemplate(file);
}
