import { ClientExceptionError, ConfigFailedError, NetworkError, OfflineError, SessionExpiredError } from '@casino/shared';
import { failureFromError, failureFromResult } from './failure';

test('a server answer is shown by its msg key, with the field it names', () => {
  expect(failureFromResult({ code: 4030, msg: 'auth_failed' })).toEqual({ key: 'common:server.auth_failed' });
  expect(failureFromResult({ code: 4290, msg: 'too_many_requests' })).toEqual({ key: 'common:server.too_many_requests' });
  expect(failureFromResult({ code: 4030, msg: 'account_suspended' })).toEqual({ key: 'common:server.account_suspended' });
  expect(failureFromResult({ code: 5002, msg: 'duplicate_nickname', field: 'nickname' })).toEqual({ key: 'common:server.duplicate_nickname', field: 'nickname' });
});

test('an unknown msg falls back to the code, then to unknown_error', () => {
  expect(failureFromResult({ code: 4290, msg: '' })).toEqual({ key: 'common:server.too_many_requests' });
  expect(failureFromResult({ code: 4001, msg: 'something_new', field: 'email' })).toEqual({ key: 'common:server.invalid_input_value', field: 'email' });
  expect(failureFromResult({ code: 7777, msg: 'whatever' })).toEqual({ key: 'common:server.unknown_error' });
});

test('transport errors become the client results of spec §8', () => {
  expect(failureFromError(new OfflineError()).key).toBe('common:client.OFFLINE_ERROR');
  expect(failureFromError(new NetworkError()).key).toBe('common:client.NETWORK_ERROR');
  expect(failureFromError(new ConfigFailedError()).key).toBe('common:client.CONFIG_FAILED');
  expect(failureFromError(new SessionExpiredError()).key).toBe('common:client.SESSION_EXPIRED');
  expect(failureFromError(new ClientExceptionError('x')).key).toBe('common:client.CLIENT_EXCEPTION');
  expect(failureFromError(new Error('boom')).key).toBe('common:client.CLIENT_EXCEPTION');
});
