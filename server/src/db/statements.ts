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
