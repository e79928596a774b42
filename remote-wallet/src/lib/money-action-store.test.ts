import { ApiClient, NetworkError, SessionStore } from '@casino/shared';
import { failResult, okResult } from '@casino/shared/testing';
import { MoneyActionStore } from './money-action-store';

function session(user: { amount: number; point: number } = { amount: 100_000, point: 35_000 }) {
  const client = new ApiClient();
  client.get = jest.fn();
  const s = new SessionStore(client);
  s.setUser(user);
  return s;
}

test('one call at a time; the balance and points of the answer are applied, no init call', async () => {
  const s = session();
  let resolve!: (v: unknown) => void;
  const call = jest.fn(() => new Promise((r) => { resolve = r; })) as jest.Mock;
  const action = new MoneyActionStore<string, { id: number; balance: number; point: number }>(s, call);
  const first = action.submit('10000');
  const second = action.submit('10000');
  expect(action.isSubmitting).toBe(true);
  resolve(okResult({ id: 1, balance: 110_000, point: 25_000 }));
  expect(await first).toEqual({ ok: true, data: { id: 1, balance: 110_000, point: 25_000 } });
  expect(await second).toEqual({ ok: true, data: { id: 1, balance: 110_000, point: 25_000 } });
  expect(call).toHaveBeenCalledTimes(1);
  expect(s.user).toMatchObject({ amount: 110_000, point: 25_000 });
  expect(action.isSubmitting).toBe(false);
  expect(jest.mocked((s as unknown as { api: ApiClient }).api.get)).not.toHaveBeenCalled();
});

test('a deposit answer (no balance) changes nothing; a refusal or a network failure is an outcome', async () => {
  const s = session();
  const deposit = new MoneyActionStore<string, unknown>(s, async () => okResult({ id: 2, status: 'waiting' }));
  await deposit.submit('10000');
  expect(s.user).toMatchObject({ amount: 100_000, point: 35_000 });
  const refused = new MoneyActionStore<string, unknown>(s, async () => failResult(4001, 'insufficient_balance', 'amount'));
  expect(await refused.submit('1')).toEqual({ ok: false, failure: { client: false, msg: 'insufficient_balance', key: 'common:server.insufficient_balance', code: 4001, field: 'amount' } });
  const offline = new MoneyActionStore<string, unknown>(s, async () => { throw new NetworkError(); });
  expect(await offline.submit('1')).toEqual({ ok: false, failure: { client: true, msg: 'NETWORK_ERROR', key: 'common:client.NETWORK_ERROR' } });
  expect(s.user).toMatchObject({ amount: 100_000, point: 35_000 });
});
