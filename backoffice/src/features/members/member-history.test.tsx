import { screen, within } from '@testing-library/react';
import { OperatorPaths } from '@casino/shared/contract';
import { LEDGER_ROW, LEDGER_ROW_TEXT } from '@casino/shared/testing';
import { LedgerTab, LoginsTab } from './member-history';
import { ok, renderConsole, setupConsoleI18n, storeFor } from '../../test-utils';

beforeAll(setupConsoleI18n);

// The same row in the member's wallet history shows the same text (remote-wallet transaction-history.test.tsx).
it("the member's cash ledger shows the shared ledger row with the text every app shows for it", async () => {
  const { id, type, amount, before, after, created_at, memo } = LEDGER_ROW;
  const row = { id, type, amount, before, after, ref: memo, created_at };
  const { store } = storeFor('support', { [`GET ${OperatorPaths.memberLedger(42)}`]: ok({ list: [row], total: 1 }) });
  renderConsole(<LedgerTab memberId={42} kind="cash" />, store);
  const table = await screen.findByTestId('ledger-cash');
  const cells = within(await within(table).findByText(LEDGER_ROW_TEXT.before).then((cell) => cell.closest('tr')!)).getAllByRole('cell').map((c) => c.textContent);
  // time, type, amount, before, after, reference
  expect(cells.filter((_, i) => i !== 1)).toEqual([LEDGER_ROW_TEXT.at, LEDGER_ROW_TEXT.amount, LEDGER_ROW_TEXT.before, LEDGER_ROW_TEXT.after, LEDGER_ROW_TEXT.memo]);
});

it('the logins tab shows each attempt: time, result in words (a failure in red), address and browser', async () => {
  const rows = [
    { id: 2, success: false, outcome: 'bad_password', ip: '203.0.113.7', user_agent: 'Mozilla/5.0 (iPhone)', created_at: '2026-12-01T00:05:00Z' },
    { id: 1, success: true, outcome: 'ok', ip: '198.51.100.20', user_agent: '', created_at: '2026-12-01T00:00:00Z' },
  ];
  const { store } = storeFor('support', { [`GET ${OperatorPaths.memberLogins(42)}`]: ok({ list: rows, total: 2 }) });
  renderConsole(<LoginsTab memberId={42} />, store);
  const table = await screen.findByTestId('member-logins');
  const failed = (await within(table).findByText('Wrong password')).closest('tr')!;
  expect(within(failed).getAllByRole('cell').map((c) => c.textContent)).toEqual(['2026-12-01 09:05:00', 'Wrong password', '203.0.113.7', 'Mozilla/5.0 (iPhone)']);
  expect(within(failed).getByText('Wrong password').className).toMatch(/red/);
  const ok1 = within(table).getByText('Logged in').closest('tr')!;
  expect(within(ok1).getAllByRole('cell').map((c) => c.textContent)).toEqual(['2026-12-01 09:00:00', 'Logged in', '198.51.100.20', '—']);
});
