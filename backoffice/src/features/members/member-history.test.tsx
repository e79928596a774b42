import { screen, within } from '@testing-library/react';
import { OperatorPaths } from '@casino/shared/contract';
import { LEDGER_ROW, LEDGER_ROW_TEXT } from '@casino/shared/testing';
import { LedgerTab } from './member-history';
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
