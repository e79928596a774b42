// The release role (issue 45 §5): an owner creates a release operator that owns some remotes; it may drive the rollout
// of those (health, status, the release moves) and is refused any other remote, the direct registry write, the
// site-wide thresholds and every other section, with 403 role_forbidden.
import { totpMandatoryFor } from '../../../src/plugins/auth';
import { backends, bearer, json, operatorToken, post, setupApp } from '../../helper';

describe.each(backends())('release role on $name', (backend) => {
  const t = setupApp(backend);
  let owner: Record<string, string>;
  let release: Record<string, string>;
  let releaseId: number;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url, headers: { ...headers, 'x-sequence': String(Math.floor(Math.random() * 1e9)) }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    owner = bearer(await operatorToken(t.app));
    const created = json(await call('POST', '/operator/operators', owner, { username: 'wallet-release', password: 'release-1234', role: 'release', remotes: ['wallet'] }));
    expect(created).toMatchObject({ code: 0, data: { role: 'release', remotes: ['wallet'] } });
    releaseId = created.data.id;
    const login = json(await post(t.app, '/operator/login', { username: 'wallet-release', password: 'release-1234' }));
    expect(login.data.operator.role).toBe('release');
    release = bearer(login.data.jwt);
  });

  test('its own remote: yes; another remote: 403 role_forbidden', async () => {
    expect((await call('GET', '/operator/remotes/wallet/health', release)).statusCode).toBe(200);
    expect((await call('GET', '/operator/remotes/status', release)).statusCode).toBe(200);
    const other = await call('GET', '/operator/remotes/games/health', release);
    expect(other.statusCode).toBe(403);
    expect(json(other).msg).toBe('role_forbidden');
    // a move on another remote is refused before the handler runs (nothing to publish there either way)
    const move = await call('POST', '/operator/remotes/games/rollback', release, { reason: 'not mine' });
    expect([move.statusCode, json(move).msg]).toEqual([403, 'role_forbidden']);
  });

  test('never the direct registry write, the thresholds, or another section', async () => {
    for (const [method, url, body] of [
      ['PUT', '/operator/remotes/wallet', { version: '9.9.9' }],
      ['PUT', '/operator/remotes/policy', { max_failure_rate: 1, min_loads: 1, window_minutes: 1 }],
      ['GET', '/operator/members', undefined],
      ['GET', '/operator/operators', undefined],
    ] as const) {
      const res = await call(method, url, release, body);
      expect([url, res.statusCode, json(res).msg]).toEqual([url, 403, 'role_forbidden']);
    }
  });

  test('the owner changes its remotes; the next call follows', async () => {
    expect((await call('GET', '/operator/remotes/games/health', release)).statusCode).toBe(403);
    const changed = json(await call('PATCH', `/operator/operators/${releaseId}`, owner, { remotes: ['games'] }));
    expect(changed).toMatchObject({ code: 0, data: { remotes: ['games'] } });
    expect((await call('GET', '/operator/remotes/games/health', release)).statusCode).toBe(200);
    expect((await call('GET', '/operator/remotes/wallet/health', release)).statusCode).toBe(403);
    const list = json(await call('GET', '/operator/operators', owner)).data.list as Array<{ username: string; remotes: string[] }>;
    expect(list.find((o) => o.username === 'wallet-release')?.remotes).toEqual(['games']);
    expect(list.find((o) => o.username === 'operator')?.remotes).toEqual([]);
  });

  test('an unknown role is refused', async () => {
    const res = json(await call('POST', '/operator/operators', owner, { username: 'bad-role', password: 'release-1234', role: 'root' }));
    expect(res.code).not.toBe(0);
  });
});

test('in production a release operator must enrol TOTP, like owners and cashiers', () => {
  expect(totpMandatoryFor({ totpMandatory: true }, 'release')).toBe(true);
  expect(totpMandatoryFor({ totpMandatory: false }, 'release')).toBe(false);
});
