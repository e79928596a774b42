import { ApiClient, RootStore, type Result } from '@casino/shared';
import { SessionWatch } from './session-watch';

const jwt = (expSec: number) => `${btoa('{"alg":"HS256"}')}.${btoa(JSON.stringify({ exp: expSec }))}.s`;
const ui = { name: '데모', username: 'demo', amount: 5000, rolling: 0, point: 10, bank_code_name: '', bank_account: '', bank_name: '', create_at: '', login_at: '', unread_memo: 2 };

function setup(initResult: () => Promise<Result<unknown>>) {
  localStorage.clear();
  const api = new ApiClient({ baseURL: 'http://api' });
  const get = jest.spyOn(api, 'get').mockImplementation(initResult as never);
  const store = new RootStore(api);
  const loggedOut = jest.fn();
  const watch = new SessionWatch(store, loggedOut, () => Date.now());
  return { store, watch, get, loggedOut };
}
const ok = async (): Promise<Result<unknown>> => ({ ok: true, code: 0, msg: '', data: { ui }, httpStatus: 200 });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('no session: the 100 ms check never polls', async () => {
  const { watch, get } = setup(ok);
  watch.start();
  await jest.advanceTimersByTimeAsync(30_000);
  expect(get).not.toHaveBeenCalled();
  watch.stop();
});

test('a valid session polls init at once and then every 10 s, updating the user info', async () => {
  const { store, watch, get } = setup(ok);
  store.session.setLogin({ jwt: jwt(Date.now() / 1000 + 3600), name: 'n', username: 'demo', email: '', bank_code: '', bank_account: '', bank_name: '', use_vaccount: false });
  watch.start();
  await jest.advanceTimersByTimeAsync(0);
  expect(get).toHaveBeenCalledTimes(1);
  expect(store.session.user.amount).toBe(5000);
  await jest.advanceTimersByTimeAsync(9_900);
  expect(get).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(100);
  expect(get).toHaveBeenCalledTimes(2);
  await jest.advanceTimersByTimeAsync(20_000);
  expect(get).toHaveBeenCalledTimes(4);
  watch.stop();
});

test('the token expiring while polling logs out within 100 ms and stops polling', async () => {
  const { store, watch, get, loggedOut } = setup(ok);
  store.session.setLogin({ jwt: jwt(Date.now() / 1000 + 5), name: 'n', username: 'demo', email: '', bank_code: '', bank_account: '', bank_name: '', use_vaccount: false });
  watch.start();
  await jest.advanceTimersByTimeAsync(5_100);
  expect(loggedOut).toHaveBeenCalledTimes(1);
  expect(store.session.isLoggedIn).toBe(false);
  expect(localStorage.getItem('casino.jwt')).toBeNull();
  const calls = get.mock.calls.length;
  await jest.advanceTimersByTimeAsync(30_000);
  expect(get.mock.calls.length).toBe(calls);
  watch.stop();
});

test('a failed or data-less init logs out', async () => {
  const { store, watch, loggedOut } = setup(async () => ({ ok: true, code: 0, msg: '', data: {}, httpStatus: 200 }));
  store.session.setLogin({ jwt: jwt(Date.now() / 1000 + 3600), name: 'n', username: 'demo', email: '', bank_code: '', bank_account: '', bank_name: '', use_vaccount: false });
  watch.start();
  await jest.advanceTimersByTimeAsync(0);
  expect(loggedOut).toHaveBeenCalledTimes(1);
  expect(store.session.isLoggedIn).toBe(false);
  watch.stop();
});

test('offline: the poll is skipped, not treated as a failure', async () => {
  const { store, watch, get, loggedOut } = setup(ok);
  store.ui.setOnline(false);
  store.session.setLogin({ jwt: jwt(Date.now() / 1000 + 3600), name: 'n', username: 'demo', email: '', bank_code: '', bank_account: '', bank_name: '', use_vaccount: false });
  watch.start();
  await jest.advanceTimersByTimeAsync(25_000);
  expect(get).not.toHaveBeenCalled();
  expect(loggedOut).not.toHaveBeenCalled();
  store.ui.setOnline(true);
  await jest.advanceTimersByTimeAsync(10_000);
  expect(get).toHaveBeenCalled();
  watch.stop();
});
