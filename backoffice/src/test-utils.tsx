// The console under test: a RootStore whose fetch is a table of routes (method + path → envelope), i18n with
// the console's namespace, antd's App and a memory router. Nothing reaches a network.
import { render, type RenderResult } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { NoAntdStyles, setupI18n } from '@casino/shared/testing';
import type { OperatorMe, OperatorRole, QueueRow } from '@casino/shared/contract';
import { registerNamespace } from '@casino/shared';
import { RootStore } from './lib/root-store';
import { StoresProvider } from './lib/stores';
import en from './locales/en.json';

export interface Call { method: string; path: string; query: URLSearchParams; headers: Record<string, string>; body: unknown }
type Reply = { status?: number; body: unknown; headers?: Record<string, string> };
type Answer = Reply | (() => Reply | Promise<Reply>) | 'network-error';

export const ok = (data: unknown) => ({ body: { code: 0, msg: '', data } });
export const fail = (code: number, msg: string, status = 200) => ({ status, body: { code, msg, data: null } });

/** The part of a fetch Response the client reads (jsdom has no Response). */
function response(status: number, body: unknown, extra: Record<string, string> = {}): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  // lower-case names, readable with get() and iterable, as the client reads a Headers object
  const headers = new Map(Object.entries({ 'content-type': 'application/json', ...extra }).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    ok: status >= 200 && status < 300, status, headers,
    text: async () => text, blob: async () => new Blob([text], { type: headers.get('content-type') }),
  } as unknown as Response;
}

/** A fetch that answers from `routes` ("POST /operator/login" → answer) and records every call. */
export function fakeFetch(routes: Record<string, Answer>) {
  const calls: Call[] = [];
  const impl = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>));
    calls.push({ method, path: url.pathname, query: url.searchParams, headers, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const answer = routes[`${method} ${url.pathname}`];
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    if (!answer) return response(404, { code: 5005, msg: 'item_not_found', data: null });
    const reply = typeof answer === 'function' ? await answer() : answer;
    return response(reply.status ?? 200, reply.body, reply.headers);
  }) as typeof fetch;
  return { impl, calls };
}

export function operator(role: OperatorRole, extra: Partial<OperatorMe> = {}): OperatorMe {
  return { id: 7, username: `${role}1`, role, status: 'active', totp_enabled: false, totp_required: false, enrol_only: false, must_change_password: false, idle_minutes: 30, ...extra };
}

/** A store already logged in as `role` (in memory storage), with a stream that never connects. */
export function storeFor(role: OperatorRole | null, routes: Record<string, Answer>) {
  const fetch = fakeFetch(routes);
  const memory = new Map<string, string>();
  const storage = {
    getItem: (k: string) => memory.get(k) ?? null, setItem: (k: string, v: string) => { memory.set(k, v); },
    removeItem: (k: string) => { memory.delete(k); }, clear: () => memory.clear(), key: () => null, length: 0,
  } as Storage;
  if (role) storage.setItem('bo.session', JSON.stringify({ token: 'test-token', operator: operator(role) }));
  const store = new RootStore({ baseURL: 'http://api.test', fetchImpl: fetch.impl, retryDelayMs: 0, storage, language: 'en', openStream: () => ({ close() {} }) });
  return { store, calls: fetch.calls, storage };
}

export async function setupConsoleI18n(): Promise<void> {
  await setupI18n('en', () => registerNamespace('bo', async () => en), ['bo']);
}

export function renderConsole(ui: ReactElement, store: RootStore, path = '/'): RenderResult {
  return render(
    <NoAntdStyles>
      <StoresProvider store={store}>
        <AntApp>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </AntApp>
      </StoresProvider>
    </NoAntdStyles>,
  );
}

/** A waiting request with a realistic member in context. */
export function queueRow(id: number, createdAt = '2026-01-01T09:00:00Z', extra: Partial<QueueRow> = {}): QueueRow {
  return {
    id, member_id: 100 + id, username: `member${id}`, nickname: `닉${id}`, amount: 50_000, status: 'waiting', reason: '',
    created_at: createdAt, processed_at: '',
    member: {
      member_id: 100 + id, username: `member${id}`, nickname: `닉${id}`, status: 'active', balance: 120_000, points: 3_000,
      kyc_status: 'verified', verified_name: '홍길동', bank_name: '국민은행', bank_account: '123-45', bank_holder: '홍길동', holder_matches: true,
      responsible: {
        limits: { deposit_daily: 1_000_000, deposit_weekly: null, deposit_monthly: null, session_minutes: null, reality_check_minutes: null },
        pending: [], exclusion: null, kyc_status: 'verified', deposit_usage: { daily: 0, weekly: 0, monthly: 0 }, session_minutes_today: 0, min_age: 19,
      },
      last_ledger: [{ id: 1, type: 'deposit', amount: 100_000, before: 20_000, after: 120_000, ref: 'deposit:1', created_at: '2026-01-01T08:00:00Z' }],
    },
    ...extra,
  };
}
