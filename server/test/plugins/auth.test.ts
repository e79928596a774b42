// Credentials on protected calls: what is accepted, and that every kind of bad credential is a 403.
import { SignJWT } from 'jose';
import { sql } from 'drizzle-orm';
import { backends, bearer, createMember, json, operatorToken, post, setupApp, TEST_JWT_SECRET, type Member } from '../helper';
import { AUDIENCES, JWT_ISSUER } from '../../src/security/tokens';

const key = new TextEncoder().encode(TEST_JWT_SECRET);
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function sessionIdOf(jwt: string): Promise<string> {
  return JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()).sid;
}

describe.each(backends())('member credentials ($name)', (backend) => {
  const t = setupApp(backend);
  let member: Member;
  beforeAll(async () => { member = await createMember(t.app); });

  const check = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: '/auth/check', headers });
    return { status: res.statusCode, body: json(res) };
  };

  it('accepts the jwt', async () => {
    expect(await check(bearer(member.jwt))).toEqual({ status: 200, body: { code: 0, msg: '', data: {} } });
  });

  it('accepts the auth token instead of the jwt', async () => {
    expect((await check(bearer(member.authToken))).body.code).toBe(0);
    const init = json(await t.app.inject({ method: 'GET', url: '/main/init', headers: bearer(member.authToken) }));
    expect(init.DATA.ui.username).toBe(member.username);
  });

  it.each([
    ['no header', {}],
    ['a non-bearer scheme', { authorization: 'Basic ZGVtbzpkZW1vMTIzNA==' }],
    ['garbage', bearer('garbage')],
    ['an unknown auth token', bearer('A'.repeat(43))],
  ])('answers 403 invalid_token for %s', async (_label, headers) => {
    expect(await check(headers as Record<string, string>)).toEqual({ status: 403, body: { code: 4030, msg: 'invalid_token', data: null } });
  });

  it('answers 403 invalid_token for a forged signature', async () => {
    const [header, payload] = member.jwt.split('.');
    const forged = await new SignJWT(JSON.parse(Buffer.from(payload!, 'base64url').toString()))
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    expect((await check(bearer(forged))).status).toBe(403);
    // a changed payload under the original signature
    const tampered = `${header}.${b64({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: '1' })}.${member.jwt.split('.')[2]}`;
    expect(await check(bearer(tampered))).toMatchObject({ status: 403, body: { msg: 'invalid_token' } });
  });

  it('answers 403 invalid_token for alg:none', async () => {
    const payload = JSON.parse(Buffer.from(member.jwt.split('.')[1]!, 'base64url').toString());
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`;
    expect(await check(bearer(unsigned))).toMatchObject({ status: 403, body: { msg: 'invalid_token' } });
  });

  it('answers 403 invalid_token for a token signed with another algorithm', async () => {
    const sid = await sessionIdOf(member.jwt);
    const hs512 = await new SignJWT({ sid }).setProtectedHeader({ alg: 'HS512' }).setIssuer(JWT_ISSUER)
      .setAudience(AUDIENCES.member).setSubject(String(member.id)).setExpirationTime('1h').sign(key);
    expect(await check(bearer(hs512))).toMatchObject({ status: 403, body: { msg: 'invalid_token' } });
  });

  it('answers 403 token_expired for an expired jwt', async () => {
    const sid = await sessionIdOf(member.jwt);
    const expired = await new SignJWT({ sid }).setProtectedHeader({ alg: 'HS256' }).setIssuer(JWT_ISSUER)
      .setAudience(AUDIENCES.member).setSubject(String(member.id))
      .setIssuedAt(Math.floor(Date.now() / 1000) - 13 * 3600).setExpirationTime(Math.floor(Date.now() / 1000) - 3600).sign(key);
    expect(await check(bearer(expired))).toEqual({ status: 403, body: { code: 4030, msg: 'token_expired', data: null } });
  });

  it('answers 403 token_expired when the session itself has expired', async () => {
    const other = await createMember(t.app);
    await t.app.db.execute(sql`UPDATE sessions SET expires_at = now() - interval '1 minute' WHERE member_id = ${other.id}`);
    expect(await check(bearer(other.jwt))).toMatchObject({ status: 403, body: { msg: 'token_expired' } });
    expect(await check(bearer(other.authToken))).toMatchObject({ status: 403, body: { msg: 'token_expired' } });
  });

  it('answers 403 for the wrong audience, issuer or a subject that does not own the session', async () => {
    const sid = await sessionIdOf(member.jwt);
    const sign = (aud: string, iss: string, sub: string) => new SignJWT({ sid }).setProtectedHeader({ alg: 'HS256' })
      .setIssuer(iss).setAudience(aud).setSubject(sub).setExpirationTime('1h').sign(key);
    expect((await check(bearer(await sign(AUDIENCES.operator, JWT_ISSUER, String(member.id))))).status).toBe(403);
    expect((await check(bearer(await sign(AUDIENCES.member, 'someone-else', String(member.id))))).status).toBe(403);
    expect((await check(bearer(await sign(AUDIENCES.member, JWT_ISSUER, String(member.id + 1000))))).status).toBe(403);
    // and the sanity case: a well-formed token for the real session passes
    expect((await check(bearer(await sign(AUDIENCES.member, JWT_ISSUER, String(member.id))))).status).toBe(200);
  });

  it('does not accept an operator jwt on member calls, nor a member jwt on operator calls', async () => {
    const op = await operatorToken(t.app);
    expect((await check(bearer(op))).status).toBe(403);
    const res = await t.app.inject({ method: 'GET', url: '/operator/members', headers: bearer(member.jwt) });
    expect(res.statusCode).toBe(403);
    const res2 = await t.app.inject({ method: 'GET', url: '/operator/members', headers: bearer(member.authToken) });
    expect(res2.statusCode).toBe(403);
  });

  it('revokes the session at logout: the jwt and the auth token both stop working', async () => {
    const other = await createMember(t.app);
    const logout = await post(t.app, '/auth/logout', {}, { headers: bearer(other.jwt) });
    expect(json(logout)).toEqual({ code: 0, msg: '', data: {} });
    expect(await check(bearer(other.jwt))).toMatchObject({ status: 403, body: { msg: 'invalid_token' } });
    expect((await check(bearer(other.authToken))).status).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/main/init', headers: bearer(other.jwt) })).statusCode).toBe(403);
    // a second logout with the dead token is a 403 as well
    expect((await post(t.app, '/auth/logout', {}, { headers: bearer(other.jwt) })).statusCode).toBe(403);
    // other sessions of the same member are untouched
    const again = await post(t.app, '/auth/login', { username: other.username, password: other.password });
    expect((await check(bearer(json(again).data.jwt))).status).toBe(200);
  });

  it('logs out with the auth token as well, without a body', async () => {
    const other = await createMember(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(other.authToken) });
    expect(json(res).code).toBe(0);
    expect((await check(bearer(other.jwt))).status).toBe(403);
  });

  it('cuts off a suspended member at once', async () => {
    const other = await createMember(t.app);
    expect((await check(bearer(other.jwt))).status).toBe(200);
    await t.app.db.execute(sql`UPDATE members SET status = 'suspended' WHERE id = ${other.id}`);
    expect(await check(bearer(other.jwt))).toEqual({ status: 403, body: { code: 4030, msg: 'account_suspended', data: null } });
    const init = await t.app.inject({ method: 'GET', url: '/main/init', headers: bearer(other.authToken) });
    expect(init.statusCode).toBe(403);
    expect(json(init)).toMatchObject({ msg: 'account_suspended', RESULT: false });
  });
});
