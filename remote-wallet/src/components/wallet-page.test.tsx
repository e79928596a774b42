import { screen, waitFor } from '@testing-library/react';
import { initCalls, makeStore, renderWith, setupI18n } from '@casino/shared/testing';
import { ensureWalletNamespace } from '../i18n';
import { WalletPage } from './wallet-page';

beforeAll(() => setupI18n('en', ensureWalletNamespace, ['wallet']));

test('shows the balance and points of the session store, refreshed when the page opens', async () => {
  const store = makeStore({ member: true, user: { amount: 1_234_000, point: 35_000 } });
  renderWith(<WalletPage section="deposit" routeName="wallet-depositpage"><p>content</p></WalletPage>, { store });
  expect(screen.getByRole('heading', { name: 'Deposit' })).toBeInTheDocument();
  expect(screen.getByTestId('wallet-balance')).toHaveTextContent('₩1,234,000');
  expect(screen.getByTestId('wallet-points')).toHaveTextContent('35,000 P');
  expect(screen.getByText('content')).toBeInTheDocument();
  await waitFor(() => expect(initCalls(store)).toBe(1));
});

test('asks a visitor to log in instead of showing the page', () => {
  renderWith(<WalletPage section="history" routeName="wallet-history"><p>content</p></WalletPage>, { store: makeStore({ member: false }) });
  expect(screen.getByTestId('login-required')).toBeInTheDocument();
  expect(screen.queryByText('content')).toBeNull();
  expect(screen.queryByTestId('wallet-balance')).toBeNull();
});
