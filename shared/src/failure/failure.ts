// A failed call as the member is told about it: one catalogue entry (server msg key or client result), its
// i18n key, and the form field the server named. Every app turns results and thrown errors into a Failure
// here, so the same server answer reads the same everywhere.
import { TransportError, ClientExceptionError, ConfigFailedError, NetworkError, OfflineError, SessionExpiredError } from '../api/errors';
import type { Result } from '../api/client';
import { Code } from '../contract/codes';
import {
  CLIENT_FAILURES, isServerMsgKey, SERVER_FAILURES, type ClientResultKey, type FailureDisplay, type ServerMsgKey,
} from './catalogue';

/** `requestId`: the server's id of the request that failed (`X-Request-Id`), shown so that support can find it. */
/**
 * `imposed`: a refusal during a time-out or exclusion the site's team imposed (operator_excluded, issue 47 §4)
 * carries their reason and the end (null: none), which the member is shown with the message.
 */
export type Failure =
  | { client: false; msg: ServerMsgKey; key: string; code?: number; field?: string; requestId?: string; imposed?: { reason: string; until: string | null } }
  | { client: true; msg: ClientResultKey; key: string };

/** A msg key the client does not know (a newer server) is explained by its code, else as unknown_error. */
const BY_CODE: Record<number, ServerMsgKey> = {
  [Code.PARAM_MISSING]: 'required_input_missing',
  [Code.PARAM_INVALID]: 'invalid_input_value',
  [Code.AUTH_FAILED]: 'auth_failed',
  [Code.BACKEND_AUTH_FAILED]: 'provider_auth_failed',
  [Code.TOO_MANY_REQUESTS]: 'too_many_requests',
  [Code.INTERNAL]: 'internal_error',
  [Code.DATABASE]: 'database_error',
  [Code.ALREADY_PROCESSED]: 'request_already_processed',
};

/**
 * The requests the server refused and named (X-Request-Id): how many, and the last one's id. A page that then fails
 * to render shows that id (page-boundary.tsx) when the refusal came while the page was shown.
 */
let failedRequests = { count: 0, lastId: undefined as string | undefined };

/** How many named refusals this page load has seen, and the last one's id. */
export function failedRequestMark(): { count: number; lastId?: string } {
  return { ...failedRequests };
}

/** The reason and end of an imposed exclusion in a refusal's data, when it carries them. */
function imposedOf(msg: ServerMsgKey, data: unknown): { reason: string; until: string | null } | undefined {
  if (msg !== 'operator_excluded' || typeof data !== 'object' || data === null) return undefined;
  const { reason, until } = data as { reason?: unknown; until?: unknown };
  if (typeof reason !== 'string') return undefined;
  return { reason, until: typeof until === 'string' ? until : null };
}

export function failureFromResult(res: Pick<Result, 'code' | 'msg'> & { field?: string; requestId?: string; data?: unknown }): Failure {
  if (res.requestId) failedRequests = { count: failedRequests.count + 1, lastId: res.requestId };
  const msg: ServerMsgKey = isServerMsgKey(res.msg) ? res.msg : BY_CODE[res.code] ?? 'unknown_error';
  const imposed = imposedOf(msg, res.data);
  return {
    client: false, msg, key: `common:server.${msg}`, code: res.code,
    ...(res.field ? { field: res.field } : {}), ...(res.requestId ? { requestId: res.requestId } : {}), ...(imposed ? { imposed } : {}),
  };
}

/** The request id of a failure the server answered, if it named one. */
export function requestIdOf(failure: Failure): string | undefined {
  return failure.client ? undefined : failure.requestId;
}

export function clientFailure(msg: ClientResultKey): Failure {
  return { client: true, msg, key: `common:client.${msg}` };
}

export function failureFromError(error: unknown): Failure {
  if (error instanceof OfflineError) return clientFailure('OFFLINE_ERROR');
  if (error instanceof NetworkError) return clientFailure('NETWORK_ERROR');
  if (error instanceof ConfigFailedError) return clientFailure('CONFIG_FAILED');
  if (error instanceof SessionExpiredError) return clientFailure('SESSION_EXPIRED');
  if (error instanceof ClientExceptionError) return clientFailure('CLIENT_EXCEPTION');
  // A transport error whose class was lost (e.g. crossed a bundle boundary) still names its result.
  if (error instanceof TransportError && error.message in CLIENT_FAILURES) return clientFailure(error.message as ClientResultKey);
  return clientFailure('CLIENT_EXCEPTION');
}

export type Attempt<T> = { ok: true; data: T } | { ok: false; failure: Failure };

/** Runs a call: a code ≠ 0 and a thrown transport error both become a Failure. */
export async function attempt<T>(call: () => Promise<Result<T>>): Promise<Attempt<T>> {
  try {
    const res = await call();
    if (res.ok) return { ok: true, data: res.data };
    return { ok: false, failure: failureFromResult(res) };
  } catch (e) {
    return { ok: false, failure: failureFromError(e) };
  }
}

/** The catalogue's entry for a failure. */
export function displayOf(failure: Pick<Failure, 'client' | 'msg'>): FailureDisplay {
  return failure.client ? CLIENT_FAILURES[failure.msg as ClientResultKey] : SERVER_FAILURES[failure.msg as ServerMsgKey];
}

/** What the place where the failure happened can show: the form's fields, and whether it has an inline spot. */
export interface FailureSurface { fields?: readonly string[]; inline?: boolean }

export type FailurePlace =
  | { show: 'field'; field: string }
  | { show: 'inline' }
  | { show: 'toast' }
  | { show: 'redirect'; to: string };

/** Where this surface shows the failure: the catalogue's choice, falling back field → inline → toast. */
export function placeFailure(failure: Failure, surface: FailureSurface = {}): FailurePlace {
  const display = displayOf(failure);
  if (display.show === 'redirect' || display.show === 'toast') return display;
  if (display.show === 'field') {
    const name = (!failure.client && failure.field) || display.field;
    if (name && surface.fields?.includes(name)) return { show: 'field', field: name };
  }
  return surface.inline ? { show: 'inline' } : { show: 'toast' };
}
