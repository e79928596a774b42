import { sql } from 'drizzle-orm';
import { backends, bearer, createMember, json, login, setupApp } from '../../helper';

describe.each(backends())('GET /main/init ($name)', (backend) => {
  const t = setupApp(backend);
  const init = (token: string) => t.app.inject({ method: 'GET', url: '/main/init', headers: bearer(token) });

  it('answers the member info in the legacy form and the envelope', async () => {
    const beforeLogin = Date.now();
    const demo = await login(t.app, 'demo', 'demo1234');
    const afterLogin = Date.now();
    const res = await init(demo.jwt);
    expect(res.statusCode).toBe(200);
    const body = json(res);
    const ui = {
      name: '데모회원', username: 'demo', amount: 1_000_000, rolling: 0, point: 35_000, bank_code_name: 'KB국민은행',
      bank_account: '**********1234', bank_name: 'KB국민은행', bank_holder: '김데모', unread_memo: 2,
    };
    expect(body).toMatchObject({ RESULT: true, message: '', code: 0, msg: '', DATA: { ui }, data: { ui } });
    expect(body.DATA.ui.create_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    // the login just made (1 s for the database clock's rounding)
    expect(Date.parse(body.DATA.ui.login_at)).toBeGreaterThanOrEqual(beforeLogin - 1_000);
    expect(Date.parse(body.DATA.ui.login_at)).toBeLessThanOrEqual(afterLogin + 1_000);
    expect(res.body).not.toContain('12345678901234');
  });

  it('counts unread memos: personal and broadcast, minus read or hidden ones, never other members\' memos', async () => {
    const a = await createMember(t.app);
    const b = await createMember(t.app);
    const unread = async (token: string) => json(await init(token)).DATA.ui.unread_memo as number;
    const base = await unread(a.jwt); // broadcast memos that already exist
    await t.app.db.execute(sql`INSERT INTO memos (member_id, title, content) VALUES (${a.id}, 'a1', 'x'), (${a.id}, 'a2', 'x'), (${b.id}, 'b1', 'x')`);
    await t.app.db.execute(sql`INSERT INTO memos (member_id, title, content) VALUES (NULL, 'all', 'x')`);
    expect(await unread(a.jwt)).toBe(base + 3);
    expect(await unread(b.jwt)).toBe(base + 2);
    await t.app.db.execute(sql`
      INSERT INTO memo_reads (member_id, memo_id, read_at)
      SELECT ${a.id}, id, now() FROM memos WHERE title IN ('a1', 'all')`);
    await t.app.db.execute(sql`
      INSERT INTO memo_reads (member_id, memo_id, deleted_at)
      SELECT ${a.id}, id, now() FROM memos WHERE title = 'a2'`);
    expect(await unread(a.jwt)).toBe(base);
    expect(await unread(b.jwt)).toBe(base + 2);
  });

  it('shows each member their own data, whatever else they send', async () => {
    const a = await createMember(t.app);
    const b = await createMember(t.app);
    const asA = json(await t.app.inject({ method: 'GET', url: `/main/init?username=${b.username}&member_id=${b.id}`, headers: bearer(a.jwt) }));
    expect(asA.DATA.ui.username).toBe(a.username);
    expect(json(await init(b.authToken)).DATA.ui.username).toBe(b.username);
  });

  it('shows the join and login times to the millisecond, as toISOString writes them', async () => {
    const a = await createMember(t.app);
    await t.app.db.execute(sql`UPDATE members SET created_at = '2026-01-02 03:04:05.678999+00', last_login_at = '2026-01-02 12:00:00+09' WHERE id = ${a.id}`);
    const ui = json(await init(a.jwt)).DATA.ui;
    expect(ui.create_at).toBe('2026-01-02T03:04:05.678Z');
    expect(ui.login_at).toBe('2026-01-02T03:00:00.000Z');
    await t.app.db.execute(sql`UPDATE members SET last_login_at = NULL WHERE id = ${a.id}`);
    expect(json(await init(a.authToken)).DATA.ui.login_at).toBe('');
  });

  it('answers exactly the contract\'s fields, any text written as JSON text', async () => {
    const a = await createMember(t.app);
    const odd = 'a "quoted" \\ name\n\t한글 </script>';
    await t.app.db.execute(sql`UPDATE members SET nickname = ${odd}, bank_holder = ${odd}, balance = 9007199254740991 WHERE id = ${a.id}`);
    const res = await init(a.jwt);
    const body = json(res);
    expect(Object.keys(body).sort()).toEqual(['DATA', 'RESULT', 'code', 'data', 'message', 'msg']);
    expect(Object.keys(body.DATA.ui).sort()).toEqual([
      'amount', 'bank_account', 'bank_code_name', 'bank_holder', 'bank_name', 'create_at', 'login_at', 'name', 'point',
      'rolling', 'unread_memo', 'username',
    ]);
    expect(body.DATA.ui).toMatchObject({ name: odd, bank_holder: odd, amount: 9007199254740991 });
    expect(body.data).toEqual(body.DATA);
  });

  it('answers 403 in the legacy form without a valid credential', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/main/init' });
    expect(res.statusCode).toBe(403);
    expect(json(res)).toEqual({ code: 4030, msg: 'invalid_token', data: null, RESULT: false, DATA: null, message: 'invalid_token' });
  });

  it('does not write anything', async () => {
    const a = await createMember(t.app);
    const before = json(await init(a.jwt)).DATA.ui;
    const counts = async () => (await t.app.db.execute(sql`
      SELECT (SELECT count(*) FROM sessions)::int AS s, (SELECT count(*) FROM idempotency_keys)::int AS k,
             (SELECT last_login_at FROM members WHERE id = ${a.id})::text AS l`) as unknown as { rows: unknown[] }).rows[0];
    const c1 = await counts();
    for (let i = 0; i < 3; i++) await init(a.jwt);
    expect(await counts()).toEqual(c1);
    expect(json(await init(a.jwt)).DATA.ui).toEqual(before);
  });
});
