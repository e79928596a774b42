import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ApiClient, initI18n, registerNamespace, RootStore, StoresProvider } from '@casino/shared';
import { AppBar } from './app-bar';

beforeAll(async () => {
  await initI18n('ko');
  await registerNamespace('host', (lng) => import(`../locales/${lng}.json`));
});

function renderBar(store: RootStore) {
  return render(<StoresProvider store={store}><MemoryRouter><AppBar /></MemoryRouter></StoresProvider>);
}

test('logged out: a login button that opens the login panel; no money shown', async () => {
  localStorage.clear();
  const store = new RootStore(new ApiClient());
  renderBar(store);
  expect(screen.queryByTestId('app-bar-money')).not.toBeInTheDocument();
  await userEvent.click(screen.getByTestId('login-button'));
  expect(store.ui.loginPanelOpen).toBe(true);
});

test('logged in: balance and points from init, and the unread memo badge', () => {
  localStorage.clear();
  const store = new RootStore(new ApiClient());
  store.session.setLogin({ jwt: 'a.b.c', name: '데모', username: 'demo', email: '', bank_code: '', bank_account: '', bank_name: '', use_vaccount: false });
  store.session.setUser({ amount: 1234567, point: 35000, unread_memo: 3 });
  renderBar(store);
  expect(screen.getByTestId('app-bar-balance')).toHaveTextContent('1,234,567');
  expect(screen.getByTestId('app-bar-points')).toHaveTextContent('35,000');
  expect(screen.getByTestId('unread-memo-badge')).toHaveTextContent('3');
  expect(screen.getByTestId('logout-button')).toBeInTheDocument();
});

test('logged in, before the server has told the amounts: a placeholder, not ₩0', () => {
  localStorage.clear();
  const store = new RootStore(new ApiClient());
  store.session.setLogin({ jwt: 'a.b.c', name: '데모', username: 'demo', email: '', bank_code: '', bank_account: '', bank_name: '', use_vaccount: false });
  renderBar(store);
  expect(screen.getByTestId('app-bar-balance')).toHaveTextContent('—');
  expect(screen.getByTestId('app-bar-points')).toHaveTextContent('—');
  act(() => store.session.setUser({ amount: 0, point: 0, unread_memo: 0 }));
  expect(screen.getByTestId('app-bar-balance')).toHaveTextContent('0');
});
