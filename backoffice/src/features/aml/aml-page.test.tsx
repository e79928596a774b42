import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AmlAlertRow } from '@casino/shared/contract';
import { AmlPage } from './aml-page';
import { fail, ok, renderConsole, setupConsoleI18n, storeFor } from '../../test-utils';

beforeAll(setupConsoleI18n);

const alertRow = (id: number, extra: Partial<AmlAlertRow> = {}): AmlAlertRow => ({
  id, member_id: 100 + id, username: `member${id}`, nickname: `닉${id}`, rule: 'large_deposit', subject: `deposit:${id}`,
  detail: { amount: 6_000_000, threshold: 5_000_000 }, status: 'open', assignee_id: null, assignee: '', outcome: null, note: '', closed_by: '',
  created_at: '2026-01-01T09:00:00Z', closed_at: null, comments: 0, ...extra,
});
const people = { 'GET /operator/aml/assignees': ok({ list: [{ id: 7, username: 'compliance1', role: 'compliance' }, { id: 1, username: 'operator', role: 'owner' }] }) };

describe('AML alerts page', () => {
  it('lists open alerts with what the rule saw, and reloads live when an alert is raised', async () => {
    let list = [alertRow(1)];
    const { store, calls } = storeFor('compliance', { ...people, 'GET /operator/aml/alerts': () => ok({ list, total: list.length }) });
    renderConsole(<AmlPage />, store, '/aml');
    const card = await screen.findByTestId('aml-alert-1');
    expect(within(card).getByTestId('aml-rule')).toHaveTextContent('Large deposit');
    expect(within(card).getByText('6000000')).toBeInTheDocument();
    expect(within(card).getByTestId('aml-assignee')).toHaveTextContent('Nobody');
    expect(calls.find((c) => c.path === '/operator/aml/alerts')!.query.get('status')).toBe('open');

    list = [alertRow(1), alertRow(2, { rule: 'deposit_velocity', detail: { count: 5 } })];
    act(() => store.live.receive({ event: 'aml.alert', data: JSON.stringify({ id: 2, member_id: 102, rule: 'deposit_velocity', status: 'open', what: 'raised' }) } as never));
    expect(within(await screen.findByTestId('aml-alert-2')).getByTestId('aml-rule')).toHaveTextContent('Many deposits in 24 h');
  });

  it('assigns to me and closes with an outcome and a note (required)', async () => {
    const { store, calls } = storeFor('compliance', {
      ...people,
      'GET /operator/aml/alerts': ok({ list: [alertRow(1)], total: 1 }),
      'POST /operator/aml/alerts/1/assign': ok(alertRow(1, { assignee_id: 7, assignee: 'compliance1' })),
      'POST /operator/aml/alerts/1/close': ok(alertRow(1, { status: 'closed', outcome: 'escalated' })),
    });
    renderConsole(<AmlPage />, store, '/aml');
    fireEvent.click(await screen.findByTestId('aml-assign-me-1'));
    expect(await screen.findByText('Alert #1 assigned')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('aml-close-1'));
    const confirm = await screen.findByTestId('aml-close-confirm');
    expect(confirm).toBeDisabled();
    fireEvent.mouseDown(within(screen.getByTestId('aml-close-outcome')).getByRole('combobox'));
    fireEvent.click(await screen.findByText('Escalated'));
    fireEvent.change(screen.getByTestId('aml-close-note'), { target: { value: '출처 불명, MLRO 보고' } });
    fireEvent.click(confirm);
    expect(await screen.findByText('Alert #1 closed')).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((p) => [p.path, p.body])).toEqual([
      ['/operator/aml/alerts/1/assign', {}],
      ['/operator/aml/alerts/1/close', { outcome: 'escalated', note: '출처 불명, MLRO 보고' }],
    ]);
    expect(posts.every((p) => p.headers['X-Sequence'])).toBe(true);
  });

  it('an alert someone else closed (6000) says so and reloads; comments are listed and added', async () => {
    let comments: unknown[] = [];
    const { store, calls } = storeFor('compliance', {
      ...people,
      'GET /operator/aml/alerts': ok({ list: [alertRow(1)], total: 1 }),
      'GET /operator/aml/alerts/1': () => ok({ ...alertRow(1), comments_list: comments }),
      'POST /operator/aml/alerts/1/comments': () => { comments = [{ id: 1, alert_id: 1, operator: 'compliance1', body: '확인 중', created_at: '2026-01-01T09:05:00Z' }]; return ok({ ...alertRow(1, { comments: 1 }), comments_list: comments }); },
      'POST /operator/aml/alerts/1/close': fail(6000, 'request_already_processed'),
    });
    renderConsole(<AmlPage />, store, '/aml');
    fireEvent.click(await screen.findByTestId('aml-comments-1'));
    expect(await screen.findByText('No comments yet')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('aml-comment-input'), { target: { value: '확인 중' } });
    fireEvent.click(screen.getByTestId('aml-comment-add'));
    expect(await screen.findByText('Comment added to #1')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ body: '확인 중' });

    fireEvent.click(screen.getByTestId('aml-close-1'));
    fireEvent.change(await screen.findByTestId('aml-close-note'), { target: { value: '정상 거래' } });
    fireEvent.click(screen.getByTestId('aml-close-confirm'));
    expect(await screen.findByText('Alert #1 was already closed')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.path === '/operator/aml/alerts').length).toBeGreaterThan(2));
  });
});
