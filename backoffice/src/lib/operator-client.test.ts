import { SessionExpiredError } from '@casino/shared';
import { OperatorPaths } from '@casino/shared/contract';
import { fail, ok, storeFor } from '../test-utils';

describe('operator client', () => {
  it('sends the bearer token and the language, and a fresh X-Sequence on each change unless the caller keeps one', async () => {
    const { store, calls } = storeFor('cashier', { 'POST /operator/deposits/5/approve': ok({ id: 5 }), 'GET /operator/me': ok({}) });
    await store.client.post(OperatorPaths.depositApprove(5), {});
    await store.client.post(OperatorPaths.depositApprove(5), {});
    await store.client.post(OperatorPaths.depositApprove(5), {}, { sequence: 'kept-1' });
    await store.client.get(OperatorPaths.me);
    expect(calls[0].headers).toMatchObject({ Authorization: 'Bearer test-token', 'Accept-Language': 'en' });
    expect(calls[0].headers['X-Sequence']).not.toEqual(calls[1].headers['X-Sequence']);
    expect(calls[2].headers['X-Sequence']).toBe('kept-1');
    expect(calls[3].headers['X-Sequence']).toBeUndefined(); // reads are not idempotency-keyed
  });

  it('a role refusal (403 role_forbidden) is an answer: the session stays', async () => {
    const { store } = storeFor('support', { 'POST /operator/deposits/5/approve': fail(4030, 'role_forbidden', 403) });
    const res = await store.client.post(OperatorPaths.depositApprove(5), {});
    expect(res).toMatchObject({ ok: false, code: 4030, msg: 'role_forbidden', httpStatus: 403 });
    expect(store.session.loggedIn).toBe(true);
  });

  it('a dead session (403 invalid_token) logs the console out', async () => {
    const { store, storage } = storeFor('owner', { 'GET /operator/dashboard': fail(4030, 'invalid_token', 403) });
    await expect(store.client.get(OperatorPaths.dashboard)).rejects.toBeInstanceOf(SessionExpiredError);
    expect(store.session.loggedIn).toBe(false);
    expect(storage.getItem('bo.session')).toBeNull();
  });

  it('query values are sent as the query string; empty ones are left out', async () => {
    const { store, calls } = storeFor('owner', { 'GET /operator/members': ok({ list: [], total: 0 }) });
    await store.client.get(OperatorPaths.members, { q: 'kim', page: 2, size: undefined, empty: '' });
    expect(calls[0].query.toString()).toBe('q=kim&page=2');
  });
});
