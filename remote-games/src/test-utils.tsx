// Component-test harness: a RootStore whose client never reaches a network, the games namespace in the
// requested language, antd's App (messages), and helpers for the viewport and a logged-in session.
import { render, type RenderResult } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ApiClient, i18n, initI18n, registerNamespace, RootStore, StoresProvider, type Result } from '@casino/shared';

export async function loadGamesI18n(language = 'ko'): Promise<void> {
  await initI18n(language);
  await registerNamespace('games', (lng) => import(`./locales/${lng}.json`));
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(['games', 'common']);
}

export function newStore({ loggedIn = false, username = 'hong1234' } = {}): RootStore {
  const store = new RootStore(new ApiClient({ baseURL: 'https://api.test' }));
  if (loggedIn) {
    store.session.setLogin({ jwt: 'header.payload.sig', name: '홍길동', username, email: '', bank_code: '', bank_account: '', bank_name: '', use_vaccount: false });
  }
  return store;
}

export function renderWithStore(ui: ReactElement, store: RootStore = newStore()): RenderResult & { store: RootStore } {
  const result = render(
    <StoresProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <AntApp>{ui}</AntApp>
      </I18nextProvider>
    </StoresProvider>,
  );
  return { ...result, store };
}

export function setViewport(width: number, height = 844): void {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });
  Object.defineProperty(window, 'innerHeight', { value: height, configurable: true, writable: true });
  window.dispatchEvent(new Event('resize'));
}

export function ok<T>(data: T): Result<T> {
  return { ok: true, code: 0, msg: '', data, httpStatus: 200 };
}

export function failed<T = null>(code: number, msg: string): Result<T> {
  return { ok: false, code, msg, data: null as T, httpStatus: 200 };
}
