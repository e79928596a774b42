// The one API client (spec §7) of the site, the back office (backoffice/src/lib/operator-client.ts) and the
// operator CLI (scripts/operator/client.mjs). GET/DELETE send query params; other methods a JSON text body as
// text/plain (no CORS preflight). axios-retry repeats network failures only, 3 times 1 s apart, and the
// request interceptor keeps an existing X-Sequence so a retry is recognised by the server as the same call.
// 6001 sequence_reused (HTTP 409: the value belonged to another request, nothing was done) is a failure.
// A public read (PUBLIC_READS) goes without the credential, so it needs no CORS preflight.
import axios, { AxiosError, type AxiosInstance, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import axiosRetry from 'axios-retry';
import { readKey } from './first-screen';
import { Code, Msg } from '../contract/codes';
import { isPublicRead } from '../contract/paths';
import { RETRIES, RETRY_DELAY_MS } from '../contract/rules';
import type { Envelope, SessionPayload } from '../contract/types';
import { TransportError, ClientExceptionError, ConfigFailedError, NetworkError, OfflineError, SessionExpiredError } from './errors';
import { createSequence } from '../contract/sequence';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** How long a read started early (`ApiClient.prefetch`) waits to be taken before it is dropped. */
export const PREFETCH_TTL_MS = 10_000;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Both envelopes normalised: `ok` is true when the server's code is 0 (and RESULT, if present, is true). */
export interface Result<T = unknown> {
  ok: boolean;
  code: number;
  msg: string;
  data: T;
  field?: string;
  session?: SessionPayload;
  httpStatus: number;
  /** The server's id of this request (`X-Request-Id`): the failure display shows it, support finds the log line by it. */
  requestId?: string;
}

export interface ApiClientOptions {
  baseURL?: string;
  getLanguage?: () => string;
  /** The bearer credential: the jwt, else the auth token (spec §6). */
  getCredential?: () => string | undefined;
  onSession?: (session: SessionPayload) => void;
  isOnline?: () => boolean;
  retryDelayMs?: number;
  /**
   * Which 403 answers to a call that carried the credential end the session (default: every one). The back
   * office keeps its session on a role refusal (403 role_forbidden): that is an answer, not a dead token.
   */
  endsSession?: (answer: Result) => boolean;
  /** The fetch to send with instead of the browser's XMLHttpRequest: tests hand in a table of answers. */
  fetch?: typeof fetch;
}

/** Per call: the idempotency key of this action; a retry of the same action passes the same value. */
export interface CallOptions { sequence?: string }

const sequenceHeader = (call?: CallOptions): Record<string, string> => (call?.sequence ? { 'X-Sequence': call.sequence } : {});

/** The server's id of the request (`X-Request-Id`), when it sent one. */
function requestIdFrom(res: AxiosResponse): string | undefined {
  const id: unknown = res.headers?.['x-request-id'];
  return typeof id === 'string' && id ? id : undefined;
}

/** Query values worth sending: an empty, null or undefined value is left out (the server's default applies). */
function queryOf(data: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!data) return data;
  return Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined && v !== null && v !== ''));
}

type Handler = () => void;

export class ApiClient {
  readonly instanceId = Math.random().toString(36).slice(2, 10);
  private readonly http: AxiosInstance;
  private options: ApiClientOptions = {};
  private readonly sequence = createSequence();
  private sessionExpiredHandlers = new Set<Handler>();
  /** Reads started early, by address, path, parameters, credential and language: each is taken once (see `prefetch`). */
  private readonly early = new Map<string, { at: number; answer: Promise<AxiosResponse | null> }>();

  constructor(options: ApiClientOptions = {}) {
    this.http = axios.create({ timeout: 20_000, validateStatus: () => true });
    axiosRetry(this.http, {
      retries: RETRIES,
      retryDelay: () => this.options.retryDelayMs ?? RETRY_DELAY_MS,
      // Network failures only: a request that reached the server and got an answer is never repeated.
      retryCondition: (error) => !error.response && error.code !== 'ECONNABORTED' && error.code !== 'ERR_CANCELED',
      shouldResetTimeout: true,
    });
    this.http.interceptors.request.use((config) => {
      const headers = config.headers;
      if (!headers.has('Accept-Language')) headers.set('Accept-Language', this.options.getLanguage?.() ?? 'ko');
      const credential = this.credentialFor((config.method ?? 'get').toUpperCase(), config.url ?? '');
      if (credential) headers.set('Authorization', `Bearer ${credential}`);
      else headers.delete('Authorization');
      // Writes only: the server keys mutations by it and ignores it on reads. A read without it (and without a
      // credential) is a CORS "simple" request, so a visitor's page makes no preflight OPTIONS per API path.
      if (!READS.has((config.method ?? 'get').toUpperCase())) {
        if (!headers.has('X-Sequence')) headers.set('X-Sequence', this.sequence.next());
      } else headers.delete('X-Sequence');
      return config;
    });
    this.configure(options);
  }

  configure(options: ApiClientOptions): void {
    this.options = { ...this.options, ...options };
    if (options.fetch) {
      this.http.defaults.adapter = 'fetch';
      this.http.defaults.env = { ...this.http.defaults.env, fetch: options.fetch };
    }
  }

  /** The credential a call carries: none on a public read (PUBLIC_READS: no preflight for a member's page). */
  private credentialFor(method: string, path: string): string | undefined {
    return READS.has(method) && isPublicRead(path) ? undefined : this.options.getCredential?.();
  }

  /** A fresh X-Sequence for an action the caller may retry (it passes the value again: `CallOptions.sequence`). */
  nextSequence(): string {
    return this.sequence.next();
  }

  get baseURL(): string | undefined {
    return this.options.baseURL;
  }

  /** Registered by the session store: transport never imports UI or stores. */
  onSessionExpired(handler: Handler): () => void {
    this.sessionExpiredHandlers.add(handler);
    return () => this.sessionExpiredHandlers.delete(handler);
  }

  /**
   * Starts a read before its answer may be used — before the site config has said which address the API is at
   * (issue 19: start-up sends a member's /main/init, and the home page's popup list, with the site config). The
   * first `get(path, params)` made within PREFETCH_TTL_MS with the same address, parameters, credential and
   * language takes its answer instead of asking again, and handles it as its own (session, 403, envelope). A
   * prefetch that failed on the network, or that nobody took, is forgotten: the later call then asks itself.
   */
  prefetch(path: string, { baseURL, language, params }: { baseURL: string; language: string; params?: Record<string, unknown> }): void {
    const key = this.earlyKey(baseURL, path, params, this.credentialFor('GET', path), language);
    if (this.early.has(key)) return;
    const answer = this.http.request({ method: 'GET', url: path, baseURL, params, headers: { 'Accept-Language': language } }).catch(() => null);
    this.early.set(key, { at: Date.now(), answer });
  }

  private earlyKey(baseURL: string, path: string, params: Record<string, unknown> | undefined, credential: string | undefined, language: string): string {
    // the read's key: parameters in name order, as strings (the query string they make), so {page: 1} and
    // {page: '1'} ask the same
    return JSON.stringify([baseURL, readKey({ path, params }), credential ?? '', language]);
  }

  /** The prefetched answer for this call, taken (once), or null when there is none or it is too old. */
  private takeEarly(method: Method, path: string, data: Record<string, unknown> | undefined): Promise<AxiosResponse | null> | null {
    if (!this.early.size || method !== 'GET') return null;
    const now = Date.now();
    for (const [k, v] of this.early) if (now - v.at > PREFETCH_TTL_MS) this.early.delete(k);
    const key = this.earlyKey(this.options.baseURL!, path, data, this.credentialFor('GET', path), this.options.getLanguage?.() ?? 'ko');
    const found = this.early.get(key);
    if (!found) return null;
    this.early.delete(key);
    return found.answer;
  }

  async request<T = unknown>(method: Method, path: string, data?: Record<string, unknown>, headers: Record<string, string> = {}, file?: Blob): Promise<Result<T>> {
    if (!this.options.baseURL) throw new ConfigFailedError();
    const online = this.options.isOnline ? this.options.isOnline() : typeof navigator === 'undefined' || navigator.onLine !== false;
    if (!online) throw new OfflineError();
    const hadCredential = Boolean(this.credentialFor(method, path));
    const config: AxiosRequestConfig = { method, url: path, baseURL: this.options.baseURL, headers: { ...headers } };
    if (method === 'GET' || method === 'DELETE') config.params = queryOf(data);
    else if (file) {
      // a file's raw bytes (a KYC document): `data` goes in the query; the server reads the type from the content
      config.params = queryOf(data);
      config.data = file;
      (config.headers as Record<string, string>)['Content-Type'] = 'application/octet-stream';
    } else {
      config.data = JSON.stringify(data ?? {});
      (config.headers as Record<string, string>)['Content-Type'] = headers['Content-Type'] ?? 'text/plain';
    }
    let status: number;
    let body: unknown;
    let requestId: string | undefined;
    try {
      const early = await this.takeEarly(method, path, data);
      const res: AxiosResponse = early ?? await this.http.request(config);
      status = res.status;
      body = res.data;
      requestId = requestIdFrom(res);
    } catch (e) {
      if (e instanceof AxiosError && !e.response) {
        const nowOnline = this.options.isOnline ? this.options.isOnline() : typeof navigator === 'undefined' || navigator.onLine !== false;
        throw nowOnline ? new NetworkError() : new OfflineError();
      }
      throw new ClientExceptionError(e instanceof Error ? e.message : String(e));
    }
    const result = this.answer<T>(body, status, hadCredential, requestId);
    if (result.code === Code.SEQUENCE_REUSED) {
      // The server did nothing: this X-Sequence belonged to another request. Never a success (unlike 6000),
      // never repeated with the same value; the next calls use a new client id. The caller shows
      // `server.sequence_reused` and the member may simply try again.
      this.sequence.renew();
      return { ...result, ok: false, msg: result.msg || Msg.sequence_reused, data: null as T };
    }
    if (result.session) this.options.onSession?.(result.session);
    return result;
  }

  /**
   * The envelope of an answer, with its request id. A 403 to a call that carried the credential ends the
   * session (unless `endsSession` says this one does not: then it is an answer like any other).
   */
  private answer<T>(body: unknown, status: number, hadCredential: boolean, requestId: string | undefined): Result<T> {
    let result: Result<T> | undefined;
    if (status === 403 && hadCredential) {
      result = this.safeNormalise<T>(body, status);
      if (!this.options.endsSession || this.options.endsSession(result)) {
        this.sessionExpiredHandlers.forEach((h) => h());
        throw new SessionExpiredError();
      }
    }
    result ??= normalise<T>(body, status);
    if (requestId) result.requestId = requestId;
    return result;
  }

  private safeNormalise<T>(body: unknown, status: number): Result<T> {
    try { return normalise<T>(body, status); } catch { return { ok: false, code: status, msg: '', data: undefined as T, httpStatus: status }; }
  }

  /**
   * A file answer (a CSV export): the body as a Blob when the server sends a file, else the envelope's
   * failure. Same headers, credential and failures as every other call.
   */
  async download(path: string, params: Record<string, unknown> = {}): Promise<Result<Blob | null>> {
    if (!this.options.baseURL) throw new ConfigFailedError();
    const hadCredential = Boolean(this.credentialFor('GET', path));
    let res: AxiosResponse<Blob>;
    try {
      res = await this.http.request<Blob>({ method: 'GET', url: path, baseURL: this.options.baseURL, params: queryOf(params), responseType: 'blob' });
    } catch (e) {
      if (e instanceof AxiosError && !e.response) throw new NetworkError();
      throw new ClientExceptionError(e instanceof Error ? e.message : String(e));
    }
    const requestId = requestIdFrom(res);
    const type = String(res.headers?.['content-type'] ?? '');
    if (res.status >= 200 && res.status < 300 && !type.includes('json')) {
      return { ok: true, code: 0, msg: '', data: res.data, httpStatus: res.status, ...(requestId ? { requestId } : {}) };
    }
    const text = typeof res.data === 'string' ? res.data : await blobText(res.data);
    return this.answer<null>(text || '{}', res.status, hadCredential, requestId);
  }

  get<T>(path: string, params?: Record<string, unknown>) { return this.request<T>('GET', path, params); }
  post<T>(path: string, body?: Record<string, unknown>, call?: CallOptions) { return this.request<T>('POST', path, body, sequenceHeader(call)); }
  put<T>(path: string, body?: Record<string, unknown>, call?: CallOptions) { return this.request<T>('PUT', path, body, sequenceHeader(call)); }
  patch<T>(path: string, body?: Record<string, unknown>, call?: CallOptions) { return this.request<T>('PATCH', path, body, sequenceHeader(call)); }
  delete<T>(path: string, params?: Record<string, unknown>, call?: CallOptions) { return this.request<T>('DELETE', path, params, sequenceHeader(call)); }
  /** POST a file's bytes as the body, `params` in the query (issue 47 §2: KYC documents). */
  upload<T>(path: string, params: Record<string, unknown>, file: Blob, call?: CallOptions) { return this.request<T>('POST', path, params, sequenceHeader(call), file); }
}

/** A Blob's text (FileReader where Blob.text is missing: older browsers, jsdom). */
export function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable answer'));
    reader.readAsText(blob);
  });
}

/** Accepts the envelope and the legacy RESULT/DATA/message form, in any mix. */
export function normalise<T>(body: unknown, httpStatus: number): Result<T> {
  let parsed = body;
  if (typeof parsed === 'string') {
    try { parsed = JSON.parse(parsed); } catch { parsed = undefined; }
  }
  if (!parsed || typeof parsed !== 'object') {
    if (httpStatus >= 500) return { ok: false, code: 5000, msg: 'internal_error', data: undefined as T, httpStatus };
    throw new ClientExceptionError(`unexpected response (${httpStatus})`);
  }
  const b = parsed as Partial<Envelope<T>> & { RESULT?: boolean; DATA?: T; message?: string; state?: number };
  const code = typeof b.code === 'number' ? b.code : typeof b.state === 'number' ? b.state : b.RESULT === true ? 0 : 5001;
  const msg = (b.msg || b.message || '') as string;
  const data = (b.data !== undefined ? b.data : b.DATA) as T;
  const ok = code === 0 && b.RESULT !== false;
  return { ok, code, msg, data, field: b.field, session: b.session, httpStatus };
}

export { TransportError };
