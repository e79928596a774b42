// One table for how a failed call is shown: every server answer becomes the translated `server.<msg>` of
// the common namespace (falling back by code), every transport error its `client.<RESULT>` text. Forms put
// a failure that names one of their fields under that field and any other failure above the submit button.
import {
  ALL_MSG_KEYS, Code, ConfigFailedError, NetworkError, OfflineError, ResponsibleMsg, SessionExpiredError, type Result,
} from '@casino/shared';

export interface Failure {
  /** i18n key including its namespace, e.g. `common:server.auth_failed`. */
  key: string;
  /** The form field the server named (4000/4001 validation, 5002 duplicates). */
  field?: string;
}

const KNOWN = new Set<string>([...ALL_MSG_KEYS, ...Object.values(ResponsibleMsg)]);

const BY_CODE: Record<number, string> = {
  [Code.PARAM_MISSING]: 'required_input_missing',
  [Code.PARAM_INVALID]: 'invalid_input_value',
  [Code.AUTH_FAILED]: 'auth_failed',
  [Code.TOO_MANY_REQUESTS]: 'too_many_requests',
  [Code.INTERNAL]: 'internal_error',
  [Code.DATABASE]: 'database_error',
  [Code.ALREADY_PROCESSED]: 'request_already_processed',
};

export function failureFromResult(res: Pick<Result, 'code' | 'msg' | 'field'>): Failure {
  const msg = KNOWN.has(res.msg) ? res.msg : BY_CODE[res.code] ?? 'unknown_error';
  return { key: `common:server.${msg}`, ...(res.field ? { field: res.field } : {}) };
}

export function failureFromError(error: unknown): Failure {
  if (error instanceof OfflineError) return { key: 'common:client.OFFLINE_ERROR' };
  if (error instanceof NetworkError) return { key: 'common:client.NETWORK_ERROR' };
  if (error instanceof ConfigFailedError) return { key: 'common:client.CONFIG_FAILED' };
  if (error instanceof SessionExpiredError) return { key: 'common:client.SESSION_EXPIRED' };
  return { key: 'common:client.CLIENT_EXCEPTION' };
}
