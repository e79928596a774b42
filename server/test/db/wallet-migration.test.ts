// 0002_wallet opens the points ledger of members whose points were set directly before it existed, so that
// their points chains verify from the start.
import { openDatabase, rows, sql, type Database } from '../../src/db/client';
import { loadMigrations, migrate } from '../../src/db/migrate';
import { verifyLedgers } from '../../src/repositories/ledger-repository';
import { backends } from '../helper';

describe.each(backends())('0002_wallet on an existing database ($name)', (backend) => {
  let database: Database;
  beforeAll(async () => {
    const o = backend.options();
    database = await openDatabase({ pgliteDir: 'memory://', databaseUrl: o.databaseUrl, pgSchema: o.pgSchema, dropSchemaOnClose: true });
  });
  afterAll(async () => { await database.close(); });

  it('ledgers points that were set directly as an opening adjustment', async () => {
    const all = loadMigrations();
    await migrate(database, all.filter((m) => m.id < '0002'));
    await database.db.execute(sql`INSERT INTO members (username, password_hash, nickname, email, phone, bank_name, bank_account, bank_holder, points)
      VALUES ('old1', 'x', 'old1', 'e@x.y', '0100000000', 'b', '1', 'h', 35000), ('old2', 'x', 'old2', 'f@x.y', '0100000000', 'b', '1', 'h', 0)`);
    await migrate(database, all);
    const opened = await rows<{ username: string; type: string; amount: unknown; after: unknown; ref: string }>(database.db, sql`
      SELECT m.username, p.type, p.amount, p.after, p.ref FROM point_ledger p JOIN members m ON m.id = p.member_id ORDER BY p.id`);
    expect(opened.map((r) => [r.username, r.type, Number(r.amount), Number(r.after), r.ref])).toEqual([['old1', 'adjust', 35000, 35000, 'opening-balance']]);
    expect((await verifyLedgers(database.db)).broken).toEqual([]);
  });
});
