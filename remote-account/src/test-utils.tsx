// Component-test harness: the shared RootStore (with a client that never reaches a network), the account
// namespace loaded in the requested language, antd's App and an in-memory router that records where the
// page navigates to.
import { render, type RenderResult } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ApiClient, i18n, initI18n, RootStore, StoresProvider } from '@casino/shared';

// jsdom has no MessageChannel; antd's form (rc-component/form) uses one to batch watchers in a macrotask.
if (typeof globalThis.MessageChannel === 'undefined') {
  class Port { onmessage: ((e: { data: unknown }) => void) | null = null; other!: Port; postMessage(data: unknown) { setTimeout(() => this.other.onmessage?.({ data }), 0); } close() {} }
  globalThis.MessageChannel = class {
    port1 = new Port();
    port2 = new Port();
    constructor() { this.port1.other = this.port2; this.port2.other = this.port1; }
  } as unknown as typeof MessageChannel;
}

// The machines running these tests are shared and often busy: give antd's asynchronous validation time.

export async function loadAccountI18n(language = 'ko'): Promise<void> {
  await initI18n(language);
  await (await import('./i18n')).accountI18nReady;
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(['account', 'common']);
}

export function newStore(): RootStore {
  return new RootStore(new ApiClient());
}

export const USER_INFO = {
  name: '홍길동', username: 'hong1234', amount: 1_250_000, rolling: 30_000, point: 35_000, bank_code_name: '국민은행',
  bank_account: '**********1234', bank_name: '국민은행', bank_holder: '홍길동', create_at: '2025-03-01T05:05:00.000Z',
  login_at: '2025-03-02T10:30:00.000Z', unread_memo: 2,
};

/** Answers the store's init calls (GET /main/init) with `ui`; returns the spy. */
export function answerInit(store: RootStore, ui: Record<string, unknown> = USER_INFO) {
  return jest.spyOn(store.api, 'get').mockImplementation(async () => ({ ok: true, code: 0, msg: '', data: { ui } as never, httpStatus: 200 }));
}

/** Shows the current location so tests can assert navigation. */
function Where() {
  const loc = useLocation();
  return <output data-testid="location">{loc.pathname + loc.search}</output>;
}

export function renderPage(ui: ReactElement, { store = newStore(), path = '/', route, state }: {
  store?: RootStore; path?: string; route?: string; state?: unknown;
} = {}): RenderResult & { store: RootStore } {
  const [beforeHash, hash = ''] = path.split('#');
  const [pathname, search = ''] = beforeHash!.split('?');
  const here = route ?? pathname!;
  const result = render(
    <StoresProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <AntApp>
          <MemoryRouter initialEntries={[{ pathname, search: search ? `?${search}` : '', hash: hash ? `#${hash}` : '', state }]}>
            <Routes>
              <Route path={here} element={ui} />
              {here !== '*' && <Route path="*" element={null} />}
            </Routes>
            <Where />
          </MemoryRouter>
        </AntApp>
      </I18nextProvider>
    </StoresProvider>,
  );
  return { ...result, store };
}

/** A jwt the session store's token check accepts (unsigned: only the client decodes it here). */
export function fakeJwt(expSeconds = Math.floor(Date.now() / 1000) + 3600): string {
  const b64 = (o: unknown) => btoa(JSON.stringify(o)).replace(/=+$/, '');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ exp: expSeconds, sid: 1 })}.signature`;
}
