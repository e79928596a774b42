// AML and risk alerts (issue 47 §3): every trigger raises its alert (deposit, withdrawal, login, bank account, limit
// hits), never twice while open; compliance assigns, comments and closes (once), each audited with its name on the
// member's timeline; other roles are refused, bad input answers a code, and the thresholds are never sent to members.
import crypto from 'node:crypto';
import CryptoJS from 'crypto-js';
import { OperatorPaths } from '@casino/shared/contract';
import { sql } from '../../../src/db/client';
import { backends, bearer, createMember, json, operatorToken, post, setupApp, TEST_CONFIG_KEY } from '../../helper';
import { accountCalls } from '../account/responsible-helpers';
import { memberCalls, operatorCalls } from '../wallet/wallet-helpers';

interface Alert { id: number; member_id: number; rule: string; subject: string; status: string; detail: Record<string, unknown>; assignee: string; outcome: string | null; comments: number }

describe.each(backends())('AML alerts ($name)', (backend) => {
  const t = setupApp(backend);
  let owner: string;
  let compliance: string;
  let cashier: string;
  let sequence = 0;
  const seq = () => ({ 'x-sequence': `aml-${(sequence += 1)}` });
  const send = async (token: string, url: string, body: unknown, method: 'POST' | 'PUT' = 'POST') =>
    json(await t.app.inject({ method, url, payload: JSON.stringify(body), headers: { ...bearer(token), ...seq(), 'content-type': 'application/json' } }));
  const get = async (token: string, url: string) => json(await t.app.inject({ method: 'GET', url, headers: bearer(token) }));
  const alertsOf = async (memberId: number, status = 'open') =>
    (await get(compliance, `${OperatorPaths.amlAlerts}?member_id=${memberId}&status=${status}&size=100`)).data.list as Alert[];
  const rulesOf = async (memberId: number) => (await alertsOf(memberId)).map((a) => a.rule).sort();
  const uniqueAccount = () => `9${crypto.randomInt(10 ** 9, 10 ** 10 - 1)}`;
  const newMember = () => createMember(t.app, { bank_account: uniqueAccount() });

  beforeAll(async () => {
    owner = await operatorToken(t.app);
    const as = async (role: string) => json(await post(t.app, '/operator/login', { username: `operator-${role}`, password: `${role}1234` })).data.jwt as string;
    compliance = await as('compliance');
    cashier = await as('cashier');
    const set = await send(compliance, OperatorPaths.amlSettings, { large_deposit: 1_000_000, deposits_24h_count: 3, low_turnover_min_deposits: 100_000 }, 'PUT');
    expect(set).toMatchObject({ code: 0, data: { large_deposit: 1_000_000, deposits_24h_count: 3, limit_hits: 3 } });
  });

  it('raises large_deposit per deposit and deposit_velocity once while it is open', async () => {
    const member = await newMember();
    const money = memberCalls(t.app, member);
    const op = operatorCalls(t.app, owner);
    const first = await money.deposit(1_000_000);
    expect(first.code).toBe(0);
    expect(await alertsOf(member.id)).toEqual([expect.objectContaining({ rule: 'large_deposit', subject: `deposit:${first.data.id}`, detail: { deposit_id: first.data.id, amount: 1_000_000, threshold: 1_000_000 } })]);
    await op.decide('deposits', first.data.id, 'approve');
    for (let i = 0; i < 3; i += 1) {
      const next = await money.deposit(10_000);
      await op.decide('deposits', next.data.id, 'reject');
    }
    expect(await rulesOf(member.id)).toEqual(['deposit_velocity', 'large_deposit']);
    expect((await alertsOf(member.id)).find((a) => a.rule === 'deposit_velocity')!.detail).toMatchObject({ count: 3 }); // the third deposit raised it; the fourth added nothing
  });

  it('raises low_turnover_withdrawal on a withdrawal after no play, and nothing on a refused one', async () => {
    const member = await newMember();
    const money = memberCalls(t.app, member);
    const deposit = await money.deposit(200_000);
    await operatorCalls(t.app, owner).decide('deposits', deposit.data.id, 'approve');
    expect((await money.withdraw(900_000)).code).not.toBe(0); // more than the balance: refused, rolled back, no alert
    expect(await rulesOf(member.id)).toEqual([]);
    const withdrawal = await money.withdraw(150_000);
    expect(withdrawal.code).toBe(0);
    expect(await alertsOf(member.id)).toEqual([expect.objectContaining({
      rule: 'low_turnover_withdrawal', subject: `withdrawal:${withdrawal.data.id}`, detail: expect.objectContaining({ deposits: 200_000, turnover: 0, turnover_percent: 0 }),
    })]);
  });

  it('raises new_login_before_withdrawal on a new country or browser, at the withdrawal and at a login while one waits', async () => {
    const knownSince = async (memberId: number) => t.app.db.execute(sql`
      INSERT INTO member_logins (member_id, success, outcome, ip, user_agent, country, created_at)
      VALUES (${memberId}, true, 'ok', '10.0.0.1', 'lightMyRequest', 'KR', now() - interval '3 days')`);
    const funded = async () => {
      const member = await newMember();
      await operatorCalls(t.app, owner).adjust(member.id, 100_000);
      await knownSince(member.id);
      return member;
    };
    // a login from another country and browser, then a withdrawal
    const member = await funded();
    const away = json(await post(t.app, '/auth/login', { username: member.username, password: member.password }, { headers: { 'user-agent': 'Evil/1.0', 'cf-ipcountry': 'VN' } }));
    expect(away.code).toBe(0);
    expect((await memberCalls(t.app, { jwt: away.data.jwt }).withdraw(50_000)).code).toBe(0);
    const [alert] = (await alertsOf(member.id)).filter((a) => a.rule === 'new_login_before_withdrawal');
    expect(alert!.detail).toMatchObject({ country: 'VN', user_agent: 'Evil/1.0', new_country: true, new_device: true });

    // only known logins: nothing; then a new browser while the withdrawal waits: raised at the login
    const quiet = await funded();
    await t.app.db.execute(sql`INSERT INTO member_logins (member_id, success, outcome, ip, user_agent, created_at) VALUES (${quiet.id}, true, 'ok', '10.0.0.1', 'lightMyRequest', now() - interval '4 days')`);
    expect((await memberCalls(t.app, quiet).withdraw(50_000)).code).toBe(0);
    expect(await rulesOf(quiet.id)).toEqual([]);
    expect(json(await post(t.app, '/auth/login', { username: quiet.username, password: quiet.password }, { headers: { 'user-agent': 'Other/2.0' } })).code).toBe(0);
    expect((await alertsOf(quiet.id)).map((a) => [a.rule, a.detail.new_device, a.detail.new_country])).toEqual([['new_login_before_withdrawal', true, false]]);
  });

  it('raises shared_payout_account at registration, at an operator\'s change and at a withdrawal, once per account', async () => {
    const account = uniqueAccount();
    const first = await createMember(t.app, { bank_account: account });
    expect(await rulesOf(first.id)).toEqual([]);
    const second = await createMember(t.app, { bank_account: account });
    expect(await alertsOf(second.id)).toEqual([expect.objectContaining({
      rule: 'shared_payout_account', subject: `account:${account}`, detail: { account_last4: account.slice(-4), members: 2, others: [{ id: first.id, username: first.username }] },
    })]);
    const third = await newMember();
    const bank = { bank_name: '국민은행', bank_account: account, bank_holder: '홍길동', reason: '회원 요청' };
    // an operator's change waits for a second operator (four eyes); the rule runs when the change is made
    for (const change of [bank, { ...bank, bank_name: '신한은행' }]) {
      const asked = await send(owner, OperatorPaths.memberBank(third.id), change, 'PUT');
      expect(asked.code).toBe(0);
      expect(await alertsOf(third.id)).toEqual(change === bank ? [] : [expect.objectContaining({ rule: 'shared_payout_account' })]);
      expect((await send(compliance, OperatorPaths.approvalApprove(asked.data.pending_approval.id), {})).code).toBe(0);
    }
    expect(await alertsOf(third.id)).toEqual([expect.objectContaining({ rule: 'shared_payout_account', detail: expect.objectContaining({ members: 3 }) })]);
    // the first member learns of it at his withdrawal at the latest
    await operatorCalls(t.app, owner).adjust(first.id, 10_000);
    expect((await memberCalls(t.app, first).withdraw(10_000)).code).toBe(0);
    expect(await rulesOf(first.id)).toContain('shared_payout_account');
  });

  it('keeps every limit hit and raises repeated_limit_hits at the third', async () => {
    const member = await newMember();
    expect((await accountCalls(t.app, member).setLimit('deposit_daily', 10_000)).code).toBe(0);
    const money = memberCalls(t.app, member);
    for (let i = 1; i <= 4; i += 1) {
      expect(await money.deposit(20_000)).toMatchObject({ code: 4001, msg: 'deposit_limit_daily' });
      expect(await rulesOf(member.id)).toEqual(i < 3 ? [] : ['repeated_limit_hits']);
    }
    const [alert] = await alertsOf(member.id);
    expect(alert!.detail).toMatchObject({ hits: 3, kinds: { deposit_limit_daily: 3 } }); // the fourth hit is kept, the alert is not repeated
  });

  it('lets compliance assign, comment and close once, audited on the member\'s timeline with the operator named', async () => {
    const member = await newMember();
    await memberCalls(t.app, member).deposit(2_000_000);
    const [alert] = await alertsOf(member.id);
    const me = (await get(compliance, OperatorPaths.me)).data;
    const assignees = (await get(compliance, OperatorPaths.amlAssignees)).data.list as Array<{ id: number; username: string }>;
    expect(assignees.map((a) => a.username)).toEqual(expect.arrayContaining(['operator', 'operator-compliance']));
    expect(assignees.map((a) => a.username)).not.toContain('operator-cashier');

    expect((await send(compliance, OperatorPaths.amlAssign(alert!.id), {})).data).toMatchObject({ assignee: 'operator-compliance', assignee_id: me.id });
    const mine = (await get(compliance, `${OperatorPaths.amlAlerts}?assignee=me&status=open`)).data.list as Alert[];
    expect(mine.map((a) => a.id)).toContain(alert!.id);
    const ownerId = assignees.find((a) => a.username === 'operator')!.id;
    expect((await send(compliance, OperatorPaths.amlAssign(alert!.id), { operator_id: ownerId })).data).toMatchObject({ assignee: 'operator' });
    const cashierId = (await get(cashier, OperatorPaths.me)).data.id;
    expect(await send(compliance, OperatorPaths.amlAssign(alert!.id), { operator_id: cashierId })).toMatchObject({ code: 4001, field: 'operator_id' });
    const commented = await send(compliance, OperatorPaths.amlComment(alert!.id), { body: '입금 출처 확인 요청함' });
    expect(commented.data.comments_list).toEqual([expect.objectContaining({ operator: 'operator-compliance', body: '입금 출처 확인 요청함' })]);
    const closed = await send(compliance, OperatorPaths.amlClose(alert!.id), { outcome: 'no_action', note: '급여 입금 확인' });
    expect(closed.data).toMatchObject({ status: 'closed', outcome: 'no_action', note: '급여 입금 확인', closed_by: 'operator-compliance' });
    const again = await send(compliance, OperatorPaths.amlClose(alert!.id), { outcome: 'reported', note: '다시' });
    expect(again).toMatchObject({ code: 6000, data: { status: 'closed', outcome: 'no_action' } });
    expect(await send(compliance, OperatorPaths.amlAssign(alert!.id), {})).toMatchObject({ code: 6000 });
    expect(await alertsOf(member.id)).toEqual([]);
    expect((await alertsOf(member.id, 'closed')).map((a) => a.id)).toEqual([alert!.id]);

    const timeline = (await get(owner, `${OperatorPaths.memberTimeline(member.id)}?kinds=operator&size=100`)).data.list as Array<{ action: string; actor: string }>;
    expect(timeline.filter((i) => i.action.startsWith('aml.')).map((i) => `${i.action}:${i.actor}`)).toEqual([
      'aml.close:operator-compliance', 'aml.comment:operator-compliance', 'aml.assign:operator-compliance', 'aml.assign:operator-compliance',
    ]);
  });

  it('refuses other roles and answers bad input with a code, changing nothing', async () => {
    const member = await newMember();
    await memberCalls(t.app, member).deposit(1_500_000);
    const [alert] = await alertsOf(member.id);
    for (const token of [cashier]) {
      expect((await t.app.inject({ method: 'GET', url: OperatorPaths.amlAlerts, headers: bearer(token) })).statusCode).toBe(403);
      expect(await send(token, OperatorPaths.amlClose(alert!.id), { outcome: 'no_action', note: 'x' })).toMatchObject({ code: 4030 });
    }
    const support = json(await post(t.app, '/operator/login', { username: 'operator-support', password: 'support1234' })).data.jwt as string;
    expect(await send(support, OperatorPaths.amlSettings, { large_deposit: 1 }, 'PUT')).toMatchObject({ code: 4030 });
    expect(await send(compliance, OperatorPaths.amlClose(alert!.id), { outcome: 'ignored', note: 'x' })).toMatchObject({ code: 4001, field: 'outcome' });
    expect(await send(compliance, OperatorPaths.amlClose(alert!.id), { outcome: 'no_action', note: '   ' })).toMatchObject({ code: 4000, field: 'note' });
    expect(await send(compliance, OperatorPaths.amlClose(alert!.id), { outcome: 'no_action' })).toMatchObject({ code: 4000, field: 'note' });
    expect(await send(compliance, OperatorPaths.amlComment(alert!.id), { body: '' })).toMatchObject({ code: 4000, field: 'body' });
    expect(await send(compliance, OperatorPaths.amlClose(999_999_999), { outcome: 'no_action', note: 'x' })).toMatchObject({ code: 5005 });
    expect(await send(compliance, OperatorPaths.amlSettings, { large_deposit: 0 }, 'PUT')).toMatchObject({ code: 4001, field: 'large_deposit' });
    expect(await send(compliance, OperatorPaths.amlSettings, { low_turnover_percent: 101 }, 'PUT')).toMatchObject({ code: 4001, field: 'low_turnover_percent' });
    expect(await send(compliance, OperatorPaths.amlSettings, {}, 'PUT')).toMatchObject({ code: 4000, field: 'body' });
    expect((await get(compliance, `${OperatorPaths.amlAlerts}?rule=bogus`))).toMatchObject({ code: 4001, field: 'rule' });
    expect(await alertsOf(member.id)).toEqual([expect.objectContaining({ id: alert!.id, status: 'open', comments: 0, assignee: '' })]);
  });

  it('never sends the thresholds to members (the site config stays free of them)', async () => {
    const cnf = CryptoJS.AES.decrypt((await t.app.inject({ method: 'GET', url: '/api/cnf' })).body, TEST_CONFIG_KEY).toString(CryptoJS.enc.Utf8);
    expect(cnf).toContain('kyc_withdraw_threshold');
    expect(cnf).not.toContain('large_deposit');
    expect((await get(compliance, OperatorPaths.amlSettings)).data).toMatchObject({ large_deposit: 1_000_000, new_login_hours: 24 });
  });
});
