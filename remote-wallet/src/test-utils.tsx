// Test helpers: the providers a wallet page finds inside the host (stores, antd App, router, translations).
import { render } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ApiClient, i18n, initI18n, Paths, RootStore, StoresProvider, type Result, type UserInfo } from '@casino/shared';
import { ensureWalletNamespace } from './i18n';

// jsdom implements getComputedStyle without pseudo-elements and logs an error each time antd's table asks
// for one (scrollbar sizes); the element's own style is what those measurements fall back to anyway.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

export async function setupI18n(language = 'en'): Promise<void> {
  await initI18n(language);
  await ensureWalletNamespace();
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(['common', 'wallet']);
}

/**
 * A RootStore with a logged-in member (unless `member: false`). Its API client's `get` answers the session's
 * init calls with `user`; the feature calls are mocked per module.
 */
export function makeStore({ member = true, user = {} }: { member?: boolean; user?: Partial<UserInfo> } = {}): RootStore {
  localStorage.clear();
  const client = new ApiClient();
  const ui = { amount: 0, point: 0, bank_name: 'KB국민은행', bank_account: '******1234', ...user };
  client.get = jest.fn().mockResolvedValue(okResult({ ui }));
  const store = new RootStore(client);
  if (member) {
    store.session.setLogin({ jwt: 'a.b.c', name: '데모', username: 'demo', email: 'demo@example.com', bank_code: '', bank_account: '', bank_name: '', use_vaccount: false });
    store.session.setUser(ui);
  }
  return store;
}

/** Changes what the next init calls answer (the server's view after an action). */
export function serverUser(store: RootStore, user: Partial<UserInfo>): void {
  jest.mocked(store.api.get).mockResolvedValue(okResult({ ui: { ...store.session.user, ...user } }));
}

export function renderWith(ui: ReactNode, { store = makeStore(), path = '/' }: { store?: RootStore; path?: string } = {}) {
  return {
    store,
    ...render(
      <StoresProvider store={store}>
        <AntApp>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </AntApp>
      </StoresProvider>,
    ),
  };
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
