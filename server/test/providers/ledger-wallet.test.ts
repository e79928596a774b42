// The seamless wallet over the ledger (docs/providers.md): every call idempotent by the provider's transaction
// id, a rollback that never fails twice, insufficient balance refused cleanly, points and rolling per bet, and a
// balance that never goes below zero under concurrent debits.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rows, type Tx } from '../../src/db/client';
import { createLedgerWallet } from '../../src/providers/ledger-wallet';
import type { SeamlessWallet } from '../../src/providers/types';
import { backends, createMember, operatorToken, setupApp, type Member } from '../helper';
import { memberCalls, operatorCalls, walletState } from '../routes/wallet/wallet-helpers';

const P = 'test-aggregator';
let round = 0;
const nextRound = () => `r${(round += 1)}`;

async function ledgerRows(app: FastifyInstance, memberId: number) {
  return rows<{ type: string; amount: unknown; ref: string }>(app.db, sql`SELECT type, amount, ref FROM ledger WHERE member_id = ${memberId} AND type IN ('bet', 'win', 'rollback') ORDER BY id`)
    .then((list) => list.map((r) => ({ type: r.type, amount: Number(r.amount), ref: r.ref })));
}

describe.each(backends())('ledger seamless wallet ($name)', (backend) => {
  const t = setupApp(backend);
  let wallet: SeamlessWallet;
  let op: ReturnType<typeof operatorCalls>;
  let member: Member;
  const call = <T>(fn: (tx: Tx) => Promise<T>) => t.app.db.transaction(fn);
  const debit = (txId: string, roundId: string, amount: number, memberId = member.id) =>
    call((tx) => wallet.debit(tx, { provider: P, txId, memberId, roundId, gameCode: 'g1', amount }));
  const credit = (txId: string, roundId: string, amount: number, betTxId: string, memberId = member.id) =>
    call((tx) => wallet.credit(tx, { provider: P, txId, memberId, roundId, gameCode: 'g1', amount, betTxId }));
  const betAndWin = (txId: string, roundId: string, amount: number, win: number, winTxId = `${txId}:win`, memberId = member.id) =>
    call((tx) => wallet.betAndWin(tx, { provider: P, txId, winTxId, memberId, roundId, gameCode: 'g1', amount, win }));
  const betAndWinOnce = (roundId: string, amount: number, win: number, memberId = member.id) =>
    call((tx) => wallet.betAndWinOnce(tx, { provider: P, memberId, roundId, gameCode: 'g1', amount, win }));
  const providerRows = (memberId: number) => rows<Record<string, unknown>>(t.app.db, sql`
    SELECT p.tx_id, p.kind, p.amount::int AS amount, p.reference_tx_id, p.points::int AS points, p.balance_after::int AS balance_after, l.type AS ledger_type
    FROM provider_transactions p LEFT JOIN ledger l ON l.id = p.ledger_id WHERE p.member_id = ${memberId} ORDER BY p.id`);
  const rollback = (txId: string, roundId: string, referenceTxId: string, memberId = member.id) =>
    call((tx) => wallet.rollback(tx, { provider: P, txId, memberId, roundId, referenceTxId }));

  beforeAll(async () => {
    wallet = createLedgerWallet({ pointsRateBp: 100 });
    op = operatorCalls(t.app, await operatorToken(t.app));
  });
  beforeEach(async () => {
    member = await createMember(t.app);
    expect((await op.adjust(member.id, 100_000)).code).toBe(0);
  });

  it('a repeated debit id answers the first result and moves money once; other data under the id is refused', async () => {
    const r = nextRound();
    const first = await debit('d-1', r, 10_000);
    expect(first).toMatchObject({ ok: true, balance: 90_000, duplicate: false });
    expect(await debit('d-1', r, 10_000)).toEqual({ ...first, duplicate: true });
    expect(await debit('d-1', r, 20_000)).toEqual({ ok: false, error: 'duplicate_transaction' });
    expect(await debit('d-1', 'another-round', 10_000)).toEqual({ ok: false, error: 'duplicate_transaction' });
    expect(await ledgerRows(t.app, member.id)).toEqual([{ type: 'bet', amount: -10_000, ref: `${P}:${r}` }]);
    expect(await wallet.balance(t.app.db, member.id)).toBe(90_000);
  });

  it('a repeated credit id pays once; a credit needs its bet; a zero credit writes no ledger row', async () => {
    const r = nextRound();
    await debit('d-2', r, 10_000);
    const paid = await credit('c-2', r, 25_000, 'd-2');
    expect(paid).toMatchObject({ ok: true, balance: 115_000 });
    expect(await credit('c-2', r, 25_000, 'd-2')).toEqual({ ...paid, duplicate: true });
    expect(await credit('c-2', r, 30_000, 'd-2')).toEqual({ ok: false, error: 'duplicate_transaction' });
    expect(await credit('c-x', r, 5_000, 'no-such-bet')).toEqual({ ok: false, error: 'transaction_not_found' });
    expect(await credit('c-zero', r, 0, 'd-2')).toMatchObject({ ok: true, balance: 115_000, ledgerId: null });
    expect(await ledgerRows(t.app, member.id)).toEqual([
      { type: 'bet', amount: -10_000, ref: `${P}:${r}` }, { type: 'win', amount: 25_000, ref: `${P}:${r}` },
    ]);
    // another member's bet looks missing
    const other = await createMember(t.app);
    expect(await credit('c-other', r, 1_000, 'd-2', other.id)).toEqual({ ok: false, error: 'transaction_not_found' });
  });

  it('a rollback gives the bet back once, however often it is repeated; then the bet cannot be paid', async () => {
    const r = nextRound();
    await debit('d-3', r, 30_000);
    const first = await rollback('rb-3', r, 'd-3');
    expect(first).toMatchObject({ ok: true, balance: 100_000 });
    for (let i = 0; i < 3; i += 1) expect(await rollback('rb-3', r, 'd-3')).toEqual({ ...first, duplicate: true });
    // a second rollback id for the same bet succeeds without moving money
    expect(await rollback('rb-3b', r, 'd-3')).toMatchObject({ ok: true, balance: 100_000, ledgerId: null });
    expect(await credit('c-3', r, 60_000, 'd-3')).toEqual({ ok: false, error: 'transaction_rolled_back' });
    expect(await ledgerRows(t.app, member.id)).toEqual([
      { type: 'bet', amount: -30_000, ref: `${P}:${r}` }, { type: 'rollback', amount: 30_000, ref: `${P}:${r}` },
    ]);
  });

  it('a rollback of an unknown bet succeeds and stops that bet from arriving later', async () => {
    const r = nextRound();
    expect(await rollback('rb-4', r, 'd-4')).toMatchObject({ ok: true, balance: 100_000, ledgerId: null });
    expect(await debit('d-4', r, 10_000)).toEqual({ ok: false, error: 'transaction_rolled_back' });
    expect(await ledgerRows(t.app, member.id)).toEqual([]);
    expect(await wallet.balance(t.app.db, member.id)).toBe(100_000);
  });

  it('a paid round cannot be rolled back', async () => {
    const r = nextRound();
    await debit('d-5', r, 10_000);
    await credit('c-5', r, 20_000, 'd-5');
    expect(await rollback('rb-5', r, 'd-5')).toEqual({ ok: false, error: 'round_settled' });
    expect(await rollback('rb-5', r, 'd-5')).toEqual({ ok: false, error: 'round_settled' });
    expect(await wallet.balance(t.app.db, member.id)).toBe(110_000);
  });

  it('refuses a bet above the balance cleanly, and judges a retry of that id afresh', async () => {
    const r = nextRound();
    const me = memberCalls(t.app, member);
    const before = (await me.get('/main/init')).data.ui;
    expect(await debit('d-6', r, 100_001)).toEqual({ ok: false, error: 'insufficient_balance', balance: 100_000 });
    expect(await ledgerRows(t.app, member.id)).toEqual([]);
    // no points earned and no rolling counted for a bet that was refused (one statement moves all three)
    const after = (await me.get('/main/init')).data.ui;
    expect([after.point, after.rolling]).toEqual([before.point, before.rolling]);
    expect(await rows(t.app.db, sql`SELECT id FROM point_ledger WHERE member_id = ${member.id}`)).toEqual([]);
    await op.adjust(member.id, 1);
    expect(await debit('d-6', r, 100_001)).toMatchObject({ ok: true, balance: 0 });
    expect(await debit('d-7', nextRound(), 1)).toEqual({ ok: false, error: 'insufficient_balance', balance: 0 });
    expect(await debit('d-8', nextRound(), 0)).toEqual({ ok: false, error: 'invalid_amount' });
    expect(await debit('d-9', nextRound(), 1.5)).toEqual({ ok: false, error: 'invalid_amount' });
  });

  it('earns points at the configured rate (floor) and counts rolling; a rollback takes both back; a deposit restarts rolling', async () => {
    const me = memberCalls(t.app, member);
    await debit('d-10', nextRound(), 12_345); // 1 % of 12,345 = 123.45 → 123 points
    let ui = (await me.get('/main/init')).data.ui;
    expect([ui.point, ui.rolling]).toEqual([123, 12_345]);
    const r = nextRound();
    await debit('d-11', r, 50_000);
    await rollback('rb-11', r, 'd-11');
    ui = (await me.get('/main/init')).data.ui;
    expect([ui.point, ui.rolling]).toEqual([123, 12_345]);
    const deposit = await me.deposit(10_000);
    expect((await op.decide('deposits', deposit.data.id, 'approve')).code).toBe(0);
    ui = (await me.get('/main/init')).data.ui;
    expect(ui.rolling).toBe(0);
    const points = await rows<{ type: string; amount: unknown; note: string }>(t.app.db, sql`SELECT type, amount, note FROM point_ledger WHERE member_id = ${member.id} ORDER BY id`);
    expect(points.map((p) => [p.type, Number(p.amount), p.note])).toEqual([['earn', 123, 'bet'], ['earn', 500, 'bet'], ['earn', -500, 'rollback']]);
  });

  it('refuses bets of a member who may not bet now (self-excluded)', async () => {
    await t.app.db.execute(sql`UPDATE members SET self_excluded_until = now() + interval '1 day' WHERE id = ${member.id}`);
    expect(await debit('d-12', nextRound(), 1_000)).toEqual({ ok: false, error: 'bet_refused', reason: 'self_excluded' });
    // wins and rollbacks of earlier bets are still accepted
    expect(await rollback('rb-12', nextRound(), 'd-unknown')).toMatchObject({ ok: true });
  });

  it('a bet and its win in one call: the rows two calls would write, chained bet then win, points and rolling of the bet', async () => {
    const r = nextRound();
    const me = memberCalls(t.app, member);
    const paid = await betAndWin('bw-1', r, 10_000, 25_000);
    expect(paid).toMatchObject({ ok: true, balance: 115_000, duplicate: false });
    expect(await ledgerRows(t.app, member.id)).toEqual([
      { type: 'bet', amount: -10_000, ref: `${P}:${r}` }, { type: 'win', amount: 25_000, ref: `${P}:${r}` },
    ]);
    const cash = await rows<{ id: unknown; before: unknown; after: unknown }>(t.app.db, sql`
      SELECT id, before, after FROM ledger WHERE member_id = ${member.id} AND ref = ${`${P}:${r}`} ORDER BY id`);
    expect(cash.map((c) => [Number(c.before), Number(c.after)])).toEqual([[100_000, 90_000], [90_000, 115_000]]);
    expect(paid.ok && paid.ledgerId).toBe(Number(cash[1]!.id));
    expect(await providerRows(member.id)).toEqual([
      { tx_id: 'bw-1', kind: 'debit', amount: 10_000, reference_tx_id: null, points: 100, balance_after: 90_000, ledger_type: 'bet' },
      { tx_id: 'bw-1:win', kind: 'credit', amount: 25_000, reference_tx_id: 'bw-1', points: 0, balance_after: 115_000, ledger_type: 'win' },
    ]);
    const ui = (await me.get('/main/init')).data.ui;
    expect([ui.point, ui.rolling]).toEqual([100, 10_000]);
    // a paid round cannot be rolled back, as after a debit and its credit
    expect(await rollback('bw-1:rb', r, 'bw-1')).toEqual({ ok: false, error: 'round_settled' });
    const state = await walletState(t.app, member.id);
    expect([state.balance, state.problems]).toEqual([115_000, []]);
    expect((await op.verify()).broken).toEqual([]);
  });

  it('a bet and a win of 0 in one call is the bet alone; a repeat answers the first result, other data is refused', async () => {
    const r = nextRound();
    const lost = await betAndWin('bw-2', r, 10_000, 0);
    expect(lost).toMatchObject({ ok: true, balance: 90_000, duplicate: false });
    expect(await ledgerRows(t.app, member.id)).toEqual([{ type: 'bet', amount: -10_000, ref: `${P}:${r}` }]);
    expect((await providerRows(member.id)).map((p) => p.tx_id)).toEqual(['bw-2']);
    expect(await betAndWin('bw-2', r, 10_000, 0)).toEqual({ ...lost, duplicate: true });
    const r2 = nextRound();
    const won = await betAndWin('bw-3', r2, 1_000, 3_000);
    expect(won).toMatchObject({ ok: true, balance: 92_000 });
    expect(await betAndWin('bw-3', r2, 1_000, 3_000)).toEqual({ ...won, duplicate: true });
    expect(await betAndWin('bw-3', r2, 1_000, 4_000)).toEqual({ ok: false, error: 'duplicate_transaction' });
    expect(await betAndWin('bw-3', r2, 2_000, 3_000)).toEqual({ ok: false, error: 'duplicate_transaction' });
    expect(await wallet.balance(t.app.db, member.id)).toBe(92_000);
    expect((await walletState(t.app, member.id)).problems).toEqual([]);
  });

  it('a bet and its win is refused as a debit is: the stake must fit before the win, a member who may not bet, bad amounts', async () => {
    const r = nextRound();
    // the win would cover it, but the stake alone does not fit
    expect(await betAndWin('bw-4', r, 100_001, 500_000)).toEqual({ ok: false, error: 'insufficient_balance', balance: 100_000 });
    expect(await ledgerRows(t.app, member.id)).toEqual([]);
    expect(await providerRows(member.id)).toEqual([]);
    expect(await rows(t.app.db, sql`SELECT id FROM point_ledger WHERE member_id = ${member.id}`)).toEqual([]);
    expect(await betAndWin('bw-5', nextRound(), 0, 10)).toEqual({ ok: false, error: 'invalid_amount' });
    expect(await betAndWin('bw-6', nextRound(), 10, -1)).toEqual({ ok: false, error: 'invalid_amount' });
    expect(await betAndWin('bw-7', nextRound(), 10, 1.5)).toEqual({ ok: false, error: 'invalid_amount' });
    await t.app.db.execute(sql`UPDATE members SET self_excluded_until = now() + interval '1 day' WHERE id = ${member.id}`);
    expect(await betAndWin('bw-8', nextRound(), 1_000, 2_000)).toEqual({ ok: false, error: 'bet_refused', reason: 'self_excluded' });
    expect(await providerRows(member.id)).toEqual([]);
    expect(await wallet.balance(t.app.db, member.id)).toBe(100_000);
  });

  it('a bet and its win for a caller that records the play itself: the same ledger rows, no provider rows, refused as a debit is', async () => {
    const r = nextRound();
    const paid = await betAndWinOnce(r, 10_000, 25_000);
    expect(paid).toMatchObject({ ok: true, balance: 115_000, duplicate: false });
    const cash = await rows<{ id: unknown; type: string; before: unknown; after: unknown; ref: string }>(t.app.db, sql`
      SELECT id, type, before, after, ref FROM ledger WHERE member_id = ${member.id} AND ref = ${`${P}:${r}`} ORDER BY id`);
    expect(cash.map((c) => [c.type, Number(c.before), Number(c.after), c.ref])).toEqual([['bet', 100_000, 90_000, `${P}:${r}`], ['win', 90_000, 115_000, `${P}:${r}`]]);
    expect(paid.ok && paid.ledgerId).toBe(Number(cash[1]!.id));
    expect(await providerRows(member.id)).toEqual([]);
    expect((await rows<{ amount: unknown }>(t.app.db, sql`SELECT amount FROM point_ledger WHERE member_id = ${member.id}`)).map((p) => Number(p.amount))).toEqual([100]);
    // a loss is the bet alone
    expect(await betAndWinOnce(nextRound(), 5_000, 0)).toMatchObject({ ok: true, balance: 110_000 });
    // refusals write nothing: the stake must fit before the win, a member who may not bet, bad amounts
    expect(await betAndWinOnce(nextRound(), 110_001, 500_000)).toEqual({ ok: false, error: 'insufficient_balance', balance: 110_000 });
    expect(await betAndWinOnce(nextRound(), 0, 10)).toEqual({ ok: false, error: 'invalid_amount' });
    expect(await betAndWinOnce(nextRound(), 10, 1.5)).toEqual({ ok: false, error: 'invalid_amount' });
    await t.app.db.execute(sql`UPDATE members SET self_excluded_until = now() + interval '1 day' WHERE id = ${member.id}`);
    expect(await betAndWinOnce(nextRound(), 1_000, 2_000)).toEqual({ ok: false, error: 'bet_refused', reason: 'self_excluded' });
    expect(await ledgerRows(t.app, member.id)).toHaveLength(3);
    expect(await providerRows(member.id)).toEqual([]);
    const state = await walletState(t.app, member.id);
    expect([state.balance, state.problems]).toEqual([110_000, []]);
    expect((await op.verify()).broken).toEqual([]);
  });

  it('concurrent debits on one member: only what the balance covers is taken, never below zero', async () => {
    // 40 × 7,000 asked of 100,000: 14 fit (98,000)
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => debit(`cc-${member.id}-${i}`, `cc-${i}`, 7_000)));
    expect(answers.filter((a) => a.ok)).toHaveLength(14);
    expect(answers.filter((a) => !a.ok && a.error === 'insufficient_balance')).toHaveLength(26);
    const state = await walletState(t.app, member.id);
    expect(state.balance).toBe(2_000);
    expect(state.cash.every((row) => row.after >= 0)).toBe(true);
    expect(state.problems).toEqual([]);
    expect((await op.verify()).broken).toEqual([]);
    // and the same id sent concurrently acts once
    const same = await Promise.all(Array.from({ length: 5 }, () => debit(`twin-${member.id}`, 'twin', 1_000)));
    expect(same.filter((a) => a.ok && !a.duplicate)).toHaveLength(1);
    expect(same.every((a) => a.ok)).toBe(true);
    expect(await wallet.balance(t.app.db, member.id)).toBe(1_000);
  });
});
