// Issue 44: a member's own password change (the other sessions end, this one stays) and the password reset by a
// support-issued, single-use, expiring token (every session ends).
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { OperatorPaths as P, Paths } from '@casino/shared/contract';
import { backends, bearer, createMember, json, login, post, setupApp } from '../../helper';

const get = (app: FastifyInstance, url: string, token: string) => app.inject({ method: 'GET', url, headers: bearer(token) });

async function supportToken(app: FastifyInstance) {
  return json(await post(app, P.login, { username: 'operator-support', password: 'support1234' })).data.jwt as string;
}

describe.each(backends())('member passwords (%s)', (backend) => {
  const t = setupApp(backend);

  it('changes the password with the current one; the other sessions end, this one stays', async () => {
    const member = await createMember(t.app);
    const other = await login(t.app, member.username, member.password);
    const change = (body: Record<string, unknown>) => post(t.app, Paths.accountPassword, body, { headers: bearer(member.jwt) });

    expect(json(await change({ current_password: 'not-mine-123', new_password: 'newpass123', new_password_confirm: 'newpass123' })))
      .toMatchObject({ code: 4030, msg: 'wrong_password', field: 'current_password' });
    expect(json(await change({ current_password: member.password, new_password: 'short', new_password_confirm: 'short' })))
      .toMatchObject({ code: 4001, msg: 'invalid_input_value', field: 'new_password' });
    expect(json(await change({ current_password: member.password, new_password: 'newpass123', new_password_confirm: 'newpass124' })))
      .toMatchObject({ code: 4001, msg: 'password_mismatch', field: 'new_password_confirm' });
    expect((await get(t.app, Paths.check, other.jwt)).statusCode).toBe(200); // nothing changed yet

    expect(json(await change({ current_password: member.password, new_password: 'newpass123', new_password_confirm: 'newpass123' }))).toMatchObject({ code: 0 });
    expect((await get(t.app, Paths.check, member.jwt)).statusCode).toBe(200);
    expect((await get(t.app, Paths.check, other.jwt)).statusCode).toBe(403);
    expect(json(await post(t.app, Paths.login, { username: member.username, password: member.password })).msg).toBe('auth_failed');
    expect(json(await post(t.app, Paths.login, { username: member.username, password: 'newpass123' })).code).toBe(0);
  });

  it('resets the password with a support-issued token: single use, every session ends', async () => {
    const member = await createMember(t.app);
    const issued = json(await post(t.app, P.memberPasswordReset(member.id), {}, { headers: bearer(await supportToken(t.app)) })).data;
    const reset = (body: Record<string, unknown>) => post(t.app, Paths.passwordReset, body);

    expect(json(await reset({ token: 'x'.repeat(43), new_password: 'resetpass1', new_password_confirm: 'resetpass1' })))
      .toMatchObject({ code: 4001, msg: 'invalid_token', field: 'token' });
    expect(json(await reset({ token: issued.token, new_password: 'resetpass1', new_password_confirm: 'other-one1' })))
      .toMatchObject({ code: 4001, msg: 'password_mismatch' });
    expect(json(await reset({ token: issued.token, new_password: 'resetpass1', new_password_confirm: 'resetpass1' }))).toMatchObject({ code: 0 });
    expect((await get(t.app, Paths.check, member.jwt)).statusCode).toBe(403); // every session ended
    expect(json(await post(t.app, Paths.login, { username: member.username, password: 'resetpass1' })).code).toBe(0);
    // used: never again
    expect(json(await reset({ token: issued.token, new_password: 'another12', new_password_confirm: 'another12' })))
      .toMatchObject({ code: 4001, msg: 'invalid_token' });
  });

  it('refuses an expired token (token_expired) and changes nothing', async () => {
    const member = await createMember(t.app);
    const issued = json(await post(t.app, P.memberPasswordReset(member.id), {}, { headers: bearer(await supportToken(t.app)) })).data;
    await t.app.db.execute(sql`UPDATE member_password_resets SET expires_at = now() - interval '1 second' WHERE member_id = ${member.id}`);
    expect(json(await post(t.app, Paths.passwordReset, { token: issued.token, new_password: 'resetpass1', new_password_confirm: 'resetpass1' })))
      .toMatchObject({ code: 4001, msg: 'token_expired', field: 'token' });
    expect((await get(t.app, Paths.check, member.jwt)).statusCode).toBe(200);
    expect(json(await post(t.app, Paths.login, { username: member.username, password: member.password })).code).toBe(0);
  });
});
