import { when } from 'mobx';
import { createOperatorClient } from '../../lib/operator-client';
import { QueueStore } from './queue-store';
import { fakeFetch, ok, queueRow } from '../../test-utils';

function storeWith(routes: Parameters<typeof fakeFetch>[0]) {
  const { impl, calls } = fakeFetch(routes);
  const client = createOperatorClient({ baseURL: 'http://api.test', getToken: () => 't', getLanguage: () => 'en', onSessionEnded: () => undefined, fetchImpl: impl });
  return { store: new QueueStore(client), calls };
}

describe('cashier queues', () => {
  it('lists waiting requests oldest first', async () => {
    const { store } = storeWith({
      'GET /operator/queues/deposits': ok({ list: [queueRow(3, '2026-01-01T10:00:00Z'), queueRow(1, '2026-01-01T09:00:00Z'), queueRow(2, '2026-01-01T09:30:00Z')] }),
    });
    await store.load('deposit');
    expect(store.rows.deposit.map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it('a request decided elsewhere leaves the queue at once, and a load already under way does not bring it back', async () => {
    let release!: () => void;
    const slow = new Promise<void>((r) => { release = r; });
    const { store } = storeWith({
      'GET /operator/queues/deposits': async () => { await slow; return ok({ list: [queueRow(1), queueRow(2)] }); },
    });
    store.rows.deposit = [queueRow(1), queueRow(2)];
    const loading = store.load('deposit');
    store.onEvent({ type: 'deposit.decided', data: { id: 1, member_id: 1, status: 'completed', operator_id: 9 } });
    expect(store.rows.deposit.map((r) => r.id)).toEqual([2]);
    release();
    await loading;
    expect(store.rows.deposit.map((r) => r.id)).toEqual([2]);
  });

  it('a new request is fetched with its member; other events are ignored', async () => {
    const { store, calls } = storeWith({ 'GET /operator/queues/withdrawals': ok({ list: [queueRow(9)] }) });
    store.onEvent({ type: 'inquiry.created', data: { id: 4 } });
    store.onEvent({ type: 'withdrawal.created', data: { id: 9, member_id: 1, amount: 10000 } });
    await when(() => store.rows.withdrawal.length > 0); // the fetch the event started has landed
    expect(calls.map((c) => c.path)).toEqual(['/operator/queues/withdrawals']);
    expect(store.rows.withdrawal.map((r) => r.id)).toEqual([9]);
  });
});
