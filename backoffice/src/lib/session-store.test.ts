import { OperatorPaths } from '@casino/shared/contract';
import { fail, ok, operator, storeFor } from '../test-utils';

describe('operator session', () => {
  it('asks for the TOTP code when the server requires it, then logs in with it', async () => {
    const server = { acceptsCode: false };
    const { store, storage } = storeFor(null, {
      'POST /operator/login': () => {
        return server.acceptsCode ? ok({ jwt: 'jwt-2', operator: operator('cashier', { totp_enabled: true }) }) : fail(4030, 'totp_required');
      },
    });
    const first = await store.session.login('cash', 'pw');
    expect(first).toEqual({ ok: false, totp: true });
    expect(store.session.loggedIn).toBe(false);
    server.acceptsCode = true;
    const second = await store.session.login('cash', 'pw', '123456');
    expect(second).toEqual({ ok: true, enrolOnly: false });
    expect(store.session.role).toBe('cashier');
    expect(JSON.parse(storage.getItem('bo.session')!)).toMatchObject({ token: 'jwt-2' });
  });

  it('a wrong code keeps the code step and explains it', async () => {
    const { store } = storeFor(null, { 'POST /operator/login': fail(4030, 'totp_invalid') });
    const outcome = await store.session.login('cash', 'pw', '000000');
    expect(outcome).toMatchObject({ ok: false, totp: true, failure: { operatorMsg: 'totp_invalid' } });
  });

  it('a wrong password is a failure from the shared catalogue', async () => {
    const { store } = storeFor(null, { 'POST /operator/login': fail(4030, 'auth_failed') });
    const outcome = await store.session.login('cash', 'bad');
    expect(outcome).toMatchObject({ ok: false, failure: { key: 'common:server.auth_failed' } });
  });

  it('the site requires TOTP and the operator has none: an enrolment-only session', async () => {
    const { store } = storeFor(null, {
      'POST /operator/login': { body: { code: 4030, msg: 'totp_enrolment_required', data: { jwt: 'enrol', operator: operator('support', { enrol_only: true, totp_required: true }) } } },
    });
    expect(await store.session.login('sup', 'pw')).toEqual({ ok: true, enrolOnly: true });
    expect(store.session.enrolOnly).toBe(true);
  });

  it('logout tells the server and forgets the token', async () => {
    const { store, calls, storage } = storeFor('owner', { 'POST /operator/logout': ok({}) });
    await store.session.logout();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([`POST ${OperatorPaths.logout}`]);
    expect(store.session.loggedIn).toBe(false);
    expect(storage.getItem('bo.session')).toBeNull();
  });
});
