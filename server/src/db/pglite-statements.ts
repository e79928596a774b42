// PGlite's statements, prepared once (issue 19). PGlite's `query` runs the extended protocol as six calls into
// the database (parse, describe the statement, bind, describe the portal, execute, sync), and the database
// parses and plans the text again every time: a one-row SELECT by primary key costs ≈ 180 µs, four times the
// same statement run as `EXECUTE`. So every parameterised SELECT, INSERT, UPDATE, DELETE, WITH or VALUES that
// drizzle (or Database.prepared) sends is `PREPARE`d the first time its text is seen, and from then on runs as
// `EXECUTE name('…', …)` over the simple protocol, one call.
//
// The same values reach the database: each argument is written by PGlite's own serializer for the parameter's
// type (read once from pg_prepared_statements), as `query` would bind it, and then quoted as a literal
// (sqlLiteral), which the parameter's type turns back into the value. Anything else keeps PGlite's `query`: a
// statement without parameters, another kind of statement, a text seen while its PREPARE is still running,
// an argument holding a NUL character (the database refuses it either way), and new texts once
// MAX_STATEMENTS are prepared. A PREPARE outlives the transaction it ran in, even one that rolls back.
// Unlike PostgreSQL's side (pg-statements.ts), a `SELECT *` is prepared too: a PGlite database belongs to one
// process, which migrates it before its first query, so no table changes under a prepared statement.
import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { DRIZZLE_TEXT_TYPES, MAX_STATEMENTS, PREPARABLE } from './statements';

/**
 * A prepared statement's literal argument: text in single quotes (quotes doubled; with
 * standard_conforming_strings, on since PostgreSQL 9.1, a backslash is an ordinary character), or NULL. The
 * statement's declared parameter types turn it into the value.
 */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'bigint' && typeof value !== 'boolean') {
    throw new TypeError('a prepared statement takes text, numbers and booleans only');
  }
  const text = String(value);
  if (text.includes('\0')) throw new TypeError('text with a NUL character');
  return `'${text.replace(/'/g, "''")}'`;
}

type Target = Pick<Transaction, 'query' | 'exec'>;
/** Statement names are unique in the process, so two caches on one database never take the same name. */
let named = 0;
interface Prepared { name: string; types: number[] }

export interface StatementCache {
  /** PGlite's `query` on `target` (the client or one of its transactions), through the prepared statements. */
  query<T>(target: Target, text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  /** How many texts are prepared (tests). */
  readonly size: number;
}

/** The statement cache of one PGlite database (one connection: its prepared statements are shared by all). */
export function statementCache(client: PGlite, max = MAX_STATEMENTS): StatementCache {
  const ready = new Map<string, Prepared>();
  const preparing = new Set<string>();

  /** The arguments as PGlite's `query` would bind them (its serializer for each type), quoted; undefined: cannot. */
  const literals = (types: number[], params: unknown[]): string | undefined => {
    const out: string[] = [];
    for (let i = 0; i < params.length; i += 1) {
      const value = params[i];
      if (value === null || value === undefined) { out.push('NULL'); continue; }
      const serialize = client.serializers[types[i]!];
      const text = serialize ? serialize(value) : String(value);
      if (typeof text !== 'string' || text.includes('\0')) return undefined;
      out.push(sqlLiteral(text));
    }
    return out.join(', ');
  };

  /**
   * PREPAREs a text and reads its parameter types, in one call into the database: one simple-protocol Query with
   * both statements (the name is ours, never input; the newline ends a line comment the text may end with). A
   * look-up of its own, through `query`, was the extended protocol's five calls and a plan of its own for every
   * new text (issue 19: a start's calls into the database 179 → 107, docs/performance.md).
   */
  const prepare = async (target: Target, text: string): Promise<Prepared> => {
    const name = `stmt_${(named += 1)}`;
    const results = await target.exec(`PREPARE ${name} AS ${text}\n;SELECT parameter_types::oid[] AS types FROM pg_prepared_statements WHERE name = '${name}'`);
    const row = results[results.length - 1]?.rows[0] as { types?: unknown[] } | undefined;
    return { name, types: (row?.types ?? []).map(Number) };
  };

  /**
   * One statement of a transaction: the Query message through PGlite's query lock, its answer read by PGlite's
   * own parsers — what the transaction's `exec` does, without the Sync message it sends after every Query (a
   * second call into the database, which the simple protocol does not need: the Query's own answer ends with
   * ReadyForQuery) and without its blob handling: ≈ 40 µs less per statement (issue 19). The transaction holds
   * PGlite's transaction lock, so nothing else runs inside it; a statement outside one keeps `exec`, which waits
   * for that lock. Errors are PGlite's DatabaseError, as `exec` throws them (code, constraint, message).
   */
  const inTransaction = async <T>(tx: Target, text: string, options?: QueryOptions): Promise<Results<T>> => {
    if ((tx as Transaction).closed) throw new Error('Transaction is closed');
    const messages = await client.runExclusive(() => client.execProtocolStream(protocol.serialize.query(text), { syncToFs: false, onNotice: options?.onNotice }));
    return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
  };

  return {
    get size() { return ready.size; },
    async query<T>(target: Target, text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
      if (params.length === 0) return target.query<T>(text, params, options);
      let statement = ready.get(text);
      if (!statement) {
        // the kind of statement is looked at once per new text, not on every call
        if (preparing.has(text) || ready.size >= max || !PREPARABLE.test(text)) return target.query<T>(text, params, options);
        preparing.add(text);
        try {
          statement = await prepare(target, text);
          ready.set(text, statement);
        } finally {
          preparing.delete(text);
        }
      }
      const args = statement.types.length === params.length ? literals(statement.types, params) : undefined;
      if (args === undefined) return target.query<T>(text, params, options);
      const execute = `EXECUTE ${statement.name}(${args})`;
      if (target === client) return (await client.exec(execute, options))[0] as Results<T>;
      return inTransaction<T>(target, execute, options);
    },
  };
}

const asText = (value: string) => value;

/**
 * drizzle asks PGlite to leave its text types as text (DRIZZLE_TEXT_TYPES): every drizzle query passes the same
 * nine parsers, `(value) => value`. PGlite copies a query's own parsers, with all 318 of the client's, into a new
 * map for every query it answers (≈ 100 µs on a 2-core machine: as long as the EXECUTE itself). So the client
 * takes drizzle's nine as its own once, and a query whose parsers are only those passes none: the same values,
 * parsed by the same functions. Database.prepared and `rows` (client.ts), on the same client, get these types as
 * text too (docs/server.md).
 */
export function ownTextParsers(client: PGlite): (options?: QueryOptions) => QueryOptions | undefined {
  for (const type of DRIZZLE_TEXT_TYPES) client.parsers[type] = asText;
  return (options) => {
    const parsers = options?.parsers;
    if (!parsers) return options;
    for (const type of Object.keys(parsers)) {
      if (!DRIZZLE_TEXT_TYPES.includes(Number(type)) || client.parsers[type] !== asText) return options;
    }
    const { parsers: _own, ...rest } = options;
    return rest;
  };
}

/**
 * PGlite as drizzle sees it: `query` through the cache, and transactions whose `query` goes through it too.
 * Drizzle uses nothing else of its client.
 */
export function cachedClient(client: PGlite, cache: StatementCache): PGlite {
  const own = ownTextParsers(client);
  const through = (target: Target) => <T>(text: string, params?: unknown[], options?: QueryOptions) => cache.query<T>(target, text, params, own(options));
  const adapter = {
    query: through(client),
    exec: (text: string, options?: QueryOptions) => client.exec(text, options),
    // the transaction object itself stays underneath (its `closed`, `rollback`, `exec`); only `query` is ours
    transaction: <T>(fn: (tx: Transaction) => Promise<T>) => client.transaction((tx) => fn(Object.assign(Object.create(tx) as Transaction, { query: through(tx) }))),
  };
  return adapter as unknown as PGlite;
}
