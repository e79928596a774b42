// Four eyes on money (issue 47 §1), through the API on both databases: adjustments above the site's threshold, every
// payout-account and deposit-account change, and a withdrawal to a freshly changed account wait for a second
// operator; the maker never decides his own request; decided once; expiry; the 24-hour block of whoever changed a
// member's account; full account numbers in the audit for owner and compliance only; the approvals queue.
import { rows, sql } from '../../../src/db/client';
import { setClockForTests } from '../../../src/domain/responsible/clock';
import { backends, bearer, createMember, json, operatorToken, setupApp, type Member } from '../../helper';
import { setSiteVariables } from '../account/responsible-helpers';
import { approveAs, memberCalls, newOperator, operatorCalls, walletState } from '../wallet/wallet-helpers';

type Op = Awaited<ReturnType<typeof newOperator>>;
const HOUR = 3600_000;

describe.each(backends())('four eyes on money ($name)', (backend) => {
  const t = setupApp(backend);
  let owner: string;
  let cashier: Op;
  let cashier2: Op;
  let compliance: Op;
  let support: Op;
  let member: Member;
  beforeAll(async () => {
    owner = await operatorToken(t.app);
    cashier = await newOperator(t.app, owner, 'cashier');
    cashier2 = await newOperator(t.app, owner, 'cashier');
    compliance = await newOperator(t.app, owner, 'compliance');
    support = await newOperator(t.app, owner, 'support');
  });
  beforeEach(async () => {
    member = await createMember(t.app, { bank_name: '신한은행', bank_account: '110123456789', bank_holder: '홍길동' });
  });
  afterEach(() => setClockForTests(null));

  const pending = async (token = owner, state = 'pending') => (await operatorCalls(t.app, token).get(`/operator/approvals?state=${state}&size=100`)).data;
  const timeline = async (token: string, memberId: number) =>
    (await operatorCalls(t.app, token).get(`/operator/members/${memberId}/timeline?kinds=operator&size=100`)).data.list as Array<{ action: string; actor: string; detail: string }>;

  it('adjustments at or below the threshold run at once; above it they wait for a second operator', async () => {
    expect(await cashier.calls.adjust(member.id, 1_000_000, 'at the threshold')).toMatchObject({ code: 0, data: { balance: 1_000_000 } });
    expect(await cashier.calls.adjust(member.id, -1_000_000, 'back')).toMatchObject({ code: 0, data: { balance: 0 } });

    const asked = await cashier.calls.adjust(member.id, 1_500_000, 'tournament prize');
    expect(asked).toMatchObject({
      code: 0,
      data: { pending_approval: { kind: 'cash_adjust', state: 'pending', member_id: member.id, amount: 1_500_000, maker: cashier.username, maker_id: cashier.id, before: { balance: 0 } } },
    });
    expect((await walletState(t.app, member.id)).balance).toBe(0); // nothing moved yet
    const id = asked.data.pending_approval.id as number;
    expect((await pending(cashier2.jwt)).list.map((r: { id: number }) => r.id)).toContain(id);

    // the maker can never decide it: neither approve nor reject
    expect(await approveAs(t.app, cashier.jwt, id)).toEqual({ code: 4030, msg: 'approval_own_request', data: null });
    expect(await cashier.calls.send(`/operator/approvals/${id}/reject`, { reason: 'changed my mind' })).toEqual({ code: 4030, msg: 'approval_own_request', data: null });
    expect((await walletState(t.app, member.id)).balance).toBe(0);

    // another operator approves: the ledger moves now, in the same transaction
    const approved = await approveAs(t.app, cashier2.jwt, id, 'checked the tournament sheet');
    expect(approved).toMatchObject({ code: 0, data: { id, state: 'approved', checker: cashier2.username, decision_reason: 'checked the tournament sheet' } });
    const state = await walletState(t.app, member.id);
    expect(state).toMatchObject({ balance: 1_500_000, cashTypes: ['adjust', 'adjust', 'adjust'], problems: [] });

    // decided once: a second decision answers like the deposit queue's "decided before"
    expect(await approveAs(t.app, compliance.jwt, id)).toMatchObject({ code: 6000, msg: 'request_already_processed', data: { id, state: 'approved' } });
    expect(await compliance.calls.send(`/operator/approvals/${id}/reject`, { reason: 'late' })).toMatchObject({ code: 6000, data: { state: 'approved' } });
    expect((await walletState(t.app, member.id)).balance).toBe(1_500_000);
    expect((await pending(owner, 'approved')).list.find((r: { id: number }) => r.id === id)).toMatchObject({ state: 'approved', checker: cashier2.username });

    // both steps are audited, so the member's timeline names both operators
    const story = await timeline(owner, member.id);
    expect(story).toEqual(expect.arrayContaining([
      expect.objectContaining({ action: 'approval.request', actor: cashier.username }),
      expect.objectContaining({ action: 'approval.approve', actor: cashier2.username }),
      expect.objectContaining({ action: 'member.adjust_cash', actor: cashier2.username }),
    ]));
  });

  it('points above the threshold too; a negative adjustment re-checks the balance when approved (never below zero)', async () => {
    const points = await cashier.calls.points(member.id, 2_000_000, 'vip');
    expect(points).toMatchObject({ code: 0, data: { pending_approval: { kind: 'points_adjust', amount: 2_000_000, before: { points: 0 } } } });
    expect(await approveAs(t.app, compliance.jwt, points.data.pending_approval.id)).toMatchObject({ code: 0, data: { state: 'approved' } });
    expect((await walletState(t.app, member.id)).points).toBe(2_000_000);

    await cashier.calls.adjust(member.id, 900_000, 'opening');
    const take = await cashier.calls.adjust(member.id, -1_200_000, 'recovery');
    const id = take.data.pending_approval.id as number;
    expect(await approveAs(t.app, cashier2.jwt, id)).toMatchObject({ code: 4001, msg: 'insufficient_balance' });
    expect((await walletState(t.app, member.id)).balance).toBe(900_000);
    expect((await pending()).list.find((r: { id: number }) => r.id === id)).toMatchObject({ state: 'pending' }); // still waiting
    await cashier.calls.adjust(member.id, 400_000, 'top-up');
    expect(await approveAs(t.app, cashier2.jwt, id)).toMatchObject({ code: 0, data: { state: 'approved' } });
    expect(await walletState(t.app, member.id)).toMatchObject({ balance: 100_000, problems: [] });
  });

  it('reads the threshold per site (VARIABLES.approval_threshold)', async () => {
    await setSiteVariables(t.app, 'localhost', { approval_threshold: 50_000 });
    try {
      expect((await cashier.calls.adjust(member.id, 60_000, 'small site')).data.pending_approval).toMatchObject({ kind: 'cash_adjust' });
      expect((await cashier.calls.adjust(member.id, 50_000, 'small site')).data).toMatchObject({ balance: 50_000 });
    } finally {
      await t.app.db.execute(sql`UPDATE site_configs SET variables = variables - 'approval_threshold' WHERE domain = 'localhost'`);
    }
  });

  it('a rejection needs a reason and changes nothing; an expired request can no longer be approved', async () => {
    const T = new Date();
    setClockForTests(T);
    const asked = (await cashier.calls.adjust(member.id, 5_000_000, 'big')).data.pending_approval;
    expect(asked.expires_at).toBe(new Date(T.getTime() + 24 * HOUR).toISOString());
    expect(await cashier2.calls.send(`/operator/approvals/${asked.id}/reject`, {})).toMatchObject({ code: 4000, field: 'reason' });
    expect(await cashier2.calls.send(`/operator/approvals/${asked.id}/reject`, { reason: 'no ticket' })).toMatchObject({ code: 0, data: { state: 'rejected', decision_reason: 'no ticket' } });
    expect((await walletState(t.app, member.id)).balance).toBe(0);

    const old = (await cashier.calls.adjust(member.id, 5_000_000, 'big again')).data.pending_approval;
    setClockForTests(new Date(T.getTime() + 24 * HOUR));
    expect(await approveAs(t.app, cashier2.jwt, old.id)).toEqual({ code: 4001, msg: 'approval_expired', data: null, field: 'id' });
    expect((await walletState(t.app, member.id)).balance).toBe(0);
    expect((await pending(owner, 'expired')).list.find((r: { id: number }) => r.id === old.id)).toMatchObject({ state: 'expired' });
    expect((await pending()).list.find((r: { id: number }) => r.id === old.id)).toBeUndefined();
  });

  it('a payout-account change waits for a second operator; its maker and checker may not approve that member\'s withdrawals for 24 hours', async () => {
    const T = new Date();
    setClockForTests(T);
    await cashier.calls.adjust(member.id, 300_000, 'opening');
    const bank = { bank_name: '국민은행', bank_account: '987-654-321000', bank_holder: '홍길동', reason: 'member called, new account' };
    const put = (token: string) => t.app.inject({ method: 'PUT', url: `/operator/members/${member.id}/bank`, payload: bank, headers: bearer(token) });
    const asked = json(await put(cashier.jwt));
    expect(asked).toMatchObject({
      code: 0,
      // a cashier reads account numbers inside requests masked, his own too
      data: { pending_approval: { kind: 'member_bank', before: { bank_account: '********6789' }, after: { bank_account: '********1000' } } },
    });
    expect((await operatorCalls(t.app, owner).get(`/operator/members/${member.id}`)).data.bank_account).toBe('110123456789'); // not yet
    // the queue masks account numbers for a cashier; owner and compliance see them in full
    const forCashier = (await pending(cashier2.jwt)).list.find((r: { id: number }) => r.id === asked.data.pending_approval.id);
    expect(forCashier).toMatchObject({ before: { bank_account: '********6789' }, after: { bank_account: '********1000' } });
    const forCompliance = (await pending(compliance.jwt)).list.find((r: { id: number }) => r.id === asked.data.pending_approval.id);
    expect(forCompliance).toMatchObject({ before: { bank_account: '110123456789' }, after: { bank_account: '987654321000' } });

    expect(await approveAs(t.app, cashier2.jwt, asked.data.pending_approval.id)).toMatchObject({ code: 0, data: { state: 'approved' } });
    expect((await operatorCalls(t.app, owner).get(`/operator/members/${member.id}`)).data.bank_account).toBe('987654321000');

    const w = await memberCalls(t.app, member).withdraw(100_000);
    // the maker and the checker of the change: refused outright, with the time the block ends
    const until = new Date(T.getTime() + 24 * HOUR).toISOString();
    expect(await cashier.calls.decide('withdrawals', w.data.id, 'approve')).toEqual({ code: 4030, msg: 'bank_change_cooldown', data: { until } });
    expect(await cashier2.calls.decide('withdrawals', w.data.id, 'approve')).toEqual({ code: 4030, msg: 'bank_change_cooldown', data: { until } });
    expect((await walletState(t.app, member.id)).withdrawals).toEqual([{ id: w.data.id, amount: 100_000, status: 'waiting' }]);

    // anyone else: the approval becomes a request that a different operator confirms
    const ownerCalls = operatorCalls(t.app, owner);
    const first = await ownerCalls.decide('withdrawals', w.data.id, 'approve', { reason: 'paid' });
    expect(first).toMatchObject({ code: 0, data: { id: w.data.id, status: 'waiting', pending_approval: { kind: 'withdrawal_approve', target: String(w.data.id), amount: 100_000 } } });
    expect(await ownerCalls.decide('withdrawals', w.data.id, 'approve')).toMatchObject({ code: 0, data: { pending_approval: { id: first.data.pending_approval.id } } }); // the same request
    const confirmId = first.data.pending_approval.id as number;
    expect(await approveAs(t.app, owner, confirmId)).toMatchObject({ code: 4030, msg: 'approval_own_request' });
    expect(await approveAs(t.app, cashier.jwt, confirmId)).toMatchObject({ code: 4030, msg: 'bank_change_cooldown' }); // blocked as checker too
    expect(await approveAs(t.app, compliance.jwt, confirmId)).toMatchObject({ code: 0, data: { state: 'approved', checker: compliance.username } });
    expect((await walletState(t.app, member.id)).withdrawals).toEqual([{ id: w.data.id, amount: 100_000, status: 'completed' }]);

    // 24 hours later the change is old: the cashier approves at once again
    setClockForTests(new Date(T.getTime() + 24 * HOUR));
    const w2 = await memberCalls(t.app, member).withdraw(50_000);
    expect(await cashier.calls.decide('withdrawals', w2.data.id, 'approve')).toMatchObject({ code: 0, data: { status: 'completed' } });

    // the full numbers are in the audit (owner, compliance); other roles see them masked on the timeline
    const full = (await timeline(owner, member.id)).find((i) => i.action === 'member.bank')!;
    expect(full.actor).toBe(cashier2.username);
    expect(JSON.parse(full.detail)).toMatchObject({ bank_account: '987654321000', maker: cashier.username, checker: cashier2.username });
    for (const viewer of [cashier.jwt, support.jwt]) {
      const masked = await timeline(viewer, member.id);
      expect(masked.map((i) => i.detail).join('\n')).not.toMatch(/987654321000|110123456789/);
      expect(JSON.parse(masked.find((i) => i.action === 'member.bank')!.detail)).toMatchObject({ bank_account: '********1000' });
    }
    const audit = (await ownerCalls.get(`/operator/audit?member_id=${member.id}&action=member.bank`)).data.list;
    expect(audit[0]).toMatchObject({ before: { bank_account: '110123456789' }, after: { bank_account: '987654321000' } });
  });

  it('a deposit-account change waits for a second operator and keeps the history', async () => {
    const put = (token: string, body: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: '/operator/wallet/account', payload: body, headers: bearer(token) });
    const before = (await operatorCalls(t.app, owner).get('/operator/wallet/account')).data;
    const asked = json(await put(cashier.jwt, { bank_name: '하나은행', bank_account: '555-000-111222', holder: '카지노(주)' }));
    expect(asked).toMatchObject({ code: 0, data: { pending_approval: { kind: 'deposit_account', target: 'localhost', after: { bank_account: '**********1222' } } } });
    const forOwner = (await pending(owner)).list.find((r: { id: number }) => r.id === asked.data.pending_approval.id);
    expect(forOwner).toMatchObject({ before: { bank_account: before.bank_account }, after: { bank_account: '555-000-111222' } });
    expect((await operatorCalls(t.app, owner).get('/operator/wallet/account')).data.bank_account).toBe(before.bank_account);
    expect(await approveAs(t.app, cashier.jwt, asked.data.pending_approval.id)).toMatchObject({ code: 4030, msg: 'approval_own_request' });
    expect(await approveAs(t.app, owner, asked.data.pending_approval.id)).toMatchObject({ code: 0, data: { state: 'approved' } });
    expect((await operatorCalls(t.app, owner).get('/operator/wallet/account')).data).toMatchObject({ bank_name: '하나은행', bank_account: '555-000-111222' });

    const history = await rows<Record<string, unknown>>(t.app.db, sql`SELECT bank_account, maker_id, checker_id FROM deposit_account_history WHERE domain = 'localhost' ORDER BY id DESC LIMIT 1`);
    expect([history[0]!.bank_account, Number(history[0]!.maker_id)]).toEqual(['555-000-111222', cashier.id]);
    const audit = (await operatorCalls(t.app, owner).get('/operator/audit?action=deposit_account.set')).data.list[0];
    expect(audit).toMatchObject({ before: { bank_account: before.bank_account }, after: { bank_account: '555-000-111222', maker: cashier.username, checker: 'operator' } });
    // the history and the requests are append-only in the database
    const refusal = (statement: ReturnType<typeof sql>) =>
      t.app.db.execute(statement).then(() => 'changed', (err: Error & { cause?: Error }) => String(err.cause?.message ?? err.message));
    expect(await refusal(sql`DELETE FROM deposit_account_history`)).toMatch(/deposit_account_history is append-only/);
    expect(await refusal(sql`TRUNCATE member_bank_changes`)).toMatch(/member_bank_changes is append-only/);
    expect(await refusal(sql`UPDATE approval_requests SET status = 'pending', checker_id = NULL, checker = NULL, decided_at = NULL WHERE id = ${asked.data.pending_approval.id}`))
      .toMatch(/a decided or removed request is refused/);
  });

  it('roles: support may neither read nor decide the queue; an unknown request is 5005', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/operator/approvals', headers: bearer(support.jwt) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/operator/approvals/1/approve', payload: {}, headers: bearer(support.jwt) })).statusCode).toBe(403);
    expect(await approveAs(t.app, owner, 999_999_999)).toMatchObject({ code: 5005, msg: 'item_not_found' });
  });
});
