import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { WalletRequestRow } from '@casino/shared';
import { okResult, renderWith, setupI18n } from '@casino/shared/testing';
import { ensureWalletNamespace } from '../../../i18n';
import { getDeposits } from '../api/get-deposits';
import { getTransactions } from '../api/get-transactions';
import { getWithdrawals } from '../api/get-withdrawals';
import { HistoryTabs } from './history-tabs';

jest.mock('../api/get-deposits');
jest.mock('../api/get-withdrawals');
jest.mock('../api/get-transactions');

// status is any text: the page must cope with statuses it does not know
const req = (id: number, status: string, amount = 10_000) => ({
  id, amount, status, created_at: '2026-03-01T00:00:00.000Z', processed_at: status === 'waiting' ? '' : '2026-03-01T01:00:00.000Z',
}) as WalletRequestRow<never>;

beforeAll(() => setupI18n('en', ensureWalletNamespace, ['wallet']));

test('deposit history labels every status, with "paid by the system" for auto and unknown for anything else', async () => {
  jest.mocked(getDeposits).mockResolvedValue(okResult({
    list: [req(6, 'waiting'), req(5, 'completed'), req(4, 'rejected'), req(3, 'auto'), req(2, 'point_convert'), req(1, 'mystery')], total: 6,
  }));
  renderWith(<HistoryTabs />, { member: true, path: '/wallet/history' });
  const rows = await screen.findAllByTestId('history-deposit-row');
  expect(rows.map((r) => within(r).getByTestId('status-tag').textContent)).toEqual(['Waiting', 'Completed', 'Rejected', 'Paid by the system', 'Point conversion', 'Unknown']);
  expect(within(rows[0]!).getAllByRole('cell')[3]).toHaveTextContent('—');
  expect(getDeposits).toHaveBeenCalledWith({ page: 1, size: 10 });
});

test('withdraw history: auto reads "recovered", point_convert is not a withdraw status', async () => {
  jest.mocked(getWithdrawals).mockResolvedValue(okResult({ list: [req(3, 'auto'), req(2, 'point_convert'), req(1, 'completed', 30_000)], total: 3 }));
  renderWith(<HistoryTabs />, { member: true, path: '/wallet/history?tab=withdraw' });
  const rows = await screen.findAllByTestId('history-withdraw-row');
  expect(rows.map((r) => within(r).getByTestId('status-tag').textContent)).toEqual(['Recovered', 'Unknown', 'Completed']);
  expect(within(rows[2]!).getByTestId('history-amount')).toHaveTextContent('30,000');
});

test('pages through the deposit history', async () => {
  jest.mocked(getDeposits).mockImplementation(async ({ page }) => okResult({ list: [req(100 - page, 'completed')], total: 25 }));
  renderWith(<HistoryTabs />, { member: true, path: '/wallet/history' });
  await screen.findAllByTestId('history-deposit-row');
  fireEvent.click(screen.getByTitle('3'));
  await waitFor(() => expect(screen.getByTestId('history-deposit-row').dataset.id).toBe('97'));
  expect(getDeposits).toHaveBeenLastCalledWith({ page: 3, size: 10 });
});

test('the transactions tab opens from ?tab=transactions', async () => {
  jest.mocked(getTransactions).mockResolvedValue(okResult({ list: [], next_cursor: null }));
  renderWith(<HistoryTabs />, { member: true, path: '/wallet/history?tab=transactions' });
  expect(await screen.findByTestId('tx-fetch')).toBeInTheDocument();
});
