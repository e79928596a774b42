// `npm run db:migrate -w server`: apply pending migrations to the configured database (DATABASE_URL, else
// PGlite in DATA_DIR/db) and exit. The server also migrates at start; with PGlite, stop the server first (the
// embedded database allows one process at a time).
import { loadDotEnv, resolveConfig } from '../config';
import { openDatabase } from './client';
import { migrate } from './migrate';

async function run() {
  loadDotEnv();
  const config = resolveConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  try {
    const applied = await migrate(database);
    const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.pgliteDir}`;
    process.stdout.write(applied.length ? `applied ${applied.join(', ')} to ${where}\n` : `${where} is up to date\n`);
  } finally {
    await database.close();
  }
}

run().catch((err: unknown) => {
  process.stderr.write(`migration failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
