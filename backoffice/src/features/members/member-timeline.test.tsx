// The member timeline (issue 47 §5): every kind of item with who did it, a filter by kind that asks the server again,
// and an internal note added through the console's client (an X-Sequence per attempt) and then shown.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OperatorPaths, type TimelineItem } from '@casino/shared/contract';
import { TimelineTab } from './member-timeline';
import { ok, renderConsole, setupConsoleI18n, storeFor } from '../../test-utils';

beforeAll(setupConsoleI18n);

const adjust: TimelineItem = { at: '2026-12-01T00:10:00Z', kind: 'operator', id: 3, action: 'member.adjust_cash', amount: null, detail: '{"amount":5000}', actor: 'operator' };
const ledger: TimelineItem = { at: '2026-12-01T00:09:59Z', kind: 'ledger', id: 8, action: 'adjust', amount: 5000, detail: '', actor: '' };
const note: TimelineItem = { at: '2026-12-01T00:20:00Z', kind: 'note', id: 1, action: 'note', amount: null, detail: '본인 확인함', actor: 'operator-support' };

test('shows each item with its kind, amount and who did it; the filter asks for the kinds kept', async () => {
  const { store, calls } = storeFor('support', { [`GET ${OperatorPaths.memberTimeline(42)}`]: ok({ list: [adjust, ledger], total: 2 }) });
  renderConsole(<TimelineTab memberId={42} />, store);
  const row = await screen.findByTestId('timeline-operator-3');
  expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['2026-12-01 09:10:00', 'Operator action', 'member.adjust_cash', '—', '{"amount":5000}', 'operator']);
  expect(within(screen.getByTestId('timeline-ledger-8')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['2026-12-01 09:09:59', 'Cash', 'adjust', '+5,000', '—', '—']);
  // support may not read AML alerts: the filter neither offers nor asks for them
  expect(calls[0]!.query.get('kinds')).toBe('ledger,points,deposit,withdrawal,responsible,approval,kyc,operator,note,login');
  expect(screen.queryByRole('checkbox', { name: 'AML alert' })).toBeNull();

  await userEvent.click(screen.getByRole('checkbox', { name: 'Login' }));
  await waitFor(() => expect(calls.at(-1)!.query.get('kinds')).toBe('ledger,points,deposit,withdrawal,responsible,approval,kyc,operator,note'));
});

test('compliance also sees the AML alerts kind', async () => {
  const { store, calls } = storeFor('compliance', { [`GET ${OperatorPaths.memberTimeline(42)}`]: ok({ list: [], total: 0 }) });
  renderConsole(<TimelineTab memberId={42} />, store);
  expect(await screen.findByRole('checkbox', { name: 'AML alert' })).toBeChecked();
  await waitFor(() => expect(calls[0]!.query.get('kinds')).toBe('ledger,points,deposit,withdrawal,responsible,approval,kyc,alert,operator,note,login'));
});

test('adds an internal note, then shows it', async () => {
  let notes: TimelineItem[] = [];
  const { store, calls } = storeFor('support', {
    [`GET ${OperatorPaths.memberTimeline(42)}`]: () => ok({ list: notes, total: notes.length }),
    [`POST ${OperatorPaths.memberNotes(42)}`]: () => { notes = [note]; return ok({ id: 1, member_id: 42, operator: 'operator-support', body: '본인 확인함', created_at: note.at }); },
  });
  renderConsole(<TimelineTab memberId={42} />, store);
  expect(screen.getByTestId('note-add')).toBeDisabled();
  await userEvent.type(screen.getByTestId('note-input'), '  본인 확인함 ');
  await userEvent.click(screen.getByTestId('note-add'));
  const shown = await screen.findByTestId('timeline-note-1');
  expect(shown).toHaveTextContent('본인 확인함');
  expect(shown).toHaveTextContent('operator-support');
  const posted = calls.filter((c) => c.method === 'POST');
  expect(posted).toHaveLength(1);
  expect(posted[0]!.body).toEqual({ body: '본인 확인함' });
  expect(posted[0]!.headers['X-Sequence']).toMatch(/^[A-Za-z0-9]+-\d+$/);
  expect(screen.getByTestId('note-input')).toHaveValue('');
});
