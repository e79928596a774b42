// What both databases' statement caches prepare (issue 19; pglite-statements.ts, pg-statements.ts, decision 008).

/** The statements PREPARE takes; the others run as they are. */
export const PREPARABLE = /^\s*(select|insert|update|delete|with|values)\b/i;

/**
 * Texts prepared at most; a text beyond this runs unprepared. Dynamic SQL (an `IN` list of any length, the back
 * office's filter combinations) must not grow the database's memory without end: the code has ≈ 350
 * statements, so 1,000 leaves room for their variants, and each PostgreSQL connection holds only the
 * statements it has run.
 */
export const MAX_STATEMENTS = 1000;

/**
 * The types drizzle reads as text (its parsers pass them through): timestamp, timestamptz, interval, date, and
 * arrays of numeric, timestamp, timestamptz, interval and date. Both drivers read them so by themselves
 * (pglite-statements.ts `ownTextParsers`; the PostgreSQL pool's `types`, client.ts), so a statement run without
 * drizzle (`rows`, `Database.prepared`) answers the values drizzle would.
 */
export const DRIZZLE_TEXT_TYPES: readonly number[] = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];
