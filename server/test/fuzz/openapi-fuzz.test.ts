// Fuzz suite of issue #14 ("no HTTP 500 on any input"). Every route comes from the server's own OpenAPI
// document (`app.swagger()`), so a new endpoint is fuzzed the day it is registered. For each route, fast-check
// draws one bad input per request — a body field, a query or path parameter, a header or the whole body — from
// the schema type of that input (strings with NUL / lone surrogates / huge lengths, integers out of range or not
// integers, Infinity-like text, wrong JSON types, missing fields, malformed bodies…), sends it with
// `app.inject`, authenticated as the route's security scheme asks (member, operator or house game session),
// and checks:
//   - the answer is never a 5xx;
//   - a failure is a clean envelope: no stack, SQL text or internal names, a snake_case msg;
//   - an input the rules must refuse (docs/server.md "Input rules") is answered 4000/4001 with a `field`;
//   - a refused request (4000/4001) changes nothing: no row of any table inserted or deleted, no member's balance
//     or points changed (a write counter the suite's own triggers keep, see installWriteCounter).
// Runs are fixed by a seed. More runs: FUZZ_RUNS=2000 npx jest server/test/fuzz (FUZZ_SEED=… for another seed;
// FUZZ_REPORT=/tmp/fuzz writes every failure to /tmp/fuzz.<backend>.json). See docs/server.md "Input rules".
import { writeFileSync } from 'node:fs';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { rows } from '../../src/db/client';
import { backends, bearer, createMember, operatorToken, setupApp, uniqueName, type Member } from '../helper';
import { launchToken, launchUrl, exchange } from '../routes/house/house-helpers';
import { buildCases, integerInputs, type FuzzCase, type Operation, operationsOf } from './fuzz-cases';

const RUNS = Number(process.env.FUZZ_RUNS || 40);
const SEED = Number(process.env.FUZZ_SEED || 20141114);

/**
 * "A refused request changes nothing", kept by the database itself: the suite installs, on every table, a row trigger
 * that adds one to `fuzz_writes.n` for every row inserted or deleted, and for every member whose balance or points
 * change (in the writing transaction, so a rolled-back write leaves no trace, as it leaves no data). Reading that one
 * row before and after a refusal tells whether it wrote: everything the earlier digest saw (row counts of every
 * table, the sums of balances and points) moves the counter, and so does a write that kept a count (a row deleted
 * and another inserted). It replaced a digest of `count(*)` of every table (17 ms a refusal on PGlite, 65 % of the
 * suite's time).
 */
async function installWriteCounter(app: FastifyInstance, tables: string[]): Promise<void> {
  await app.db.execute(sql.raw('CREATE TABLE fuzz_writes (n bigint NOT NULL)'));
  await app.db.execute(sql.raw('INSERT INTO fuzz_writes VALUES (0)'));
  await app.db.execute(sql.raw(`CREATE FUNCTION fuzz_count_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN UPDATE fuzz_writes SET n = n + 1; RETURN NULL; END $$`));
  for (const table of tables) {
    await app.db.execute(sql.raw(`CREATE TRIGGER fuzz_rows AFTER INSERT OR DELETE ON "${table}" FOR EACH ROW EXECUTE FUNCTION fuzz_count_write()`));
  }
  await app.db.execute(sql.raw(`CREATE TRIGGER fuzz_money AFTER UPDATE ON members FOR EACH ROW
    WHEN (OLD.balance IS DISTINCT FROM NEW.balance OR OLD.points IS DISTINCT FROM NEW.points) EXECUTE FUNCTION fuzz_count_write()`));
}

/** The write counter's value (see installWriteCounter). */
async function digest(app: FastifyInstance): Promise<string> {
  const [row] = await rows<{ n: string | number }>(app.db, sql.raw('SELECT n FROM fuzz_writes'));
  return `writes ${String(row?.n)}`;
}

/** Left out of the counter: no request writes them. (A table a refused request could legitimately write would
 *  go here, with the reason; there is none.) */
const VOLATILE_TABLES = new Set<string>(['schema_migrations']);

const LEAK = [
  /\bat .+:\d+:\d+/, /node_modules/, /\/work\//, /\bstack\b/i, /\bSELECT\b/, /\bINSERT\b/, /\bUPDATE\b .* SET\b/, /\bFROM\b "?[a-z_]+"?/,
  /syntax error/i, /violates/i, /\brelation\b/i, /invalid byte sequence/i, /out of range/i, /pglite/i, /drizzle/i, /postgres/i,
  /TypeError|RangeError|ReferenceError|SyntaxError|URIError/, /FST_[A-Z_]+/, /ERR_[A-Z_]+/, /\bundefined\b/,
];
const ENVELOPE_KEYS = new Set(['code', 'msg', 'data', 'field', 'session', 'RESULT', 'DATA', 'message']);

interface Failure { route: string; case: string; problem: string; status: number; body: string }

function judge(c: FuzzCase, status: number, contentType: string, body: string): string | null {
  if (status >= 500) return `HTTP ${status}`;
  const isJson = /json/.test(contentType);
  if (status >= 400 || isJson) {
    if (!isJson) {
      // a page or an asset of the browser (HTML, PNG, script) may answer its own 4xx page, never a leak
      const leak = LEAK.find((re) => re.test(body));
      if (leak) return `error page leaks ${leak}`;
      return c.mustRefuse ? `expected a refusal, got HTTP ${status} ${contentType}` : null;
    }
    let env: Record<string, unknown>;
    try { env = JSON.parse(body); } catch { return 'unparsable JSON answer'; }
    if (env === null || typeof env !== 'object' || Array.isArray(env)) return 'answer is not an envelope';
    if (!('code' in env) && status < 400 && !c.mustRefuse) return null; // a non-envelope API (/health, /api/remotes)
    if (env.code !== 0) {
      for (const key of Object.keys(env)) if (!ENVELOPE_KEYS.has(key)) return `error answer carries "${key}"`;
      if (typeof env.msg !== 'string' || !/^[a-z0-9_]+$/.test(env.msg)) return 'error msg is not a snake_case key';
      const leak = LEAK.find((re) => re.test(body));
      if (leak) return `error answer leaks ${leak}`;
      if (env.field !== undefined && (typeof env.field !== 'string' || !/^[A-Za-z0-9_.-]{1,64}$/.test(env.field))) return 'field is not a plain name';
    }
    // the database backstop of the error handler answered: the input reached SQL, a rule is missing
    if (env.field === 'request') return 'input reached SQL (database backstop)';
    if (c.mustRefuse) {
      if (env.code !== 4000 && env.code !== 4001) return `expected 4000/4001, got ${String(env.code)} ${String(env.msg)}`;
      if (typeof env.field !== 'string' || env.field === '') return 'refusal without field';
    }
    if ((env.code === 4000 || env.code === 4001) && (typeof env.field !== 'string' || env.field === '') && !c.fieldless) return 'refusal without field';
  } else if (c.mustRefuse) {
    return `expected a refusal, got HTTP ${status} ${contentType}`;
  }
  return null;
}

describe.each(backends())('fuzz: every OpenAPI route answers bad input cleanly ($name)', (backend) => {
  const t = setupApp(backend);
  let operator: string;
  beforeAll(async () => {
    operator = await operatorToken(t.app);
    const list = await rows<{ name: string }>(t.app.db, sql`SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`);
    await installWriteCounter(t.app, list.map((r) => r.name).filter((n) => !VOLATILE_TABLES.has(n)));
  });

  /** Headers for the route's security scheme; a fresh member (and game session) per route, so that a logout,
   *  an exclusion or a suspension drawn for one route does not shadow the others. */
  async function credentials(op: Operation): Promise<Record<string, string>> {
    if (op.security.includes('operator')) {
      // a fresh operator session per route too: a drawn logout or session revocation must not shadow the rest
      operator = await operatorToken(t.app);
      return bearer(operator);
    }
    if (op.security.includes('member') || op.security.includes('house')) {
      const member: Member = await createMember(t.app);
      if (!op.security.includes('house')) return bearer(member.jwt);
      const answer = await exchange(t.app, launchToken(await launchUrl(t.app, member, 'house-rocket')));
      if (answer.code !== 0) throw new Error(`house session: ${JSON.stringify(answer)}`);
      return { 'x-house-session': answer.data.session_token as string };
    }
    return {};
  }

  it('the write counter moves with an inserted row and a changed balance, and not with a read', async () => {
    const start = await digest(t.app);
    await t.app.inject({ method: 'GET', url: '/health' });
    expect(await digest(t.app)).toBe(start);
    const member = await createMember(t.app);
    const afterInsert = await digest(t.app);
    expect(afterInsert).not.toBe(start);
    await rows(t.app.db, sql`UPDATE members SET nickname = nickname WHERE username = ${member.username}`);
    expect(await digest(t.app)).toBe(afterInsert);
    await rows(t.app.db, sql`UPDATE members SET points = points + 1 WHERE username = ${member.username}`);
    expect(await digest(t.app)).not.toBe(afterInsert);
  });

  it('every integer a route accepts has a documented range (OpenAPI minimum and maximum)', () => {
    const doc = t.app.swagger() as unknown as Parameters<typeof operationsOf>[0];
    // an amount that may also be written as text (`integer | string`) is checked by the shared contract
    // validators, whose ranges its description states
    const unbounded = operationsOf(doc).flatMap((op) => integerInputs(op)
      .filter((i) => !i.textToo && (i.schema.minimum === undefined || i.schema.maximum === undefined))
      .map((i) => `${op.method} ${op.path} ${i.where}`));
    expect(unbounded).toEqual([]);
  });

  it(`${RUNS} bad inputs per route (seed ${SEED}): no 5xx, clean refusals, nothing changed`, async () => {
    const doc = t.app.swagger() as unknown as Parameters<typeof operationsOf>[0];
    const operations = operationsOf(doc);
    expect(operations.length).toBeGreaterThan(60);
    const failures: Failure[] = [];
    let requests = 0;
    const started = Date.now();
    // The digest after a refused request is the state the next request starts from (a refusal changed nothing, or the
    // case has failed), so it is taken once per refusal, not again before the next request; after any other answer
    // (or a new sign-in) the state may have moved and is read again.
    let known: string | null = null;
    for (const op of operations) {
      let auth = await credentials(op);
      known = null;
      const arb = buildCases(op, () => uniqueName().username);
      const result = await fc.check(fc.asyncProperty(arb, async (c) => {
        let before = known ?? await digest(t.app);
        known = null;
        // each request from its own address, so that per-IP limits (login throttle, contact form) drawn by the
        // fuzz never refuse the suite's own sign-ins
        const n = requests + 1;
        const remoteAddress = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
        const options: InjectOptions = { method: op.method as InjectOptions['method'], url: c.url, headers: { ...auth, ...c.headers }, remoteAddress };
        if (c.payload !== undefined) options.payload = c.payload;
        let res = await t.app.inject(options);
        requests += 1;
        if (res.statusCode === 403 && op.security.length > 0 && !c.fieldless) {
          // an earlier draw logged the member out or ended the game session: sign in again and resend
          auth = await credentials(op);
          before = await digest(t.app);
          res = await t.app.inject({ ...options, headers: { ...auth, ...c.headers } });
          requests += 1;
        }
        const problem = judge(c, res.statusCode, String(res.headers['content-type'] ?? ''), res.body);
        let changed: string | null = null;
        if (!problem && res.statusCode < 500 && /json/.test(String(res.headers['content-type']))) {
          const code = (JSON.parse(res.body) as { code?: unknown }).code;
          if (code === 4000 || code === 4001) {
            const after = await digest(t.app);
            if (after !== before) changed = `refused request changed data: ${before} → ${after}`;
            known = after;
          }
        }
        const finalProblem = problem ?? changed;
        // every failure is recorded and the run goes on (no shrinking: the case says what was sent), so that
        // one run counts all of them
        if (finalProblem) failures.push({ route: `${op.method} ${op.path}`, case: c.describe, problem: finalProblem, status: res.statusCode, body: res.body.slice(0, 300) });
        return true;
      }), { seed: SEED, numRuns: RUNS });
      if (result.failed) throw result.errorInstance ?? new Error(`fuzz run of ${op.method} ${op.path} failed`);
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    // one summary line per backend, for the CI log and for longer runs
    const http5xx = failures.filter((f) => f.status >= 500).length;
    process.stdout.write(`fuzz ${backend.name}: ${operations.length} routes, ${requests} requests, ${failures.length} failures (${http5xx} HTTP 5xx), ${seconds} s (FUZZ_RUNS=${RUNS}, FUZZ_SEED=${SEED})\n`);
    const seen = new Set<string>();
    const distinct = failures.filter((f) => {
      const key = `${f.route} ${f.problem.replace(/\d+/g, 'n')}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    if (process.env.FUZZ_REPORT) writeFileSync(`${process.env.FUZZ_REPORT}.${backend.name}.json`, JSON.stringify({ distinct, all: failures }, null, 1));
    expect(distinct).toEqual([]);
  }, 1_800_000);
});
