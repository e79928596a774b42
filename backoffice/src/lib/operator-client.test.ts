import { blobText, SessionExpiredError } from '@casino/shared';
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

describe('operator client: answers', () => {
  it('keeps the server\'s request id on the answer (the failure panel shows it)', async () => {
    const { store } = storeFor('owner', { 'GET /operator/dashboard': { body: { code: 5000, msg: 'internal_error', data: null }, headers: { 'X-Request-Id': 'req-42' } } });
    const res = await store.client.get(OperatorPaths.dashboard);
    expect(res).toMatchObject({ ok: false, code: 5000, requestId: 'req-42' });
  });

  it('a file answer (CSV export) is a Blob; a refused export is the envelope', async () => {
    const csv = 'day,deposits\n2026-01-01,100\n';
    const { store, calls } = storeFor('owner', {
      'GET /operator/reports/daily.csv': { body: csv, headers: { 'Content-Type': 'text/csv; charset=utf-8' } },
      'GET /operator/reports/games.csv': fail(4030, 'role_forbidden', 403),
    });
    const file = await store.client.download(OperatorPaths.reportCsv('daily'), { from: '2026-01-01', to: '2026-01-31' });
    expect(file.ok).toBe(true);
    expect(await blobText(file.data as Blob)).toBe(csv);
    expect(calls[0].query.toString()).toBe('from=2026-01-01&to=2026-01-31');
    expect(calls[0].headers.Authorization).toBe('Bearer test-token');
    const refused = await store.client.download(OperatorPaths.reportCsv('games'));
    expect(refused).toMatchObject({ ok: false, msg: 'role_forbidden', data: null });
    expect(store.session.loggedIn).toBe(true);
  });
});
