// The console's connection to the operator API: fetch, bearer token, JSON, X-Sequence on every change.
// Business outcomes come back as a Result (the shared envelope, normalised); transport failures throw the
// shared typed errors, so the shared failure catalogue explains both. A 403 is either a dead session
// (invalid or expired token, suspended operator: the console logs out) or a role the server refuses
// (the session stays; the page says the role may not do that).
import { Code, Msg, NetworkError, normalise, SessionExpiredError, type Result } from '@casino/shared';
import { nextSequence, renewSequence } from './sequence';

export type { Result };

/** 403 answers that end the session; any other 403 is a role refusal. */
const SESSION_ENDING = new Set<string>([Msg.invalid_token, Msg.token_expired, Msg.account_suspended, 'session_expired', 'session_revoked']);

export interface OperatorClientOptions {
  baseURL: string;
  getToken: () => string | null;
  getLanguage: () => string;
  onSessionEnded: () => void;
  fetchImpl?: typeof fetch;
}

export interface CallOptions {
  /** The idempotency key of this action; a retry of the same action passes the same value. */
  sequence?: string;
}

export class OperatorClient {
  constructor(private readonly options: OperatorClientOptions) {}

  get baseURL(): string { return this.options.baseURL; }

  async request<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, data?: Record<string, unknown>, call: CallOptions = {}): Promise<Result<T>> {
    const token = this.options.getToken();
    const headers: Record<string, string> = { 'Accept-Language': this.options.getLanguage() };
    if (token) headers.Authorization = `Bearer ${token}`;
    let url = `${this.options.baseURL}${path}`;
    let body: string | undefined;
    if (method === 'GET' || method === 'DELETE') {
      const query = new URLSearchParams();
      for (const [k, v] of Object.entries(data ?? {})) if (v !== undefined && v !== null && v !== '') query.set(k, String(v));
      if ([...query.keys()].length) url += `?${query.toString()}`;
    } else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(data ?? {});
    }
    if (method !== 'GET') headers['X-Sequence'] = call.sequence ?? nextSequence();
    let res: Response;
    try {
      res = await (this.options.fetchImpl ?? fetch)(url, { method, headers, body, credentials: 'omit', cache: 'no-store' });
    } catch {
      throw new NetworkError();
    }
    const text = await res.text();
    const result = normalise<T>(text || '{}', res.status);
    if (res.status === 403 && token && (SESSION_ENDING.has(result.msg) || !result.msg)) {
      this.options.onSessionEnded();
      throw new SessionExpiredError();
    }
    if (result.code === Code.SEQUENCE_REUSED) renewSequence();
    return result;
  }

  /** A file answer (CSV export): the body as a Blob, or the envelope's failure. */
  async download(path: string, query: Record<string, unknown> = {}): Promise<Result<Blob | null>> {
    const token = this.options.getToken();
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
    let res: Response;
    try {
      res = await (this.options.fetchImpl ?? fetch)(`${this.options.baseURL}${path}?${params.toString()}`, {
        headers: { 'Accept-Language': this.options.getLanguage(), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        credentials: 'omit', cache: 'no-store',
      });
    } catch {
      throw new NetworkError();
    }
    if (res.ok && !(res.headers.get('content-type') ?? '').includes('json')) {
      return { ok: true, code: 0, msg: '', data: await res.blob(), httpStatus: res.status };
    }
    const result = normalise<null>((await res.text()) || '{}', res.status);
    if (res.status === 403 && token && (SESSION_ENDING.has(result.msg) || !result.msg)) {
      this.options.onSessionEnded();
      throw new SessionExpiredError();
    }
    return result;
  }

  get<T>(path: string, query?: Record<string, unknown>) { return this.request<T>('GET', path, query); }
  post<T>(path: string, body?: Record<string, unknown>, call?: CallOptions) { return this.request<T>('POST', path, body, call); }
  put<T>(path: string, body?: Record<string, unknown>, call?: CallOptions) { return this.request<T>('PUT', path, body, call); }
  patch<T>(path: string, body?: Record<string, unknown>, call?: CallOptions) { return this.request<T>('PATCH', path, body, call); }
  delete<T>(path: string, query?: Record<string, unknown>, call?: CallOptions) { return this.request<T>('DELETE', path, query, call); }
}
