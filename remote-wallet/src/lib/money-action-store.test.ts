import { NetworkError, type SessionStore } from '@casino/shared';
import { failResult, okResult } from '../test-utils';
import { MoneyActionStore } from './money-action-store';

/** The store only needs the session's refresh(). */
function session() {
  return { refresh: jest.fn().mockResolvedValue(true) } as unknown as SessionStore;
}

test('one call at a time, the session refreshed after each', async () => {
  const s = session();
  let resolve!: (v: unknown) => void;
  const call = jest.fn(() => new Promise((r) => { resolve = r; })) as jest.Mock;
  const action = new MoneyActionStore<string, { id: number }>(s, call);
  const first = action.submit('10000');
  const second = action.submit('10000');
  expect(action.isSubmitting).toBe(true);
  resolve(okResult({ id: 1 }));
  expect(await first).toEqual({ ok: true, data: { id: 1 } });
  expect(await second).toEqual({ ok: true, data: { id: 1 } });
  expect(call).toHaveBeenCalledTimes(1);
  expect(s.refresh).toHaveBeenCalledTimes(1);
  expect(action.isSubmitting).toBe(false);
});

test('a refusal or a network failure is an outcome, and still refreshes the session', async () => {
  const s = session();
  const refused = new MoneyActionStore<string, unknown>(s, async () => failResult(4001, 'insufficient_balance', 'amount'));
  expect(await refused.submit('1')).toEqual({ ok: false, failure: { msg: 'insufficient_balance', client: false, code: 4001 }, field: 'amount' });
  const offline = new MoneyActionStore<string, unknown>(s, async () => { throw new NetworkError(); });
  expect(await offline.submit('1')).toEqual({ ok: false, failure: { msg: 'NETWORK_ERROR', client: true } });
  expect(s.refresh).toHaveBeenCalledTimes(2);
});
