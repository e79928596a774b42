import { sql } from 'drizzle-orm';
import { KOREAN_BANKS } from '@casino/shared/contract';
import { rows } from '../../../src/db/client';
import { backends, json, post, registration, setupApp } from '../../helper';

describe.each(backends())('POST /auth/register ($name)', (backend) => {
  const t = setupApp(backend);
  const register = async (body: Record<string, unknown>) => json(await post(t.app, '/auth/register', body));

  it('creates an account and answers its id and username', async () => {
    const body = registration();
    const res = await register(body);
    expect(res).toMatchObject({ code: 0, msg: '', data: { username: body.username } });
    expect(Number.isSafeInteger(res.data.id)).toBe(true);
    // the new member can log in
    const login = json(await post(t.app, '/auth/login', { username: body.username, password: body.password }));
    expect(login.code).toBe(0);
  });

  it.each([
    'username', 'email', 'password', 'password_confirm', 'nickname', 'phone', 'bank_name', 'bank_account', 'bank_holder',
  ])('answers 4000 required_input_missing with field %s when it is missing or blank', async (field) => {
    const missing = await register(registration({ [field]: undefined }));
    expect(missing).toMatchObject({ code: 4000, msg: 'required_input_missing', field, data: null });
    const blank = await register(registration({ [field]: '   ' }));
    expect(blank).toMatchObject({ code: 4000, msg: 'required_input_missing', field });
  });

  it.each([
    ['username', 'ab'], ['username', 'UPPERCASE'], ['username', 'has space'], ['username', 'a'.repeat(17)], ['username', 123456],
    ['email', 'not-an-email'], ['email', `${'a'.repeat(95)}@x.com`],
    ['password', 'short'], ['password', 'x'.repeat(65)],
    ['nickname', 'x'], ['nickname', 'x'.repeat(13)],
    ['phone', '0101234'], ['phone', '010-1234-5678'], ['phone', '010123456789'],
    ['bank_account', '12-34'], ['bank_account', '1'.repeat(21)],
    ['bank_name', 'x'.repeat(31)], ['bank_holder', 'x'.repeat(31)],
    ['referral_code', 'x'.repeat(21)], ['referral_code', 42],
  ])('answers 4001 invalid_input_value with field %s for %p', async (field, value) => {
    const overrides: Record<string, unknown> = { [field]: value };
    if (field === 'password') overrides.password_confirm = value;
    const res = await register(registration(overrides));
    expect(res).toMatchObject({ code: 4001, msg: 'invalid_input_value', field });
  });

  it('accepts only the banks of the contract\'s one list (KOREAN_BANKS), and writes nothing for another', async () => {
    const count = async () => Number((await rows<{ n: unknown }>(t.app.db, sql`SELECT count(*) AS n FROM members`))[0]!.n);
    const before = await count();
    for (const bank of ['없는은행', 'Bank of Nowhere', '은행']) {
      expect(await register(registration({ bank_name: bank }))).toMatchObject({ code: 4001, msg: 'invalid_input_value', field: 'bank_name' });
    }
    expect(await count()).toBe(before);
    const listed = KOREAN_BANKS[KOREAN_BANKS.length - 1]!;
    const body = registration({ bank_name: listed.name });
    expect((await register(body)).code).toBe(0);
    const login = json(await post(t.app, '/auth/login', { username: body.username, password: body.password }));
    expect(login.data).toMatchObject({ bank_name: listed.name, bank_code: listed.code });
  });

  it('answers 4001 password_mismatch on password_confirm', async () => {
    const res = await register(registration({ password_confirm: 'different123' }));
    expect(res).toMatchObject({ code: 4001, msg: 'password_mismatch', field: 'password_confirm' });
  });

  it('answers 5002 duplicate_username and duplicate_nickname', async () => {
    const first = registration();
    expect((await register(first)).code).toBe(0);
    expect(await register(registration({ username: first.username }))).toMatchObject({ code: 5002, msg: 'duplicate_username', field: 'username' });
    expect(await register(registration({ nickname: first.nickname }))).toMatchObject({ code: 5002, msg: 'duplicate_nickname', field: 'nickname' });
    // nicknames differing only in letter case are the same nickname
    expect(await register(registration({ nickname: first.nickname.toUpperCase() }))).toMatchObject({ code: 5002, msg: 'duplicate_nickname' });
  });

  it('lets exactly one of two racing registrations of a username win', async () => {
    const a = registration();
    const b = registration({ username: a.username });
    const answers = (await Promise.all([post(t.app, '/auth/register', a), post(t.app, '/auth/register', b)])).map(json);
    expect(answers.map((r) => r.code).sort()).toEqual([0, 5002]);
    expect(answers.find((r) => r.code === 5002)).toMatchObject({ msg: 'duplicate_username' });
  });

  it('lets exactly one of two racing registrations of a nickname win', async () => {
    const a = registration();
    const b = registration({ nickname: a.nickname });
    const answers = (await Promise.all([post(t.app, '/auth/register', a), post(t.app, '/auth/register', b)])).map(json);
    expect(answers.map((r) => r.code).sort()).toEqual([0, 5002]);
    expect(answers.find((r) => r.code === 5002)).toMatchObject({ msg: 'duplicate_nickname' });
  });

  it('stores the password only as an argon2id hash', async () => {
    const body = registration();
    await register(body);
    const rows = (await t.app.db.execute(
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require('drizzle-orm').sql`SELECT password_hash FROM members WHERE username = ${body.username}`,
    )) as unknown as { rows: Array<{ password_hash: string }> };
    expect(rows.rows[0]!.password_hash).toMatch(/^\$argon2id\$/);
    expect(rows.rows[0]!.password_hash).not.toContain(body.password);
  });
});
