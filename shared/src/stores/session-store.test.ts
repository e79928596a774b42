import { when } from 'mobx';
import { ApiClient } from '../api/client';
import { SessionStore, toUserInfo, LOGOUT_FLAG_KEYS } from './session-store';
import { decode, storage } from './storage';
import { checkToken } from './token';

const jwtWithExp = (exp: number) => `${btoa('{"alg":"HS256"}')}.${btoa(JSON.stringify({ exp, sub: '1' }))}.sig`;
const login = { jwt: jwtWithExp(Math.floor(Date.now() / 1000) + 3600), name: '데모회원', username: 'demo', email: 'd@x.kr', bank_code: '', bank_account: '******1234', bank_name: '국민은행', use_vaccount: false };

beforeEach(() => localStorage.clear());

test('session values are stored base64-encoded and restored by a new store', () => {
  const s = new SessionStore(new ApiClient());
  s.setLogin(login, { uid: 'demo', email: 'd@x.kr', auth_token: 'opaque' });
  const raw = localStorage.getItem('casino.name')!;
  expect(raw).not.toContain('데모');
  expect(decode(raw)).toBe('데모회원');
  const again = new SessionStore(new ApiClient());
  expect(again.info).toMatchObject({ name: '데모회원', username: 'demo', auth_token: 'opaque' });
  expect(again.credential).toBe(login.jwt);
});

test('the credential falls back to the auth token when there is no jwt', () => {
  const s = new SessionStore(new ApiClient());
  s.setLogin({ ...login, jwt: '' }, { uid: 'demo', email: '', auth_token: 'opaque' });
  expect(s.credential).toBe('opaque');
});

test('logout clears the session values and the memo, notice and inquiry flags', async () => {
  const s = new SessionStore(new ApiClient());
  s.setLogin(login);
  for (const k of LOGOUT_FLAG_KEYS) storage.set(k, '1');
  storage.set('theme', 'light');
  s.clear();
  for (const k of ['jwt', 'name', 'email', 'bank_code', 'bank_account', 'bank_name', 'auth_token', ...LOGOUT_FLAG_KEYS]) {
    expect(localStorage.getItem(`casino.${k}`)).toBeNull();
  }
  expect(storage.get('theme')).toBe('light');
  expect(s.isLoggedIn).toBe(false);
  expect(s.user.amount).toBe(0);
});

test("logout closes this page's live stream before the server revokes the session", async () => {
  const api = new ApiClient();
  const s = new SessionStore(api);
  s.setLogin(login);
  s.setStreamConnected(true);
  const streamWhenPosted: boolean[] = [];
  jest.spyOn(api, 'post').mockImplementation(async () => {
    streamWhenPosted.push(s.streamConnected);
    return { ok: true, code: 0, msg: '', data: {}, httpStatus: 200 };
  });
  await s.logout();
  expect(streamWhenPosted).toEqual([false]);
  expect(s.isLoggedIn).toBe(false);
});

test('a live stream refused with 403 ends the session: the stream stops and the session watch logs out', async () => {
  const s = new SessionStore(new ApiClient({ baseURL: 'http://api.test' }));
  s.setLogin(login);
  const original = globalThis.fetch;
  const refuse = jest.fn(async () => ({ ok: false, status: 403, body: null }) as unknown as Response);
  globalThis.fetch = refuse as unknown as typeof fetch;
  try {
    s.startStream();
    await when(() => s.revoked);
  } finally {
    globalThis.fetch = original;
  }
  expect(refuse).toHaveBeenCalledTimes(1);
  expect(s.streamConnected).toBe(false);
});

test('user info: missing strings default to empty and numbers to 0', () => {
  expect(toUserInfo({ name: 'a', amount: '12' as unknown as number })).toEqual({
    name: 'a', username: '', amount: 12, rolling: 0, point: 0, bank_code_name: '', bank_account: '', bank_name: '',
    create_at: '', login_at: '', unread_memo: 0,
  });
  expect(toUserInfo(undefined).amount).toBe(0);
});

test('token check: missing, undecodable, without exp, expired and valid', () => {
  const now = Date.now();
  expect(checkToken(null)).toEqual({ valid: false, message: 'TOKEN_GET_ERROR' });
  expect(checkToken('garbage')).toEqual({ valid: false, message: 'TOKEN_DECODE_ERROR' });
  expect(checkToken(`${btoa('{}')}.${btoa('{"sub":"1"}')}.x`)).toEqual({ valid: false, message: 'INVALID_TOKEN' });
  expect(checkToken(jwtWithExp(Math.floor(now / 1000) - 1), now)).toEqual({ valid: false, message: 'TOKEN_EXPIRED' });
  expect(checkToken(jwtWithExp(Math.floor(now / 1000) + 60), now)).toEqual({ valid: true, message: 'OK' });
});

test('user info keeps the account holder the server sends for my page', () => {
  expect(toUserInfo({ name: 'a', bank_holder: '홍길동' }).bank_holder).toBe('홍길동');
  expect(toUserInfo({ name: 'a' })).not.toHaveProperty('bank_holder');
});

test('token check: the same token is judged against the current time on every check', () => {
  const exp = Math.floor(Date.now() / 1000) + 60;
  const token = jwtWithExp(exp);
  expect(checkToken(token, (exp - 1) * 1000)).toEqual({ valid: true, message: 'OK' });
  expect(checkToken(token, exp * 1000)).toEqual({ valid: false, message: 'TOKEN_EXPIRED' });
  expect(checkToken('garbage')).toEqual({ valid: false, message: 'TOKEN_DECODE_ERROR' });
  expect(checkToken(token, (exp - 1) * 1000)).toEqual({ valid: true, message: 'OK' });
});

describe('applyMoney: the balance and points a money answer carries', () => {
  const store = () => {
    const client = new ApiClient();
    client.get = jest.fn();
    const s = new SessionStore(client);
    s.setUser({ name: '홍길동', amount: 100_000, point: 35_000 });
    return s;
  };
  test('a withdraw answer sets the balance, a conversion answer balance and points; nothing else changes, no init call', () => {
    const s = store();
    s.applyMoney({ id: 1, status: 'waiting', balance: 70_000 } as never);
    expect(s.user).toMatchObject({ name: '홍길동', amount: 70_000, point: 35_000 });
    s.applyMoney({ balance: 90_000, point: 15_000 });
    expect(s.user).toMatchObject({ name: '홍길동', amount: 90_000, point: 15_000 });
    expect(jest.mocked((s as unknown as { api: ApiClient }).api.get)).not.toHaveBeenCalled();
  });
  test('a live event that arrives after a newer answer does not put the older figures back (ledger marks)', () => {
    const s = store();
    // the member converts points: the answer (cash row 12, points row 8) comes back first
    s.applyMoney({ balance: 20_000, point: 15_000, balance_seq: 12, points_seq: 8 });
    // then the stream delivers the operator's earlier points grant (points row 7; the cash figure of row 11)
    s.applyEvent({ type: 'balance.changed', data: { balance: 0, points: 35_000, balance_seq: 11, points_seq: 7 } });
    expect(s.user).toMatchObject({ amount: 20_000, point: 15_000 });
    // a later change is applied, field by field: a points grant marked 9 with the same cash row
    s.applyEvent({ type: 'balance.changed', data: { balance: 20_000, points: 25_000, balance_seq: 12, points_seq: 9 } });
    expect(s.user).toMatchObject({ amount: 20_000, point: 25_000 });
    // a decision marked older than the shown balance is not applied either; the notice still shows
    s.applyEvent({ type: 'withdrawal.decided', data: { id: 3, status: 'rejected', amount: 5_000, balance: 5_000, balance_seq: 10 } });
    expect(s.user.amount).toBe(20_000);
    expect(s.liveNotice?.key).toBe('withdrawalRejected');
    // after a logout, another member's (lower) marks apply
    s.clear();
    s.applyMoney({ balance: 1_000, balance_seq: 3 });
    expect(s.user.amount).toBe(1_000);
  });
  test('an answer without numbers (a deposit request, null) leaves the user as it is', () => {
    const s = store();
    const before = s.user;
    s.applyMoney({ id: 2, status: 'waiting' } as never);
    s.applyMoney(null);
    s.applyMoney({ balance: 'x', point: Number.NaN });
    expect(s.user).toBe(before);
  });
});

test('the session store applies a decision: the new balance at once and a notice; a revocation marks the session', () => {
  const s = new SessionStore(new ApiClient());
  s.setUser({ amount: 0, point: 7 });
  s.applyEvent({ type: 'deposit.decided', data: { id: 1, status: 'completed', amount: 50_000, balance: 50_000 } });
  expect(s.user.amount).toBe(50_000);
  expect(s.user.point).toBe(7);
  expect(s.liveNotice).toMatchObject({ seq: 1, key: 'depositCompleted', values: { amount: '50,000' } });
  s.applyEvent({ type: 'withdrawal.decided', data: { id: 2, status: 'rejected', amount: 10_000, balance: 60_000 } });
  expect(s.liveNotice).toMatchObject({ seq: 2, key: 'withdrawalRejected' });
  expect(s.user.amount).toBe(60_000);
  s.applyEvent({ type: 'session.revoked', data: { reason: 'account_suspended' } });
  expect(s.revoked).toBe(true);
});

describe('init answers are applied in the order their calls were sent', () => {
  /** A store whose init calls wait until the test answers them, in any order. */
  const store = () => {
    const client = new ApiClient();
    const pending: Array<(ui: Record<string, unknown>) => void> = [];
    client.get = jest.fn(() => new Promise((resolve) => {
      pending.push((ui) => resolve({ ok: true, code: 0, msg: '', data: { ui } } as never));
    })) as never;
    const s = new SessionStore(client);
    s.setUser({ name: '홍길동', amount: 100_000, unread_memo: 2 });
    return { s, answer: (i: number, ui: Record<string, unknown>) => pending[i]!(ui) };
  };

  test('an answer read before the last one (a poll in flight while a memo was read) does not bring the old count back', async () => {
    const { s, answer } = store();
    const poll = s.refresh(); // sent before the memo was read
    const afterRead = s.refresh(); // sent after
    answer(1, { name: '홍길동', amount: 100_000, unread_memo: 1 });
    await afterRead;
    answer(0, { name: '홍길동', amount: 100_000, unread_memo: 2 });
    await poll;
    expect(s.user.unread_memo).toBe(1);
    expect(s.isLoading).toBe(false);
  });

  test('answers arriving in order are all applied', async () => {
    const { s, answer } = store();
    const first = s.refresh();
    const second = s.refresh();
    answer(0, { name: '홍길동', amount: 100_000, unread_memo: 3 });
    await first;
    expect(s.user.unread_memo).toBe(3);
    answer(1, { name: '홍길동', amount: 100_000, unread_memo: 4 });
    await second;
    expect(s.user.unread_memo).toBe(4);
  });

  test('an init call sent before a money answer keeps that answer\'s balance; one sent after it brings the server\'s', async () => {
    const { s, answer } = store();
    const before = s.refresh();
    s.applyMoney({ balance: 70_000 });
    answer(0, { name: '홍길동', amount: 100_000, unread_memo: 5 });
    await before;
    expect(s.user).toMatchObject({ amount: 70_000, unread_memo: 5 });
    const after = s.refresh();
    answer(1, { name: '홍길동', amount: 65_000, unread_memo: 5 });
    await after;
    expect(s.user.amount).toBe(65_000);
  });
});

test('the amounts are known once the server has told them (init or a money answer), and forgotten at logout', () => {
  const s = new SessionStore(new ApiClient());
  s.setLogin(login);
  expect(s.userKnown).toBe(false);
  s.applyMoney({ point: 5 });
  expect(s.userKnown).toBe(false);
  s.applyMoney({ balance: 0 });
  expect(s.userKnown).toBe(true);
  s.clear();
  expect(s.userKnown).toBe(false);
  s.setUser({ amount: 10, point: 0, unread_memo: 0 });
  expect(s.userKnown).toBe(true);
});
