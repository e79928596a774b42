import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NetworkError, SessionExpiredError } from '@casino/shared';
import { failResult, initCalls, makeStore, okResult, renderWith, setupI18n } from '@casino/shared/testing';
import { ensureWalletNamespace } from '../i18n';
import { getWithdrawals } from '../features/history/api/get-withdrawals';
import { requestWithdraw } from '../features/withdraw/api/request-withdraw';
import WalletWithdrawpage from './withdraw-page';

jest.mock('../features/withdraw/api/request-withdraw');
jest.mock('../features/history/api/get-withdrawals');

beforeAll(() => setupI18n('en', ensureWalletNamespace, ['wallet']));
beforeEach(() => {
  jest.mocked(getWithdrawals).mockResolvedValue(okResult({ list: [], total: 0 }));
  jest.mocked(requestWithdraw).mockReset();
});

const amountInput = () => screen.getByTestId('withdraw-amount') as HTMLInputElement;

test('cannot exceed the current balance from the session store', async () => {
  const user = userEvent.setup();
  renderWith(<WalletWithdrawpage />, { store: makeStore({ member: true, user: { amount: 50_000 } }) });
  await screen.findByText('No requests yet.');
  expect(screen.getByText('Withdrawal amount (available: ₩50,000)')).toBeInTheDocument();
  fireEvent.change(amountInput(), { target: { value: '60000' } });
  await user.click(screen.getByTestId('withdraw-submit'));
  expect(await screen.findByTestId('withdraw-error')).toHaveTextContent('Your balance is not enough.');
  fireEvent.change(amountInput(), { target: { value: '55000' } });
  expect(screen.getByTestId('withdraw-error')).toHaveTextContent('units of 10,000 won');
  fireEvent.change(amountInput(), { target: { value: '50000' } });
  expect(screen.queryByTestId('withdraw-error')).toBeNull();
  expect(requestWithdraw).not.toHaveBeenCalled();
});

test('a withdrawal leaves the balance at once: the balance the server answers is shown, without an init call', async () => {
  const user = userEvent.setup();
  const { store } = renderWith(<WalletWithdrawpage />, { store: makeStore({ member: true, user: { amount: 100_000 } }) });
  await screen.findByText('No requests yet.');
  jest.mocked(requestWithdraw).mockResolvedValue(okResult({ id: 3, status: 'waiting', balance: 70_000 }));
  const initsBefore = initCalls(store);
  fireEvent.click(screen.getByTestId('quick-10000'));
  fireEvent.click(screen.getByTestId('quick-10000'));
  fireEvent.click(screen.getByTestId('quick-10000'));
  await user.click(screen.getByTestId('withdraw-submit'));
  await waitFor(() => expect(requestWithdraw).toHaveBeenCalledWith('30000'));
  expect(await screen.findByText(/Withdrawal request received/)).toBeInTheDocument();
  await waitFor(() => expect(store.session.user.amount).toBe(70_000));
  expect(screen.getByText('Withdrawal amount (available: ₩70,000)')).toBeInTheDocument();
  expect(initCalls(store)).toBe(initsBefore);
});

test('a refusal by the server is explained under the field', async () => {
  const user = userEvent.setup();
  renderWith(<WalletWithdrawpage />, { store: makeStore({ member: true, user: { amount: 100_000 } }) });
  await screen.findByText('No requests yet.');
  jest.mocked(requestWithdraw).mockResolvedValue(failResult(4001, 'insufficient_balance', 'amount'));
  fireEvent.change(amountInput(), { target: { value: '100000' } });
  await user.click(screen.getByTestId('withdraw-submit'));
  expect(await screen.findByTestId('withdraw-error')).toHaveTextContent('Your balance is not enough.');
});

test('names the registered account the money goes to', async () => {
  renderWith(<WalletWithdrawpage />, { store: makeStore({ member: true, user: { bank_name: '신한은행', bank_account: '******6789' } }) });
  await screen.findByText('No requests yet.');
  expect(screen.getByTestId('withdraw-destination')).toHaveTextContent('신한은행 ******6789');
});

describe('the failure catalogue decides where a failure is shown', () => {
  const submitWith = async (arrange: () => void) => {
    const user = userEvent.setup();
    const { store } = renderWith(<WalletWithdrawpage />, { store: makeStore({ member: true, user: { amount: 100_000 } }), path: '/wallet/withdrawpage' });
    await screen.findByText('No requests yet.');
    arrange();
    fireEvent.change(amountInput(), { target: { value: '50000' } });
    await user.click(screen.getByTestId('withdraw-submit'));
    return store;
  };

  test('a refusal about the member (inline: self_excluded) reads under the amount, no toast', async () => {
    await submitWith(() => jest.mocked(requestWithdraw).mockResolvedValue(failResult(4030, 'self_excluded')));
    expect(await screen.findByTestId('withdraw-error')).toHaveTextContent('You cannot play during your self-exclusion period.');
    expect(screen.queryByText(/The withdrawal request failed/)).toBeNull();
  });

  test('a network failure is a toast with the action\'s sentence, the balance untouched', async () => {
    const store = await submitWith(() => jest.mocked(requestWithdraw).mockRejectedValue(new NetworkError()));
    expect(await screen.findByText('The withdrawal request failed: Cannot reach the server. Please try again shortly.')).toBeInTheDocument();
    expect(screen.queryByTestId('withdraw-error')).toBeNull();
    expect(store.session.user.amount).toBe(100_000);
  });

  test('an expired session leads to /login', async () => {
    await submitWith(() => jest.mocked(requestWithdraw).mockRejectedValue(new SessionExpiredError()));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });
});
