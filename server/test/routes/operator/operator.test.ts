import { backends, bearer, createMember, json, post, setupApp } from '../../helper';

describe.each(backends())('operator back office ($name)', (backend) => {
  const t = setupApp(backend);
  let jwt: string;
  beforeAll(async () => {
    const res = json(await post(t.app, '/operator/login', { username: 'operator', password: 'operator1234' }));
    expect(res.code).toBe(0);
    jwt = res.data.jwt;
  });

  const put = (name: string, body: unknown, token = jwt) =>
    t.app.inject({ method: 'PUT', url: `/operator/remotes/${name}`, payload: JSON.stringify(body), headers: { ...bearer(token), 'content-type': 'text/plain' } });

  it('logs in with data:{jwt} only, and refuses wrong credentials alike', async () => {
    const res = json(await post(t.app, '/operator/login', { username: 'operator', password: 'operator1234' }));
    expect(Object.keys(res.data)).toEqual(['jwt', 'operator']);
    expect(res.data.operator).toMatchObject({ username: 'operator', role: 'owner', totp_enabled: false });
    expect(res.session).toBeUndefined();
    const wrong = json(await post(t.app, '/operator/login', { username: 'operator', password: 'nope-nope' }, { remoteAddress: '10.9.0.1' }));
    const unknown = json(await post(t.app, '/operator/login', { username: 'nobody', password: 'nope-nope' }, { remoteAddress: '10.9.0.1' }));
    expect(wrong).toEqual({ code: 4030, msg: 'auth_failed', data: null });
    expect(unknown).toEqual(wrong);
    // a member account is not an operator account
    const member = json(await post(t.app, '/operator/login', { username: 'demo', password: 'demo1234' }, { remoteAddress: '10.9.0.1' }));
    expect(member.code).toBe(4030);
  });

  it('needs an operator credential', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/operator/remotes' })).statusCode).toBe(403);
    expect((await put('wallet', { version: '1.0.1' }, 'bad')).statusCode).toBe(403);
  });

  it('lists members with balance, points and status', async () => {
    const member = await createMember(t.app);
    const res = json(await t.app.inject({ method: 'GET', url: '/operator/members?size=100', headers: bearer(jwt) }));
    expect(res.code).toBe(0);
    expect(res.data.total).toBeGreaterThanOrEqual(2);
    expect(res.data.list.find((m: { username: string }) => m.username === 'demo')).toMatchObject({
      nickname: '데모회원', balance: 1_000_000, points: 35_000, status: 'active',
    });
    expect(res.data.list[0]).toMatchObject({ id: member.id, username: member.username, balance: 0, points: 0 });
    expect(JSON.stringify(res)).not.toMatch(/password|bank_account/);
    const bad = json(await t.app.inject({ method: 'GET', url: '/operator/members?size=1000', headers: bearer(jwt) }));
    expect(bad).toMatchObject({ code: 4001, field: 'size' });
  });

  it('lists the registry rows for a domain', async () => {
    const res = json(await t.app.inject({ method: 'GET', url: '/operator/remotes', headers: bearer(jwt) }));
    expect(res.data.domain).toBe('localhost');
    expect(res.data.list.map((r: { name: string }) => r.name).sort()).toEqual(['account', 'games', 'support', 'wallet']);
    expect(res.data.list[0]).toMatchObject({ base_url: expect.any(String), entry: expect.stringContaining('/mf-manifest.json'), inherited: false });
  });

  it('rolls one remote forward and back; /api/remotes reflects it at once', async () => {
    const forward = json(await put('wallet', { version: '1.2.0' }));
    expect(forward).toMatchObject({ code: 0, data: { name: 'wallet', version: '1.2.0', entry: 'http://localhost:3003/remote-wallet/1.2.0/mf-manifest.json' } });
    let registry = json(await t.app.inject({ method: 'GET', url: '/api/remotes' })).remotes;
    expect(registry.wallet).toEqual({ entry: 'http://localhost:3003/remote-wallet/1.2.0/mf-manifest.json', version: '1.2.0', track: 'stable', assignment: expect.any(String) });
    const { assignment: _signed, ...other } = registry.games; // a fresh assignment per answer

    expect(json(await put('wallet', { version: '1.1.0-rc.1', base_url: 'https://cdn.example/assets/' })).code).toBe(0);
    registry = json(await t.app.inject({ method: 'GET', url: '/api/remotes' })).remotes;
    expect(registry.wallet).toEqual({ entry: 'https://cdn.example/assets/remote-wallet/1.1.0-rc.1/mf-manifest.json', version: '1.1.0-rc.1', track: 'stable', assignment: expect.any(String) });
    expect(registry.games).toEqual({ ...other, assignment: expect.any(String) }); // the other remotes are untouched
  });

  it('updates one domain only when a domain is given', async () => {
    expect(json(await put('games', { version: '2.0.0', domain: 'demo.casino.local' })).code).toBe(0);
    expect(json(await t.app.inject({ method: 'GET', url: '/api/remotes?domain=demo.casino.local' })).remotes.games.version).toBe('2.0.0');
    expect(json(await t.app.inject({ method: 'GET', url: '/api/remotes' })).remotes.games.version).not.toBe('2.0.0');
  });

  it('validates name, version, base_url and domain', async () => {
    expect(json(await put('casino', { version: '1.0.0' }))).toMatchObject({ code: 4001, field: 'name' });
    expect(json(await put('wallet', {}))).toMatchObject({ code: 4000, field: 'version' });
    expect(json(await put('wallet', { version: 1 }))).toMatchObject({ code: 4001, field: 'version' });
    for (const version of ['latest', '1.0', '1.0.0/../../x', 'v1.0.0', '1.0.0-']) {
      expect(json(await put('wallet', { version }))).toMatchObject({ code: 4001, field: 'version' });
    }
    for (const base_url of ['ftp://x.example', 'not a url', 'http://x.example/?q=1', 'javascript:alert(1)']) {
      expect(json(await put('wallet', { version: '1.0.0', base_url }))).toMatchObject({ code: 4001, field: 'base_url' });
    }
    expect(json(await put('wallet', { version: '1.0.0', domain: 'nope.example' }))).toMatchObject({ code: 5005, msg: 'item_not_found', field: 'domain' });
    expect(json(await put('wallet', { version: '1.0.0', domain: 'bad domain!' }))).toMatchObject({ code: 4001, field: 'domain' });
  });
});
