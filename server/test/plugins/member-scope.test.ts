// The member scope (plugins/member-scope.ts): every route the OpenAPI document marks as a member's (or a house
// game session's) sits behind the scope's one hook, so without a credential it answers 403 before its handler
// runs, and with a credential of the wrong kind too. A member route registered outside the scope, or given a hook of
// its own that forgot a check, fails here. The rule does not depend on the database: PGlite only.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { Paths } from '@casino/shared/contract';
import { backends, bearer, createMember, json, operatorToken, setupApp, type Member } from '../helper';
import { exchange, launchToken, launchUrl } from '../routes/house/house-helpers';

interface Operation { method: string; path: string; security: string[] }

function operations(app: FastifyInstance): Operation[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, { security?: Array<Record<string, unknown>> }>> };
  return Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({
    method: method.toUpperCase(), path, security: (op.security ?? []).flatMap((s) => Object.keys(s)),
  })));
}

const urlOf = (path: string) => path.replace(/\{(\w+)\}/g, '1');

describe.each(backends().slice(0, 1))('member scope ($name)', (backend) => {
  const t = setupApp(backend);
  let member: Member;
  let house: string;
  beforeAll(async () => {
    member = await createMember(t.app);
    house = (await exchange(t.app, launchToken(await launchUrl(t.app, member, 'house-reels')))).data.session_token;
  });

  const call = (op: Operation, headers: Record<string, string> = {}) => t.app.inject({
    method: op.method as 'GET', url: urlOf(op.path), headers: { 'content-type': 'text/plain', ...headers },
    payload: op.method === 'GET' || op.method === 'DELETE' ? undefined : '{}',
  });

  const refusedWithout = async (ops: Operation[], headers: Record<string, string>) => {
    const wrong: string[] = [];
    for (const op of ops) {
      const res = await call(op, headers);
      const body = json(res);
      if (res.statusCode !== 403 || (body.code ?? 4030) !== 4030) wrong.push(`${op.method} ${op.path} → ${res.statusCode} ${res.body.slice(0, 80)}`);
    }
    return wrong;
  };

  it('holds every member route of the contract (the Paths table) and the house game API', () => {
    const list = operations(t.app);
    const members = list.filter((op) => op.security.includes('member')).map((op) => `${op.method} ${op.path}`);
    for (const path of [Paths.logout, Paths.init, Paths.deposit, Paths.launch, Paths.memos, Paths.limits]) {
      expect(members.some((m) => m.endsWith(` ${path}`))).toBe(true);
    }
    expect(members.length).toBeGreaterThanOrEqual(25); // the member routes of the contract (streams are tested over a socket)
    expect(list.filter((op) => op.security.includes('house')).length).toBe(5);
  });

  it('refuses every member route without a credential, or with an operator\'s or a house session\'s', async () => {
    const members = operations(t.app).filter((op) => op.security.includes('member'));
    expect(await refusedWithout(members, {})).toEqual([]);
    expect(await refusedWithout(members, bearer(await operatorToken(t.app)))).toEqual([]);
    expect(await refusedWithout(members, { 'x-house-session': house })).toEqual([]);
  });

  it('refuses every house game call without its session token, or with a member\'s bearer credential only', async () => {
    const calls = operations(t.app).filter((op) => op.security.includes('house'));
    expect(await refusedWithout(calls, {})).toEqual([]);
    expect(await refusedWithout(calls, bearer(member.jwt))).toEqual([]);
    expect((await call({ method: 'GET', path: Paths.houseState, security: [] }, { 'x-house-session': house })).statusCode).toBe(200);
  });

  it('checks the session row for "session" routes, and leaves it to /main/init ("credential") to check it in its query', async () => {
    const other = await createMember(t.app);
    await t.app.db.execute(sql`UPDATE members SET status = 'suspended' WHERE id = ${other.id}`);
    const check = json(await t.app.inject({ method: 'GET', url: Paths.check, headers: bearer(other.jwt) }));
    expect(check).toMatchObject({ code: 4030, msg: 'account_suspended' });
    const init = json(await t.app.inject({ method: 'GET', url: Paths.init, headers: bearer(other.jwt) }));
    expect(init).toMatchObject({ code: 4030, msg: 'account_suspended' });
    const fine = json(await t.app.inject({ method: 'GET', url: Paths.init, headers: bearer(member.jwt) }));
    expect(fine.code).toBe(0);
  });
});
