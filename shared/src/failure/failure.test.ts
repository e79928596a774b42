import { ClientExceptionError, ConfigFailedError, NetworkError, OfflineError, SessionExpiredError } from '../api/errors';
import { attempt, failureFromError, failureFromResult, placeFailure } from './failure';

const result = (code: number, msg: string, field?: string) => ({ ok: false as const, code, msg, data: null, httpStatus: 200, ...(field ? { field } : {}) });

test('a server answer is explained by its msg key (any namespace), with the field it names', () => {
  expect(failureFromResult({ code: 4030, msg: 'auth_failed' })).toEqual({ client: false, msg: 'auth_failed', key: 'common:server.auth_failed', code: 4030 });
  expect(failureFromResult({ code: 4001, msg: 'deposit_limit_daily' }).key).toBe('common:server.deposit_limit_daily');
  expect(failureFromResult({ code: 5001, msg: 'provider_unavailable' }).key).toBe('common:server.provider_unavailable');
  expect(failureFromResult({ code: 5002, msg: 'duplicate_nickname', field: 'nickname' })).toMatchObject({ key: 'common:server.duplicate_nickname', field: 'nickname' });
});

test('an unknown msg falls back to the code, then to unknown_error', () => {
  expect(failureFromResult({ code: 4290, msg: '' }).msg).toBe('too_many_requests');
  expect(failureFromResult({ code: 4001, msg: 'something_new', field: 'email' })).toMatchObject({ msg: 'invalid_input_value', field: 'email' });
  expect(failureFromResult({ code: 7777, msg: 'whatever' }).msg).toBe('unknown_error');
});

test('transport errors become the client results of spec §8', () => {
  expect(failureFromError(new OfflineError()).key).toBe('common:client.OFFLINE_ERROR');
  expect(failureFromError(new NetworkError()).key).toBe('common:client.NETWORK_ERROR');
  expect(failureFromError(new ConfigFailedError()).key).toBe('common:client.CONFIG_FAILED');
  expect(failureFromError(new SessionExpiredError()).key).toBe('common:client.SESSION_EXPIRED');
  expect(failureFromError(new ClientExceptionError('x')).key).toBe('common:client.CLIENT_EXCEPTION');
  expect(failureFromError(new Error('boom')).key).toBe('common:client.CLIENT_EXCEPTION');
});

test('attempt: success, refusal and a thrown error', async () => {
  expect(await attempt(async () => ({ ok: true, code: 0, msg: '', data: 1, httpStatus: 200 }))).toEqual({ ok: true, data: 1 });
  expect(await attempt(async () => result(4001, 'insufficient_balance', 'amount'))).toMatchObject({ ok: false, failure: { msg: 'insufficient_balance', field: 'amount' } });
  expect(await attempt(async () => { throw new NetworkError(); })).toMatchObject({ ok: false, failure: { client: true, msg: 'NETWORK_ERROR' } });
});

describe('placeFailure: the catalogue decides, a surface without that place falls back field → inline → toast', () => {
  const form = { fields: ['amount'], inline: true };
  test('field', () => {
    expect(placeFailure(failureFromResult({ code: 4001, msg: 'insufficient_balance' }), form)).toEqual({ show: 'field', field: 'amount' });
    expect(placeFailure(failureFromResult({ code: 4000, msg: 'required_input_missing', field: 'amount' }), form)).toEqual({ show: 'field', field: 'amount' });
    // A field this form does not have: inline; no inline spot either: a toast.
    expect(placeFailure(failureFromResult({ code: 4000, msg: 'required_input_missing', field: 'email' }), form)).toEqual({ show: 'inline' });
    expect(placeFailure(failureFromResult({ code: 4001, msg: 'insufficient_balance' }), {})).toEqual({ show: 'toast' });
  });
  test('inline, toast and redirect', () => {
    expect(placeFailure(failureFromResult({ code: 4030, msg: 'self_excluded' }), form)).toEqual({ show: 'inline' });
    expect(placeFailure(failureFromResult({ code: 4030, msg: 'self_excluded' }), { fields: ['amount'] })).toEqual({ show: 'toast' });
    expect(placeFailure(failureFromError(new NetworkError()), form)).toEqual({ show: 'toast' });
    expect(placeFailure(failureFromResult({ code: 5000, msg: 'internal_error' }), form)).toEqual({ show: 'toast' });
    expect(placeFailure(failureFromResult({ code: 4030, msg: 'jurisdiction_blocked' }), form)).toEqual({ show: 'redirect', to: '/restricted' });
    expect(placeFailure(failureFromError(new SessionExpiredError()), form)).toEqual({ show: 'redirect', to: '/login' });
  });
});
