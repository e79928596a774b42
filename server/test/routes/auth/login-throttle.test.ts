// Issue 44 §4: the login throttle cannot be turned against everyone. Failures are judged per (username, IP) with a
// progressive delay (429 + Retry-After growing with consecutive failures), the per-username cap refuses only the
// IPs that failed (the owner still logs in from a clean IP), and a forged X-Forwarded-For from an untrusted peer
// does not change the IP the limits see (TRUST_PROXY).
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { LOGIN_FAILURES_PER_USERNAME, OperatorPaths as P, Paths } from '@casino/shared/contract';
import { rows } from '../../../src/db/client';
import { PAIR_FREE_FAILURES, pairDelaySeconds, refusalSeconds } from '../../../src/security/login-guard';
import { backends, build, createMember, json, post, setupApp } from '../../helper';

const attempt = (app: FastifyInstance, url: string, username: string, password: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  post(app, url, { username, password }, { remoteAddress, headers });

describe('throttle rules', () => {
  it('delays a pair progressively after the free failures, up to the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(pairDelaySeconds)).toEqual([0, 0, 0, 1, 2, 4, 8]);
    expect(pairDelaySeconds(40)).toBe(15 * 60);
    const none = { username: 0, ip: 0, pair: 0, pairSinceLast: null, totp: 0 };
    expect(refusalSeconds({ ...none, pair: PAIR_FREE_FAILURES, pairSinceLast: 0.2 })).toBe(1);
    expect(refusalSeconds({ ...none, pair: PAIR_FREE_FAILURES, pairSinceLast: 5 })).toBe(0);
    // the username's cap refuses only an IP that failed for it
    expect(refusalSeconds({ ...none, username: LOGIN_FAILURES_PER_USERNAME })).toBe(0);
    expect(refusalSeconds({ ...none, username: LOGIN_FAILURES_PER_USERNAME, pair: 1, pairSinceLast: 999 })).toBeGreaterThan(0);
  });
});

describe.each(backends())('login throttle (%s)', (backend) => {
  const t = setupApp(backend);

  it('answers 429 with a Retry-After that grows with consecutive failures of one IP for one username', async () => {
    const member = await createMember(t.app);
    const ip = '192.0.2.10';
    for (let i = 0; i < PAIR_FREE_FAILURES; i += 1) expect(json(await attempt(t.app, Paths.login, member.username, 'wrong-pass', ip)).msg).toBe('auth_failed');
    const refused = await attempt(t.app, Paths.login, member.username, member.password, ip); // even the right password waits
    expect([refused.statusCode, json(refused).code, refused.headers['retry-after']]).toEqual([429, 4290, '1']);
    // another IP is not delayed
    expect(json(await attempt(t.app, Paths.login, member.username, member.password, '192.0.2.11')).code).toBe(0);
    // the wait passes (the failures made earlier), one more failure: the next wait is longer
    const key = `member:${member.username}`;
    await t.app.db.execute(sql`UPDATE login_failures SET created_at = created_at - interval '30 seconds' WHERE username = ${key} AND ip = ${ip}`);
    expect(json(await attempt(t.app, Paths.login, member.username, 'wrong-pass', ip)).msg).toBe('auth_failed');
    const longer = await attempt(t.app, Paths.login, member.username, member.password, ip);
    expect([longer.statusCode, longer.headers['retry-after']]).toEqual([429, '2']);
    // after the wait, the right password logs in and clears this pair's failures
    await t.app.db.execute(sql`UPDATE login_failures SET created_at = created_at - interval '30 seconds' WHERE username = ${key} AND ip = ${ip}`);
    expect(json(await attempt(t.app, Paths.login, member.username, member.password, ip)).code).toBe(0);
    expect(json(await attempt(t.app, Paths.login, member.username, 'wrong-pass', ip)).msg).toBe('auth_failed');
  });

  it.each([
    ['an operator (the owner)', P.login, 'operator', 'operator1234'],
    ['a member', Paths.login, '', ''],
  ])('an outsider failing %s from many IPs cannot lock it out of a clean IP', async (_who, url, givenName, givenPassword) => {
    let username = givenName;
    let password = givenPassword;
    if (!username) ({ username, password } = await createMember(t.app));
    // the username's cap reached from five attacker IPs, two failures each (no delay yet)
    const attackers = Array.from({ length: LOGIN_FAILURES_PER_USERNAME / 2 }, (_, i) => `203.0.113.${i + 1}`);
    for (const ip of attackers) {
      for (let i = 0; i < 2; i += 1) expect(json(await attempt(t.app, url, username, 'guess-1234', ip)).msg).toBe('auth_failed');
    }
    // every IP that failed is refused now, even with the right password
    for (const ip of attackers) expect((await attempt(t.app, url, username, password, ip)).statusCode).toBe(429);
    // the rightful user, from a clean IP, logs in
    expect(json(await attempt(t.app, url, username, password, '198.51.100.200')).code).toBe(0);
    await t.app.db.execute(sql`DELETE FROM login_failures`);
  });
});

describe.each(backends())('TRUST_PROXY and the IP the limits see (%s)', (backend) => {
  it('a forged X-Forwarded-For from an untrusted peer changes nothing; a trusted proxy names the client', async () => {
    const app = await build(backend, { options: { trustProxy: ['10.0.0.1'] } });
    try {
      const member = await createMember(app);
      const key = `member:${member.username}`;
      for (let i = 0; i < PAIR_FREE_FAILURES; i += 1) {
        // the client names a new IP each time, but it is not behind the trusted proxy
        await attempt(app, Paths.login, member.username, 'wrong-pass', '203.0.113.50', { 'x-forwarded-for': `198.51.100.${i + 1}` });
      }
      const refused = await attempt(app, Paths.login, member.username, member.password, '203.0.113.50', { 'x-forwarded-for': '198.51.100.77' });
      expect(refused.statusCode).toBe(429);
      // through the trusted proxy: the rightmost untrusted address is the client (a forged leftmost one is not)
      await attempt(app, Paths.login, member.username, 'wrong-pass', '10.0.0.1', { 'x-forwarded-for': '6.6.6.6, 198.51.100.9' });
      const ips = (await rows<{ ip: string }>(app.db, sql`SELECT DISTINCT ip FROM login_failures WHERE username = ${key} ORDER BY ip`)).map((r) => r.ip);
      expect(ips).toEqual(['198.51.100.9', '203.0.113.50']);
    } finally {
      await app.close();
    }
  });

  it('a hop count trusts that many proxies from the right: the leftmost (client-written) address is ignored', async () => {
    const app = await build(backend, {
      options: { trustProxy: 1 },
      routes: (scope) => { scope.get('/test/ip', async (request) => ({ ip: request.ip })); },
    });
    try {
      const seen = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/test/ip', remoteAddress: '10.1.2.3', headers }).then((r) => json(r).ip);
      expect(await seen({ 'x-forwarded-for': '6.6.6.6, 198.51.100.30' })).toBe('198.51.100.30');
      expect(await seen({})).toBe('10.1.2.3');
    } finally {
      await app.close();
    }
  });
});
