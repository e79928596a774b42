// Limits (issue 10): deposit limits per Seoul day / week / month, the 24-hour cooling-off of raises and
// removals, the session time limit, minutes of play and the reality-check summary. The clock is moved with
// setClockForTests; database timestamps the rules compare are set explicitly where a window matters.
import { sql } from '../../../src/db/client';
import { setClockForTests } from '../../../src/domain/responsible/clock';
import { seoulWindows } from '../../../src/domain/seoul-calendar';
import { postLedgerEntry } from '../../../src/repositories/ledger-repository';
import { betRefusal } from '../../../src/providers/bet-policy';
import { backends, createMember, login, operatorToken, setupApp } from '../../helper';
import { memberCalls, operatorCalls } from '../wallet/wallet-helpers';
import { accountCalls, auditOf, launchableGame } from './responsible-helpers';

const T = new Date('2030-07-24T03:00:00Z'); // Wednesday 24 July 2030, 12:00 in Seoul
const hours = (h: number) => h * 3600_000;
const shift = (d: Date, ms: number) => new Date(d.getTime() + ms);

describe.each(backends())('responsible gaming: limits ($name)', (backend) => {
  const t = setupApp(backend);
  afterEach(() => setClockForTests(null));

  it('answers the defaults: no limits, nothing pending, no exclusion, unverified, legal age 19', async () => {
    const member = await createMember(t.app);
    const res = await accountCalls(t.app, member).limits();
    expect(res).toMatchObject({
      code: 0,
      data: {
        limits: { deposit_daily: null, deposit_weekly: null, deposit_monthly: null, session_minutes: null, reality_check_minutes: null },
        pending: [], exclusion: null, kyc_status: 'unverified', deposit_usage: { daily: 0, weekly: 0, monthly: 0 }, session_minutes_today: 0, min_age: 19,
      },
    });
  });

  it('refuses invalid kinds and values', async () => {
    const me = accountCalls(t.app, await createMember(t.app));
    expect(await me.setLimit('deposit_yearly', 10_000)).toMatchObject({ code: 4001, field: 'kind' });
    expect(await me.setLimit('deposit_daily', 0)).toMatchObject({ code: 4001, field: 'value' });
    expect(await me.setLimit('deposit_daily', '10000')).toMatchObject({ code: 4001, field: 'value' });
    expect(await me.setLimit('session_minutes', 2000)).toMatchObject({ code: 4001, field: 'value' });
  });

  it('counts waiting and completed deposits per Seoul day, week (from Sunday) and month and names the remaining amount', async () => {
    setClockForTests(T);
    const w = seoulWindows(T);
    const member = await createMember(t.app);
    const wallet = memberCalls(t.app, member);
    const op = operatorCalls(t.app, await operatorToken(t.app));
    const placed: Array<[number, Date, boolean]> = [
      [10_000, shift(w.dayStart, hours(1)), true], // today
      [20_000, shift(w.weekStart, hours(1)), true], // this week, before today
      [40_000, shift(w.monthStart, hours(1)), true], // this month, before this week
      [80_000, shift(w.monthStart, -hours(1)), true], // last month: not counted
      [5_000_0, shift(w.dayStart, hours(2)), true], // rejected below: not counted
      [10_000, shift(w.dayStart, hours(3)), false], // still waiting: counted
    ];
    for (const [i, [amount, at, decide]] of placed.entries()) {
      const d = await wallet.deposit(amount);
      expect(d.code).toBe(0);
      if (decide) expect((await op.decide('deposits', d.data.id, i === 4 ? 'reject' : 'approve')).code).toBe(0);
      await t.app.db.execute(sql`UPDATE deposit_requests SET created_at = ${at.toISOString()} WHERE id = ${d.data.id}`);
    }
    const me = accountCalls(t.app, member);
    expect((await me.limits()).data.deposit_usage).toEqual({ daily: 20_000, weekly: 40_000, monthly: 80_000 });

    for (const [kind, value] of [['deposit_daily', 50_000], ['deposit_weekly', 60_000], ['deposit_monthly', 90_000]] as const) {
      expect(await me.setLimit(kind, value)).toMatchObject({ code: 0, data: { kind, value, applied: true, effective_at: T.toISOString() } });
    }
    expect(await wallet.deposit(40_000)).toEqual({ code: 4001, msg: 'deposit_limit_daily', data: { limit: 50_000, remaining: 30_000 }, field: 'amount' });
    expect(await wallet.deposit(30_000)).toMatchObject({ code: 4001, msg: 'deposit_limit_weekly', data: { limit: 60_000, remaining: 20_000 } });
    expect(await wallet.deposit(20_000)).toMatchObject({ code: 4001, msg: 'deposit_limit_monthly', data: { limit: 90_000, remaining: 10_000 } });
    // within every limit: the one-waiting-deposit rule answers next
    expect(await wallet.deposit(10_000)).toMatchObject({ code: 5003, msg: 'previous_record_exists' });

    // the next Seoul day (a Thursday): the day's usage starts over, the week's does not
    setClockForTests(shift(w.dayEnd, 60_000));
    expect((await me.limits()).data.deposit_usage).toEqual({ daily: 0, weekly: 40_000, monthly: 80_000 });
  });

  it('applies a raise only after the 24-hour cooling-off, lists it as pending meanwhile, and audits each step', async () => {
    setClockForTests(T);
    const member = await createMember(t.app);
    const me = accountCalls(t.app, member);
    const wallet = memberCalls(t.app, member);
    expect((await me.setLimit('deposit_daily', 100_000)).data).toEqual({ kind: 'deposit_daily', value: 100_000, applied: true, effective_at: T.toISOString() });
    const effective = shift(T, hours(24)).toISOString();
    expect((await me.setLimit('deposit_daily', 200_000)).data).toEqual({ kind: 'deposit_daily', value: 200_000, applied: false, effective_at: effective });
    let view = (await me.limits()).data;
    expect(view.limits.deposit_daily).toBe(100_000);
    expect(view.pending).toEqual([{ kind: 'deposit_daily', value: 200_000, effective_at: effective }]);
    expect(await wallet.deposit(150_000)).toMatchObject({ code: 4001, msg: 'deposit_limit_daily', data: { limit: 100_000, remaining: 100_000 } });

    setClockForTests(shift(T, hours(24) - 1000));
    expect((await me.limits()).data.limits.deposit_daily).toBe(100_000);
    expect(await wallet.deposit(150_000)).toMatchObject({ msg: 'deposit_limit_daily' });

    setClockForTests(shift(T, hours(24)));
    view = (await me.limits()).data;
    expect(view.limits.deposit_daily).toBe(200_000);
    expect(view.pending).toEqual([]);
    expect(await wallet.deposit(150_000)).toMatchObject({ code: 0 });

    // removal waits as well; lowering meanwhile applies at once and drops the waiting removal
    expect((await me.setLimit('deposit_daily', null)).data).toMatchObject({ value: null, applied: false });
    expect((await me.limits()).data.pending).toEqual([{ kind: 'deposit_daily', value: null, effective_at: shift(T, hours(48)).toISOString() }]);
    expect((await me.setLimit('deposit_daily', 80_000)).data).toMatchObject({ value: 80_000, applied: true });
    view = (await me.limits()).data;
    expect(view.limits.deposit_daily).toBe(80_000);
    expect(view.pending).toEqual([]);

    const trail = await auditOf(t.app, await operatorToken(t.app), member.id);
    const steps = trail.map((a) => [a.actor, a.action, a.old_value, a.new_value]).reverse();
    expect(steps).toEqual(expect.arrayContaining([
      ['member', 'limit:deposit_daily', 'none', '100000'],
      ['member', 'limit_requested:deposit_daily', '100000', `200000 from ${effective}`],
      ['system', 'limit_applied:deposit_daily', '100000', '200000'],
      ['member', 'limit:deposit_daily', '200000', '80000'],
    ]));
    expect(trail.find((a) => a.actor === 'system')!.created_at).toBe(shift(T, hours(24)).toISOString());
  });

  it('ends game launches for the rest of the day once the session time limit is used up', async () => {
    const member = await createMember(t.app);
    const me = accountCalls(t.app, member);
    const game = await launchableGame(t.app);
    expect(await me.setLimit('session_minutes', 1)).toMatchObject({ code: 0, data: { applied: true } });
    expect(await betRefusal(t.app.db, member.id)).toBeNull();
    expect(await me.launch(game)).toMatchObject({ RESULT: true, code: 0 });
    expect((await me.limits()).data.session_minutes_today).toBe(1);
    // bets (house rounds, seamless-wallet debits) ask the same rule
    expect(await betRefusal(t.app.db, member.id)).toEqual({ code: 4030, msg: 'session_limit_reached' });
    expect(await me.launch(game)).toMatchObject({ RESULT: false, code: 4030, msg: 'session_limit_reached', message: 'session_limit_reached' });
    // raising it waits for the cooling-off: still refused today
    expect((await me.setLimit('session_minutes', 120)).data.applied).toBe(false);
    expect(await me.launch(game)).toMatchObject({ RESULT: false, message: 'session_limit_reached' });
  });

  it('counts minutes of play from launches and bets: stretches with pauses of up to 5 minutes, one minute per lone event', async () => {
    setClockForTests(T);
    const member = await createMember(t.app);
    const w = seoulWindows(T);
    const at = (minutes: number) => shift(w.dayStart, hours(1) + minutes * 60_000).toISOString();
    for (const when of [at(0), at(2), at(4), at(20), shift(w.dayStart, -60_000).toISOString()]) {
      await t.app.db.execute(sql`INSERT INTO play_activity (member_id, kind, created_at) VALUES (${member.id}, 'launch', ${when})`);
    }
    // 0→2→4: 4 minutes of play, then 1 minute at 4 (20 is after a long pause) and 1 at 20; yesterday's is not today's
    expect((await accountCalls(t.app, member).limits()).data.session_minutes_today).toBe(6);
  });

  it('summarises this session for the reality check: minutes since login, bets, wins and net result since login', async () => {
    const beforeLogin = Date.now();
    const member = await createMember(t.app);
    const afterLogin = Date.now();
    const op = operatorCalls(t.app, await operatorToken(t.app));
    expect((await op.adjust(member.id, 100_000)).code).toBe(0);
    for (const [type, amount] of [['bet', -10_000], ['win', 25_000], ['bet', -5_000]] as const) {
      expect(await postLedgerEntry(t.app.db, { memberId: member.id, type, amount, ref: `test:${type}` })).not.toBeNull();
    }
    const me = accountCalls(t.app, member);
    expect((await me.setLimit('reality_check_minutes', 30)).code).toBe(0);
    const summary = (await me.summary()).data;
    expect(summary).toMatchObject({ minutes_since_login: 0, bets: 15_000, wins: 25_000, net_result: 10_000, reality_check_minutes: 30 });
    // the login of this session, not an earlier one (1 s for the database clock's rounding)
    expect(Date.parse(summary.logged_in_at)).toBeGreaterThanOrEqual(beforeLogin - 1_000);
    expect(Date.parse(summary.logged_in_at)).toBeLessThanOrEqual(afterLogin + 1_000);
    // the bets were placed as play today
    expect((await me.limits()).data.session_minutes_today).toBeGreaterThanOrEqual(1);

    // a new login starts a new session: nothing played in it yet
    const again = await login(t.app, member.username, member.password);
    expect((await accountCalls(t.app, again).summary()).data).toMatchObject({ bets: 0, wins: 0, net_result: 0 });
  });

  it('needs a member credential', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/account/limits' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/account/session-summary' })).statusCode).toBe(403);
  });
});
