// What an unexpected error may put into the log. Drizzle's query errors carry the SQL text and its
// parameters (password hashes, bank accounts), and PostgreSQL errors carry `detail` with whole rows, so the
// log gets the error's type, PostgreSQL code, first message line and stack frames, never those fields.
import { pgError } from '../db/values';

export interface SafeError { type: string; message: string; code?: string; constraint?: string; stack?: string }

export function safeError(err: unknown): SafeError {
  if (!(err instanceof Error)) return { type: typeof err, message: 'non-error thrown' };
  const pg = pgError(err);
  const isQueryError = err.name === 'DrizzleQueryError' || 'params' in err;
  const message = pg?.message ?? (isQueryError ? 'database query failed' : err.message);
  const ownCode = (err as { code?: unknown }).code;
  const frames = (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line)).slice(0, 12).join('\n');
  return {
    type: err.name,
    message: message.split('\n')[0]!.slice(0, 300),
    code: pg?.code ?? (typeof ownCode === 'string' ? ownCode : undefined),
    constraint: pg?.constraint,
    stack: frames || undefined,
  };
}
