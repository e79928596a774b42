// The back office server (issue 16): roles checked on the server, TOTP, the append-only operator audit, reports
// that agree with the ledger, and the live streams (LISTEN/NOTIFY → server-sent events), including across two
// API instances on one PostgreSQL database, and a suspension that logs the member's open page out.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { OperatorPaths as P } from '@casino/shared/contract';
import { firstRow, rows } from '../../../src/db/client';
import { totpCode } from '../../../src/services/operator-totp';
import { seoulDate } from '../../../src/domain/seoul-calendar';
import { backends, bearer, build, createMember, json, login, post, setupApp, type AnswerBody, type Member } from '../../helper';
import { openGame } from '../house/house-helpers';
import { createLedgerWallet } from '../../../src/providers/ledger-wallet';
import { resolveHouseConfig } from '../../../src/providers/house/config';
import { openRound, settleRound } from '../../../src/providers/house/rounds';

type AnyJson = AnswerBody;
const PASSWORD = { operator: 'operator1234', 'operator-cashier': 'cashier1234', 'operator-support': 'support1234', 'operator-compliance': 'compliance1234' };
type Demo = keyof typeof PASSWORD;

async function opLogin(app: FastifyInstance, username: Demo | string, password?: string, totp?: string) {
  return json(await post(app, P.login, { username, password: password ?? PASSWORD[username as Demo], ...(totp ? { totp } : {}) }));
}
async function opToken(app: FastifyInstance, username: Demo): Promise<string> {
  const res = await opLogin(app, username);
  if (res.code !== 0) throw new Error(JSON.stringify(res));
  return res.data.jwt;
}
const get = async (app: FastifyInstance, url: string, token: string) => app.inject({ method: 'GET', url, headers: bearer(token) });
async function deposit(app: FastifyInstance, member: Member, amount = 10_000): Promise<number> {
  const res = json(await post(app, '/wallet/deposit', { amount }, { headers: bearer(member.jwt) }));
  if (res.code !== 0) throw new Error(JSON.stringify(res));
  return res.data.id;
}

/** A server-sent-event reader over a real socket (what the browser's fetch reader does). */
function openStream(base: string, path: string, token: string) {
  const events: Array<{ type: string; data: AnyJson }> = [];
  const waiters: Array<() => void> = [];
  let ended = false;
  let buffer = '';
  let req!: http.ClientRequest;
  const opened = new Promise<number>((resolve, reject) => {
    req = http.get(`${base}${path}`, { headers: bearer(token) }, (res) => {
      resolve(res.statusCode ?? 0);
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const type = /^event: (.*)$/m.exec(frame)?.[1];
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          if (type && data) events.push({ type, data: JSON.parse(data) });
          waiters.splice(0).forEach((w) => w());
        }
      });
      res.on('end', () => { ended = true; waiters.splice(0).forEach((w) => w()); });
    });
    req.on('error', reject);
  });
  const next = async (type: string) => {
    for (;;) {
      const found = events.find((e: { type: string }) => e.type === type);
      if (found) return found;
      if (ended) throw new Error(`stream ended before ${type}`);
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  const closed = async () => { while (!ended) await new Promise<void>((resolve) => waiters.push(resolve)); };
  return { opened, next, closed, events, close: () => req.destroy() };
}

async function listen(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

describe.each(backends())('back office server (%s)', (backend) => {
  const t = setupApp(backend, { options: { env: { HOUSE_MIN_ROUND_INTERVAL_MS: '0' } } });

  it('checks roles on the server: a support operator gets 403 role_forbidden approving a deposit, and nothing changes', async () => {
    const member = await createMember(t.app);
    const id = await deposit(t.app, member);
    const support = await opToken(t.app, 'operator-support');
    const res = await post(t.app, P.depositApprove(id), {}, { headers: bearer(support) });
    expect(res.statusCode).toBe(403);
    expect(json(res)).toMatchObject({ code: 4030, msg: 'role_forbidden' });
    const cashier = await opToken(t.app, 'operator-cashier');
    const queue = json(await get(t.app, P.depositQueue, cashier));
    expect(queue.data.list.find((r: AnyJson) => r.id === id)).toMatchObject({ status: 'waiting', member: { member_id: member.id, balance: 0, kyc_status: 'unverified' } });
    // support may answer inquiries but not see the audit; compliance may read the audit but not approve
    expect((await get(t.app, P.audit, support)).statusCode).toBe(403);
    const compliance = await opToken(t.app, 'operator-compliance');
    expect((await get(t.app, P.audit, compliance)).statusCode).toBe(200);
    expect((await post(t.app, P.depositApprove(id), {}, { headers: bearer(compliance) })).statusCode).toBe(403);
    expect((await get(t.app, P.operators, cashier)).statusCode).toBe(403);
  });

  it('records an approval in the audit with before and after, and no API can change the audit', async () => {
    const member = await createMember(t.app);
    const id = await deposit(t.app, member, 20_000);
    const cashier = await opToken(t.app, 'operator-cashier');
    const res = json(await post(t.app, P.depositApprove(id), { reason: 'checked' }, { headers: { ...bearer(cashier), 'x-sequence': '1001' } }));
    expect(res).toMatchObject({ code: 0, data: { status: 'completed', balance: 20_000 } });
    // a repeat answers 6000 and writes no second audit row
    expect(json(await post(t.app, P.depositApprove(id), { reason: 'checked' }, { headers: { ...bearer(cashier), 'x-sequence': '1001' } })).code).toBe(6000);
    const owner = await opToken(t.app, 'operator');
    const audit = json(await get(t.app, `${P.audit}?member_id=${member.id}&action=deposit.approve`, owner));
    expect(audit.data.total).toBe(1);
    expect(audit.data.list[0]).toMatchObject({
      operator: 'operator-cashier', role: 'cashier', action: 'deposit.approve', target_type: 'deposit', target_id: String(id), member_id: member.id,
      before: { status: 'waiting', amount: 20_000, balance: 0 }, after: { status: 'completed', amount: 20_000, balance: 20_000, reason: 'checked' },
    });
    const today = seoulDate(new Date());
    expect(json(await get(t.app, `${P.audit}?from=${today}&to=${today}&action=deposit.approve&member_id=${member.id}`, owner)).data.total).toBe(1);
    // the OpenAPI has no call that writes to /operator/audit
    const spec = json(await t.app.inject({ method: 'GET', url: '/docs/json' }));
    const auditPaths = Object.entries(spec.paths as Record<string, Record<string, unknown>>).filter(([path]) => path.startsWith('/operator/audit'));
    // /operator/audit and its CSV export (issue 47 §7): reads only
    expect(auditPaths.map(([path, methods]) => [path, Object.keys(methods)])).toEqual([['/operator/audit', ['get']], ['/operator/audit.csv', ['get']]]);
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      expect((await t.app.inject({ method, url: `${P.audit}/1`, headers: bearer(owner), payload: '{}' })).statusCode).toBe(404);
    }
    // and the database itself refuses to change or remove a row
    const refusal = (query: ReturnType<typeof sql>) => t.app.db.execute(query).then(() => 'changed', (err: Error & { cause?: Error }) => String(err.cause?.message ?? err.message));
    expect(await refusal(sql`UPDATE operator_audit SET action = 'x'`)).toMatch(/append-only/);
    expect(await refusal(sql`DELETE FROM operator_audit`)).toMatch(/append-only/);
    expect(json(await get(t.app, `${P.audit}?member_id=${member.id}`, owner)).data.list[0].action).toBe('deposit.approve');
  });

  it('audits every operator write, also those without a dedicated entry (e.g. a memo)', async () => {
    const member = await createMember(t.app);
    const support = await opToken(t.app, 'operator-support');
    expect(json(await post(t.app, P.memos, { member_id: member.id, title: 'hello', content: 'text' }, { headers: bearer(support) })).code).toBe(0);
    const owner = await opToken(t.app, 'operator');
    const list = json(await get(t.app, `${P.audit}?member_id=${member.id}`, owner)).data.list;
    expect(list.map((r: AnyJson) => r.action)).toEqual(['memo.send']);
  });

  it('needs the TOTP code at login once enrolled (and never accepts a code twice)', async () => {
    const owner = await opToken(t.app, 'operator');
    const username = `totp${Date.now() % 100000}`;
    expect(json(await post(t.app, P.operators, { username, password: 'password-123', role: 'support' }, { headers: bearer(owner) })).code).toBe(0);
    const first = await opLogin(t.app, username, 'password-123');
    expect(first.data.operator).toMatchObject({ role: 'support', totp_enabled: false });
    const enrol = json(await post(t.app, P.totpEnrol, {}, { headers: bearer(first.data.jwt) }));
    expect(enrol.data.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(json(await post(t.app, P.totpConfirm, { code: '000000' }, { headers: bearer(first.data.jwt) }))).toMatchObject({ code: 4001, msg: 'totp_invalid' });
    const confirmAt = Date.now();
    expect(json(await post(t.app, P.totpConfirm, { code: totpCode(enrol.data.secret, confirmAt) }, { headers: bearer(first.data.jwt) })).data.totp_enabled).toBe(true);

    expect(await opLogin(t.app, username, 'password-123')).toMatchObject({ code: 4030, msg: 'totp_required', data: null });
    expect(await opLogin(t.app, username, 'password-123', '123456')).toMatchObject({ code: 4030, data: null });
    // the code used to confirm cannot log in again (one use per step); the next step's can
    expect((await opLogin(t.app, username, 'password-123', totpCode(enrol.data.secret, confirmAt))).code).toBe(4030);
    const next = await opLogin(t.app, username, 'password-123', totpCode(enrol.data.secret, confirmAt + 30_000));
    expect(next).toMatchObject({ code: 0, data: { operator: { totp_enabled: true } } });
  });

  it('TOTP required for all: a login without enrolment can only enrol; sessions are listed and revoked', async () => {
    const owner = await opToken(t.app, 'operator');
    const username = `req${Date.now() % 100000}`;
    await post(t.app, P.operators, { username, password: 'password-123', role: 'cashier' }, { headers: bearer(owner) });
    expect(json(await t.app.inject({ method: 'PUT', url: P.settings, headers: bearer(owner), payload: { totp_required: true } })).data.totp_required).toBe(true);
    try {
      const login = await opLogin(t.app, username, 'password-123');
      expect(login.data.operator.enrol_only).toBe(true);
      const refused = await get(t.app, P.depositQueue, login.data.jwt);
      expect(refused.statusCode).toBe(403);
      expect(json(refused).msg).toBe('totp_enrolment_required');
      expect((await get(t.app, P.me, login.data.jwt)).statusCode).toBe(200);
    } finally {
      await t.app.inject({ method: 'PUT', url: P.settings, headers: bearer(owner), payload: { totp_required: false } });
    }
    const other = await opToken(t.app, 'operator-cashier');
    const sessions = json(await get(t.app, `${P.sessions}?operator_id=${(json(await get(t.app, P.me, other))).data.id}`, owner)).data.list;
    expect(sessions.length).toBeGreaterThan(0);
    for (const s of sessions) expect(json(await t.app.inject({ method: 'DELETE', url: P.session(s.id), headers: bearer(owner) })).code).toBe(0);
    const revoked = await get(t.app, P.me, other);
    expect(revoked.statusCode).toBe(403);
    expect(json(revoked).msg).toBe('invalid_token');
    // a cashier can only see and revoke their own sessions
    const cashier = await opToken(t.app, 'operator-cashier');
    const own = json(await get(t.app, P.sessions, cashier)).data.list;
    expect(own.every((s: AnyJson) => s.username === 'operator-cashier')).toBe(true);
    const ownerSession = json(await get(t.app, P.sessions, owner)).data.list.find((s: AnyJson) => s.current).id;
    expect(json(await t.app.inject({ method: 'DELETE', url: P.session(ownerSession), headers: bearer(cashier) })).msg).toBe('item_not_found');
  });

  it('ends an operator session after the idle time', async () => {
    const owner = await opToken(t.app, 'operator');
    const cashier = await opToken(t.app, 'operator-cashier');
    await t.app.db.execute(sql`UPDATE sessions SET last_seen_at = now() - interval '31 minutes' WHERE operator_id = (SELECT id FROM operators WHERE username = 'operator-cashier')`);
    const res = await get(t.app, P.depositQueue, cashier);
    expect(res.statusCode).toBe(403);
    expect(json(res).msg).toBe('token_expired');
    expect((await get(t.app, P.me, owner)).statusCode).toBe(200);
  });

  it("reports GGR equal to the ledger's bets − wins for a day of house rounds", async () => {
    const member = await createMember(t.app);
    const id = await deposit(t.app, member, 100_000);
    const owner = await opToken(t.app, 'operator');
    await post(t.app, P.depositApprove(id), {}, { headers: bearer(owner) });
    const game = await openGame(t.app, member, 'house-reels');
    for (let i = 0; i < 8; i += 1) expect((await game.play({ bet: 1000 })).code).toBe(0);
    // a round played on the page has no provider rows (decision 011); one opened and settled in two steps, as a
    // provider flow or recovery does, has them and a house: ref too: each is counted once
    const deps = { config: resolveHouseConfig({ HOUSE_MIN_ROUND_INTERVAL_MS: '0' }), wallet: createLedgerWallet({ pointsRateBp: 100 }) };
    const opened = await t.app.db.transaction((tx) => openRound(tx, deps, { memberId: member.id, sessionId: null, gameCode: 'house-reels', engine: 'reels5', params: { bet: 3000 }, stake: 3000 }));
    const twoStep = (opened.data as { round_id: number }).round_id;
    expect(await settleRound(t.app.db, deps, twoStep)).toMatchObject({ state: 'settled' });
    expect((await rows(t.app.db, sql`SELECT tx_id FROM provider_transactions WHERE round_id = ${String(twoStep)} AND provider = 'house'`)).length).toBeGreaterThanOrEqual(1);
    const today = seoulDate(new Date());
    const [ledger] = await rows<{ bets: string; wins: string }>(t.app.db, sql`
      SELECT coalesce(-sum(amount) FILTER (WHERE type = 'bet'), 0) AS bets, coalesce(sum(amount) FILTER (WHERE type = 'win'), 0) AS wins
      FROM ledger WHERE created_at >= now() - interval '1 day' AND to_char((created_at AT TIME ZONE 'UTC') + interval '9 hours', 'YYYY-MM-DD') = ${today}`);
    const expected = Number(ledger!.bets) - Number(ledger!.wins);
    const daily = json(await get(t.app, `${P.reportDaily}?from=${today}&to=${today}`, owner)).data.list;
    expect(daily).toHaveLength(1);
    expect(daily[0]).toMatchObject({ day: today, bets: Number(ledger!.bets), wins: Number(ledger!.wins), ggr: expected });
    const providers = json(await get(t.app, `${P.reportProviders}?from=${today}&to=${today}`, owner)).data.list;
    expect(providers.reduce((s: number, r: AnyJson) => s + r.ggr, 0)).toBe(expected);
    const games = json(await get(t.app, `${P.reportGames}?from=${today}&to=${today}`, owner)).data.list;
    expect(games.find((r: AnyJson) => r.game_code === 'house-reels').rounds).toBeGreaterThanOrEqual(9);
    expect(providers.find((r: AnyJson) => r.provider === 'house')).toBeDefined();
    const csv = await get(t.app, `${P.reportCsv('daily')}?from=${today}&to=${today}`, owner);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body.split('\r\n')[1]).toBe(`${today},${daily[0].cash_in},${daily[0].cash_out},${daily[0].bets},${daily[0].wins},${expected}`);
    expect(json(await get(t.app, `${P.reportDaily}?from=${today}&to=2000-01-01`, owner))).toMatchObject({ code: 4001, field: 'to' });
    const dash = json(await get(t.app, P.dashboard, owner)).data;
    expect(dash.days).toHaveLength(30);
    expect(dash.today.ggr).toBe(expected);
  });

  it('member search, detail, bank change, unlock and point adjustment', async () => {
    const member = await createMember(t.app);
    const cashier = await opToken(t.app, 'operator-cashier');
    const found = json(await get(t.app, `${P.members}?q=${member.username}`, cashier)).data;
    expect(found.list[0]).toMatchObject({ id: member.id, username: member.username });
    expect(json(await get(t.app, `${P.members}?q=${member.id}`, cashier)).data.list[0].id).toBe(member.id);
    // a term without digits searches names only (it once sent PostgreSQL a NUL pattern and failed)
    const letters = `zq${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
    const named = await createMember(t.app, { username: letters });
    const byName = json(await get(t.app, `${P.members}?q=${letters}`, cashier));
    expect([byName.code, byName.data.list.map((m: { id: number }) => m.id)]).toEqual([0, [named.id]]);
    const bank = json(await t.app.inject({ method: 'PUT', url: P.memberBank(member.id), headers: bearer(cashier), payload: { bank_name: '국민은행', bank_account: '123-456-789012', bank_holder: '김철수', reason: 'member asked' } }));
    // a bank change is a four-eyes request (issue 47 §1): another operator (the owner) approves the cashier's
    expect(bank.data.pending_approval).toMatchObject({ kind: 'member_bank', after: { bank_name: '국민은행', bank_holder: '김철수' } });
    const approved = json(await post(t.app, P.approvalApprove(bank.data.pending_approval.id), {}, { headers: bearer(await opToken(t.app, 'operator')) }));
    expect(approved.data.state).toBe('approved');
    expect(json(await get(t.app, P.member(member.id), cashier)).data).toMatchObject({ bank_name: '국민은행', bank_account: '123456789012', bank_holder: '김철수' });
    expect(json(await post(t.app, P.memberPoints(member.id), { amount: 5000, reason: 'promo' }, { headers: bearer(cashier) })).code).toBe(0);
    const points = json(await get(t.app, P.memberPointLedger(member.id), cashier)).data.list;
    expect(points[0]).toMatchObject({ type: 'adjust', amount: 5000, before: 0, after: 5000 });
    for (let i = 0; i < 3; i += 1) await post(t.app, '/auth/login', { username: member.username, password: 'wrong-password' }, { remoteAddress: '10.77.0.1' });
    const support = await opToken(t.app, 'operator-support');
    expect(json(await get(t.app, P.member(member.id), support)).data.login_failures).toBe(3);
    expect(json(await post(t.app, P.memberUnlock(member.id), {}, { headers: bearer(support) })).data.cleared).toBe(3);
    expect(json(await get(t.app, P.member(member.id), support)).data.login_failures).toBe(0);
  });

  it("streams a decision to the member's open stream, and a suspension logs the member out at once", async () => {
    const base = await listen(t.app);
    const member = await createMember(t.app);
    const id = await deposit(t.app, member, 30_000);
    const stream = openStream(base, '/main/stream', member.jwt);
    expect(await stream.opened).toBe(200);
    const owner = await opToken(t.app, 'operator');
    const ops = openStream(base, P.stream, owner);
    expect(await ops.opened).toBe(200);
    await post(t.app, P.depositApprove(id), {}, { headers: bearer(owner) });
    // with the balance's ledger mark: the deposit's own cash row, the member's newest
    const decided = (await stream.next('deposit.decided')).data;
    expect(decided).toEqual({ id, status: 'completed', amount: 30_000, balance: 30_000, balance_seq: expect.any(Number) });
    const newest = await firstRow<{ id: unknown }>(t.app.db, sql`SELECT max(id) AS id FROM ledger WHERE member_id = ${member.id}`);
    expect(decided.balance_seq).toBe(Number(newest?.id));
    expect((await ops.next('deposit.decided')).data).toMatchObject({ id, member_id: member.id, status: 'completed' });

    const compliance = await opToken(t.app, 'operator-compliance');
    expect(json(await post(t.app, P.memberSuspend(member.id), { reason: 'fraud check' }, { headers: bearer(compliance) })).data.status).toBe('suspended');
    expect((await stream.next('session.revoked')).data).toEqual({ reason: 'account_suspended' });
    await stream.closed();
    const init = await get(t.app, '/main/init', member.jwt);
    expect(init.statusCode).toBe(403);
    ops.close();
  });

  it("a logout ends that session's open pages through their stream, and leaves the member's other sessions in", async () => {
    const base = await listen(t.app);
    const member = await createMember(t.app);
    const other = await login(t.app, member.username, member.password);
    const here = openStream(base, '/main/stream', member.jwt);
    const there = openStream(base, '/main/stream', other.jwt);
    expect([await here.opened, await there.opened]).toEqual([200, 200]);
    expect(json(await post(t.app, '/auth/logout', {}, { headers: bearer(member.jwt) })).code).toBe(0);
    expect((await here.next('session.revoked')).data).toEqual({ reason: 'logged_out' });
    await here.closed();
    // the other session hears the next event meant for the member, and nothing before it
    await post(t.app, P.memberPoints(member.id), { amount: 700, reason: 'promo' }, { headers: bearer(await opToken(t.app, 'operator-cashier')) });
    await there.next('balance.changed');
    expect(there.events.map((e) => e.type)).toEqual(['balance.changed']);
    expect((await get(t.app, '/main/init', other.jwt)).statusCode).toBe(200);
    there.close();
  });
});

// Two API instances on one PostgreSQL schema: a NOTIFY sent by one reaches a stream open on the other.
const pg = backends().find((b) => b.name === 'postgres');
(pg ? describe : describe.skip)('live streams across instances (postgres)', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    const options = pg!.options();
    a = await build({ name: 'postgres', options: () => ({ ...options, dropSchemaOnClose: false }) });
    b = await build({ name: 'postgres', options: () => options });
  });
  afterAll(async () => { await a?.close(); await b?.close(); });

  it('an approval made through instance A reaches a member stream open on instance B', async () => {
    const baseB = await listen(b);
    const member = await createMember(a);
    const id = await deposit(a, member, 40_000);
    const stream = openStream(baseB, '/main/stream', member.jwt);
    expect(await stream.opened).toBe(200);
    const owner = await opToken(a, 'operator');
    await post(a, P.depositApprove(id), {}, { headers: bearer(owner) });
    expect((await stream.next('deposit.decided')).data).toMatchObject({ id, status: 'completed', balance: 40_000 });
    stream.close();
  });
});
