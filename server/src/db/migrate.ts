// Applies the plain SQL files of ./migrations in name order, each once, recorded in `schema_migrations`.
// Everything runs in one transaction under an advisory lock, so two servers starting against the same
// PostgreSQL database cannot apply a file twice, and a failing file leaves nothing half-done.
import { sha256Hex } from '../domain/digest';
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from './client';

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');
const LOCK_ID = 7_272_024_001; // arbitrary, fixed: "casino server migrations"

export interface Migration { id: string; sql: string; checksum: string }

export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return fs.readdirSync(dir)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((file) => {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      return { id: file.replace(/\.sql$/, ''), sql: text, checksum: sha256Hex(text) };
    });
}

/** Returns the ids of the migrations applied now (empty when the database was up to date). */
export async function migrate(database: Database, migrations = loadMigrations()): Promise<string[]> {
  return database.rawTransaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(${LOCK_ID})`);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      id text PRIMARY KEY,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const applied = new Map(
      (await tx.query<{ id: string; checksum: string }>('SELECT id, checksum FROM schema_migrations')).map((r) => [r.id, r.checksum]),
    );
    const done: string[] = [];
    for (const m of migrations) {
      const known = applied.get(m.id);
      if (known !== undefined) {
        if (known !== m.checksum) {
          throw new Error(`migration ${m.id} was changed after it was applied; add a new migration instead`);
        }
        continue;
      }
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migrations (id, checksum) VALUES ($1, $2)', [m.id, m.checksum]);
      done.push(m.id);
    }
    return done;
  });
}
