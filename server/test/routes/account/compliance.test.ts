// Compliance (issue 10): sign-up age, time-outs and self-exclusions, KYC and the own-name rule, restricted
// jurisdictions, and the audit trail the operator reads.
import CryptoJS from 'crypto-js';
import { rows, sql } from '../../../src/db/client';
import { setClockForTests } from '../../../src/domain/responsible/clock';
import { betRefusal } from '../../../src/providers/bet-policy';
import { backends, bearer, createMember, json, login, operatorToken, post, registration, setupApp, TEST_CONFIG_KEY } from '../../helper';
import { approveAs, memberCalls, newOperator, operatorCalls } from '../wallet/wallet-helpers';
import { accountCalls, auditOf, launchableGame, setSiteVariables } from './responsible-helpers';

const T = new Date('2030-07-24T03:00:00Z'); // 24 July 2030, 12:00 in Seoul

describe.each(backends())('responsible gaming: compliance ($name)', (backend) => {
  const t = setupApp(backend);
  afterEach(() => setClockForTests(null));
  const register = async (body: Record<string, unknown>, headers: Record<string, string> = {}) => json(await post(t.app, '/auth/register', body, { headers }));

  describe('sign-up', () => {
    it('refuses members under the legal age (19, by the Seoul date) with underage and stores the date of birth', async () => {
      setClockForTests(T);
      expect(await register(registration({ date_of_birth: '2011-07-25' }))).toEqual({ code: 4001, msg: 'underage', data: null, field: 'date_of_birth' });
      const ok = await register(registration({ date_of_birth: '2011-07-24' }));
      expect(ok.code).toBe(0);
      const [stored] = await rows<{ dob: string }>(t.app.db, sql`SELECT to_char(date_of_birth, 'YYYY-MM-DD') AS dob FROM members WHERE id = ${ok.data.id}`);
      expect(stored!.dob).toBe('2011-07-24');
      const trail = await auditOf(t.app, await operatorToken(t.app), ok.data.id);
      expect(trail).toEqual([expect.objectContaining({ actor: 'member', action: 'date_of_birth', old_value: null, new_value: '2011-07-24', created_at: T.toISOString() })]);
    });

    it('asks for a real date', async () => {
      expect(await register(registration({ date_of_birth: undefined }))).toMatchObject({ code: 4000, msg: 'required_input_missing', field: 'date_of_birth' });
      expect(await register(registration({ date_of_birth: '1990-02-30' }))).toMatchObject({ code: 4001, msg: 'invalid_input_value', field: 'date_of_birth' });
      expect(await register(registration({ date_of_birth: 19900101 }))).toMatchObject({ code: 4001, field: 'date_of_birth' });
    });

    it('uses the site\'s own legal age (VARIABLES.min_age) and publishes it in /api/cnf and /account/limits', async () => {
      setClockForTests(T);
      const cnf = JSON.parse(CryptoJS.AES.decrypt((await t.app.inject({ method: 'GET', url: '/api/cnf' })).body, TEST_CONFIG_KEY).toString(CryptoJS.enc.Utf8));
      expect(cnf.config.VARIABLES).toMatchObject({ min_age: 19, blocked_countries: [], kyc_withdraw_threshold: 1_000_000 });
      await setSiteVariables(t.app, 'localhost', { min_age: 21 });
      try {
        expect(await register(registration({ date_of_birth: '2011-07-24' }))).toMatchObject({ code: 4001, msg: 'underage' });
        expect((await register(registration({ date_of_birth: '2009-07-24' }))).code).toBe(0);
        expect((await accountCalls(t.app, await createMember(t.app)).limits()).data.min_age).toBe(21);
        // another site keeps its own age
        expect((await register(registration({ date_of_birth: '2011-07-24' }), { origin: 'http://demo.casino.local' })).code).toBe(0);
      } finally {
        await setSiteVariables(t.app, 'localhost', { min_age: 19 });
      }
    });
  });

  describe('time-outs and self-exclusion', () => {
    it('blocks deposits and launches but still allows login, memos and withdrawals', async () => {
      const member = await createMember(t.app);
      const op = operatorCalls(t.app, await operatorToken(t.app));
      expect((await op.adjust(member.id, 200_000)).code).toBe(0);
      const me = accountCalls(t.app, member);
      const wallet = memberCalls(t.app, member);
      const started = await me.exclude('timeout', '24h');
      expect(started).toMatchObject({ code: 0, data: { kind: 'timeout', period: '24h' } });
      expect(Date.parse(started.data.until) - Date.parse(started.data.started_at)).toBe(24 * 3600_000);

      expect(await wallet.deposit(10_000)).toEqual({ code: 4030, msg: 'self_excluded', data: null });
      expect(await me.launch(await launchableGame(t.app))).toMatchObject({ RESULT: false, code: 4030, message: 'self_excluded' });
      const again = await login(t.app, member.username, member.password);
      expect(json(await t.app.inject({ method: 'GET', url: '/support/memos?kind=all&page=1&size=10', headers: bearer(again.jwt) })).code).toBe(0);
      expect(await wallet.withdraw(10_000)).toMatchObject({ code: 0, data: { status: 'waiting' } });
      expect((await me.limits()).data.exclusion).toMatchObject({ kind: 'timeout', period: '24h', until: started.data.until });
    });

    it('only ever extends: a shorter one is refused, nobody can end it early', async () => {
      const member = await createMember(t.app);
      const me = accountCalls(t.app, member);
      expect((await me.exclude('timeout', '7d')).code).toBe(0);
      expect(await me.exclude('timeout', '24h')).toEqual({ code: 4001, msg: 'exclusion_cannot_be_shortened', data: null, field: 'period' });
      expect((await me.exclude('self_exclusion', '6m')).code).toBe(0);
      expect(await me.exclude('timeout', '30d')).toMatchObject({ msg: 'exclusion_cannot_be_shortened' });
      expect((await me.exclude('self_exclusion', 'permanent')).data).toMatchObject({ kind: 'self_exclusion', period: 'permanent', until: null });
      expect(await me.exclude('self_exclusion', '5y')).toMatchObject({ msg: 'exclusion_cannot_be_shortened' });
      expect(await me.exclude('timeout', '6m')).toMatchObject({ code: 4001, field: 'period' });
      // there is no call to end one, for the member or for an operator
      const operator = await operatorToken(t.app);
      expect((await t.app.inject({ method: 'DELETE', url: '/account/exclusion', headers: bearer(member.jwt) })).statusCode).toBe(404);
      expect((await post(t.app, `/operator/members/${member.id}/exclusion`, {}, { headers: bearer(operator) })).statusCode).toBe(404);
      expect((await me.limits()).data.exclusion).toMatchObject({ period: 'permanent', until: null });
      const trail = await auditOf(t.app, operator, member.id);
      expect(trail.filter((a) => a.action.startsWith('exclusion:')).map((a) => [a.actor, a.action, a.new_value?.split(' ')[0]]).reverse()).toEqual([
        ['member', 'exclusion:timeout', '7d'], ['member', 'exclusion:self_exclusion', '6m'], ['member', 'exclusion:self_exclusion', 'permanent'],
      ]);
    });

    it('ends when its time is up', async () => {
      setClockForTests(T);
      const member = await createMember(t.app);
      expect((await accountCalls(t.app, member).exclude('timeout', '24h')).code).toBe(0);
      const wallet = memberCalls(t.app, member);
      setClockForTests(new Date(T.getTime() + 24 * 3600_000 - 1000));
      expect(await wallet.deposit(10_000)).toMatchObject({ msg: 'self_excluded' });
      expect(await betRefusal(t.app.db, member.id)).toEqual({ code: 4030, msg: 'self_excluded' });
      setClockForTests(new Date(T.getTime() + 24 * 3600_000));
      expect(await wallet.deposit(10_000)).toMatchObject({ code: 0 });
      expect((await accountCalls(t.app, member).limits()).data.exclusion).toBeNull();
    });
  });

  describe('KYC', () => {
    it('needs verified status above the withdrawal threshold; an operator verifies with the legal name', async () => {
      const member = await createMember(t.app, { bank_holder: '홍길동' });
      const operator = await operatorToken(t.app);
      const op = operatorCalls(t.app, operator);
      const wallet = memberCalls(t.app, member);
      // above the approval threshold (issue 47 §1): a second operator approves the opening balance
      const asked = await op.adjust(member.id, 3_000_000);
      const checker = await newOperator(t.app, operator, 'compliance');
      expect((await approveAs(t.app, checker.jwt, asked.data.pending_approval.id)).data.state).toBe('approved');
      expect(await wallet.withdraw(1_010_000)).toEqual({ code: 4001, msg: 'kyc_required', data: null, field: 'amount' });
      expect((await wallet.withdraw(1_000_000)).code).toBe(0); // the threshold itself is allowed

      expect(await op.send(`/operator/members/${member.id}/kyc`, { status: 'verified' })).toMatchObject({ code: 4000, field: 'verified_name' });
      expect(await op.send(`/operator/members/${member.id}/kyc`, { status: 'done' })).toMatchObject({ code: 4001, field: 'status' });
      expect(await op.send('/operator/members/99999999/kyc', { status: 'pending' })).toMatchObject({ code: 5005 });
      expect(await op.send(`/operator/members/${member.id}/kyc`, { status: 'pending' })).toMatchObject({ code: 0, data: { kyc_status: 'pending', verified_name: null } });
      expect(await wallet.withdraw(1_010_000)).toMatchObject({ msg: 'kyc_required' });
      expect(await op.send(`/operator/members/${member.id}/kyc`, { status: 'verified', verified_name: '홍 길동' }))
        .toMatchObject({ code: 0, data: { member_id: member.id, kyc_status: 'verified', verified_name: '홍 길동' } });
      expect((await wallet.withdraw(1_010_000)).code).toBe(0);
      expect((await accountCalls(t.app, member).limits()).data.kyc_status).toBe('verified');

      const trail = await auditOf(t.app, operator, member.id);
      expect(trail.map((a) => [a.actor, a.action, a.old_value, a.new_value]).reverse()).toEqual([
        ['member', 'date_of_birth', null, '1990-01-01'],
        ['operator', 'kyc_status', 'unverified', 'pending'],
        ['operator', 'kyc_status', 'pending', 'verified'],
        ['operator', 'verified_name', null, '홍 길동'],
      ]);
      // members cannot use the operator calls
      expect((await post(t.app, `/operator/members/${member.id}/kyc`, { status: 'verified', verified_name: 'x' }, { headers: bearer(member.jwt) })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: `/operator/members/${member.id}/audit`, headers: bearer(member.jwt) })).statusCode).toBe(403);
    });

    it('pays only to an account in the verified name', async () => {
      const member = await createMember(t.app, { bank_holder: '김철수' });
      const op = operatorCalls(t.app, await operatorToken(t.app));
      expect((await op.adjust(member.id, 100_000)).code).toBe(0);
      expect((await op.send(`/operator/members/${member.id}/kyc`, { status: 'verified', verified_name: '홍길동' })).code).toBe(0);
      expect(await memberCalls(t.app, member).withdraw(10_000)).toEqual({ code: 4001, msg: 'bank_holder_mismatch', data: null, field: 'bank_holder' });
    });

    it('takes the threshold from the site config (VARIABLES.kyc_withdraw_threshold)', async () => {
      const member = await createMember(t.app);
      expect((await operatorCalls(t.app, await operatorToken(t.app)).adjust(member.id, 100_000)).code).toBe(0);
      await setSiteVariables(t.app, 'localhost', { kyc_withdraw_threshold: 50_000 });
      try {
        expect(await memberCalls(t.app, member).withdraw(60_000)).toMatchObject({ msg: 'kyc_required' });
        expect((await memberCalls(t.app, member).withdraw(50_000)).code).toBe(0);
      } finally {
        await setSiteVariables(t.app, 'localhost', { kyc_withdraw_threshold: 1_000_000 });
      }
    });

    it('shows an operator the member\'s limits', async () => {
      const member = await createMember(t.app);
      expect((await accountCalls(t.app, member).setLimit('session_minutes', 90)).code).toBe(0);
      const res = json(await t.app.inject({ method: 'GET', url: `/operator/members/${member.id}/responsible`, headers: bearer(await operatorToken(t.app)) }));
      expect(res).toMatchObject({ code: 0, data: { limits: { session_minutes: 90 }, kyc_status: 'unverified' } });
    });
  });

  describe('restricted jurisdictions', () => {
    it('refuses sign-up, login and game launch from a blocked country (edge header cf-ipcountry), per site', async () => {
      const member = await createMember(t.app);
      const game = await launchableGame(t.app);
      await setSiteVariables(t.app, 'localhost', { blocked_countries: ['US'] });
      try {
        const US = { 'cf-ipcountry': 'US' };
        const blocked = { code: 4030, msg: 'jurisdiction_blocked', data: null };
        expect(await register(registration(), US)).toEqual(blocked);
        expect((await register(registration(), { 'cf-ipcountry': 'KR' })).code).toBe(0);
        expect((await register(registration())).code).toBe(0); // no header: not known to be blocked
        expect(json(await post(t.app, '/auth/login', { username: member.username, password: member.password }, { headers: US }))).toEqual(blocked);
        expect(json(await post(t.app, '/auth/login', { username: member.username, password: member.password }, { headers: { 'cf-ipcountry': 'kr' } })).code).toBe(0);
        expect(await accountCalls(t.app, member).launch(game, US)).toMatchObject({ RESULT: false, code: 4030, message: 'jurisdiction_blocked' });
        expect(await accountCalls(t.app, member).launch(game, { 'cf-ipcountry': 'KR' })).toMatchObject({ RESULT: true });
        // the other site does not block that country
        expect((await register(registration(), { ...US, origin: 'http://demo.casino.local' })).code).toBe(0);
      } finally {
        await setSiteVariables(t.app, 'localhost', { blocked_countries: [] });
      }
    });
  });
});
