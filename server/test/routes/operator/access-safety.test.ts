// Issue 44 §4, operators: password change and the owner's reset (temporary password, must change first), TOTP
// mandatory for owners and cashiers in production, secrets encrypted at rest, re-enrolment only with the current
// code, single-use recovery codes, and TOTP failures counted apart from password failures.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { OperatorPaths as P } from '@casino/shared/contract';
import { rows } from '../../../src/db/client';
import { totpCode } from '../../../src/services/operator-totp';
import { TOTP_FAILURES_PER_OPERATOR } from '../../../src/security/login-guard';
import { backends, bearer, build, createMember, json, post, setupApp, type AnswerBody } from '../../helper';

const KEY = Buffer.alloc(32, 7).toString('base64');
const get = (app: FastifyInstance, url: string, token: string) => app.inject({ method: 'GET', url, headers: bearer(token) });
const opLogin = async (app: FastifyInstance, username: string, password: string, totp?: string, remoteAddress?: string) =>
  json(await post(app, P.login, { username, password, ...(totp ? { totp } : {}) }, remoteAddress ? { remoteAddress } : {}));

let seq = 0;
const unique = (prefix: string) => `${prefix}${process.pid % 1000}${(seq += 1)}${Date.now() % 10000}`.slice(0, 30);

async function ownerToken(app: FastifyInstance) {
  const res = await opLogin(app, 'operator', 'operator1234');
  if (res.code !== 0) throw new Error(JSON.stringify(res));
  return res.data.jwt as string;
}
async function createOperator(app: FastifyInstance, owner: string, role: string, password = 'password-123') {
  const username = unique(role.slice(0, 3));
  const res = json(await post(app, P.operators, { username, password, role }, { headers: bearer(owner) }));
  if (res.code !== 0) throw new Error(JSON.stringify(res));
  return { id: res.data.id as number, username, password };
}
/** Logs in, enrols and confirms TOTP; answers the secret, the confirm answer and the time of the confirming code. */
async function enrol(app: FastifyInstance, username: string, password: string) {
  const login = await opLogin(app, username, password);
  const jwt = login.data.jwt as string;
  const started = json(await post(app, P.totpEnrol, {}, { headers: bearer(jwt) }));
  const at = Date.now();
  const confirmed = json(await post(app, P.totpConfirm, { code: totpCode(started.data.secret, at) }, { headers: bearer(jwt) }));
  return { jwt, secret: started.data.secret as string, confirmed, at };
}

describe.each(backends())('operator access safety (%s)', (backend) => {
  const t = setupApp(backend, { options: { totpEncryptionKey: KEY } });

  it('an owner resets an operator password: a temporary one shown once, sessions end, the next login may only change it', async () => {
    const owner = await ownerToken(t.app);
    const support = await createOperator(t.app, owner, 'support');
    const before = (await opLogin(t.app, support.username, support.password)).data.jwt;

    const reset = json(await post(t.app, P.operatorPasswordReset(support.id), {}, { headers: bearer(owner) }));
    expect(reset.code).toBe(0);
    const temporary = reset.data.temporary_password as string;
    expect(temporary.length).toBeGreaterThanOrEqual(16);
    expect((await get(t.app, P.me, before)).statusCode).toBe(403); // its sessions ended
    expect((await opLogin(t.app, support.username, support.password)).msg).toBe('auth_failed');

    const login = await opLogin(t.app, support.username, temporary);
    expect(login.data.operator.must_change_password).toBe(true);
    const jwt = login.data.jwt as string;
    const refused = await get(t.app, P.inquiries, jwt);
    expect([refused.statusCode, json(refused).code, json(refused).msg]).toEqual([403, 4030, 'password_change_required']);
    expect((await get(t.app, P.me, jwt)).statusCode).toBe(200);

    expect(json(await post(t.app, P.password, { current_password: 'wrong-one', new_password: 'brand-new-pass' }, { headers: bearer(jwt) })))
      .toMatchObject({ code: 4030, msg: 'wrong_password', field: 'current_password' });
    expect(json(await post(t.app, P.password, { current_password: temporary, new_password: 'short' }, { headers: bearer(jwt) })))
      .toMatchObject({ code: 4001, field: 'new_password' });
    expect(json(await post(t.app, P.password, { current_password: temporary, new_password: temporary }, { headers: bearer(jwt) })))
      .toMatchObject({ code: 4001, field: 'new_password' }); // must differ
    const changed = json(await post(t.app, P.password, { current_password: temporary, new_password: 'brand-new-pass' }, { headers: bearer(jwt) }));
    expect(changed).toMatchObject({ code: 0, data: { must_change_password: false } });
    expect((await get(t.app, P.inquiries, jwt)).statusCode).toBe(200);
    expect((await opLogin(t.app, support.username, 'brand-new-pass')).code).toBe(0);

    // audited, and neither the temporary password nor any hash is in the audit
    const audit = await rows<{ action: string; after: unknown }>(t.app.db, sql`
      SELECT action, after FROM operator_audit WHERE target_id = ${String(support.id)} AND action IN ('operator.password_reset', 'password.change') ORDER BY id`);
    expect(audit.map((a) => a.action)).toEqual(['operator.password_reset', 'password.change']);
    expect(JSON.stringify(audit)).not.toContain(temporary);
    // only the owner may reset, and not its own password (that is /me/password)
    const supportJwt = (await opLogin(t.app, support.username, 'brand-new-pass')).data.jwt;
    expect(json(await post(t.app, P.operatorPasswordReset(support.id), {}, { headers: bearer(supportJwt) })).msg).toBe('role_forbidden');
    const ownerId = json(await get(t.app, P.me, owner)).data.id;
    expect(json(await post(t.app, P.operatorPasswordReset(ownerId), {}, { headers: bearer(owner) })).msg).toBe('cannot_change_self');
  });

  it('stores TOTP secrets encrypted (AES-256-GCM); re-enrolment needs the current code', async () => {
    const owner = await ownerToken(t.app);
    const op = await createOperator(t.app, owner, 'support');
    const { jwt, secret, at } = await enrol(t.app, op.username, op.password);
    const [stored] = await rows<{ totp_secret: string }>(t.app.db, sql`SELECT totp_secret FROM operators WHERE id = ${op.id}`);
    expect(stored!.totp_secret).toMatch(/^v1:/);
    expect(stored!.totp_secret).not.toContain(secret);

    // a live session alone cannot replace the factor
    expect(json(await post(t.app, P.totpEnrol, {}, { headers: bearer(jwt) }))).toMatchObject({ code: 4030, msg: 'totp_required' });
    expect(json(await post(t.app, P.totpEnrol, { code: '000000' }, { headers: bearer(jwt) }))).toMatchObject({ code: 4030, msg: 'totp_invalid' });
    const again = json(await post(t.app, P.totpEnrol, { code: totpCode(secret, at + 30_000) }, { headers: bearer(jwt) }));
    expect(again.code).toBe(0);
    expect(again.data.secret).not.toBe(secret);
  });

  it('recovery codes: ten, issued once at confirmation, each works once in place of a code; an owner reset clears them', async () => {
    const owner = await ownerToken(t.app);
    const op = await createOperator(t.app, owner, 'support');
    const { confirmed } = await enrol(t.app, op.username, op.password);
    const codes = confirmed.data.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(json(await get(t.app, P.me, (await opLogin(t.app, op.username, op.password, codes[0])).data.jwt)).data.recovery_codes).toBeUndefined();
    // used once: the same code fails now; another one works (any case)
    expect((await opLogin(t.app, op.username, op.password, codes[0])).msg).toBe('totp_invalid');
    expect((await opLogin(t.app, op.username, op.password, codes[1]!.toUpperCase())).code).toBe(0);
    const hashes = (await rows<{ code_hash: string }>(t.app.db, sql`SELECT code_hash FROM operator_recovery_codes WHERE operator_id = ${op.id}`)).map((r) => r.code_hash);
    expect(hashes).toHaveLength(10);
    for (const code of codes) expect(hashes.some((h) => h.includes(code) || h.includes(code.replace('-', '')))).toBe(false); // stored hashed

    expect(json(await t.app.inject({ method: 'PATCH', url: P.operator(op.id), headers: bearer(owner), payload: { reset_totp: true } })).code).toBe(0);
    expect((await opLogin(t.app, op.username, op.password, codes[2])).code).toBe(0); // no TOTP now: the code field is not asked for
    const [left] = await rows<{ n: number }>(t.app.db, sql`SELECT count(*)::int AS n FROM operator_recovery_codes WHERE operator_id = ${op.id}`);
    expect(left!.n).toBe(0);
  });

  it('counts TOTP failures apart from password failures: a right password never clears them, and they lock TOTP attempts', async () => {
    const owner = await ownerToken(t.app);
    const op = await createOperator(t.app, owner, 'support');
    const { secret, at } = await enrol(t.app, op.username, op.password);
    for (let i = 0; i < TOTP_FAILURES_PER_OPERATOR; i += 1) {
      // from different IPs: the cap is per operator; the right password with no code clears nothing
      expect((await opLogin(t.app, op.username, op.password, '000000', `198.51.100.${i + 1}`)).msg).toBe('totp_invalid');
      expect((await opLogin(t.app, op.username, op.password, undefined, `198.51.100.${i + 1}`)).msg).toBe('totp_required');
    }
    const locked = await post(t.app, P.login, { username: op.username, password: op.password, totp: totpCode(secret, at + 60_000) }, { remoteAddress: '198.51.100.99' });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    const [kinds] = await rows<{ totp: number; password: number }>(t.app.db, sql`
      SELECT count(*) FILTER (WHERE kind = 'totp')::int AS totp, count(*) FILTER (WHERE kind = 'password')::int AS password
      FROM login_failures WHERE username = ${`operator:${op.username}`}`);
    expect(kinds).toEqual({ totp: TOTP_FAILURES_PER_OPERATOR, password: 0 });
  });

  it("issues a member's single-use password-reset link (owner, support; audited, only the token's hash stored)", async () => {
    const owner = await ownerToken(t.app);
    const member = await createMember(t.app);
    const cashier = (await opLogin(t.app, 'operator-cashier', 'cashier1234')).data.jwt;
    expect(json(await post(t.app, P.memberPasswordReset(member.id), {}, { headers: bearer(cashier) })).msg).toBe('role_forbidden');
    const support = (await opLogin(t.app, 'operator-support', 'support1234')).data.jwt;
    const issued = json(await post(t.app, P.memberPasswordReset(member.id), {}, { headers: bearer(support) }));
    expect(issued.code).toBe(0);
    expect(issued.data.url).toBe(`http://localhost:3000/reset-password#token=${issued.data.token}`);
    expect(Date.parse(issued.data.expires_at) - Date.now()).toBeGreaterThan(55 * 60_000);
    const stored = await rows<AnswerBody>(t.app.db, sql`SELECT token_hash FROM member_password_resets WHERE member_id = ${member.id}`);
    expect(stored).toHaveLength(1);
    expect(stored[0].token_hash).not.toContain(issued.data.token);
    const audit = await rows<{ after: unknown }>(t.app.db, sql`SELECT after FROM operator_audit WHERE action = 'member.password_reset' AND member_id = ${member.id}`);
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(issued.data.token);
    expect(json(await post(t.app, P.memberPasswordReset(999_999_999), {}, { headers: bearer(owner) })).msg).toBe('item_not_found');
  });
});

describe.each(backends())('TOTP mandatory for owners and cashiers in production (%s)', (backend) => {
  it('gives an owner or cashier without TOTP only the enrolment session (totp_mandatory); support is not forced', async () => {
    const app = await build(backend, { options: { totpEncryptionKey: KEY, totpMandatory: true } });
    try {
      const cashier = await opLogin(app, 'operator-cashier', 'cashier1234');
      expect(cashier.data.operator).toMatchObject({ enrol_only: true, totp_required: true });
      const refused = await get(app, P.depositQueue, cashier.data.jwt);
      expect([refused.statusCode, json(refused).msg]).toEqual([403, 'totp_mandatory']);
      const support = await opLogin(app, 'operator-support', 'support1234');
      expect(support.data.operator.enrol_only).toBe(false);
      // enrolling turns the same session into a full one
      const { confirmed } = await enrol(app, 'operator', 'operator1234');
      expect(confirmed.data).toMatchObject({ totp_enabled: true, enrol_only: false });
    } finally {
      await app.close();
    }
  });

  it('is the default with NODE_ENV=production (not in an explicit demo), and the start needs TOTP_ENCRYPTION_KEY', async () => {
    await expect(build(backend, { options: { env: { NODE_ENV: 'production' }, demoData: false, totpEncryptionKey: undefined } })).rejects.toThrow(/TOTP_ENCRYPTION_KEY is required/);
    const app = await build(backend, { options: { env: { NODE_ENV: 'production', TOTP_ENCRYPTION_KEY: KEY }, demoData: false } });
    try {
      expect(app.config.totpMandatory).toBe(true);
    } finally {
      await app.close();
    }
  });
});

describe.each(backends())('TOTP secrets at rest (%s)', (backend) => {
  it('encrypts clear-text secrets at start, and a wrong key stops the start with the reason', async () => {
    const app = await build(backend, { options: { totpEncryptionKey: KEY } });
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    try {
      // a secret written in clear text before issue 44
      await app.db.execute(sql`UPDATE operators SET totp_secret = ${secret} WHERE username = 'operator-support'`);
      const { prepareTotpSecrets } = await import('../../../src/services/operator-totp');
      expect(await prepareTotpSecrets(app.db, app.totpBox)).toEqual({ sealed: 1 });
      const [row] = await rows<{ totp_secret: string }>(app.db, sql`SELECT totp_secret FROM operators WHERE username = 'operator-support'`);
      expect(row!.totp_secret).toMatch(/^v1:/);
      // the sealed secret still opens: its code logs in
      expect((await opLogin(app, 'operator-support', 'support1234', totpCode(secret))).code).toBe(0);
      const { createSecretBox } = await import('../../../src/security/totp-secrets');
      await expect(prepareTotpSecrets(app.db, createSecretBox(Buffer.alloc(32, 9)))).rejects.toThrow(/TOTP_ENCRYPTION_KEY does not open the TOTP secret of operator #\d+/);
    } finally {
      await app.close();
    }
  });
});
