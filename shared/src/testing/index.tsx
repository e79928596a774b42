// @casino/shared/testing: the one test harness of the host and the remotes (Jest + Testing Library). It is a
// subpath of its own so that no production bundle reaches it: only *.test.ts(x) files import it.
// A page under test finds what it finds inside the host: the shared RootStore (with an API client that never
// reaches a network), i18n with the app's namespace, antd's App (messages) and a router.
import { render, type RenderResult } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { StyleProvider } from '@ant-design/cssinjs';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ApiClient } from '../api/client';
import { MessageToaster } from '../failure/use-failure';
import type { Result } from '../api/client';
import { Paths } from '../contract/paths';
import type { LoginResponse, UserInfo } from '../contract/types';
import { i18n, initI18n } from '../i18n/index';
import { StoresProvider } from '../stores/context';
import { RootStore } from '../stores/root-store';

export { checkManifest } from './manifest';
export { LEDGER_ROW, LEDGER_ROW_TEXT } from './ledger-row';

// jsdom has no MessageChannel; antd's form (rc-component/form) uses one to batch watchers in a macrotask.
if (typeof globalThis.MessageChannel === 'undefined') {
  class Port { onmessage: ((e: { data: unknown }) => void) | null = null; other!: Port; postMessage(data: unknown) { setTimeout(() => this.other.onmessage?.({ data }), 0); } close() {} }
  globalThis.MessageChannel = class {
    port1 = new Port();
    port2 = new Port();
    constructor() { this.port1.other = this.port2; this.port2.other = this.port1; }
  } as unknown as typeof MessageChannel;
}

// jsdom implements getComputedStyle without pseudo-elements and logs an error each time antd's table asks
// for one (scrollbar sizes); the element's own style is what those measurements fall back to anyway.
if (typeof window !== 'undefined') {
  const computedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => computedStyle(element);
}

/** Initialises i18n in `language` with the app's namespace (`ready` registers it) and `common`. */
export async function setupI18n(language: string, ready?: () => Promise<unknown>, namespaces: string[] = []): Promise<void> {
  await initI18n(language);
  await ready?.();
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(['common', ...namespaces]);
}

export function okResult<T>(data: T): Result<T> {
  return { ok: true, code: 0, msg: '', data, httpStatus: 200 };
}

export function failResult<T = never>(code: number, msg: string, field?: string, httpStatus = 200): Result<T> {
  return { ok: false, code, msg, data: null as T, ...(field ? { field } : {}), httpStatus };
}

/** A member's user info as /main/init answers it (a full, realistic one). */
export const USER_INFO = {
  name: '홍길동', username: 'hong1234', amount: 1_250_000, rolling: 30_000, point: 35_000, bank_code_name: '국민은행',
  bank_account: '**********1234', bank_name: '국민은행', bank_holder: '홍길동', create_at: '2025-03-01T05:05:00.000Z',
  login_at: '2025-03-02T10:30:00.000Z', unread_memo: 2,
};

export const DEMO_LOGIN: LoginResponse = {
  jwt: 'a.b.c', name: '데모', username: 'demo', email: 'demo@example.com', bank_code: '', bank_account: '', bank_name: '', use_vaccount: false,
};

export interface StoreOptions {
  /** Log a member in (no server involved); an object overrides fields of the login answer. */
  member?: boolean | Partial<LoginResponse>;
  /** The member's user info, also what the init calls answer. */
  user?: Partial<UserInfo>;
  baseURL?: string;
  /** Keep localStorage (a stored session is restored by the new store). */
  keepStorage?: boolean;
}

/**
 * A RootStore whose client's `get` is a mock answering the session's init calls with `user` (feature calls
 * are mocked per module).
 */
export function makeStore({ member = false, user, baseURL, keepStorage = false }: StoreOptions = {}): RootStore {
  if (!keepStorage) localStorage.clear();
  const client = new ApiClient(baseURL ? { baseURL } : {});
  const ui = { amount: 0, point: 0, bank_name: 'KB국민은행', bank_account: '******1234', unread_memo: 0, ...user };
  client.get = jest.fn().mockResolvedValue(okResult({ ui }));
  const store = new RootStore(client);
  if (member) {
    store.session.setLogin({ ...DEMO_LOGIN, ...(typeof member === 'object' ? member : {}) });
    store.session.setUser(ui);
  }
  return store;
}

/** Changes what the next init calls answer (the server's view after an action); returns the mock. */
export function answerInit(store: RootStore, ui: Record<string, unknown> = USER_INFO) {
  return jest.mocked(store.api.get).mockResolvedValue(okResult({ ui }) as never);
}

/** Merges `user` into what the next init calls answer. */
export function serverUser(store: RootStore, user: Partial<UserInfo>): void {
  answerInit(store, { ...store.session.user, ...user });
}

/** How many times the session asked the server for init (session.refresh()). */
export function initCalls(store: RootStore): number {
  return jest.mocked(store.api.get).mock.calls.filter(([path]) => path === Paths.init).length;
}

/** A jwt the session store's token check accepts (unsigned: only the client decodes it here). */
export function fakeJwt(expSeconds = Math.floor(Date.now() / 1000) + 3600): string {
  const b64 = (o: unknown) => btoa(JSON.stringify(o)).replace(/=+$/, '');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ exp: expSeconds, sid: 1 })}.signature`;
}

export function setViewport(width: number, height = 844): void {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });
  Object.defineProperty(window, 'innerHeight', { value: height, configurable: true, writable: true });
  window.dispatchEvent(new Event('resize'));
}

/** The current location, for tests that assert navigation (`getByTestId('location')`). */
function Where() {
  const loc = useLocation();
  return <div hidden data-testid="location">{loc.pathname + loc.search}</div>;
}

export interface RenderOptions extends StoreOptions {
  store?: RootStore;
  /** The URL the router starts at (path, search and hash). */
  path?: string;
  /** Mount `ui` on this route pattern only (other locations render nothing): for pages that navigate away. */
  route?: string;
  state?: unknown;
}

/** useFailure's toasts as antd's App messages, as the host's antd scope hands them in. */
function AntToaster({ children }: { children: ReactNode }) {
  const { message } = AntApp.useApp();
  return <MessageToaster message={message}>{children}</MessageToaster>;
}

/**
 * antd's generated stylesheet is not written into jsdom (cssinjs's server mode: the styles are computed, not
 * injected). jsdom has no layout, and with antd's few thousand rules in the document every `getComputedStyle` —
 * which Testing Library's role queries and `toBeVisible` call for each element and its ancestors — matched each
 * rule's selector: 75–85 % of a form test's time (a CPU profile of register.test.tsx: jsdom's selector engine).
 * What antd's styles hide or show is checked where they apply, in Chromium, by the e2e journeys; component tests
 * check roles, names, text and state (docs/testing.md).
 */
export function NoAntdStyles({ children }: { children: ReactNode }) {
  return <StyleProvider mock="server">{children}</StyleProvider>;
}

export function renderWith(ui: ReactNode, { store, path = '/', route, state, ...storeOptions }: RenderOptions = {}): RenderResult & { store: RootStore } {
  const root = store ?? makeStore({ keepStorage: true, ...storeOptions });
  const [beforeHash, hash = ''] = path.split('#');
  const [pathname, search = ''] = beforeHash!.split('?');
  const result = render(
    <NoAntdStyles>
    <StoresProvider store={root}>
      <I18nextProvider i18n={i18n}>
        <AntApp>
          <AntToaster>
          <MemoryRouter initialEntries={[{ pathname, search: search ? `?${search}` : '', hash: hash ? `#${hash}` : '', state }]}>
            {route ? (
              <Routes>
                <Route path={route} element={ui as ReactElement} />
                {route !== '*' && <Route path="*" element={null} />}
              </Routes>
            ) : ui}
            <Where />
          </MemoryRouter>
          </AntToaster>
        </AntApp>
      </I18nextProvider>
    </StoresProvider>
    </NoAntdStyles>,
  );
  return { ...result, store: root };
}
