import { act, render, screen } from '@testing-library/react';
import { ApiClient, i18n, initI18n, registerNamespace, RootStore, StoresProvider } from '@casino/shared';
import { BalanceAnnouncer } from './balance-announcer';

beforeAll(async () => {
  await initI18n('ko');
  await registerNamespace('host', (lng) => import(`../locales/${lng}.json`));
});

function member(): RootStore {
  localStorage.clear();
  const store = new RootStore(new ApiClient());
  store.session.setLogin({ jwt: 'a.b.c', name: '데모', username: 'demo', email: '', bank_code: '', bank_account: '', bank_name: '', use_vaccount: false });
  store.session.setUser({ amount: 100000, point: 0, unread_memo: 0 });
  return store;
}

test('a polite live region: quiet for the first amount, then announces each new balance in the language', async () => {
  const store = member();
  render(<StoresProvider store={store}><BalanceAnnouncer /></StoresProvider>);
  const region = screen.getByRole('status');
  expect(region).toHaveAttribute('aria-live', 'polite');
  expect(region).toHaveTextContent('');
  act(() => store.session.setUser({ amount: 125000, point: 0, unread_memo: 0 }));
  expect(region).toHaveTextContent('보유 머니가 125,000원이 되었습니다');
  await act(async () => { await i18n.changeLanguage('en'); });
  act(() => store.session.setUser({ amount: 99000, point: 0, unread_memo: 0 }));
  expect(region).toHaveTextContent('Your balance is now 99,000 won');
  await act(async () => { await i18n.changeLanguage('ko'); });
});

test('points or memos changing alone announce nothing', () => {
  const store = member();
  render(<StoresProvider store={store}><BalanceAnnouncer /></StoresProvider>);
  act(() => store.session.setUser({ amount: 100000, point: 500, unread_memo: 2 }));
  expect(screen.getByRole('status')).toHaveTextContent('');
});

test('a change that comes with its own live toast is told once, by the toast; the next plain change is announced again', () => {
  const store = member();
  render(<StoresProvider store={store}><BalanceAnnouncer /></StoresProvider>);
  const region = screen.getByRole('status');
  act(() => store.session.applyEvent({ type: 'balance.changed', data: { balance: 130000, points: 0 } }));
  expect(store.session.user.amount).toBe(130000);
  expect(store.session.liveNotice).toMatchObject({ key: 'balanceChanged', tellsBalance: true });
  expect(region).toHaveTextContent('');
  act(() => store.session.applyEvent({ type: 'deposit.decided', data: { id: 1, status: 'completed', amount: 20000, balance: 150000 } }));
  expect(region).toHaveTextContent('');
  act(() => store.session.setUser({ amount: 140000, point: 0, unread_memo: 0 })); // a bet, told by nobody else
  expect(region).toHaveTextContent('보유 머니가 140,000원이 되었습니다');
});
