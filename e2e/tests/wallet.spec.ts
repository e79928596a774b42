// Wallet journeys of a new member against the whole stack: deposit request → operator approval with the
// operator CLI → balance (app bar) and histories; a withdrawal and its refund on rejection; points given by
// an operator and converted; the transaction history's date range and load-more. Each journey ends with the
// ledger verification, so every screen shown matched a sound ledger.
import { expect, test, type APIRequestContext, type Page } from '../fixtures';
import { type Member, memberId, openAs, operatorCli, operatorToken, registerMember } from '../helpers';
import { API_URL } from '../stack-env';


async function memberGet<T>(request: APIRequestContext, member: Member, url: string): Promise<T> {
  const res = await request.get(`${API_URL}${url}`, { headers: { Authorization: `Bearer ${member.jwt}` } });
  const body = await res.json();
  expect(body.code, JSON.stringify(body)).toBe(0);
  return body.data as T;
}

const balance = (page: Page) => page.getByTestId('app-bar-balance');
const points = (page: Page) => page.getByTestId('app-bar-points');

async function openHistoryTab(page: Page, tab: 'deposit' | 'withdraw' | 'transactions') {
  await page.getByTestId('wallet-nav-history').click();
  await page.getByTestId(`history-tab-${tab}`).click();
}

async function expectLedgerSound() {
  expect(await operatorCli('ledger-verify')).toContain('ledger OK');
}

test('deposit request → operator approves with the CLI → balance and histories update', { tag: '@money' }, async ({ page, request }) => {
  const member = await registerMember(request);
  await openAs(page, member, '/wallet/depositpage');
  await expect(page.getByTestId('deposit-account-number')).toContainText('110-000-000000');
  await expect(page.getByTestId('deposit-notice-24h')).toContainText('24');
  await expect(page.getByTestId('deposit-notice-maintenance')).toContainText('23:50');
  await expect(balance(page)).toHaveText('0');

  await page.getByTestId('deposit-amount').fill('15000');
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('deposit-error')).toBeVisible(); // not a multiple of 10,000
  await page.getByTestId('quick-clear').click();
  await page.getByTestId('quick-50000').click();
  await page.getByTestId('quick-50000').click();
  await expect(page.getByTestId('deposit-amount')).toHaveValue('100000');
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('deposit-pending')).toBeVisible();
  await expect(page.getByTestId('recent-deposit-row').getByTestId('status-tag')).toHaveAttribute('data-status', 'waiting');
  await expect(page.getByTestId('deposit-submit')).toBeDisabled();
  await expect(balance(page)).toHaveText('0'); // nothing moves before an operator decides

  const [waiting] = (await memberGet<{ list: Array<{ id: number }> }>(request, member, '/wallet/deposits')).list;
  expect(await operatorCli('deposits', '--status', 'waiting')).toContain(member.username);
  expect(await operatorCli('approve-deposit', String(waiting!.id))).toContain('completed');
  await expect(operatorCli('approve-deposit', String(waiting!.id))).rejects.toThrow(/already decided/);

  await openHistoryTab(page, 'deposit');
  await expect(balance(page)).toHaveText('100,000');
  const row = page.getByTestId('history-deposit-row').first();
  await expect(row.getByTestId('status-tag')).toHaveAttribute('data-status', 'completed');
  await expect(row.getByTestId('history-amount')).toHaveText('100,000');

  await page.getByTestId('history-tab-transactions').click();
  const tx = page.getByTestId('tx-row');
  await expect(tx).toHaveCount(1);
  await expect(tx.first()).toHaveAttribute('data-type', 'deposit');
  await expect(tx.first().getByRole('cell').nth(1)).toHaveText(member.username);
  await expect(tx.first().getByTestId('tx-after')).toHaveText('100,000');
  await expectLedgerSound();
});

test('a withdrawal leaves the balance at once; its rejection refunds it', { tag: '@money' }, async ({ page, request }) => {
  const member = await registerMember(request);
  const id = await memberId(request, member.username);
  expect(await operatorCli('adjust', String(id), '100000', '--reason', 'e2e opening balance')).toContain('balance now 100,000');

  await openAs(page, member, '/wallet/withdrawpage');
  await expect(balance(page)).toHaveText('100,000');
  await page.getByTestId('withdraw-amount').fill('200000');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-error')).toBeVisible(); // more than the balance
  await page.getByTestId('quick-clear').click();
  await page.getByTestId('quick-10000').click();
  await page.getByTestId('quick-10000').click();
  await page.getByTestId('quick-10000').click();
  await page.getByTestId('withdraw-submit').click();
  await expect(balance(page)).toHaveText('70,000');
  await expect(page.getByTestId('recent-withdraw-row').getByTestId('status-tag')).toHaveAttribute('data-status', 'waiting');

  const [waiting] = (await memberGet<{ list: Array<{ id: number }> }>(request, member, '/wallet/withdrawals')).list;
  expect(await operatorCli('reject-withdrawal', String(waiting!.id), '--reason', 'e2e: account name mismatch')).toContain('balance now 100,000');

  await openHistoryTab(page, 'withdraw');
  await expect(balance(page)).toHaveText('100,000');
  await expect(page.getByTestId('history-withdraw-row').first().getByTestId('status-tag')).toHaveAttribute('data-status', 'rejected');
  await page.getByTestId('history-tab-deposit').click();
  // the operator's credit shows as a payment by the system
  await expect(page.getByTestId('history-deposit-row').first().getByTestId('status-tag')).toHaveAttribute('data-status', 'auto');

  await page.getByTestId('history-tab-transactions').click();
  await expect(page.getByTestId('tx-row')).toHaveCount(3);
  const types = await page.getByTestId('tx-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-type')));
  expect(types).toEqual(['withdraw_refund', 'withdraw', 'adjust']);
  await expect(page.getByTestId('tx-row').first().getByTestId('tx-after')).toHaveText('100,000');
  await expectLedgerSound();
});

test('points given by an operator convert to cash by amount and all', { tag: '@money' }, async ({ page, request }) => {
  const member = await registerMember(request);
  const id = await memberId(request, member.username);
  expect(await operatorCli('points', String(id), '35000', '--reason', 'e2e event')).toContain('points now 35,000');

  await openAs(page, member, '/wallet/mileagepage');
  await expect(points(page)).toHaveText('35,000');
  await page.getByTestId('points-amount').fill('5000');
  await page.getByTestId('points-submit').click();
  await expect(page.getByTestId('points-error')).toBeVisible(); // below the minimum
  await page.getByTestId('points-amount').fill('20000');
  await page.getByTestId('points-submit').click();
  await expect(points(page)).toHaveText('15,000');
  await expect(balance(page)).toHaveText('20,000');

  await page.getByTestId('points-all').click();
  await page.locator('.ant-popconfirm').getByRole('button').last().click();
  await expect(points(page)).toHaveText('5,000');
  await expect(balance(page)).toHaveText('30,000');
  await expect(page.getByTestId('points-all')).toBeDisabled();

  await openHistoryTab(page, 'deposit');
  const rows = page.getByTestId('history-deposit-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first().getByTestId('status-tag')).toHaveAttribute('data-status', 'point_convert');
  await expect(rows.first().getByTestId('history-amount')).toHaveText('10,000');
  await expectLedgerSound();
});

test('transaction history: date range and load-more', async ({ page, request }) => {
  const member = await registerMember(request);
  const id = await memberId(request, member.username);
  const token = await operatorToken(request);
  for (let i = 1; i <= 12; i++) {
    const res = await request.post(`${API_URL}/operator/members/${id}/adjust`, {
      headers: { Authorization: `Bearer ${token}` }, data: { amount: i * 1000, reason: `e2e ${i}` },
    });
    expect((await res.json()).code).toBe(0);
  }

  await openAs(page, member, '/wallet/history?tab=transactions');
  const rows = page.getByTestId('tx-row');
  await expect(rows).toHaveCount(10);
  await expect(rows.first().getByTestId('tx-after')).toHaveText('78,000'); // 1,000 + … + 12,000
  await page.getByTestId('tx-load-more').click();
  await expect(rows).toHaveCount(12);
  await expect(rows.last().getByTestId('tx-after')).toHaveText('1,000');
  await expect(page.getByTestId('tx-end')).toBeVisible();

  await page.getByTestId('tx-from').fill('2020-01-01');
  await page.getByTestId('tx-to').fill('2020-01-31');
  await page.getByTestId('tx-fetch').click();
  await expect(rows).toHaveCount(0);

  const today = await page.getByTestId('tx-from').evaluate(() => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10));
  await page.getByTestId('tx-to').fill(today);
  await page.getByTestId('tx-from').fill(today);
  await page.getByTestId('tx-fetch').click();
  await expect(rows).toHaveCount(10);
  await expect(page.getByTestId('tx-load-more')).toBeVisible();

  await page.getByTestId('tx-from').fill('2030-01-02');
  await page.getByTestId('tx-to').fill('2030-01-01');
  await expect(page.getByTestId('tx-range-error')).toBeVisible();
  await expect(page.getByTestId('tx-fetch')).toBeDisabled();
});

test('the simple deposit form requests the same way; an unknown wallet page offers a way back', async ({ page, request }) => {
  const member = await registerMember(request);
  await openAs(page, member, '/wallet/depositpage');
  await page.getByTestId('deposit-simple-link').click();
  await expect(page.getByTestId('page-wallet-deposit-backup')).toBeVisible();
  await expect(page.getByTestId('simple-account-number')).toHaveText('110-000-000000');
  await page.getByTestId('simple-deposit-amount').fill('30000');
  await page.getByTestId('simple-deposit-submit').click();
  await expect(page.getByTestId('simple-deposit-done')).toBeVisible();
  const deposits = await memberGet<{ list: Array<{ amount: number; status: string }> }>(request, member, '/wallet/deposits');
  expect(deposits.list).toEqual([expect.objectContaining({ amount: 30_000, status: 'waiting' })]);
  await page.getByTestId('simple-deposit-amount').fill('10000');
  await page.getByTestId('simple-deposit-submit').click();
  await expect(page.getByTestId('simple-deposit-error')).toBeVisible(); // one waiting deposit at a time

  await page.goto('/wallet/no-such-page');
  await expect(page.getByTestId('page-wallet-all')).toBeVisible();
  await page.getByTestId('wallet-all-deposit').click();
  await expect(page).toHaveURL(/\/wallet\/depositpage$/);
  await expect(page.getByTestId('deposit-pending')).toBeVisible();
});
