// PostgreSQL's statements, prepared once per connection (issue 19). node-postgres sends an unnamed statement
// (Parse, Bind, Describe, Execute, Sync) for every query, and PostgreSQL parses and plans it again each time.
// A query that carries a `name` is parsed once per connection and from then on only bound and run, so the
// pool's connections are made by a Client class that names each parameterised SELECT, INSERT, UPDATE, DELETE,
// WITH or VALUES text (one name per text, for the whole pool). The values travel as before (bound parameters);
// only the statement is kept. Up to MAX_STATEMENTS texts are named; others, and queries without parameters, stay
// unnamed. Each connection keeps what it prepared until it closes.
//
// A text with a `*` is never named. Several API processes share one database, and a release migrates it while
// the old processes still run: after a migration adds a column, PostgreSQL refuses to run a prepared
// `SELECT *` or `RETURNING *` on a connection that prepared it before ("cached plan must not change result
// type", 0A000), where an unnamed statement simply answers the new column. Explicit column lists (everything
// drizzle's query builder writes) keep their result type.
import type { Client as PgClient, Query as PgQuery, QueryConfig } from 'pg';
import { MAX_STATEMENTS, PREPARABLE } from './statements';

/** What namingClient needs of pg besides the Client class. */
export interface NamingOptions {
  /** text → name, shared by the pool's connections */
  names?: Map<string, string>;
  max?: number;
  /**
   * pg's Query class. With it, a query given as text, values and a callback (the pool's form, which
   * Database.prepared uses) is handed to pg as a named Query object, so pg does not copy a config object.
   */
  Query?: typeof PgQuery;
}

/** pg's Client class, naming what it may prepare. */
export function namingClient(Base: typeof PgClient, { names = new Map<string, string>(), max = MAX_STATEMENTS, Query }: NamingOptions = {}): typeof PgClient {
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < max && PREPARABLE.test(text) && !text.includes('*')) {
      name = `stmt_${names.size + 1}`;
      names.set(text, name);
    }
    return name;
  };
  class NamingClient extends Base {
    // pg's query has many overloads; only a parameterised query without a name of its own is changed: the pool's
    // text form (below) and a config object
    override query(config: unknown, values?: unknown, callback?: unknown): never {
      // the hot paths' form (issue 19): pg copies a config object's properties into a new object per query
      // (utils.cloneQueryConfig), a text it takes as it is; a Query object is used as given
      // The same text form without a callback is how `rows` (db/client.ts) runs every statement of a
      // transaction, on the connection the transaction holds: named too, with the promise made here.
      if (Query && typeof config === 'string' && Array.isArray(values) && values.length > 0 && (typeof callback === 'function' || callback === undefined)) {
        const name = nameOf(config);
        if (name !== undefined) {
          const submit = (done: unknown) => {
            const named = new (Query as unknown as new (...args: unknown[]) => { name?: string })(config, values, done);
            named.name = name;
            return (super.query as (...args: unknown[]) => never)(named);
          };
          if (typeof callback === 'function') return submit(callback);
          return new Promise((resolve, reject) => {
            submit((err: Error | null, result: unknown) => (err ? reject(err) : resolve(result)));
          }) as never;
        }
      }
      const query = config as Partial<QueryConfig> | null;
      if (query && typeof query === 'object' && typeof query.text === 'string' && query.name === undefined) {
        const params = Array.isArray(values) ? values : query.values;
        const name = params && params.length > 0 ? nameOf(query.text) : undefined;
        if (name !== undefined) config = { ...query, name };
      }
      return (super.query as (...args: unknown[]) => never)(config, values, callback);
    }
  }
  return NamingClient as unknown as typeof PgClient;
}
