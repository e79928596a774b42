// Raw-SQL results differ per driver: node-postgres returns int8 as a string, PGlite as a number (or a bigint
// beyond 2^53), and timestamps arrive as PostgreSQL text. These helpers give routes one shape: safe integers
// and ISO 8601 UTC strings.

export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return toSafeNumber(value);
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return toSafeNumber(BigInt(value));
  if (value === null || value === undefined) return 0;
  throw new TypeError('not an integer value');
}

function toSafeNumber(value: bigint): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError('integer beyond the safe range');
  return n;
}

/** PostgreSQL timestamptz text (`2026-01-02 03:04:05.678+00`) or a Date → `2026-01-02T03:04:05.678Z`; '' for null. */
export function toIso(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'string') return '';
  let text = value.trim().replace(' ', 'T');
  // "+09" → "+09:00", "+0530" → "+05:30" (ECMAScript date strings need hh:mm offsets)
  text = text.replace(/([+-]\d{2})$/, '$1:00').replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

export interface PgErrorInfo { code?: string; constraint?: string; message?: string }

/** The PostgreSQL error behind a driver or drizzle error (drizzle wraps it as `cause`). */
export function pgError(err: unknown): PgErrorInfo | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      return {
        code: e.code,
        constraint: typeof e.constraint === 'string' ? e.constraint : undefined,
        message: typeof e.message === 'string' ? e.message : undefined,
      };
    }
    current = e.cause;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
