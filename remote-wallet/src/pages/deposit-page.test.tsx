import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failResult, initCalls, makeStore, okResult, renderWith, setupI18n } from '@casino/shared/testing';
import { ensureWalletNamespace } from '../i18n';
import { getWalletAccount } from '../features/deposit/api/get-wallet-account';
import { getDeposits } from '../features/history/api/get-deposits';
import { requestDeposit } from '../features/deposit/api/request-deposit';
import WalletDepositpage from './deposit-page';

jest.mock('../features/deposit/api/request-deposit');
jest.mock('../features/deposit/api/get-wallet-account');
jest.mock('../features/history/api/get-deposits');

const ACCOUNT = { bank_name: '신한은행', bank_account: '110-123-456789', holder: '카지노(주)', notes: '입금자명은 아이디로 해 주세요' };
const waitingRow = { id: 7, amount: 50_000, status: 'waiting' as const, created_at: '2026-03-01T01:02:03.000Z', processed_at: '' };

beforeAll(() => setupI18n('en', ensureWalletNamespace, ['wallet']));
beforeEach(() => {
  jest.mocked(getWalletAccount).mockResolvedValue(okResult(ACCOUNT));
  jest.mocked(getDeposits).mockResolvedValue(okResult({ list: [], total: 0 }));
  jest.mocked(requestDeposit).mockReset();
});

const amountInput = () => screen.getByTestId('deposit-amount') as HTMLInputElement;

test('shows where to transfer, the 24-hour delay and the bank maintenance window', async () => {
  renderWith(<WalletDepositpage />, { member: true });
  expect(await screen.findByTestId('deposit-account-number')).toHaveTextContent('110-123-456789');
  expect(screen.getByTestId('deposit-account-bank')).toHaveTextContent('신한은행');
  expect(screen.getByTestId('deposit-account-holder')).toHaveTextContent('카지노(주)');
  expect(screen.getByTestId('deposit-account-notes')).toHaveTextContent('입금자명은 아이디로');
  expect(screen.getByTestId('deposit-notice-24h')).toHaveTextContent('up to 24 hours');
  expect(screen.getByTestId('deposit-notice-maintenance')).toHaveTextContent('23:50 to 00:30');
  expect(screen.getByTestId('deposit-notice-maintenance')).toHaveTextContent('morning after a public holiday');
});

test('keeps only digits, adds the quick amounts and clears', async () => {
  const user = userEvent.setup();
  renderWith(<WalletDepositpage />, { member: true });
  await user.type(amountInput(), '1a0');
  expect(amountInput().value).toBe('10');
  fireEvent.change(amountInput(), { target: { value: '5a0,0-00 원' } }); // pasted text
  expect(amountInput().value).toBe('50000');
  fireEvent.click(screen.getByTestId('quick-10000'));
  fireEvent.click(screen.getByTestId('quick-1000000'));
  expect(amountInput().value).toBe('1060000');
  expect(screen.getByTestId('deposit-preview')).toHaveTextContent('₩1,060,000');
  fireEvent.click(screen.getByTestId('quick-clear'));
  expect(amountInput().value).toBe('');
  for (const [v, text] of [[10_000, '+10,000'], [50_000, '+50,000'], [100_000, '+100,000'], [500_000, '+500,000'], [1_000_000, '+1,000,000']] as const) {
    expect(screen.getByTestId(`quick-${v}`)).toHaveTextContent(text);
  }
});

test('refuses amounts the contract refuses, inline and translated, without calling the server', async () => {
  const user = userEvent.setup();
  renderWith(<WalletDepositpage />, { member: true });
  await user.click(screen.getByTestId('deposit-submit'));
  expect(await screen.findByTestId('deposit-error')).toHaveTextContent('A required field is missing.');
  const cases: Array<[string, string]> = [['15000', 'units of 10,000 won'], ['0', 'Please enter a valid amount.'], ['200000000', 'Please enter a valid amount.']];
  for (const [value, text] of cases) {
    fireEvent.change(amountInput(), { target: { value } });
    expect(screen.getByTestId('deposit-error')).toHaveTextContent(text);
  }
  fireEvent.change(amountInput(), { target: { value: '20000' } });
  expect(screen.queryByTestId('deposit-error')).toBeNull();
  expect(requestDeposit).not.toHaveBeenCalled();
});

test('a valid request goes out once, leaves the balance as it is (until approved), and reloads the recent requests', async () => {
  const user = userEvent.setup();
  jest.mocked(requestDeposit).mockResolvedValue(okResult({ id: 9, status: 'waiting' }));
  const { store } = renderWith(<WalletDepositpage />, { store: makeStore({ member: true, user: { amount: 40_000 } }) });
  await user.click(screen.getByTestId('quick-50000'));
  await user.click(screen.getByTestId('quick-50000'));
  jest.mocked(getDeposits).mockResolvedValue(okResult({ list: [{ ...waitingRow, id: 9, amount: 100_000 }], total: 1 }));
  const before = initCalls(store);
  await user.click(screen.getByTestId('deposit-submit'));
  await waitFor(() => expect(requestDeposit).toHaveBeenCalledWith('100000'));
  expect(requestDeposit).toHaveBeenCalledTimes(1);
  expect(await screen.findByText(/Deposit request received/)).toBeInTheDocument();
  expect(initCalls(store)).toBe(before);
  expect(store.session.user.amount).toBe(40_000);
  const row = await screen.findByTestId('recent-deposit-row');
  expect(within(row).getByTestId('status-tag')).toHaveTextContent('Waiting');
  expect(amountInput().value).toBe('');
  // the new waiting request blocks a second one
  expect(screen.getByTestId('deposit-pending')).toHaveTextContent('₩100,000');
  expect(screen.getByTestId('deposit-submit')).toBeDisabled();
});

test('while a deposit waits, the form explains why it is closed', async () => {
  jest.mocked(getDeposits).mockResolvedValue(okResult({ list: [waitingRow], total: 1 }));
  renderWith(<WalletDepositpage />, { member: true });
  expect(await screen.findByTestId('deposit-pending')).toHaveTextContent('₩50,000 (2026-03-01 10:02:03)');
  expect(screen.getByTestId('deposit-submit')).toBeDisabled();
  expect(amountInput()).toBeDisabled();
});

test('the server\'s 5003 is shown under the field, the balance untouched', async () => {
  const user = userEvent.setup();
  jest.mocked(requestDeposit).mockResolvedValue(failResult(5003, 'previous_record_exists'));
  const { store } = renderWith(<WalletDepositpage />, { member: true });
  fireEvent.change(amountInput(), { target: { value: '10000' } });
  const before = initCalls(store); // the page reads the balance once when it opens
  await user.click(screen.getByTestId('deposit-submit'));
  expect(await screen.findByTestId('deposit-error')).toHaveTextContent('You already have a pending request.');
  expect(store.session.user.amount).toBe(0);
  expect(initCalls(store)).toBe(before); // and a refused request asks nothing more
});

test('a double click sends one request', async () => {
  let resolve!: (v: unknown) => void;
  jest.mocked(requestDeposit).mockReturnValue(new Promise((r) => { resolve = r; }) as never);
  renderWith(<WalletDepositpage />, { member: true });
  fireEvent.change(amountInput(), { target: { value: '30000' } });
  fireEvent.submit(screen.getByTestId('deposit-form'));
  fireEvent.submit(screen.getByTestId('deposit-form'));
  await waitFor(() => expect(requestDeposit).toHaveBeenCalledTimes(1));
  await act(async () => { resolve(okResult({ id: 1, status: 'waiting' })); });
  expect(requestDeposit).toHaveBeenCalledTimes(1);
});

test('says so when no deposit account is configured', async () => {
  jest.mocked(getWalletAccount).mockResolvedValue(failResult(5005, 'item_not_found'));
  renderWith(<WalletDepositpage />, { store: makeStore({ member: true }) });
  expect(await screen.findByTestId('deposit-account-error')).toHaveTextContent('No deposit account is set up yet');
});

test('the amount field is named by its label, and points at the error that explains it', async () => {
  const user = userEvent.setup();
  renderWith(<WalletDepositpage />, { member: true });
  const field = screen.getByLabelText(/Deposit amount/);
  expect(field).toBe(amountInput());
  expect(field).not.toHaveAttribute('aria-invalid');
  await user.click(screen.getByTestId('deposit-submit'));
  const error = await screen.findByTestId('deposit-error');
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(document.getElementById(field.getAttribute('aria-describedby')!)).toContainElement(error);
});

test('the account number is copied with one press, and the button says so', async () => {
  const user = userEvent.setup(); // (it puts its own clipboard on navigator: ours goes on after it)
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  renderWith(<WalletDepositpage />, { member: true });
  await screen.findByTestId('deposit-account-number');
  expect(screen.getByTestId('deposit-account-copy')).toHaveTextContent('Copy');
  await user.click(screen.getByTestId('deposit-account-copy'));
  expect(writeText).toHaveBeenCalledWith('110-123-456789');
  expect(await screen.findByText('Copied')).toBeInTheDocument();
});

test('the wallet\'s sections are links, the current one marked as the page', () => {
  renderWith(<WalletDepositpage />, { member: true });
  expect(screen.getByTestId('wallet-nav-deposit')).toHaveAttribute('aria-current', 'page');
  expect(screen.getByTestId('wallet-nav-withdraw')).not.toHaveAttribute('aria-current');
  expect(screen.getByTestId('wallet-nav-withdraw')).toHaveAttribute('href', '/wallet/withdrawpage');
});
