// The member's wallet calls end to end through the app: requests, decisions, conversions, histories, and the
// ledger behind every one of them.
import { firstRow, sql } from '../../../src/db/client';
import { backends, createMember, json, operatorToken, setupApp, withoutAppendOnly, type Member } from '../../helper';
import { memberCalls, operatorCalls, walletState } from './wallet-helpers';

describe.each(backends())('member wallet ($name)', (backend) => {
  const t = setupApp(backend);
  /** The ids of the member's newest cash and points ledger rows. */
  const lastRows = async (memberId: number) => {
    const r = await firstRow<{ cash: unknown; points: unknown }>(t.app.db, sql`
      SELECT (SELECT max(id) FROM ledger WHERE member_id = ${memberId}) AS cash, (SELECT max(id) FROM point_ledger WHERE member_id = ${memberId}) AS points`);
    return { cash: Number(r?.cash), points: Number(r?.points) };
  };
  let member: Member;
  let me: ReturnType<typeof memberCalls>;
  let op: ReturnType<typeof operatorCalls>;
  beforeAll(async () => { op = operatorCalls(t.app, await operatorToken(t.app)); });
  beforeEach(async () => {
    member = await createMember(t.app);
    me = memberCalls(t.app, member);
  });

  it('needs a member credential', async () => {
    for (const url of ['/wallet/account', '/wallet/deposits', '/wallet/withdrawals', '/wallet/transactions']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'POST', url: '/wallet/deposit', payload: '{"amount":10000}' })).statusCode).toBe(403);
  });

  it('shows the deposit account of the site (the demo account when demo data is on)', async () => {
    const res = await me.get('/wallet/account');
    expect(res).toEqual({ code: 0, msg: '', data: { bank_name: '신한은행', bank_account: '110-000-000000', holder: '데모카지노(주)', notes: expect.stringContaining('데모') } });
  });

  it('takes one deposit request at a time; approval credits the balance and the histories show it', async () => {
    const first = await me.deposit(50_000);
    expect(first).toEqual({ code: 0, msg: '', data: { id: expect.any(Number), status: 'waiting' } });
    expect(await me.deposit(10_000)).toEqual({ code: 5003, msg: 'previous_record_exists', data: null });
    expect((await me.init()).amount).toBe(0); // nothing moves before an operator decides

    const approved = await op.decide('deposits', first.data.id, 'approve');
    expect(approved).toMatchObject({ code: 0, data: { id: first.data.id, status: 'completed', username: member.username, amount: 50_000, balance: 50_000 } });
    expect((await me.init()).amount).toBe(50_000);

    const second = await me.deposit('20000'); // digits as text are fine
    expect(second.code).toBe(0);
    expect((await op.decide('deposits', second.data.id, 'reject', { reason: 'no transfer arrived' })).data).toMatchObject({ status: 'rejected', reason: 'no transfer arrived' });
    expect((await me.init()).amount).toBe(50_000);

    const history = await me.get('/wallet/deposits?page=1&size=10');
    expect(history.data.total).toBe(2);
    expect(history.data.list).toEqual([
      { id: second.data.id, amount: 20_000, status: 'rejected', created_at: expect.any(String), processed_at: expect.any(String) },
      { id: first.data.id, amount: 50_000, status: 'completed', created_at: expect.any(String), processed_at: expect.any(String) },
    ]);
    const tx = await me.get('/wallet/transactions');
    expect(tx.data.list).toEqual([{ id: expect.any(Number), username: member.username, type: 'deposit', amount: 50_000, before: 0, after: 50_000, date: expect.any(String) }]);
    expect(tx.data.next_cursor).toBeNull();
    expect((await walletState(t.app, member.id)).problems).toEqual([]);
  });

  it('takes a withdrawal from the balance at once and refunds it on rejection', async () => {
    await op.adjust(member.id, 100_000);
    const w = await me.withdraw(30_000);
    expect(w).toEqual({ code: 0, msg: '', data: { id: expect.any(Number), status: 'waiting', balance: 70_000, balance_seq: expect.any(Number) } });
    // the balance's ledger mark is the withdrawal's own cash row (the client keeps the newer of two figures by it)
    expect(w.data.balance_seq).toBe((await lastRows(member.id)).cash);
    expect((await me.init()).amount).toBe(70_000);
    expect(await me.withdraw(80_000)).toEqual({ code: 4001, msg: 'insufficient_balance', data: null, field: 'amount' });

    expect((await op.decide('withdrawals', w.data.id, 'reject', { reason: 'account name mismatch' })).data).toMatchObject({ status: 'rejected', balance: 100_000 });
    expect((await me.init()).amount).toBe(100_000);

    const w2 = await me.withdraw(40_000);
    expect((await op.decide('withdrawals', w2.data.id, 'approve')).data).toMatchObject({ status: 'completed' });
    expect((await me.init()).amount).toBe(60_000);

    const history = (await me.get('/wallet/withdrawals')).data;
    expect(history.list.map((r: { status: string; amount: number }) => [r.status, r.amount])).toEqual([['completed', 40_000], ['rejected', 30_000]]);
    const state = await walletState(t.app, member.id);
    expect(state.cashTypes).toEqual(['adjust', 'withdraw', 'withdraw_refund', 'withdraw']);
    expect(state.problems).toEqual([]);
  });

  it('converts points by amount or all, in 10,000 steps, and records the conversion in the deposit history', async () => {
    expect((await op.points(member.id, 35_500)).data).toMatchObject({ point: 35_500 });
    expect(await me.convert({ amount: 5_000 })).toMatchObject({ code: 4001, msg: 'below_minimum', field: 'amount' });
    expect(await me.convert({ amount: 15_000 })).toMatchObject({ code: 4001, msg: 'amount_unit' });
    expect(await me.convert({ amount: 40_000 })).toMatchObject({ code: 4001, msg: 'insufficient_points' });
    expect(await me.convert({})).toMatchObject({ code: 4000, field: 'amount' });
    expect(await me.convert({ all: 'yes' })).toMatchObject({ code: 4001, field: 'all' });

    const one = await me.convert({ amount: 10_000 });
    expect(one).toEqual({
      code: 0, msg: '', data: { id: expect.any(Number), amount: 10_000, status: 'point_convert', balance: 10_000, point: 25_500, balance_seq: expect.any(Number), points_seq: expect.any(Number) },
    });
    expect({ cash: one.data.balance_seq, points: one.data.points_seq }).toEqual(await lastRows(member.id));
    const all = await me.convert({ all: true, amount: 999 }); // all wins over amount
    expect(all.data).toMatchObject({ amount: 20_000, balance: 30_000, point: 5_500 });
    expect({ cash: all.data.balance_seq, points: all.data.points_seq }).toEqual(await lastRows(member.id));
    expect(all.data.balance_seq).toBeGreaterThan(one.data.balance_seq);
    expect(await me.convert({ all: true })).toMatchObject({ code: 4001, msg: 'below_minimum' });
    expect(await me.init()).toMatchObject({ amount: 30_000, point: 5_500 });

    const deposits = (await me.get('/wallet/deposits')).data.list;
    expect(deposits.map((d: { status: string; amount: number }) => [d.status, d.amount])).toEqual([['point_convert', 20_000], ['point_convert', 10_000]]);
    expect(deposits[0].processed_at).not.toBe('');
    const state = await walletState(t.app, member.id);
    expect(state.cashTypes).toEqual(['point_convert', 'point_convert']);
    expect(state.pointRows.map((r) => r.amount)).toEqual([35_500, -10_000, -20_000]);
    expect(state.problems).toEqual([]);
    // a conversion is not a waiting deposit: a real deposit request is still possible
    expect((await me.deposit(10_000)).code).toBe(0);
  });

  it('refuses bad amounts with 4001 and writes nothing', async () => {
    await op.adjust(member.id, 1_000_000);
    await op.points(member.id, 1_000_000);
    const before = await walletState(t.app, member.id);
    const bad: Array<[unknown, string]> = [
      ['12a00', 'invalid_amount'], ['abc', 'invalid_amount'], [-10_000, 'invalid_amount'], ['-10000', 'invalid_amount'],
      [0, 'invalid_amount'], ['0', 'invalid_amount'], [15_000, 'amount_unit'], ['10001', 'amount_unit'],
      [2 ** 63, 'invalid_amount'], ['9223372036854775808', 'invalid_amount'], [10_000.5, 'invalid_amount'], ['10000.0', 'invalid_amount'],
      ['10 000', 'invalid_amount'], [' 10000', 'invalid_amount'], ['10000 ', 'invalid_amount'], [true, 'invalid_amount'],
      [[10_000], 'invalid_amount'], [{ v: 10_000 }, 'invalid_amount'], [100_010_000, 'invalid_amount'],
    ];
    for (const [amount, msg] of bad) {
      for (const call of [me.deposit, me.withdraw]) {
        expect([amount, await call(amount)]).toEqual([amount, { code: 4001, msg, data: null, field: 'amount' }]);
      }
      const converted = await me.convert({ amount });
      expect([amount, converted.code]).toEqual([amount, 4001]);
    }
    expect(await me.deposit(undefined)).toMatchObject({ code: 4000, field: 'amount' });
    expect(await me.withdraw('   ')).toMatchObject({ code: 4000, field: 'amount' });
    expect(json(await t.app.inject({ method: 'POST', url: '/wallet/deposit', payload: 'amount=10000', headers: { authorization: `Bearer ${member.jwt}` } })).code).toBe(4001);
    const after = await walletState(t.app, member.id);
    expect(after).toEqual(before);
  });

  it('pages the request histories newest first with a total', async () => {
    await op.adjust(member.id, 500_000);
    const ids: number[] = [];
    for (let i = 1; i <= 5; i++) ids.push((await me.withdraw(i * 10_000)).data.id);
    const page1 = (await me.get('/wallet/withdrawals?page=1&size=2')).data;
    const page3 = (await me.get('/wallet/withdrawals?page=3&size=2')).data;
    expect(page1.total).toBe(5);
    expect(page1.list.map((r: { id: number }) => r.id)).toEqual([ids[4], ids[3]]);
    expect(page3.list.map((r: { id: number }) => r.id)).toEqual([ids[0]]);
    expect(page1.list[0]).toMatchObject({ amount: 50_000, status: 'waiting', processed_at: '' });
    expect(await me.get('/wallet/withdrawals?size=101')).toMatchObject({ code: 4001, field: 'size' });
    expect(await me.get('/wallet/deposits?page=0')).toMatchObject({ code: 4001, field: 'page' });
    // an operator's positive adjustment is a payment by the system: an `auto` row of the deposit history
    expect((await me.get('/wallet/deposits')).data.list).toEqual([expect.objectContaining({ amount: 500_000, status: 'auto' })]);
  });

  it('shows only the member\'s own rows', async () => {
    const other = await createMember(t.app);
    await op.adjust(other.id, 50_000);
    await memberCalls(t.app, other).withdraw(10_000);
    expect((await me.get('/wallet/withdrawals')).data).toEqual({ list: [], total: 0 });
    expect((await me.get('/wallet/transactions')).data).toEqual({ list: [], next_cursor: null });
  });

  it('pages transactions by cursor and filters whole Seoul days', async () => {
    for (let i = 1; i <= 7; i++) await op.adjust(member.id, i * 1000);
    // Place the rows on known instants: 2026-03-01 23:30 KST = 14:30 UTC, 2026-03-02 00:10 KST = 2026-03-01 15:10 UTC.
    const ids = (await me.get('/wallet/transactions?size=100')).data.list.map((r: { id: number }) => r.id).reverse();
    // the ledger is append-only (migration 0017): the test places its rows at known instants as the database owner
    const at = async (id: number, iso: string) => withoutAppendOnly(t.app, ['ledger'], () => t.app.db.execute(sql`UPDATE ledger SET created_at = ${iso}::timestamptz WHERE id = ${id}`));
    await at(ids[0], '2026-02-28T14:59:59Z'); // 2026-02-28 23:59:59 KST
    await at(ids[1], '2026-02-28T15:00:00Z'); // 2026-03-01 00:00 KST
    await at(ids[2], '2026-03-01T14:30:00Z'); // 2026-03-01 23:30 KST
    await at(ids[3], '2026-03-01T15:10:00Z'); // 2026-03-02 00:10 KST
    await at(ids[4], '2026-03-02T14:59:59Z'); // 2026-03-02 23:59:59 KST
    await at(ids[5], '2026-03-02T15:00:00Z'); // 2026-03-03 00:00 KST

    const day1 = (await me.get('/wallet/transactions?from=2026-03-01&to=2026-03-01')).data;
    expect(day1.list.map((r: { id: number }) => r.id)).toEqual([ids[2], ids[1]]);
    const two = (await me.get('/wallet/transactions?from=2026-03-01&to=2026-03-02')).data;
    expect(two.list.map((r: { id: number }) => r.id)).toEqual([ids[4], ids[3], ids[2], ids[1]]);

    const pageA = (await me.get('/wallet/transactions?size=3')).data;
    expect(pageA.list.map((r: { id: number }) => r.id)).toEqual([ids[6], ids[5], ids[4]]);
    expect(pageA.next_cursor).toEqual(String(ids[4]));
    const pageB = (await me.get(`/wallet/transactions?size=3&cursor=${pageA.next_cursor}`)).data;
    expect(pageB.list.map((r: { id: number }) => r.id)).toEqual([ids[3], ids[2], ids[1]]);
    const pageC = (await me.get(`/wallet/transactions?size=3&cursor=${pageB.next_cursor}`)).data;
    expect(pageC).toEqual({ list: [expect.objectContaining({ id: ids[0], type: 'adjust', amount: 1000, before: 0, after: 1000, date: '2026-02-28T14:59:59.000Z' })], next_cursor: null });
    // the range and the cursor combine
    const ranged = (await me.get(`/wallet/transactions?from=2026-03-01&to=2026-03-02&size=2`)).data;
    const rest = (await me.get(`/wallet/transactions?from=2026-03-01&to=2026-03-02&size=2&cursor=${ranged.next_cursor}`)).data;
    expect([...ranged.list, ...rest.list].map((r: { id: number }) => r.id)).toEqual([ids[4], ids[3], ids[2], ids[1]]);
    expect(rest.next_cursor).toBeNull();

    for (const [query, field] of [['from=2026-02-30', 'from'], ['to=20260301', 'to'], ['from=2026-03-02&to=2026-03-01', 'to'], ['cursor=abc', 'cursor'], ['cursor=-1', 'cursor'], ['size=0', 'size']]) {
      expect([query, await me.get(`/wallet/transactions?${query}`)]).toEqual([query, { code: 4001, msg: 'invalid_input_value', data: null, field }]);
    }
  });
});
