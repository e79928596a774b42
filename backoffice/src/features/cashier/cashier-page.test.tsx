import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RETRIES } from '@casino/shared/contract';
import { CashierPage } from './cashier-page';
import { fail, ok, queueRow, renderConsole, setupConsoleI18n, storeFor } from '../../test-utils';

beforeAll(setupConsoleI18n);

const queues = (deposits = [queueRow(1), queueRow(2, '2026-01-01T09:10:00Z', { member: { ...queueRow(2).member, holder_matches: false } })]) => ({
  'GET /operator/queues/deposits': ok({ list: deposits }),
  'GET /operator/queues/withdrawals': ok({ list: [] }),
});

describe('cashier page', () => {
  it('shows each request with its member in context, oldest first', async () => {
    const { store } = storeFor('cashier', queues());
    renderConsole(<CashierPage />, store, '/cashier');
    const first = await screen.findByTestId('request-deposit-1');
    expect(within(first).getByTestId('request-amount')).toHaveTextContent('50,000');
    expect(within(first).getByTestId('context-balance')).toHaveTextContent('120,000');
    expect(within(first).getByTestId('holder-match')).toBeInTheDocument();
    expect(within(screen.getByTestId('request-deposit-2')).getByTestId('holder-mismatch')).toBeInTheDocument();
    const cards = screen.getAllByTestId(/^request-deposit-/).map((e) => e.getAttribute('data-testid'));
    expect(cards).toEqual(['request-deposit-1', 'request-deposit-2']);
  });

  it('approving removes the request; a repeated attempt after a lost answer reuses its X-Sequence', async () => {
    // the shared client repeats a call lost on the network RETRIES times (same X-Sequence) before the page hears of it
    const lost = RETRIES + 1;
    let attempts = 0;
    const { store, calls } = storeFor('cashier', {
      ...queues(),
      'POST /operator/deposits/1/approve': () => { attempts += 1; if (attempts <= lost) throw new TypeError('lost'); return ok({ id: 1, status: 'completed', balance: 170_000 }); },
    });
    renderConsole(<CashierPage />, store, '/cashier');
    fireEvent.click(await screen.findByTestId('approve-1'));
    await waitFor(() => expect(attempts).toBe(lost));
    await waitFor(() => expect(screen.getByTestId('approve-1')).not.toHaveClass('ant-btn-loading'));
    expect(screen.getByTestId('request-deposit-1')).toBeInTheDocument(); // nothing known yet: it stays
    fireEvent.click(screen.getByTestId('approve-1'));
    await waitFor(() => expect(screen.queryByTestId('request-deposit-1')).not.toBeInTheDocument());
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(lost + 1);
    expect(new Set(posts.map((p) => p.headers['X-Sequence'])).size).toBe(1);
    expect(await screen.findByText('Approved #1')).toBeInTheDocument();
  });

  it('a request another cashier decided (6000) leaves the queue with a note', async () => {
    const { store } = storeFor('cashier', { ...queues(), 'POST /operator/deposits/2/approve': fail(6000, 'request_already_processed') });
    renderConsole(<CashierPage />, store, '/cashier');
    fireEvent.click(await screen.findByTestId('approve-2'));
    expect(await screen.findByText('#2 was already decided')).toBeInTheDocument();
    expect(screen.queryByTestId('request-deposit-2')).not.toBeInTheDocument();
  });

  it('rejecting needs a reason, which is sent', async () => {
    const { store, calls } = storeFor('cashier', { ...queues(), 'POST /operator/deposits/1/reject': ok({ id: 1, status: 'rejected' }) });
    renderConsole(<CashierPage />, store, '/cashier');
    fireEvent.click(await screen.findByTestId('reject-1'));
    const confirm = await screen.findByTestId('reject-confirm');
    expect(confirm).toBeDisabled();
    fireEvent.change(screen.getByTestId('reject-reason'), { target: { value: 'name differs' } });
    fireEvent.click(screen.getByTestId('reject-confirm'));
    await waitFor(() => expect(screen.queryByTestId('request-deposit-1')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'name differs' });
    expect(await screen.findByText('Rejected #1')).toBeInTheDocument();
  });

  it('a compliance operator reads the queues but is offered no decision', async () => {
    const { store } = storeFor('compliance', queues());
    renderConsole(<CashierPage />, store, '/cashier');
    await screen.findByTestId('request-deposit-1');
    expect(screen.queryByTestId('approve-1')).not.toBeInTheDocument();
    expect(screen.queryByTestId('reject-1')).not.toBeInTheDocument();
  });

  it('a decision made elsewhere (operator stream) takes the request off the screen', async () => {
    const { store } = storeFor('cashier', queues());
    renderConsole(<CashierPage />, store, '/cashier');
    await screen.findByTestId('request-deposit-1');
    act(() => { store.live.receive({ event: 'deposit.decided', data: JSON.stringify({ id: 1, member_id: 101, status: 'completed', operator_id: 3 }) }); });
    await waitFor(() => expect(screen.queryByTestId('request-deposit-1')).not.toBeInTheDocument());
    expect(screen.getByTestId('request-deposit-2')).toBeInTheDocument();
  });
});
