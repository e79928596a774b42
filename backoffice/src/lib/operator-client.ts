// The console's connection to the operator API: the shared ApiClient of @casino/shared (request building,
// the envelope, typed transport failures, X-Sequence on every change, the request id), set up for the
// operator: its bearer token, its language, and which 403 ends the session. A 403 is either a dead session
// (invalid or expired token, suspended operator: the console logs out) or a role the server refuses (the
// session stays; the page says the role may not do that).
import { ApiClient, Msg, type Result } from '@casino/shared';

export type { Result };
export type { CallOptions } from '@casino/shared';
/** The console's client is the shared one; the name says which API it talks to. */
export type OperatorClient = ApiClient;

/** 403 answers that end the session; any other 403 is a role refusal. */
const SESSION_ENDING = new Set<string>([Msg.invalid_token, Msg.token_expired, Msg.account_suspended, 'session_expired', 'session_revoked']);
export const endsOperatorSession = (answer: Pick<Result, 'msg'>): boolean => !answer.msg || SESSION_ENDING.has(answer.msg);

export interface OperatorClientOptions {
  baseURL: string;
  getToken: () => string | null;
  getLanguage: () => string;
  onSessionEnded: () => void;
  /** Tests answer from a table instead of the network. */
  fetchImpl?: typeof fetch;
  /** The pause between repeats of a call that never reached the server (the shared default otherwise). */
  retryDelayMs?: number;
}

export function createOperatorClient(o: OperatorClientOptions): OperatorClient {
  const client = new ApiClient({
    baseURL: o.baseURL,
    getCredential: () => o.getToken() ?? undefined,
    getLanguage: o.getLanguage,
    endsSession: endsOperatorSession,
    ...(o.fetchImpl ? { fetch: o.fetchImpl } : {}),
    ...(o.retryDelayMs !== undefined ? { retryDelayMs: o.retryDelayMs } : {}),
  });
  client.onSessionExpired(o.onSessionEnded);
  return client;
}
