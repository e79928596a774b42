// Faults a real wallet meets: many requests at once, retries with the same X-Sequence, two operators
// deciding the same request. On PostgreSQL the requests really overlap (a pool of connections); on PGlite
// they queue on its single connection. The outcome must be the same on both.
import { backends, createMember, operatorToken, setupApp, type Member } from '../../helper';
import { memberCalls, operatorCalls, walletState } from './wallet-helpers';

describe.each(backends())('wallet under concurrency and retries ($name)', (backend) => {
  const t = setupApp(backend);
  let member: Member;
  let me: ReturnType<typeof memberCalls>;
  let op: ReturnType<typeof operatorCalls>;
  let opToken: string;
  beforeAll(async () => {
    opToken = await operatorToken(t.app);
    op = operatorCalls(t.app, opToken);
  });
  beforeEach(async () => {
    member = await createMember(t.app);
    me = memberCalls(t.app, member);
  });

  it('50 concurrent withdrawals worth more than the balance: exactly the affordable ones succeed', async () => {
    await op.adjust(member.id, 1_000_000);
    // 50 × 30,000 = 1,500,000 asked of 1,000,000: 33 fit (990,000), 17 do not.
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => me.withdraw(30_000, `w50-${i}`)));
    const succeeded = answers.filter((a) => a.code === 0);
    expect(succeeded).toHaveLength(33);
    expect(answers.filter((a) => a.code === 4001 && a.msg === 'insufficient_balance')).toHaveLength(17);
    // every success reports a distinct balance on the way down to 10,000
    expect(succeeded.map((a) => a.data.balance).sort((x, y) => y - x)).toEqual(Array.from({ length: 33 }, (_, i) => 1_000_000 - (i + 1) * 30_000));

    const state = await walletState(t.app, member.id);
    expect(state.balance).toBe(10_000);
    expect(state.withdrawals).toHaveLength(33);
    expect(state.cash.every((row) => row.after >= 0)).toBe(true);
    expect(state.problems).toEqual([]);
    expect((await op.verify()).broken).toEqual([]);
  });

  it('concurrent deposit requests leave at most one waiting', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => me.deposit(10_000 * (i + 1), `d10-${i}`)));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 5003 && a.msg === 'previous_record_exists')).toHaveLength(9);
    expect((await walletState(t.app, member.id)).deposits.filter((d) => d.status === 'waiting')).toHaveLength(1);
  });

  it('the same X-Sequence twice acts once; the repeat answers 6000 with the first data', async () => {
    await op.adjust(member.id, 100_000);
    await op.points(member.id, 50_000);
    for (const [name, call] of [
      ['withdraw', () => me.withdraw(10_000, 'tab-1')],
      ['deposit', () => me.deposit(10_000, 'tab-2')],
      ['convert', () => me.convert({ amount: 10_000 }, 'tab-3')],
    ] as const) {
      const [a, b] = await Promise.all([call(), call()]);
      const first = a.code === 0 ? a : b;
      const repeat = a.code === 0 ? b : a;
      expect([name, first.code, repeat]).toEqual([name, 0, { code: 6000, msg: 'request_already_processed', data: first.data }]);
      expect([name, await call()]).toEqual([name, { code: 6000, msg: 'request_already_processed', data: first.data }]);
    }
    const state = await walletState(t.app, member.id);
    expect(state.withdrawals).toHaveLength(1);
    expect(state.deposits.map((d) => d.status).sort()).toEqual(['auto', 'point_convert', 'waiting']);
    expect(state.balance).toBe(100_000 - 10_000 + 10_000);
    expect(state.points).toBe(40_000);
    expect(state.problems).toEqual([]);
  });

  it('two operators deciding one request at once: one decision acts, the other gets 6000', async () => {
    const other = operatorCalls(t.app, await operatorToken(t.app));
    const d = await me.deposit(70_000);
    const [a, b] = await Promise.all([op.decide('deposits', d.data.id, 'approve'), other.decide('deposits', d.data.id, 'reject')]);
    expect([a.code, b.code].sort()).toEqual([0, 6000]);
    const winner = a.code === 0 ? a : b;
    const loser = a.code === 0 ? b : a;
    expect(loser).toMatchObject({ msg: 'request_already_processed', data: { id: d.data.id, status: winner.data.status } });
    expect((await walletState(t.app, member.id)).balance).toBe(winner.data.status === 'completed' ? 70_000 : 0);

    await op.adjust(member.id, 100_000);
    const w = await me.withdraw(60_000);
    const decisions = await Promise.all([
      op.decide('withdrawals', w.data.id, 'reject'), other.decide('withdrawals', w.data.id, 'reject'), op.decide('withdrawals', w.data.id, 'approve'),
    ]);
    expect(decisions.map((x) => x.code).sort()).toEqual([0, 6000, 6000]);
    const state = await walletState(t.app, member.id);
    // refunded at most once
    expect(state.cashTypes.filter((type) => type === 'withdraw_refund').length).toBeLessThanOrEqual(1);
    expect(state.problems).toEqual([]);
  });

  it('a later second decision changes nothing; a repeated operator X-Sequence answers the first data', async () => {
    await op.adjust(member.id, 50_000);
    const w = await me.withdraw(50_000);
    const first = await op.decide('withdrawals', w.data.id, 'reject', {}, 'op-1');
    expect(first.data).toMatchObject({ status: 'rejected', balance: 50_000 });
    expect(await op.decide('withdrawals', w.data.id, 'reject', {}, 'op-1')).toEqual({ code: 6000, msg: 'request_already_processed', data: first.data });
    const again = await op.decide('withdrawals', w.data.id, 'reject', {}, 'op-2');
    expect(again).toMatchObject({ code: 6000, data: { status: 'rejected' } });
    expect((await op.decide('withdrawals', w.data.id, 'approve')).code).toBe(6000);
    expect((await walletState(t.app, member.id)).balance).toBe(50_000);

    const adjusted = await op.adjust(member.id, 5_000, 'goodwill', 'op-3');
    expect(await op.adjust(member.id, 5_000, 'goodwill', 'op-3')).toEqual({ code: 6000, msg: 'request_already_processed', data: adjusted.data });
    expect((await walletState(t.app, member.id)).balance).toBe(55_000);
  });

  it('conversions racing for the same points never overdraw them', async () => {
    await op.points(member.id, 50_000);
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => me.convert({ amount: 10_000 }, `c-${i}`)),
      me.convert({ all: true }, 'c-all'),
    ]);
    const converted = answers.filter((a) => a.code === 0).reduce((sum, a) => sum + a.data.amount, 0);
    expect(converted).toBe(50_000);
    const state = await walletState(t.app, member.id);
    expect(state).toMatchObject({ balance: 50_000, points: 0 });
    expect(state.problems).toEqual([]);
  });
});
