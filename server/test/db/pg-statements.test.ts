// PostgreSQL's statements named per text (issue 19, db/pg-statements.ts): the pool's connections prepare each
// parameterised statement once. The naming itself is checked on a recording Client class; the real effect on
// PostgreSQL when TEST_DATABASE_URL is set.
import crypto from 'node:crypto';
import type { Client as PgClient } from 'pg';
import { sql } from 'drizzle-orm';
import { namingClient, type NamingOptions } from '../../src/db/pg-statements';
import { firstRow, openDatabase } from '../../src/db/client';

class Recorder {
  static seen: unknown[] = [];
  query(config: unknown) { Recorder.seen.push(config); return config; }
}

describe('namingClient', () => {
  beforeEach(() => { Recorder.seen = []; });
  const make = (max?: number) => new (namingClient(Recorder as unknown as typeof PgClient, { max }))() as unknown as { query: (c: unknown, v?: unknown) => unknown };

  it('names a parameterised statement by its text, the same name for the same text on every connection', () => {
    const names = new Map<string, string>();
    const a = new (namingClient(Recorder as unknown as typeof PgClient, { names }))() as unknown as { query: (c: unknown, v?: unknown) => unknown };
    const b = new (namingClient(Recorder as unknown as typeof PgClient, { names }))() as unknown as { query: (c: unknown, v?: unknown) => unknown };
    a.query({ text: 'SELECT id FROM members WHERE id = $1', rowMode: 'array' }, [1]);
    b.query({ text: 'SELECT id FROM members WHERE id = $1' }, [2]);
    a.query({ text: '\n  update members SET points = $1 WHERE id = $2', values: [1, 2] });
    const [first, second, third] = Recorder.seen as Array<{ name?: string; rowMode?: string }>;
    expect(first!.name).toMatch(/^stmt_\d+$/);
    expect(first!.rowMode).toBe('array');
    expect(second!.name).toBe(first!.name);
    expect(third!.name).toMatch(/^stmt_\d+$/);
    expect(third!.name).not.toBe(first!.name);
  });

  it('leaves alone what it should not prepare', () => {
    const c = make();
    c.query({ text: 'SELECT 1' }, []); // no parameters
    c.query('SELECT $1::int', [1]); // plain text form
    c.query({ text: 'SET LOCAL lock_timeout = $1' }, ['1s']); // not a statement PREPARE takes
    c.query({ text: 'SELECT $1::int', name: 'own_name' }, [1]); // named by the caller
    c.query({ text: 'UPDATE house_rounds SET win = $1 WHERE id = $2 RETURNING *' }, [1, 2]); // its columns follow the table
    c.query({ text: 'SELECT r.*, f.client_seed FROM house_rounds r JOIN fair_seeds f ON f.id = r.seed_id WHERE r.id = $1' }, [1]);
    expect((Recorder.seen as Array<{ name?: string } | string>).map((q) => (typeof q === 'string' ? q : q.name)))
      .toEqual([undefined, 'SELECT $1::int', undefined, 'own_name', undefined, undefined]);
  });

  it("hands the pool's text form to pg as a named Query object, without a config object to copy", () => {
    class FakeQuery { name?: string; constructor(readonly text: string, readonly values: unknown[], readonly callback: unknown) {} }
    const c = new (namingClient(Recorder as unknown as typeof PgClient, { Query: FakeQuery as unknown as NamingOptions['Query'] }))() as unknown as {
      query: (c: unknown, v?: unknown, cb?: unknown) => unknown;
    };
    const done = () => undefined;
    c.query('SELECT id FROM members WHERE id = $1', [7], done);
    c.query('SELECT 1', [], done); // no parameters
    const [named, none] = Recorder.seen;
    expect(named).toBeInstanceOf(FakeQuery);
    expect(named).toMatchObject({ text: 'SELECT id FROM members WHERE id = $1', values: [7], callback: done, name: expect.stringMatching(/^stmt_\d+$/) });
    expect(none).toBe('SELECT 1');
  });

  it("names the text form without a callback too (a transaction's connection, db/client.ts rows) and answers its promise", async () => {
    class FakeQuery { name?: string; constructor(readonly text: string, readonly values: unknown[], readonly callback: (err: Error | null, res?: unknown) => void) {} }
    const c = new (namingClient(Recorder as unknown as typeof PgClient, { Query: FakeQuery as unknown as NamingOptions['Query'] }))() as unknown as {
      query: (c: unknown, v?: unknown) => Promise<unknown>;
    };
    const answer = c.query('SELECT id FROM members WHERE id = $1', [8]);
    const failure = c.query('SELECT id FROM members WHERE id = $1', [9]);
    const [first, second] = Recorder.seen as FakeQuery[];
    expect(first).toBeInstanceOf(FakeQuery);
    expect(first).toMatchObject({ values: [8], name: expect.stringMatching(/^stmt_\d+$/) });
    expect(second!.name).toBe(first!.name);
    first!.callback(null, { rows: [{ id: 8 }] });
    second!.callback(new Error('refused'));
    await expect(answer).resolves.toEqual({ rows: [{ id: 8 }] });
    await expect(failure).rejects.toThrow('refused');
  });

  it('names at most `max` texts', () => {
    const c = make(2);
    for (const n of [1, 2, 3]) c.query({ text: `SELECT $1::int + ${n}` }, [1]);
    expect((Recorder.seen as Array<{ name?: string }>).map((q) => q.name)).toEqual(['stmt_1', 'stmt_2', undefined]);
  });
});

const url = process.env.TEST_DATABASE_URL;
(url ? describe : describe.skip)('named statements on PostgreSQL', () => {
  it('prepares a drizzle statement once on its connection and answers as before', async () => {
    const database = await openDatabase({ databaseUrl: url, pgliteDir: '', pgSchema: `t_${crypto.randomBytes(6).toString('hex')}`, dropSchemaOnClose: true, poolMax: 1 });
    try {
      const rows = async (query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: unknown[] }).rows;
      for (const v of ["it's", 'two']) expect(await rows(sql`SELECT ${v}::text AS v`)).toEqual([{ v }]);
      // a transaction's statements (db/client.ts rows, on the connection the transaction holds) are prepared too
      const inTx = await database.db.transaction(async (tx) => {
        const got = await firstRow<{ v: number }>(tx, sql`SELECT ${41}::int + 1 AS v`);
        const prepared = await firstRow<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement = 'SELECT $1::int + 1 AS v'`);
        return { got, prepared };
      });
      expect(inTx).toEqual({ got: { v: 42 }, prepared: { n: 1 } });
      expect(await rows(sql`SELECT statement FROM pg_prepared_statements WHERE statement = 'SELECT $1::text AS v'`)).toHaveLength(1);
      // a release adds a column while this process runs: its SELECT * answers the new column, not 0A000
      await database.db.execute(sql`CREATE TABLE widgets (id int PRIMARY KEY)`);
      await database.db.execute(sql`INSERT INTO widgets VALUES (1)`);
      const all = () => rows(sql`SELECT * FROM widgets WHERE id = ${1}`);
      for (let i = 0; i < 6; i += 1) expect(await all()).toEqual([{ id: 1 }]); // past PostgreSQL's five custom plans
      await database.db.execute(sql`ALTER TABLE widgets ADD COLUMN label text NOT NULL DEFAULT 'x'`);
      expect(await all()).toEqual([{ id: 1, label: 'x' }]);
    } finally {
      await database.close();
    }
  });
});
