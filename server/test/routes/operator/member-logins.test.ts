// A player's login history (issue 47 §5): every attempt on a member's account — success or failure, why, from which
// address and browser — newest first on the member's page, for the roles that read members; append-only; nothing is
// kept for a name no member has.
import { OperatorPaths } from '@casino/shared/contract';
import { rows, sql } from '../../../src/db/client';
import { backends, bearer, createMember, json, operatorToken, post, setupApp } from '../../helper';

describe.each(backends())('member login history ($name)', (backend) => {
  const t = setupApp(backend);
  let owner: string;
  beforeAll(async () => { owner = await operatorToken(t.app); });
  const login = (username: string, password: string, ip: string, agent: string) =>
    post(t.app, '/auth/login', { username, password }, { remoteAddress: ip, headers: { 'user-agent': agent } });
  const history = async (memberId: number, token = owner) =>
    json(await t.app.inject({ method: 'GET', url: `${OperatorPaths.memberLogins(memberId)}?page=1&size=20`, headers: bearer(token) }));

  it('records each attempt with its outcome, address and browser, newest first', async () => {
    const member = await createMember(t.app);
    expect(json(await login(member.username, 'wrong-password1', '203.0.113.7', 'Mozilla/5.0 (iPhone) Safari/604.1')).code).not.toBe(0);
    expect(json(await login(member.username.toUpperCase(), member.password, '198.51.100.20', 'Mozilla/5.0 (Windows NT 10.0) Chrome/131')).code).toBe(0);
    const answer = await history(member.id);
    expect(answer.code).toBe(0);
    // the third, oldest: the login createMember made after registering
    expect(answer.data.total).toBe(3);
    expect(answer.data.list[2]).toMatchObject({ success: true, outcome: 'ok' });
    expect(answer.data.list.slice(0, 2)).toEqual([
      { id: expect.any(Number), success: true, outcome: 'ok', ip: '198.51.100.20', user_agent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/131', created_at: expect.stringMatching(/Z$/) },
      { id: expect.any(Number), success: false, outcome: 'bad_password', ip: '203.0.113.7', user_agent: 'Mozilla/5.0 (iPhone) Safari/604.1', created_at: expect.stringMatching(/Z$/) },
    ]);
  });

  it('records a suspended member\'s attempt as such, and keeps nothing for a name no member has', async () => {
    const member = await createMember(t.app);
    expect(json(await post(t.app, OperatorPaths.memberSuspend(member.id), { reason: 'fraud check' }, { headers: { ...bearer(owner), 'x-sequence': `suspend-${member.id}` } })).code).toBe(0);
    expect(json(await login(member.username, member.password, '192.0.2.1', 'agent')).msg).toBe('account_suspended');
    expect((await history(member.id)).data.list.map((r: { outcome: string }) => r.outcome)).toEqual(['suspended', 'ok']);
    const before = (await rows<{ n: number }>(t.app.db, sql`SELECT count(*)::int AS n FROM member_logins`))[0]!.n;
    await login('nobody_here_9', 'whatever-pass1', '192.0.2.2', 'agent');
    expect((await rows<{ n: number }>(t.app.db, sql`SELECT count(*)::int AS n FROM member_logins`))[0]!.n).toBe(before);
  });

  it('is append-only, and only the roles that read members see it', async () => {
    const member = await createMember(t.app);
    await login(member.username, member.password, '192.0.2.3', 'agent');
    const refusal = await t.app.db.execute(sql`UPDATE member_logins SET ip = '1.1.1.1' WHERE member_id = ${member.id}`)
      .then(() => 'changed', (err: Error & { cause?: Error }) => String(err.cause?.message ?? err.message));
    expect(refusal).toMatch(/member_logins is append-only/);
    const compliance = json(await post(t.app, '/operator/login', { username: 'operator-compliance', password: 'compliance1234' })).data.jwt as string;
    expect((await history(member.id, compliance)).code).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: OperatorPaths.memberLogins(member.id), headers: bearer(member.jwt) })).statusCode).toBe(403);
  });
});
