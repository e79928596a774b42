import { sql } from 'drizzle-orm';
import { backends, createMember, json, post, setupApp } from '../../helper';

let ipCounter = 0;
/** Each test uses its own client address so per-IP counts do not leak between tests. */
const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

describe.each(backends())('POST /auth/login ($name)', (backend) => {
  const t = setupApp(backend);
  const attempt = async (username: string, password: string, ip: string) => {
    const res = await post(t.app, '/auth/login', { username, password }, { remoteAddress: ip });
    return { status: res.statusCode, body: json(res) };
  };

  it('answers the session data, a jwt and a session with an opaque auth token; the bank account is masked', async () => {
    const { status, body } = await attempt('demo', 'demo1234', freshIp());
    expect(status).toBe(200);
    expect(body).toMatchObject({
      code: 0,
      msg: '',
      data: {
        name: '데모회원', username: 'demo', email: 'demo@casino.local', bank_code: '004', bank_account: '**********1234',
        bank_name: 'KB국민은행', use_vaccount: false,
      },
      session: { uid: 'demo', email: 'demo@casino.local' },
    });
    expect(body.data.jwt.split('.')).toHaveLength(3);
    expect(body.session.auth_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(body)).not.toContain('12345678901234');
    // the auth token is stored only as a hash
    const stored = (await t.app.db.execute(sql`SELECT count(*)::int AS n FROM sessions WHERE auth_token_hash = ${body.session.auth_token}`)) as unknown as { rows: Array<{ n: number }> };
    expect(stored.rows[0]!.n).toBe(0);
  });

  it('updates last_login_at', async () => {
    const before = Date.now();
    const member = await createMember(t.app);
    const after = Date.now();
    const row = (await t.app.db.execute(sql`SELECT last_login_at FROM members WHERE id = ${member.id}`)) as unknown as { rows: Array<{ last_login_at: string | Date | null }> };
    const at = new Date(row.rows[0]!.last_login_at ?? 0).getTime();
    // the login just made (1 s for the database clock's rounding)
    expect(at).toBeGreaterThanOrEqual(before - 1_000);
    expect(at).toBeLessThanOrEqual(after + 1_000);
  });

  it('gives the same answer for an unknown username and a wrong password', async () => {
    const ip = freshIp();
    const unknown = await attempt('nosuchuser', 'whatever123', ip);
    const wrong = await attempt('demo', 'wrong-password', ip);
    expect(unknown).toEqual({ status: 200, body: { code: 4030, msg: 'auth_failed', data: null } });
    expect(wrong).toEqual(unknown);
  });

  it('refuses a suspended account with account_suspended (after the password check)', async () => {
    const member = await createMember(t.app);
    await t.app.db.execute(sql`UPDATE members SET status = 'suspended' WHERE id = ${member.id}`);
    const ip = freshIp();
    expect((await attempt(member.username, member.password, ip)).body).toMatchObject({ code: 4030, msg: 'account_suspended' });
    // a wrong password does not reveal the suspension
    expect((await attempt(member.username, 'wrong-password', ip)).body).toMatchObject({ code: 4030, msg: 'auth_failed' });
  });

  it('lets a self-excluded member log in (issue 10: memos and withdrawals stay reachable; play and deposits refuse)', async () => {
    const member = await createMember(t.app);
    await t.app.db.execute(sql`UPDATE members SET self_excluded_until = now() + interval '30 days' WHERE id = ${member.id}`);
    expect((await attempt(member.username, member.password, freshIp())).body).toMatchObject({ code: 0 });
  });

  it('throttles a username after 10 failures in 15 minutes at every IP that failed, even with the right password (issue 44: not a clean IP)', async () => {
    const member = await createMember(t.app);
    const ips = Array.from({ length: 10 }, freshIp);
    for (const [i, ip] of ips.entries()) {
      // spread over addresses: the username limit counts the guesses wherever they come from
      expect((await attempt(member.username, `wrong-${i}-password`, ip)).body.code).toBe(4030);
    }
    const eleventh = await attempt(member.username, member.password, ips[3]!);
    expect(eleventh).toEqual({ status: 429, body: { code: 4290, msg: 'too_many_requests', data: null } });
    // a clean IP, and other usernames, are not affected
    expect((await attempt(member.username, member.password, freshIp())).body.code).toBe(0);
    expect((await attempt('demo', 'demo1234', freshIp())).body.code).toBe(0);
  });

  it('counts parallel guesses too', async () => {
    const member = await createMember(t.app);
    const ip = freshIp();
    const results = await Promise.all(Array.from({ length: 14 }, (_, i) => attempt(member.username, `bad-${i}-password`, ip)));
    expect(results.filter((r) => r.status === 200 && r.body.code === 4030).length).toBeLessThanOrEqual(10);
    expect(results.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(4);
  });

  it('throttles an IP after 50 failures in 15 minutes, whatever the usernames', async () => {
    const ip = freshIp();
    for (let i = 0; i < 50; i++) {
      expect((await attempt(`ghost${i}`, 'nope-nope', ip)).status).toBe(200);
    }
    const next = await attempt('demo', 'demo1234', ip);
    expect(next).toEqual({ status: 429, body: { code: 4290, msg: 'too_many_requests', data: null } });
    // another address is fine
    expect((await attempt('demo', 'demo1234', freshIp())).body.code).toBe(0);
  });

  it("restarts the (username, IP) count after a successful login from that IP, but not the IP's count", async () => {
    const member = await createMember(t.app);
    const ip = freshIp();
    for (let i = 0; i < 2; i++) await attempt(member.username, 'wrong-password', ip);
    expect((await attempt(member.username, member.password, ip)).body.code).toBe(0);
    // the pair starts again: three failures in a row before any delay (uncleared, the second would wait)
    for (let i = 0; i < 3; i++) expect((await attempt(member.username, 'wrong-password', ip)).status).toBe(200);
    expect((await attempt(member.username, member.password, ip)).status).toBe(429);
    // …while the IP still has its 5 failures: 45 more reach the limit, the next is refused
    for (let i = 0; i < 45; i++) expect((await attempt(`other${i}`, 'wrong-password', ip)).status).toBe(200);
    expect((await attempt('demo', 'demo1234', ip)).status).toBe(429);
  });

  it('does not count throttled attempts as new failures', async () => {
    const member = await createMember(t.app);
    const ip = freshIp();
    for (let i = 0; i < 3; i++) await attempt(member.username, 'wrong-password', ip);
    for (let i = 0; i < 3; i++) expect((await attempt(member.username, 'wrong-password', ip)).status).toBe(429);
    const rows = (await t.app.db.execute(sql`SELECT count(*)::int AS n FROM login_failures WHERE username = ${`member:${member.username}`}`)) as unknown as { rows: Array<{ n: number }> };
    expect(rows.rows[0]!.n).toBe(3);
  });
});
