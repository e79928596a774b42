// PGlite's statement cache (issue 19, db/pglite-statements.ts): a statement prepared once and run as EXECUTE
// must give exactly what PGlite's own `query` gives, for any value, in and out of transactions.
import fc from 'fast-check';
import { PGlite, types } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import { cachedClient, statementCache, type StatementCache } from '../../src/db/pglite-statements';
import { DRIZZLE_TEXT_TYPES } from '../../src/db/statements';

describe('PGlite statement cache', () => {
  let client: PGlite;
  let cache: StatementCache;
  const viaCache = <T>(text: string, params: unknown[], options?: Parameters<PGlite['query']>[2]) => cache.query<T>(client, text, params, options);

  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec(`
      CREATE TABLE items (id bigserial PRIMARY KEY, name text NOT NULL, amount bigint, ok boolean, doc jsonb, at timestamptz, tags text[], raw bytea);`);
  });
  afterAll(() => client.close());
  beforeEach(() => { cache = statementCache(client); });

  it('prepares a parameterised statement once and answers what query answers, for every kind of value', async () => {
    const insert = 'INSERT INTO items (name, amount, ok, doc, at, tags, raw) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *';
    const values = ["it's \\ 한국어 $1", 9_007_199_254_740_991n, true, JSON.stringify({ a: [1, 'x'] }), new Date('2026-01-02T03:04:05.678Z'), ['a', "b'c"], new Uint8Array([0, 1, 255])];
    const direct = await client.query(insert, values);
    const cached = await viaCache(insert, values);
    expect(cache.size).toBe(1);
    const { id: id1, ...rest1 } = direct.rows[0] as Record<string, unknown>;
    const { id: id2, ...rest2 } = cached.rows[0] as Record<string, unknown>;
    expect(id2).not.toEqual(id1);
    expect(rest2).toEqual(rest1);
    expect(cached.fields).toEqual(direct.fields);
    // drizzle's options: rows as arrays, its own parsers
    const options = { rowMode: 'array' as const, parsers: { [types.TIMESTAMPTZ]: (v: string) => v } };
    const select = 'SELECT name, amount, ok, doc, at, tags FROM items WHERE id = $1';
    expect((await viaCache(select, [id2], options)).rows).toEqual((await client.query(select, [id2], options)).rows);
    expect(cache.size).toBe(2);
    await viaCache(select, [id1], options);
    expect(cache.size).toBe(2);
  });

  it('prepares a new text in one call into the database, whatever the text ends with', async () => {
    const calls = jest.spyOn(client, 'execProtocolStream');
    try {
      for (const [i, text] of ['SELECT $1::int + 1 AS v', 'SELECT $1::int + 2 AS v -- a line comment', 'SELECT $1::int + 3 AS v;'].entries()) {
        calls.mockClear();
        await cache.query(client, text, [40]); // prepares, then runs
        // PREPARE with the look-up of its types, then the EXECUTE: each one Query (and exec's Sync after it)
        expect(calls.mock.calls.map(([message]) => String.fromCharCode(message[0]!))).toEqual(['Q', 'S', 'Q', 'S']);
        expect((await viaCache<{ v: number }>(text, [40])).rows).toEqual([{ v: 41 + i }]);
      }
      expect(cache.size).toBe(3);
    } finally {
      calls.mockRestore();
    }
  });

  it('keeps any text exactly (property: random text, quotes and backslashes included)', async () => {
    const echo = 'SELECT $1::text AS v, length($1::text) AS n';
    await fc.assert(fc.asyncProperty(fc.string({ unit: 'binary' }).filter((s) => !s.includes('\0')), async (text) => {
      const [row] = (await viaCache<{ v: string }>(echo, [text])).rows;
      expect(row!.v).toBe(text);
    }), { numRuns: 200 });
    expect(cache.size).toBe(1);
  });

  it('runs what it cannot write as a literal through query, with query\'s own error', async () => {
    const echo = 'SELECT $1::text AS v';
    await viaCache(echo, ['prepared']);
    const nul = await viaCache(echo, ['a\0b']).catch((e: { code?: string }) => e.code);
    const direct = await client.query(echo, ['a\0b']).catch((e: { code?: string }) => e.code);
    expect(nul).toBe(direct);
    // no parameters, or not a statement PREPARE takes: query, uncached
    expect((await viaCache('SELECT 1 AS one', [])).rows).toEqual([{ one: 1 }]);
    await viaCache('SET LOCAL statement_timeout = 0', []);
    expect(cache.size).toBe(1);
  });

  it('keeps a statement first prepared in a transaction that rolled back', async () => {
    const adapter = cachedClient(client, cache);
    const count = 'SELECT count(*)::int AS n FROM items WHERE amount > $1';
    await expect(adapter.transaction(async (tx) => {
      await tx.query(count, [0]);
      throw new Error('roll back');
    })).rejects.toThrow('roll back');
    expect(cache.size).toBe(1);
    expect((await adapter.query<{ n: number }>(count, [0])).rows[0]!.n).toBeGreaterThan(0);
    // and inside a transaction that commits
    await adapter.transaction(async (tx) => {
      expect((await tx.query<{ n: number }>(count, [-1])).rows[0]!.n).toBeGreaterThan(0);
      expect(tx.closed).toBe(false);
    });
  });

  it('in a transaction, answers and fails as PGlite\'s own transaction does, with one call into the database per statement', async () => {
    const adapter = cachedClient(client, cache);
    const insert = 'INSERT INTO items (id, name, amount, doc, at) VALUES ($1, $2, $3, $4, $5) RETURNING id, name, amount, doc, at';
    const values = (id: number) => [id, `row ${id}`, 12_345_678_901n, JSON.stringify({ a: [1, 'x'] }), new Date('2026-01-02T03:04:05.678Z')];
    const own = await client.transaction((tx) => tx.query(insert, values(9001)));
    const calls = jest.spyOn(client, 'execProtocolStream');
    try {
      let sent = 0;
      const ours = await adapter.transaction(async (tx) => {
        await tx.query(insert, values(9002)); // the first call of the text prepares it
        calls.mockClear();
        const answer = await tx.query(insert, values(9003));
        sent = calls.mock.calls.length;
        return answer;
      });
      // one Query message, no Sync after it: exec would send both
      expect(sent).toBe(1);
      expect(ours.fields).toEqual(own.fields);
      expect({ ...(ours.rows[0] as object), id: 0, name: '' }).toEqual({ ...(own.rows[0] as object), id: 0, name: '' });
    } finally {
      calls.mockRestore();
    }
    // an error is PGlite's (code, constraint), and the transaction writes nothing
    const theirs = await client.transaction((tx) => tx.query(insert, values(9001))).catch((e: { code?: string; constraint?: string }) => e);
    const failed = await adapter.transaction(async (tx) => {
      await tx.query(insert, values(9004));
      return tx.query(insert, values(9001));
    }).catch((e: { code?: string; constraint?: string }) => e);
    expect([(failed as { code?: string }).code, (failed as { constraint?: string }).constraint]).toEqual(['23505', 'items_pkey']);
    expect([(failed as { code?: string }).code, (failed as { constraint?: string }).constraint])
      .toEqual([(theirs as { code?: string }).code, (theirs as { constraint?: string }).constraint]);
    expect((await adapter.query('SELECT id FROM items WHERE id = $1', [9004])).rows).toEqual([]);
    // a transaction's statement after its end is refused, as PGlite refuses it
    let closed: Parameters<Parameters<PGlite['transaction']>[0]>[0] | undefined;
    await adapter.transaction(async (tx) => { closed = tx; });
    await expect(closed!.query(insert, values(9005))).rejects.toThrow('Transaction is closed');
  });

  it('keeps a transaction to itself: a statement outside it waits for its end; its NOTIFY arrives at commit', async () => {
    const adapter = cachedClient(client, cache);
    const heard: string[] = [];
    const stop = await client.listen('items_changed', (payload) => { heard.push(payload); });
    try {
      let release!: () => void;
      const held = new Promise<void>((resolve) => { release = resolve; });
      let inserted!: () => void;
      const insertedYet = new Promise<void>((resolve) => { inserted = resolve; });
      const transaction = adapter.transaction(async (tx) => {
        await tx.query('INSERT INTO items (id, name) VALUES ($1, $2)', [9101, 'held']);
        await tx.query('SELECT pg_notify($1, $2)', ['items_changed', 'one']);
        inserted();
        await held;
      });
      await insertedYet;
      const outside = adapter.query<{ n: number }>('SELECT count(*)::int AS n FROM items WHERE id = $1', [9101]);
      expect(heard).toEqual([]);
      release();
      await transaction;
      expect((await outside).rows[0]!.n).toBe(1);
      expect(heard).toEqual(['one']);
    } finally {
      await stop();
    }
  });

  it('answers the first calls of a new text that run at the same time, preparing it once', async () => {
    const add = 'SELECT $1::int + 1 AS v';
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => viaCache<{ v: number }>(add, [i])));
    expect(answers.map((r) => r.rows[0]!.v)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(cache.size).toBe(1);
  });

  it('stops preparing new texts at its limit and runs them through query', async () => {
    const small = statementCache(client, 2);
    for (const n of [1, 2, 3, 4]) {
      expect((await small.query<{ v: number }>(client, `SELECT $1::int * ${n} AS v`, [2])).rows[0]!.v).toBe(2 * n);
    }
    expect(small.size).toBe(2);
  });
  it("gives drizzle's dates as text without PGlite copying its parsers on every query", async () => {
    const own = await PGlite.create();
    try {
      await own.exec(`
        CREATE TABLE times (id int PRIMARY KEY, at timestamptz, day date, span interval, ats timestamptz[], n numeric[], t text[]);
        INSERT INTO times VALUES (1, '2026-01-02 03:04:05.678999+00', '2026-01-02', '1 day 02:03:04', '{"2026-01-02 03:04:05+00"}', '{1.50,2}', '{a,"b c"}');`);
      // what PGlite answers drizzle today: its parsers (the nine types as text) passed with the query
      const textParsers = Object.fromEntries(DRIZZLE_TEXT_TYPES.map((t) => [t, (v: string) => v]));
      const select = 'SELECT at, day, span, ats, n, t FROM times WHERE id = $1';
      const expected = (await own.query(select, [1], { rowMode: 'array', parsers: textParsers })).rows;
      expect(expected[0]).toEqual(['2026-01-02 03:04:05.678999+00', '2026-01-02', '1 day 02:03:04', '{"2026-01-02 03:04:05+00"}', '{1.50,2}', ['a', 'b c']]);

      const seen: Array<Parameters<PGlite['query']>[2]> = [];
      const exec = own.exec.bind(own);
      const query = own.query.bind(own);
      own.exec = (text, options) => { seen.push(options); return exec(text, options); };
      own.query = (text, params, options) => { seen.push(options); return query(text, params, options); };
      const adapter = cachedClient(own, statementCache(own));
      // the same options through the adapter: the same rows, and PGlite is given no parsers to copy
      seen.length = 0;
      expect((await adapter.query(select, [1], { rowMode: 'array', parsers: textParsers })).rows).toEqual(expected);
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.every((o) => o?.parsers === undefined)).toBe(true);
      // drizzle itself, as the server uses it: the same values
      seen.length = 0;
      const db = drizzle({ client: adapter });
      const rows = await db.execute(sql`SELECT at, day, span, ats, n, t FROM times WHERE id = ${1}`);
      expect(Object.values(rows.rows[0]!)).toEqual(expected[0]);
      expect(seen.every((o) => o?.parsers === undefined)).toBe(true);
      // other parsers still reach PGlite
      const boolAsText = { parsers: { [types.BOOL]: (v: string) => `bool:${v}` } };
      expect((await adapter.query<{ b: string }>('SELECT $1::boolean AS b', [true], boolAsText)).rows[0]!.b).toBe('bool:t');
    } finally {
      await own.close();
    }
  });
});
