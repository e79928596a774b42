// `rows`, `firstRow` and `execute` (db/client.ts) run a statement with the driver drizzle would use, without
// drizzle's per-call machinery (issue 19). They must answer exactly what drizzle's `execute` answers, on both
// databases, outside and inside a transaction, and fail with the driver's error.
import { sql, type SQL } from 'drizzle-orm';
import { execute, firstRow, rows, type Queryable } from '../../src/db/client';
import { pgError, UNIQUE_VIOLATION } from '../../src/db/values';
import { backends, setupApp } from '../helper';

// every type drizzle reads as text (DRIZZLE_TEXT_TYPES), and the ones each driver parses its own way
const SAMPLE = sql`
  SELECT ${'2026-01-02T03:04:05.678Z'}::timestamptz AS at, '2026-01-02 03:04:05.5'::timestamp AS local_at,
         '2026-01-02'::date AS day, '1 day 02:03:04'::interval AS span,
         ARRAY['2026-01-02 03:04:05+00']::timestamptz[] AS ats, ARRAY['2026-01-02 03:04:05']::timestamp[] AS local_ats,
         ARRAY['2 hours']::interval[] AS spans, ARRAY['2026-01-02']::date[] AS days, ARRAY[1.50, 2]::numeric[] AS nums,
         ${9007199254740993n}::bigint AS big, 1.50::numeric AS num, ${'{"a":[1,"b"]}'}::jsonb AS doc, ${true}::boolean AS yes,
         ${5}::int AS small, ARRAY['a', 'b c'] AS words, NULL::text AS nothing`;

/** drizzle's own `execute`, whose result type is the driver's. */
const viaDrizzle = async (q: Queryable, query: SQL) => ((await q.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;

describe.each(backends())('statements outside drizzle ($name)', (backend) => {
  const t = setupApp(backend);

  it("answers drizzle's own values, outside and inside a transaction", async () => {
    const expected = await viaDrizzle(t.app.db, SAMPLE);
    expect(expected).toHaveLength(1);
    expect(expected[0]).toMatchObject({ day: '2026-01-02', span: '1 day 02:03:04', doc: { a: [1, 'b'] }, yes: true, small: 5, words: ['a', 'b c'], nothing: null });
    expect(await rows(t.app.db, SAMPLE)).toEqual(expected);
    expect(await firstRow(t.app.db, SAMPLE)).toEqual(expected[0]);
    await t.app.db.transaction(async (tx) => {
      expect(await rows(tx, SAMPLE)).toEqual(await viaDrizzle(tx, SAMPLE));
    });
  });

  it('runs in the transaction it is given: a rollback takes its writes back', async () => {
    const code = `rows-test-${backend.name}`;
    await expect(t.app.db.transaction(async (tx) => {
      await execute(tx, sql`INSERT INTO site_configs (domain, title) VALUES (${code}, 'test')`);
      expect(await firstRow(tx, sql`SELECT domain FROM site_configs WHERE domain = ${code}`)).toEqual({ domain: code });
      throw new Error('roll back');
    })).rejects.toThrow('roll back');
    expect(await rows(t.app.db, sql`SELECT domain FROM site_configs WHERE domain = ${code}`)).toEqual([]);
  });

  it("fails with the driver's error and its PostgreSQL code", async () => {
    const code = `rows-dup-${backend.name}`;
    await execute(t.app.db, sql`INSERT INTO site_configs (domain, title) VALUES (${code}, 'test')`);
    const err = await execute(t.app.db, sql`INSERT INTO site_configs (domain, title) VALUES (${code}, 'test')`).catch((e: unknown) => e);
    expect(pgError(err)?.code).toBe(UNIQUE_VIOLATION);
  });

  it("does not build drizzle's prepared-query objects", async () => {
    const session = (t.app.db as unknown as { session: { prepareQuery: (...args: unknown[]) => unknown } }).session;
    const spy = jest.spyOn(session, 'prepareQuery');
    try {
      await rows(t.app.db, SAMPLE);
      expect(spy).not.toHaveBeenCalled();
      await t.app.db.execute(SAMPLE);
      expect(spy).toHaveBeenCalledTimes(1); // the spy sees drizzle's own path
    } finally {
      spy.mockRestore();
    }
  });
});
