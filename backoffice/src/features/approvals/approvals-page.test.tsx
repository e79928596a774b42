// The approvals queue (issue 47 §1): pending requests with kind, member, change, maker and times; the maker's own request
// has its buttons disabled and says why; approve and reject (a reason required) call the server; a request decided
// elsewhere is told; live events reload the list; the history filter asks for decided requests.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApprovalRequestRow } from '@casino/shared/contract';
import { ApprovalsPage } from './approvals-page';
import { fail, ok, renderConsole, setupConsoleI18n, storeFor } from '../../test-utils';

beforeAll(setupConsoleI18n);

const request = (id: number, extra: Partial<ApprovalRequestRow> = {}): ApprovalRequestRow => ({
  id, kind: 'cash_adjust', state: 'pending', member_id: 12, username: 'lucky12', target: '', amount: 1_500_000,
  before: { balance: 0 }, after: { amount: 1_500_000, threshold: 1_000_000 }, reason: 'tournament prize',
  maker_id: 3, maker: 'cash_a', checker: null, decision_reason: null,
  created_at: '2026-12-01T01:00:00Z', expires_at: '2026-12-02T01:00:00Z', decided_at: '', ...extra,
});

test('lists pending requests; the maker cannot decide his own (disabled, with the reason); another operator approves', async () => {
  const mine = request(2, { kind: 'member_bank', amount: null, maker_id: 7, maker: 'cashier1', before: { bank_name: '신한', bank_account: '********6789', bank_holder: '홍길동' }, after: { bank_name: '국민', bank_account: '********1000', bank_holder: '홍길동' } });
  let list = [request(1), mine];
  const { store, calls } = storeFor('cashier', {
    'GET /operator/approvals': () => ok({ list, total: list.length }),
    'POST /operator/approvals/1/approve': () => { list = [mine]; return ok({ ...request(1), state: 'approved', checker: 'cashier1' }); },
  });
  renderConsole(<ApprovalsPage />, store, '/approvals');

  const row1 = await screen.findByTestId('approval-1');
  expect(row1).toHaveTextContent('Cash adjustment');
  expect(row1).toHaveTextContent('+1,500,000');
  expect(row1).toHaveTextContent('cash_a');
  expect(row1).toHaveTextContent('tournament prize');
  const row2 = screen.getByTestId('approval-2');
  expect(row2).toHaveTextContent('Payout account change');
  expect(row2).toHaveTextContent('신한 ********6789 홍길동 → 국민 ********1000 홍길동');
  // session operator id 7 made request 2: no decision, and the page says why
  expect(within(row2).getByTestId('approval-approve-2')).toBeDisabled();
  expect(within(row2).getByTestId('approval-reject-2')).toBeDisabled();
  expect(screen.getByTestId('approval-own-2')).toHaveTextContent('Your own request: another operator must decide it');
  expect(within(row1).getByTestId('approval-approve-1')).toBeEnabled();

  await userEvent.click(within(row1).getByTestId('approval-approve-1'));
  expect(await screen.findByText('Approved #1: the change is made')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByTestId('approval-1')).not.toBeInTheDocument());
  expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/operator/approvals/1/approve']);
});

test('a rejection needs a reason; a request decided elsewhere is told; a refusal is explained', async () => {
  const { store, calls } = storeFor('compliance', {
    'GET /operator/approvals': ok({ list: [request(4), request(5)], total: 2 }),
    'POST /operator/approvals/4/reject': ok({ ...request(4), state: 'rejected' }),
    'POST /operator/approvals/5/approve': { body: { code: 6000, msg: 'request_already_processed', data: { ...request(5), state: 'approved' } } },
  });
  renderConsole(<ApprovalsPage />, store, '/approvals');
  await userEvent.click(await screen.findByTestId('approval-reject-4'));
  const confirm = await screen.findByTestId('approval-reject-confirm');
  expect(confirm).toBeDisabled();
  await userEvent.type(screen.getByTestId('approval-reject-reason'), 'no ticket');
  await userEvent.click(screen.getByTestId('approval-reject-confirm'));
  expect(await screen.findByText('Rejected #4')).toBeInTheDocument();
  expect(calls.find((c) => c.path === '/operator/approvals/4/reject')!.body).toEqual({ reason: 'no ticket' });

  await userEvent.click(screen.getByTestId('approval-approve-5'));
  expect(await screen.findByText('#5 was already decided')).toBeInTheDocument();
});

test('shows the server\'s refusal to a cashier blocked after a bank change', async () => {
  const { store } = storeFor('cashier', {
    'GET /operator/approvals': ok({ list: [request(9, { kind: 'withdrawal_approve', target: '31', amount: 100_000, before: null, after: { withdrawal: 31, bank_name: '국민', bank_account: '********1000', bank_holder: '홍길동' } })], total: 1 }),
    'POST /operator/approvals/9/approve': { body: { code: 4030, msg: 'bank_change_cooldown', data: { until: '2026-12-02T00:00:00Z' } } },
  });
  renderConsole(<ApprovalsPage />, store, '/approvals');
  expect(await screen.findByTestId('approval-9')).toHaveTextContent('100,000 → 국민 ********1000 홍길동');
  await userEvent.click(screen.getByTestId('approval-approve-9'));
  expect(await screen.findByText(/changed or approved this member's payout account in the last 24 hours/)).toBeInTheDocument();
});

test('reloads live on approval events, and the history filter asks for decided requests', async () => {
  let list = [request(1)];
  const { store, calls } = storeFor('owner', { 'GET /operator/approvals': () => ok({ list, total: list.length }) });
  renderConsole(<ApprovalsPage />, store, '/approvals');
  await screen.findByTestId('approval-1');
  list = [request(1), request(6, { maker: 'cash_b' })];
  act(() => store.live.receive({ event: 'approval.created', data: JSON.stringify({ id: 6, kind: 'cash_adjust', state: 'pending', member_id: 12 }) } as never));
  expect(await screen.findByTestId('approval-6')).toHaveTextContent('cash_b');

  list = [request(3, { state: 'approved', checker: 'owner1', decision_reason: 'ok' })];
  await userEvent.click(screen.getByTestId('approvals-filter-decided'));
  expect(await screen.findByTestId('approval-3')).toHaveTextContent('owner1: ok');
  expect(calls.filter((c) => c.path === '/operator/approvals').at(-1)!.query.get('state')).toBe('decided');
  expect(screen.queryByTestId('approval-approve-3')).not.toBeInTheDocument();
});

test('a failed load is shown', async () => {
  const { store } = storeFor('owner', { 'GET /operator/approvals': fail(4030, 'role_forbidden', 403) });
  renderConsole(<ApprovalsPage />, store, '/approvals');
  expect(await screen.findByText('Your role may not do this.')).toBeInTheDocument();
});
