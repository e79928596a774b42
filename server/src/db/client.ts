// One database handle for both back ends: embedded PGlite (default) and PostgreSQL (DATABASE_URL). Routes and
// repositories see only the drizzle `Db`, for its transactions and its `sql` template: the repositories write
// raw SQL and run it with `rows`, `firstRow` and `execute` below (no query builder, no schema mirror: the
// migrations are the only schema). The raw transaction below exists for migrations, which run plain
// multi-statement SQL files.
//
// PGlite has a single connection: inside `db.transaction(tx => …)` use `tx` only. Touching the outer `db`
// there waits for the transaction to finish, which never happens (deadlock).
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Client, Pool } from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { cachedClient, statementCache } from './pglite-statements';
import { namingClient } from './pg-statements';
import { DRIZZLE_TEXT_TYPES } from './statements';

const asText = (value: string) => value;

/** The drizzle database, or a transaction of it (both have the same query API). */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Queryable = Db | Tx;

export interface RawTx {
  exec(script: string): Promise<void>;
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs `fn` in one transaction on one connection with plain SQL (migrations). */
  rawTransaction<T>(fn: (tx: RawTx) => Promise<T>): Promise<T>;
  /** Throws when the database does not answer within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<void>;
  /**
   * A hot path's one statement, outside drizzle (issue 19): straight to the driver, prepared once like every
   * parameterised statement (PostgreSQL: once per connection, pg-statements.ts; PGlite: pglite-statements.ts).
   * Values arrive as the driver gives them (PostgreSQL: bigint and numeric as text; both: dates, times and
   * intervals as text, as drizzle reads them, DRIZZLE_TEXT_TYPES in statements.ts).
   */
  prepared<T = Record<string, unknown>>(text: string, params: unknown[]): Promise<T[]>;
  /**
   * Runs `fn` only if no other process on this database (and schema) is running the job `name` now: under a
   * session-level `pg_try_advisory_lock`, held on a connection of its own for the duration and released
   * after. Answers `{ ran: false }` at once when another instance holds it. On PGlite (one process) the same
   * SQL always succeeds.
   */
  exclusive<T>(name: string, fn: () => Promise<T>): Promise<Exclusive<T>>;
  /**
   * The connections now (read when Prometheus scrapes, metrics.ts): PostgreSQL's pool, with the acquisitions
   * that waited for a connection; PGlite has one connection and no queue of its own to read.
   */
  poolStats(): { max: number; total: number; idle: number; waiting: number; waits: number; waitSeconds: number };
  /** The NOTIFY channel of this database and schema (`casino_events_<schema>`): see repositories/events-repository. */
  eventChannel: string;
  /**
   * LISTENs on `channel` and calls `handler` with each notification's payload (PGlite: its own listen; PostgreSQL:
   * one dedicated connection that reconnects with backoff). Answers the function that stops listening.
   */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export type Exclusive<T> = { ran: true; value: T } | { ran: false };

/** The advisory lock key of a background job: per job and per schema (tests share one database). */
const JOB_LOCK_KEY = `hashtext('casino-job:' || current_schema() || ':' || $1)`;

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL; otherwise PGlite in `pgliteDir`. */
  databaseUrl?: string;
  /** A directory, or `memory://` for a throw-away in-memory database. */
  pgliteDir: string;
  /** Start a new PGlite database (in memory, or a folder that holds none yet) from this template instead of
   *  running initdb: a data folder, copied (the build's migrated template, pglite-template.ts), or a tarball of
   *  one (PGlite `dumpDataDir`, the tests' copy). An existing database folder is opened as it is. */
  pgliteTemplate?: string;
  /** PostgreSQL only: use (and create) this schema via search_path; tests use a fresh one per app. */
  pgSchema?: string;
  /** PostgreSQL only: drop `pgSchema` when closing (tests). */
  dropSchemaOnClose?: boolean;
  /** PostgreSQL only: connections in the pool (default 20). */
  poolMax?: number;
}

const SCHEMA_NAME_RE = /^[a-z_][a-z0-9_]{0,62}$/;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options.pgliteDir, options.pgliteTemplate);
}

/** A PGlite location that holds no database yet (in memory, or a folder without one). */
export function isNewPgliteDir(dir: string): boolean {
  return dir.startsWith('memory://') || !fs.existsSync(path.join(dir, 'PG_VERSION'));
}

/**
 * PGlite's shared buffers (PostgreSQL's and PGlite's default: 128 MB). PGlite's WebAssembly zeroes its whole
 * shared memory when it starts, ≈ 0.35 s of a start for the default's 128 MB on a 2-core machine (issue 19,
 * docs/performance.md); the embedded database of one process has no use for that much cache: a round, a poll
 * or a page of the catalogue touches a few dozen pages, and pages beyond the cache are still in the operating
 * system's.
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

/** PGlite's own start parameters, with our shared buffers: every PGlite database of the server opens with these. */
export function pgliteStartParams(): string[] {
  return [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];
}

async function openPglite(dir: string, template?: string): Promise<Database> {
  const inMemory = dir.startsWith('memory://');
  const fresh = isNewPgliteDir(dir);
  if (!inMemory) fs.mkdirSync(dir, { recursive: true });
  const startParams = pgliteStartParams();
  if (fresh && template && fs.statSync(template).isDirectory()) {
    if (inMemory) throw new Error('an in-memory database starts from a tarball template, not a folder');
    fs.cpSync(template, dir, { recursive: true });
    return pgliteDatabase(await PGlite.create({ dataDir: dir, startParams }));
  }
  const client = fresh && template
    ? await PGlite.create({ ...(inMemory ? {} : { dataDir: dir }), loadDataDir: new Blob([fs.readFileSync(template)]), startParams })
    : await PGlite.create({ dataDir: dir, startParams });
  return pgliteDatabase(client);
}

/** Wraps an open PGlite client (closing the Database closes the client). */
export function pgliteDatabase(client: PGlite): Database {
  // drizzle's statements and the hot paths' go through one statement cache (db/pglite-statements.ts)
  const statements = statementCache(client);
  const db = drizzlePglite({ client: cachedClient(client, statements) }) as unknown as Db;
  let closed = false;
  return {
    kind: 'pglite',
    db,
    rawTransaction: (fn) => client.transaction((tx) => fn({
      exec: async (script) => { await tx.exec(script); },
      query: async <T>(text: string, params?: unknown[]) => (await tx.query<T>(text, params as unknown[])).rows,
    })),
    ping: (timeoutMs = 2000) => withTimeout(client.query('SELECT 1').then(() => undefined), timeoutMs),
    prepared: async <T>(text: string, params: unknown[]) => (traceStatement
      ? traceStatement(text, () => statements.query<T>(client, text, params))
      : statements.query<T>(client, text, params)).then((r) => r.rows),
    poolStats: () => ({ max: 1, total: 1, idle: 1, waiting: 0, waits: 0, waitSeconds: 0 }),
    exclusive: async (name, fn) => {
      const [got] = (await client.query<{ locked: boolean }>(`SELECT pg_try_advisory_lock(${JOB_LOCK_KEY}) AS locked`, [name])).rows;
      if (!got?.locked) return { ran: false };
      try {
        return { ran: true, value: await fn() };
      } finally {
        if (!closed) await client.query(`SELECT pg_advisory_unlock(${JOB_LOCK_KEY})`, [name]).catch(() => undefined);
      }
    },
    eventChannel: 'casino_events_public',
    listen: async (channel, handler) => {
      const stop = await client.listen(channel, handler);
      return async () => { if (!closed) await stop(); };
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

/**
 * The PostgreSQL driver and its drizzle adapter, loaded only by a server that uses PostgreSQL: an embedded
 * (PGlite) start does not pay for reading them (≈ 40 ms of a 2 s start budget, docs/performance.md).
 */
const loadPg = async () => {
  const [{ default: pg }, { drizzle }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres')]);
  return { Pool: pg.Pool, Client: pg.Client, Query: pg.Query, pgTypes: pg.types, drizzlePg: drizzle };
};

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const { Pool, Client, Query, pgTypes, drizzlePg } = await loadPg();
  const schemaName = options.pgSchema;
  if (schemaName !== undefined && !SCHEMA_NAME_RE.test(schemaName)) throw new Error(`invalid schema name: ${schemaName}`);
  const settings = ['-c TimeZone=UTC'];
  if (schemaName) {
    const setup = new Pool({ connectionString: url, max: 1 });
    try { await setup.query(`CREATE SCHEMA IF NOT EXISTS "${schemaName}"`); } finally { await setup.end(); }
    settings.push(`-c search_path=${schemaName}`);
  }
  // every connection prepares each parameterised statement once (db/pg-statements.ts), and reads drizzle's text
  // types as text, as drizzle asks for each of its own statements (`rows` runs statements without drizzle)
  const pool = new Pool({
    connectionString: url, options: settings.join(' '), max: options.poolMax ?? 20, Client: namingClient(Client, { Query }),
    types: { getTypeParser: (oid: number, format?: 'text' | 'binary') => (DRIZZLE_TEXT_TYPES.includes(oid) ? asText : pgTypes.getTypeParser(oid, format)) },
  });
  // A broken idle connection must not crash the process; the next query reports the failure instead.
  pool.on('error', () => undefined);
  const poolMax = options.poolMax ?? 20;
  const waits = countWaits(pool, poolMax);
  const db = drizzlePg({ client: pool }) as unknown as Db;
  let closed = false;
  return {
    kind: 'postgres',
    db,
    rawTransaction: async (fn) => {
      const conn = await pool.connect();
      try {
        await conn.query('BEGIN');
        const result = await fn({
          exec: async (script) => { await conn.query(script); },
          query: async <T>(text: string, params?: unknown[]) => (await conn.query(text, params as unknown[])).rows as T[],
        });
        await conn.query('COMMIT');
        return result;
      } catch (err) {
        await conn.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        conn.release();
      }
    },
    ping: (timeoutMs = 2000) => withTimeout(pool.query('SELECT 1').then(() => undefined), timeoutMs),
    // text and values, not a config object: pg copies a config object per query (pg-statements.ts)
    prepared: async <T>(text: string, params: unknown[]) => (await (traceStatement
      ? traceStatement(text, () => pool.query(text, params))
      : pool.query(text, params))).rows as T[],
    poolStats: () => ({ max: poolMax, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, waits: waits.count, waitSeconds: waits.ms / 1000 }),
    exclusive: async (name, fn) => {
      const conn = await pool.connect();
      let broken: Error | undefined;
      try {
        const { rows: [got] } = await conn.query<{ locked: boolean }>(`SELECT pg_try_advisory_lock(${JOB_LOCK_KEY}) AS locked`, [name]);
        if (!got?.locked) return { ran: false };
        try {
          return { ran: true, value: await fn() };
        } finally {
          // a connection that cannot unlock is destroyed instead of returned: its session (and lock) ends with it
          await conn.query(`SELECT pg_advisory_unlock(${JOB_LOCK_KEY})`, [name]).catch((err: Error) => { broken = err; });
        }
      } finally {
        conn.release(broken);
      }
    },
    eventChannel: `casino_events_${schemaName ?? 'public'}`,
    listen: (channel, handler) => listenPostgres(url, channel, handler),
    close: async () => {
      if (closed) return;
      closed = true;
      if (schemaName && options.dropSchemaOnClose) {
        await pool.query(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`).catch(() => undefined);
      }
      await pool.end();
    },
  };
}

/**
 * Counts the acquisitions that find every connection busy (all `max` open, none idle for them) and how long they wait
 * for one (metrics.ts `casino_db_pool_acquire_*`). The pool's `query` takes its connection through `connect`;
 * an acquisition that finds a free connection costs two property reads here, nothing else.
 */
function countWaits(pool: Pool, max: number): { count: number; ms: number } {
  const waits = { count: 0, ms: 0 };
  type Callback = (err: Error | undefined, client: unknown, release: unknown) => void;
  const connect = pool.connect.bind(pool) as (callback?: Callback) => Promise<unknown> | undefined;
  (pool as unknown as { connect: typeof connect }).connect = (callback?: Callback) => {
    // pg-pool hands idle connections out on the next tick, to the queue in order: this one waits when the pool is
    // full and as many are queued before it as there are idle connections
    if (pool.totalCount < max || pool.waitingCount < pool.idleCount) return connect(callback);
    const start = performance.now();
    waits.count += 1;
    const waited = () => { waits.ms += performance.now() - start; };
    if (callback) return connect((err, client, release) => { waited(); callback(err, client, release); });
    return connect()!.finally(waited);
  };
  return waits;
}

const CHANNEL_RE = /^[a-z_][a-z0-9_]{0,62}$/;

/** A dedicated connection that LISTENs; when it breaks it is opened again (0.2 s doubling to 5 s). */
async function listenPostgres(url: string, channel: string, handler: (payload: string) => void): Promise<() => Promise<void>> {
  if (!CHANNEL_RE.test(channel)) throw new Error(`invalid channel name: ${channel}`);
  let stopped = false;
  let client: Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = 200;
  const { Client } = await loadPg();
  const connect = async (initial = false): Promise<void> => {
    const next = new Client({ connectionString: url });
    next.on('notification', (n) => { if (n.channel === channel && n.payload !== undefined) handler(n.payload); });
    next.on('error', () => {
      next.end().catch(() => undefined);
      if (client === next) client = undefined;
      if (!stopped) retry = setTimeout(() => { connect().catch(() => undefined); }, delay);
      delay = Math.min(delay * 2, 5000);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (err) {
      await next.end().catch(() => undefined);
      if (stopped || initial) throw err;
      retry = setTimeout(() => { connect().catch(() => undefined); }, delay);
      delay = Math.min(delay * 2, 5000);
      throw err;
    }
    if (stopped) { await next.end().catch(() => undefined); return; }
    delay = 200;
    client = next;
  };
  await connect(true);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
    client = undefined;
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** What drizzle's database and transaction objects hold besides their query API (not in its types). */
interface DriverSide {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: { client: { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> } };
}

/**
 * Runs a statement and answers its rows. drizzle writes the text (its dialect), and the driver drizzle would use
 * runs it: the pool, a transaction's connection, PGlite or its transaction, all through the statement caches
 * (issue 19). drizzle's own `execute` also makes a prepared-query object per call (with two maps of nine parsers
 * each), opens tracing spans and asks its cache, which this server does not use: ≈ 6 % of a house round's CPU
 * on PGlite. The values are the same, since the driver reads drizzle's text types as text by itself (PGlite:
 * `ownTextParsers`; PostgreSQL: the pool's `types`), and an error is the driver's own (`pgError` reads both).
 */
export async function rows<T>(q: Queryable, query: SQL): Promise<T[]> {
  const { dialect, session } = q as unknown as DriverSide;
  const { sql: text, params } = dialect.sqlToQuery(query);
  if (traceStatement) return (await traceStatement(text, () => session.client.query(text, params))).rows as T[];
  return (await session.client.query(text, params)).rows as T[];
}

/**
 * Wraps each statement `rows` and `prepared` run (both databases) when tracing is on (tracing.ts: a span per
 * statement, its text only, never its values). Unset, a statement costs one test of this variable: no tracing
 * code is loaded.
 */
export type StatementTracer = <R>(text: string, run: () => Promise<R>) => Promise<R>;
let traceStatement: StatementTracer | undefined;

export function setStatementTracer(tracer: StatementTracer | undefined): void {
  traceStatement = tracer;
}

/** Runs a statement whose rows nobody reads (see `rows`). */
export async function execute(q: Queryable, query: SQL): Promise<void> {
  await rows(q, query);
}

export async function firstRow<T>(q: Queryable, query: SQL): Promise<T | undefined> {
  return (await rows<T>(q, query))[0];
}

const COLUMN = /^[a-z_][a-z0-9_]*$/;

/**
 * A statement's column list, `a, b` or with a table alias `r.a, r.b`. Repositories name their columns, never
 * `*` (the lint refuses it there): on PostgreSQL a text holding a `*` is never prepared, since a prepared
 * `SELECT *` fails once a release adds a column (db/pg-statements.ts, decision 008).
 */
export function columns(names: readonly string[], alias?: string): SQL {
  for (const name of [...names, ...(alias === undefined ? [] : [alias])]) {
    if (!COLUMN.test(name)) throw new Error(`not a column name: ${name}`);
  }
  return sql.raw(names.map((name) => (alias === undefined ? name : `${alias}.${name}`)).join(', '));
}

export { sql, type SQL };
