import crypto from 'node:crypto';
import { openDatabase, rows, sql, type Database } from '../../src/db/client';
import { loadMigrations, migrate } from '../../src/db/migrate';
import { backends } from '../helper';

describe.each(backends())('migrations ($name)', (backend) => {
  let database: Database;
  beforeAll(async () => {
    const o = backend.options();
    database = await openDatabase({ pgliteDir: o.pgliteDir ?? 'memory://', databaseUrl: o.databaseUrl, pgSchema: o.pgSchema, dropSchemaOnClose: true });
  });
  afterAll(async () => { await database.close(); });

  it('applies every file once and is a no-op the second time', async () => {
    const first = await migrate(database);
    expect(first).toEqual(loadMigrations().map((m) => m.id));
    expect(await migrate(database)).toEqual([]);
    const recorded = await rows<{ id: string }>(database.db, sql`SELECT id FROM schema_migrations ORDER BY id`);
    expect(recorded.map((r) => r.id)).toEqual(first);
  });

  it('refuses to run when an applied file was edited', async () => {
    const edited = loadMigrations().map((m, i) => (i === 0 ? { ...m, checksum: crypto.randomBytes(8).toString('hex') } : m));
    await expect(migrate(database, edited)).rejects.toThrow(/changed after it was applied/);
  });

  it('rolls a failing migration back completely', async () => {
    const broken = [...loadMigrations(), { id: '9999_broken', sql: 'CREATE TABLE half_done (id int); SELECT * FROM missing_table;', checksum: 'x' }];
    await expect(migrate(database, broken)).rejects.toThrow();
    const tables = await rows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'half_done' AND table_schema = current_schema()`);
    expect(tables[0]!.n).toBe(0);
  });

  it('enforces the money invariants in the database itself', async () => {
    await database.db.execute(sql`INSERT INTO members (username, password_hash, nickname, email, phone, bank_name, bank_account, bank_holder)
      VALUES ('inv1', 'x', 'inv1', 'e@x.y', '0100000000', 'b', '1', 'h')`);
    await expect(database.db.execute(sql`UPDATE members SET balance = -1 WHERE username = 'inv1'`)).rejects.toThrow();
    await expect(database.db.execute(sql`UPDATE members SET points = -1 WHERE username = 'inv1'`)).rejects.toThrow();
    await expect(database.db.execute(sql`INSERT INTO ledger (member_id, type, amount, before, after)
      SELECT id, 'adjust', 10, 0, 11 FROM members WHERE username = 'inv1'`)).rejects.toThrow();
  });
});
