// Test helpers: the providers a support page finds inside the host (stores, antd App, router, translations).
import { render } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ApiClient, i18n, initI18n, Paths, RootStore, StoresProvider, type Result } from '@casino/shared';
import { ensureSupportNamespace } from './i18n';

export async function setupI18n(language = 'ko'): Promise<void> {
  await initI18n(language);
  await ensureSupportNamespace();
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(['common', 'support']);
}

/** A RootStore; `member` logs a member in (no server involved). Its API client's `get` is a mock (the
 *  feature calls are mocked per module; this one sees the session's own init calls). */
export function makeStore({ member = false, unread = 0, keepStorage = false } = {}): RootStore {
  if (!keepStorage) localStorage.clear();
  const client = new ApiClient();
  client.get = jest.fn().mockResolvedValue({ ok: true, code: 0, msg: '', data: { ui: { unread_memo: unread } }, httpStatus: 200 });
  const store = new RootStore(client);
  if (member) {
    store.session.setLogin({ jwt: 'a.b.c', name: '데모', username: 'demo', email: 'demo@example.com', bank_code: '', bank_account: '', bank_name: '', use_vaccount: false });
    store.session.setUser({ unread_memo: unread });
  }
  return store;
}

export function renderWith(ui: ReactNode, { store = makeStore({ keepStorage: true }), path = '/' }: { store?: RootStore; path?: string } = {}) {
  return render(
    <StoresProvider store={store}>
      <AntApp>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </AntApp>
    </StoresProvider>,
  );
}

export function okResult<T>(data: T): Result<T> {
  return { ok: true, code: 0, msg: '', data, httpStatus: 200 };
}

export function failResult(code: number, msg: string, field?: string): Result<never> {
  return { ok: false, code, msg, data: null as never, field, httpStatus: 200 };
}

/** How many times the session asked the server for init (session.refresh()). */
export function initCalls(store: RootStore): number {
  return jest.mocked(store.api.get).mock.calls.filter(([path]) => path === Paths.init).length;
}
