// The operator's side of the wallet: queues, decisions, adjustments, the deposit account, ledger verification.
import { sql } from '../../../src/db/client';
import { backends, bearer, createMember, json, operatorToken, post, setupApp, withoutAppendOnly, type Member } from '../../helper';
import { approveAs, memberCalls, newOperator, operatorCalls, walletState } from '../wallet/wallet-helpers';

describe.each(backends())('operator wallet ($name)', (backend) => {
  const t = setupApp(backend);
  let token: string;
  let op: ReturnType<typeof operatorCalls>;
  let member: Member;
  let me: ReturnType<typeof memberCalls>;
  let checker: Awaited<ReturnType<typeof newOperator>>;
  beforeAll(async () => {
    token = await operatorToken(t.app);
    op = operatorCalls(t.app, token);
    checker = await newOperator(t.app, token, 'compliance');
  });
  beforeEach(async () => {
    member = await createMember(t.app);
    me = memberCalls(t.app, member);
  });

  it('needs an operator credential (a member jwt is not one)', async () => {
    for (const url of ['/operator/deposits', '/operator/withdrawals', '/operator/ledger/verify', '/operator/wallet/account']) {
      expect((await t.app.inject({ method: 'GET', url, headers: bearer(member.jwt) })).statusCode).toBe(403);
    }
    expect((await post(t.app, `/operator/members/${member.id}/adjust`, { amount: 1, reason: 'x' }, { headers: bearer(member.jwt) })).statusCode).toBe(403);
  });

  it('lists deposits and withdrawals with usernames, filtered by status, newest first', async () => {
    const d = await me.deposit(30_000);
    await op.adjust(member.id, 100_000, 'welcome bonus');
    const w1 = await me.withdraw(10_000);
    const w2 = await me.withdraw(20_000);
    await op.decide('withdrawals', w1.data.id, 'approve');

    const deposits = await op.get('/operator/deposits?status=waiting&size=100');
    expect(deposits.data.list.find((r: { id: number }) => r.id === d.data.id)).toEqual({
      id: d.data.id, member_id: member.id, username: member.username, nickname: expect.any(String), amount: 30_000, status: 'waiting',
      reason: '', created_at: expect.any(String), processed_at: '',
    });
    expect(deposits.data.list.every((r: { status: string }) => r.status === 'waiting')).toBe(true);
    const auto = (await op.get('/operator/deposits?status=auto&size=100')).data.list.find((r: { member_id: number }) => r.member_id === member.id);
    expect(auto).toMatchObject({ amount: 100_000, status: 'auto', reason: 'welcome bonus' });

    const waiting = (await op.get('/operator/withdrawals?status=waiting&size=100')).data.list.filter((r: { member_id: number }) => r.member_id === member.id);
    expect(waiting.map((r: { id: number }) => r.id)).toEqual([w2.data.id]);
    const all = (await op.get('/operator/withdrawals?size=100')).data;
    const mine = all.list.filter((r: { member_id: number }) => r.member_id === member.id).map((r: { id: number }) => r.id);
    expect(mine).toEqual([w2.data.id, w1.data.id]);
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(await op.get('/operator/withdrawals?status=point_convert')).toMatchObject({ code: 4001, field: 'status' });
  });

  it('answers 5005 for an unknown request or member', async () => {
    expect(await op.decide('deposits', 999_999_999, 'approve')).toMatchObject({ code: 5005, msg: 'item_not_found' });
    expect(await op.decide('withdrawals', 999_999_999, 'reject')).toMatchObject({ code: 5005 });
    expect(await op.adjust(999_999_999, 10_000)).toMatchObject({ code: 5005, msg: 'item_not_found' });
    expect(await op.points(999_999_999, 10_000)).toMatchObject({ code: 5005 });
  });

  it('adjusts cash by a signed amount: auto rows in the histories, never below zero', async () => {
    const up = await op.adjust(member.id, 70_000, 'event prize');
    expect(up).toMatchObject({ code: 0, data: { member_id: member.id, amount: 70_000, balance: 70_000, request: { kind: 'deposit' } } });
    const down = await op.adjust(member.id, '-20000', 'duplicate payment');
    expect(down.data).toMatchObject({ amount: -20_000, balance: 50_000, request: { kind: 'withdrawal' } });
    expect(await op.adjust(member.id, -60_000)).toMatchObject({ code: 4001, msg: 'insufficient_balance' });
    for (const amount of [0, '12x', 1.5, '', 2 ** 63, 1e13]) {
      expect([amount, (await op.adjust(member.id, amount)).code]).toEqual([amount, 4001]);
    }
    expect(await op.send(`/operator/members/${member.id}/adjust`, { amount: 1000 })).toMatchObject({ code: 4000, field: 'reason' });
    expect(await op.send(`/operator/members/${member.id}/adjust`, { amount: 1000, reason: '   ' })).toMatchObject({ code: 4000, field: 'reason' });

    expect((await me.get('/wallet/deposits')).data.list).toEqual([expect.objectContaining({ amount: 70_000, status: 'auto' })]);
    expect((await me.get('/wallet/withdrawals')).data.list).toEqual([expect.objectContaining({ amount: 20_000, status: 'auto' })]);
    const state = await walletState(t.app, member.id);
    expect(state.cashTypes).toEqual(['adjust', 'adjust']);
    expect(state.problems).toEqual([]);
  });

  it('adjusts points through the points ledger', async () => {
    expect((await op.points(member.id, 25_000, 'event')).data).toMatchObject({ amount: 25_000, point: 25_000 });
    expect((await op.points(member.id, -5_000, 'correction')).data).toMatchObject({ point: 20_000 });
    expect(await op.points(member.id, -20_001)).toMatchObject({ code: 4001, msg: 'insufficient_points' });
    expect((await me.init()).point).toBe(20_000);
    const state = await walletState(t.app, member.id);
    expect(state.pointRows.map((r) => [r.amount, r.after])).toEqual([[25_000, 25_000], [-5_000, 20_000]]);
  });

  it('verifies every chain: sound after real traffic, and names what someone changed behind the ledger', async () => {
    await op.adjust(member.id, 200_000);
    await op.points(member.id, 30_000);
    const w = await me.withdraw(50_000);
    await op.decide('withdrawals', w.data.id, 'reject');
    await me.convert({ all: true });
    const d = await me.deposit(10_000);
    await op.decide('deposits', d.data.id, 'approve');

    const clean = await op.verify();
    expect(clean.broken).toEqual([]);
    expect(clean.truncated).toBe(false);
    expect(clean.members_checked).toBeGreaterThanOrEqual(2);
    expect(clean.rows_checked).toBeGreaterThanOrEqual(8);

    // Someone edits balances directly and bends a request: verification names each change.
    const victim = await createMember(t.app);
    await op.adjust(victim.id, 40_000);
    await op.points(victim.id, 10_000);
    const vd = await memberCalls(t.app, victim).deposit(20_000);
    await op.decide('deposits', vd.data.id, 'approve');
    await t.app.db.execute(sql`UPDATE members SET balance = balance + 1, points = points - 1 WHERE id = ${victim.id}`);
    await t.app.db.execute(sql`UPDATE deposit_requests SET amount = 30000 WHERE id = ${vd.data.id}`);
    const firstRow = await t.app.db.execute(sql`SELECT min(id) AS id FROM ledger WHERE member_id = ${victim.id}`);
    const firstId = Number((firstRow as unknown as { rows: Array<{ id: unknown }> }).rows[0]!.id);
    const secondRow = await t.app.db.execute(sql`SELECT min(id) AS id FROM ledger WHERE member_id = ${victim.id} AND id > ${firstId}`);
    const secondId = Number((secondRow as unknown as { rows: Array<{ id: unknown }> }).rows[0]!.id);
    await t.app.db.execute(sql`DELETE FROM deposit_requests WHERE ledger_id = ${firstId}`);
    await withoutAppendOnly(t.app, ['ledger'], () => t.app.db.execute(sql`DELETE FROM ledger WHERE id = ${firstId}`));

    const report = await op.verify();
    const mine = report.broken.filter((b: { member_id: number }) => b.member_id === victim.id);
    expect(mine).toEqual(expect.arrayContaining([
      expect.objectContaining({ username: victim.username, ledger: 'cash', kind: 'gap', expected: 0, actual: 40_000 }),
      expect.objectContaining({ ledger: 'cash', kind: 'balance', expected: 60_000, actual: 60_001 }),
      expect.objectContaining({ ledger: 'points', kind: 'balance', expected: 10_000, actual: 9_999 }),
      expect.objectContaining({ ledger: 'cash', kind: 'request', row_id: vd.data.id, expected: 30_000, actual: 20_000 }),
      // the row after the removed one no longer links to its predecessor's hash (issue 47 §6)
      expect.objectContaining({ ledger: 'cash', kind: 'link', row_id: secondId }),
    ]));
    expect(mine).toHaveLength(5);
    expect(report.broken.filter((b: { member_id: number }) => b.member_id !== victim.id)).toEqual([]);
    expect(mine.every((b: { detail: string }) => b.detail.length > 0)).toBe(true);
  });

  it('shows and sets the deposit account per domain', async () => {
    const put = (body: unknown, sequence?: string) => t.app.inject({
      method: 'PUT', url: '/operator/wallet/account', payload: JSON.stringify(body),
      headers: { ...bearer(token), 'content-type': 'text/plain', ...(sequence ? { 'x-sequence': sequence } : {}) },
    });
    expect((await op.get('/operator/wallet/account')).data).toMatchObject({ domain: 'localhost', bank_name: '신한은행' });

    // a change is a four-eyes request (issue 47 §1): a second operator approves it, and the change is made then
    const asked = json(await put({ bank_name: '국민은행', bank_account: '123-45-67890', holder: '카지노라운지', notes: '입금자명은 아이디로', domain: 'demo.casino.local' }));
    expect(asked).toMatchObject({ code: 0, data: { pending_approval: { kind: 'deposit_account', target: 'demo.casino.local', state: 'pending' } } });
    const set = await approveAs(t.app, checker.jwt, asked.data.pending_approval.id);
    expect(set).toMatchObject({ code: 0, data: { state: 'approved', after: { bank_name: '국민은행', bank_account: '123-45-67890', holder: '카지노라운지' } } });
    // members see the account of the site they use; other sites keep the default one
    const lounge = json(await t.app.inject({ method: 'GET', url: '/wallet/account', headers: { ...bearer(member.jwt), origin: 'http://demo.casino.local' } }));
    expect(lounge.data).toEqual({ bank_name: '국민은행', bank_account: '123-45-67890', holder: '카지노라운지', notes: '입금자명은 아이디로' });
    const main = json(await t.app.inject({ method: 'GET', url: '/wallet/account', headers: { ...bearer(member.jwt), origin: 'http://other.example' } }));
    expect(main.data.bank_name).toBe('신한은행');

    // a repeated X-Sequence acts once: the same request answers 6000 with the first answer, another request
    // with that key answers 409 6001 sequence_reused (issue 14) and changes nothing
    const first = json(await put({ bank_name: '우리은행', bank_account: '1002', holder: 'A', domain: 'demo.casino.local' }, 'acct-1'));
    expect(first).toMatchObject({ code: 0, data: { pending_approval: { target: 'demo.casino.local', after: { bank_name: '우리은행' } } } });
    expect(json(await put({ bank_name: '우리은행', bank_account: '1002', holder: 'A', domain: 'demo.casino.local' }, 'acct-1')))
      .toEqual({ code: 6000, msg: 'request_already_processed', data: first.data });
    const reused = await put({ bank_name: '하나은행', bank_account: '2003', holder: 'B', domain: 'demo.casino.local' }, 'acct-1');
    expect([reused.statusCode, json(reused).code, json(reused).msg]).toEqual([409, 6001, 'sequence_reused']);
    expect((await approveAs(t.app, checker.jwt, first.data.pending_approval.id)).code).toBe(0);
    expect((await op.get('/operator/wallet/account?domain=demo.casino.local')).data.bank_name).toBe('우리은행');

    expect(json(await put({ bank_name: '국민은행', bank_account: 'abc', holder: 'x' }))).toMatchObject({ code: 4001, field: 'bank_account' });
    expect(json(await put({ bank_name: '국민은행', holder: 'x' }))).toMatchObject({ code: 4000, field: 'bank_account' });
    expect(json(await put({ bank_name: 'b', bank_account: '1', holder: 'h', domain: 'nope.example' }))).toMatchObject({ code: 5005, field: 'domain' });
  });

  it('the seeded demo member\'s money is ledgered like real money', async () => {
    const demo = json(await t.app.inject({ method: 'GET', url: '/operator/members?size=100', headers: bearer(token) })).data.list
      .find((m: { username: string }) => m.username === 'demo');
    const state = await walletState(t.app, demo.id);
    expect(state).toMatchObject({ balance: 1_000_000, points: 35_000, cashTypes: ['deposit'], deposits: [{ amount: 1_000_000, status: 'completed' }] });
    expect(state.pointRows).toHaveLength(1);
    expect(state.problems).toEqual([]);
  });
});

describe.each(backends())('deposit account without demo data ($name)', (backend) => {
  const t = setupApp(backend, { options: { demoData: false } });

  it('answers 5005 until the operator sets one (no fake account on a live site)', async () => {
    const member = await createMember(t.app);
    expect(await memberCalls(t.app, member).get('/wallet/account')).toEqual({ code: 5005, msg: 'item_not_found', data: null });
  });
});
