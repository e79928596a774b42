// Database.prepared (issue 19): the hot paths' statements, prepared once per connection. On PGlite the values
// travel as quoted literals of `EXECUTE …(…)`, so the quoting is what keeps a value a value.
import { sqlLiteral } from '../../src/db/pglite-statements';
import { backends, setupApp } from '../helper';

describe('sqlLiteral', () => {
  it('quotes text, doubling quotes and keeping backslashes as they are', () => {
    expect(sqlLiteral("it's")).toBe("'it''s'");
    expect(sqlLiteral('a\\b')).toBe("'a\\b'");
    expect(sqlLiteral(42)).toBe("'42'");
    expect(sqlLiteral(7n)).toBe("'7'");
    expect(sqlLiteral(null)).toBe('NULL');
  });
  it('refuses what is not a plain value, and text with a NUL', () => {
    expect(() => sqlLiteral({ toString: () => "x') ; DROP TABLE members; --" })).toThrow(TypeError);
    expect(() => sqlLiteral('a\0b')).toThrow(TypeError);
  });
});

describe.each(backends())('Database.prepared ($name)', (backend) => {
  const t = setupApp(backend);
  const echo = (value: unknown) => t.app.database.prepared<{ v: string | null }>('SELECT $1::text AS v', [value]);

  it('gives back any text exactly, however it is quoted', async () => {
    const awkward = ["plain", "it's", "'); DROP TABLE members; --", 'back\\slash', "$1 $$ $tag$", '한국어 ✓', ''];
    for (const value of awkward) expect((await echo(value))[0]!.v).toBe(value);
    expect((await echo(null))[0]!.v).toBeNull();
    const [members] = await t.app.database.prepared<{ n: unknown }>('SELECT count(*) AS n FROM members', []);
    expect(Number(members!.n)).toBeGreaterThan(0); // the table is still there
  });

  it('prepares a statement once when its first calls run at the same time', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => t.app.database.prepared<{ v: number }>('SELECT $1::int + 1 AS v', [i])));
    expect(answers.map((rows) => Number(rows[0]!.v))).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
