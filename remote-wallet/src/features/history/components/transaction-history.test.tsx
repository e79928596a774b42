import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LedgerType, TransactionRow } from '@casino/shared';
import { failResult, LEDGER_ROW, LEDGER_ROW_TEXT, okResult, renderWith, setupI18n } from '@casino/shared/testing';
import { ensureWalletNamespace } from '../../../i18n';
import { getTransactions } from '../api/get-transactions';
import { TransactionHistory } from './transaction-history';

jest.mock('../api/get-transactions');

const row = (id: number, type: LedgerType, amount: number, before: number): TransactionRow => ({
  id, username: 'demo', type, amount, before, after: before + amount, date: '2026-03-01T15:30:00.000Z',
});

beforeAll(() => setupI18n('en', ensureWalletNamespace, ['wallet']));
beforeEach(() => jest.mocked(getTransactions).mockReset());

test('shows the spec\'s columns for the last week, then appends the next page on load-more', async () => {
  jest.useFakeTimers({ now: new Date('2026-03-10T03:00:00Z'), doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask', 'nextTick', 'setImmediate'] });
  jest.mocked(getTransactions)
    .mockResolvedValueOnce(okResult({ list: [row(12, 'withdraw_refund', 30_000, 70_000), row(11, 'withdraw', -30_000, 100_000)], next_cursor: '11' }))
    .mockResolvedValueOnce(okResult({ list: [row(10, 'deposit', 100_000, 0)], next_cursor: null }));
  renderWith(<TransactionHistory />, { member: true });
  expect(await screen.findAllByTestId('tx-row')).toHaveLength(2);
  expect(getTransactions).toHaveBeenLastCalledWith({ from: '2026-03-04', to: '2026-03-10', cursor: undefined, size: 10 });
  jest.useRealTimers();

  const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
  expect(headers).toEqual(['ID', 'Username', 'Type', 'Amount', 'Before', 'After', 'Date']);
  const first = within(screen.getAllByTestId('tx-row')[0]!).getAllByRole('cell').map((c) => c.textContent);
  expect(first).toEqual(['12', 'demo', 'Withdrawal refund', '+30,000', '70,000', '100,000', '2026-03-02 00:30:00']);
  expect(within(screen.getAllByTestId('tx-row')[1]!).getAllByRole('cell')[3]).toHaveTextContent('−30,000');

  fireEvent.click(screen.getByTestId('tx-load-more'));
  await waitFor(() => expect(screen.getAllByTestId('tx-row')).toHaveLength(3));
  expect(getTransactions).toHaveBeenLastCalledWith({ from: '2026-03-04', to: '2026-03-10', cursor: '11', size: 10 });
  expect(screen.queryByTestId('tx-load-more')).toBeNull();
  expect(screen.getByTestId('tx-end')).toBeInTheDocument();
});

test('fetches a chosen range and refuses a reversed one', async () => {
  jest.mocked(getTransactions).mockResolvedValue(okResult({ list: [], next_cursor: null }));
  renderWith(<TransactionHistory />, { member: true });
  await screen.findByText('No records.');
  fireEvent.change(screen.getByTestId('tx-from'), { target: { value: '2026-02-01' } });
  fireEvent.change(screen.getByTestId('tx-to'), { target: { value: '2026-02-28' } });
  fireEvent.click(screen.getByTestId('tx-fetch'));
  await waitFor(() => expect(getTransactions).toHaveBeenLastCalledWith({ from: '2026-02-01', to: '2026-02-28', cursor: undefined, size: 10 }));

  fireEvent.change(screen.getByTestId('tx-from'), { target: { value: '2026-03-05' } });
  expect(screen.getByTestId('tx-range-error')).toHaveTextContent('The start date must be on or before the end date.');
  expect(screen.getByTestId('tx-fetch')).toBeDisabled();
});

test('load-more keeps the range of the rows on screen even if the inputs changed', async () => {
  jest.mocked(getTransactions)
    .mockResolvedValueOnce(okResult({ list: [row(5, 'adjust', 1000, 0)], next_cursor: '5' }))
    .mockResolvedValueOnce(okResult({ list: [row(4, 'adjust', 1000, 0)], next_cursor: null }));
  renderWith(<TransactionHistory />, { member: true });
  await screen.findAllByTestId('tx-row');
  const shown = jest.mocked(getTransactions).mock.calls[0]![0];
  fireEvent.change(screen.getByTestId('tx-from'), { target: { value: '2020-01-01' } });
  fireEvent.click(screen.getByTestId('tx-load-more'));
  await waitFor(() => expect(screen.getAllByTestId('tx-row')).toHaveLength(2));
  expect(getTransactions).toHaveBeenLastCalledWith({ from: shown.from, to: shown.to, cursor: '5', size: 10 });
});

test('a failed load says why', async () => {
  jest.mocked(getTransactions).mockResolvedValue(failResult(4001, 'invalid_input_value', 'from'));
  renderWith(<TransactionHistory />, { member: true });
  expect(await screen.findByTestId('history-error')).toHaveTextContent('Invalid input value.');
});

// The same row in the back office's member ledger shows the same text (backoffice member-history.test.tsx).
test('shows the shared ledger row with the text every app shows for it', async () => {
  const { id, username, type, amount, before, after, created_at } = LEDGER_ROW;
  jest.mocked(getTransactions).mockResolvedValue(okResult({ list: [{ id, username, type, amount, before, after, date: created_at }], next_cursor: null }));
  renderWith(<TransactionHistory />, { member: true });
  const cells = within((await screen.findAllByTestId('tx-row'))[0]!).getAllByRole('cell').map((c) => c.textContent);
  expect(cells.slice(3)).toEqual([LEDGER_ROW_TEXT.amount, LEDGER_ROW_TEXT.before, LEDGER_ROW_TEXT.after, LEDGER_ROW_TEXT.at]);
});
