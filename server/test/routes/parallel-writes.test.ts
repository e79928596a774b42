// Parallel writes of one member (issue #14, lock order): every member-scoped write endpoint, fired 8 times at once
// with distinct X-Sequence values, plus operator writes on the same member racing them. On PostgreSQL the requests
// really overlap (a pool of connections), so a lock-order fault shows as 500 `40P01 deadlock detected`; on PGlite
// they queue on one connection. Either way: no 5xx, and the results add up (money exact, nothing negative).
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { rows, sql } from '../../src/db/client';
import { toNumber } from '../../src/db/values';
import { backends, bearer, createMember, json, operatorToken, post, setupApp, type Member } from '../helper';
import { memberCalls, operatorCalls, walletState } from './wallet/wallet-helpers';
import { openGame } from './house/house-helpers';

const N = 8;
let seq = 0;
const nextSeq = (prefix: string) => `${prefix}-${process.pid}-${++seq}`;

type Call = () => Promise<LightMyRequestResponse>;

/** Fires the calls at once; fails the test on any 5xx (with the bodies, to see the fault). */
async function fire(calls: Call[]) {
  const answers = await Promise.all(calls.map((call) => call()));
  const faults = answers.filter((a) => a.statusCode >= 500).map((a) => `${a.statusCode} ${a.body}`);
  expect(faults).toEqual([]);
  return answers.map((a) => ({ status: a.statusCode, ...json(a) }));
}

const times = (n: number, make: (i: number) => Call): Call[] => Array.from({ length: n }, (_, i) => make(i));

describe.each(backends())('parallel writes of one member ($name)', (backend) => {
  const t = setupApp(backend, { options: { env: { HOUSE_MIN_ROUND_INTERVAL_MS: '0' } } });
  let member: Member;
  let opToken: string;
  let op: ReturnType<typeof operatorCalls>;
  beforeAll(async () => {
    opToken = await operatorToken(t.app);
    op = operatorCalls(t.app, opToken);
  });
  beforeEach(async () => { member = await createMember(t.app); });

  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, body: unknown, token = member.jwt, headers: Record<string, string> = {}): Call => () =>
    t.app.inject({
      method, url, payload: body === undefined ? undefined : JSON.stringify(body),
      headers: { ...bearer(token), 'content-type': 'text/plain', 'x-sequence': nextSeq('par'), ...headers },
    });

  it('exclusions: all succeed, the last one stands', async () => {
    const answers = await fire(times(N, () => send('POST', '/account/exclusion', { kind: 'timeout', period: '24h' })));
    expect(answers.map((a) => a.code)).toEqual(Array(N).fill(0));
    const [{ n }] = await rows<{ n: unknown }>(t.app.db, sql`SELECT count(*) AS n FROM member_exclusions WHERE member_id = ${member.id}`);
    expect(toNumber(n)).toBe(N);
  });

  it('limits: all succeed; each kind ends with one row', async () => {
    const kinds = ['deposit_daily', 'deposit_weekly', 'deposit_monthly', 'session_minutes'];
    const value = (kind: string, i: number) => (kind === 'session_minutes' ? 120 + i : 100_000 + i * 1000);
    const answers = await fire(times(N, (i) => send('PUT', '/account/limits', { kind: kinds[i % kinds.length], value: value(kinds[i % kinds.length]!, i) })));
    expect(answers.map((a) => a.code)).toEqual(Array(N).fill(0));
    const found = await rows<{ kind: string }>(t.app.db, sql`SELECT kind FROM member_limits WHERE member_id = ${member.id}`);
    expect(found.map((r) => r.kind).sort()).toEqual([...kinds].sort());
  });

  it('exclusions, limits and operator KYC decisions at once', async () => {
    const answers = await fire([
      ...times(N / 2, () => send('POST', '/account/exclusion', { kind: 'timeout', period: '24h' })),
      ...times(N / 2, (i) => send('PUT', '/account/limits', { kind: 'deposit_daily', value: 50_000 - i * 1000 })),
      ...times(N / 2, (i) => send('POST', `/operator/members/${member.id}/kyc`, { status: i % 2 ? 'pending' : 'verified', verified_name: '홍길동' }, opToken)),
    ]);
    expect(answers.map((a) => a.code)).toEqual(Array(answers.length).fill(0));
  });

  it('deposits: one waits, the others answer previous_record_exists; operators decide it once', async () => {
    const answers = await fire(times(N, (i) => send('POST', '/wallet/deposit', { amount: 10_000 * (i + 1) })));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 5003)).toHaveLength(N - 1);
    const winner = answers.findIndex((a) => a.code === 0);
    const id = answers[winner]!.data.id as number;
    // operators decide it while the member asks again: decided once, never two waiting
    const mixed = await fire([
      ...times(4, (i) => send('POST', `/operator/deposits/${id}/${i % 2 ? 'reject' : 'approve'}`, {}, opToken)),
      ...times(4, (i) => send('POST', '/wallet/deposit', { amount: 100_000 * (i + 1) })),
    ]);
    expect(mixed.slice(0, 4).map((a) => a.code).sort()).toEqual([0, 6000, 6000, 6000]);
    expect(mixed.slice(4).every((a) => a.code === 0 || a.code === 5003)).toBe(true);
    expect(mixed.slice(4).filter((a) => a.code === 0).length).toBeLessThanOrEqual(1);
    const state = await walletState(t.app, member.id);
    expect(state.deposits.filter((d) => d.status === 'waiting').length).toBeLessThanOrEqual(1);
    const decided = mixed.slice(0, 4).find((a) => a.code === 0)!;
    expect(state.balance).toBe(decided.data.status === 'completed' ? 10_000 * (winner + 1) : 0);
    expect(state.problems).toEqual([]);
  });

  it('withdrawals, operator adjustments and rejections at once: money exact, never negative', async () => {
    await op.adjust(member.id, 100_000);
    const answers = await fire([
      ...times(N, () => send('POST', '/wallet/withdraw', { amount: 20_000 })),
      ...times(4, () => send('POST', `/operator/members/${member.id}/adjust`, { amount: 10_000, reason: 'parallel' }, opToken)),
      ...times(4, () => send('POST', `/operator/members/${member.id}/points`, { amount: 5_000, reason: 'parallel' }, opToken)),
    ]);
    const withdrawn = answers.slice(0, N).filter((a) => a.code === 0).length;
    expect(answers.slice(0, N).every((a) => a.code === 0 || a.msg === 'insufficient_balance')).toBe(true);
    expect(answers.slice(N).map((a) => a.code)).toEqual(Array(8).fill(0));
    const state = await walletState(t.app, member.id);
    expect(state.balance).toBe(100_000 + 40_000 - withdrawn * 20_000);
    expect(state.points).toBe(20_000);
    expect(state.problems).toEqual([]);
    expect(state.cash.every((r) => r.after >= 0)).toBe(true);

    // operators reject the waiting withdrawals while the member withdraws again
    const waiting = state.withdrawals.filter((w) => w.status === 'waiting').map((w) => w.id);
    const more = await fire([
      ...waiting.map((id) => send('POST', `/operator/withdrawals/${id}/reject`, { reason: 'parallel' }, opToken)),
      ...times(N, () => send('POST', '/wallet/withdraw', { amount: 5_000 })),
    ]);
    expect(more.slice(0, waiting.length).map((a) => a.code)).toEqual(Array(waiting.length).fill(0));
    const after = await walletState(t.app, member.id);
    const second = more.slice(waiting.length).filter((a) => a.code === 0).length;
    expect(after.balance).toBe(state.balance + withdrawn * 20_000 - second * 5_000);
    expect(after.problems).toEqual([]);
  });

  it('point conversions: never more than the points', async () => {
    await op.points(member.id, 45_000);
    const answers = await fire(times(N, () => send('POST', '/wallet/points/convert', { amount: 10_000 })));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(4);
    const state = await walletState(t.app, member.id);
    expect(state).toMatchObject({ balance: 40_000, points: 5_000, problems: [] });
  });

  it('house rounds and seed rotations: every round paid exactly once, never negative', async () => {
    await op.adjust(member.id, 25_000);
    const game = await openGame(t.app, member, 'house-reels');
    const house = (url: string, body: unknown): Call => () =>
      post(t.app, url, body, { headers: { 'x-house-session': game.token, 'x-sequence': nextSeq('h') } });
    const answers = await fire([
      ...times(N, () => house('/house/rounds', { bet: 1000 })),
      ...times(2, () => house('/house/seeds/rotate', {})),
      ...times(2, () => send('POST', '/wallet/withdraw', { amount: 10_000 })),
    ]);
    expect(answers.filter((a) => !(a.code === 0 || a.msg === 'insufficient_balance'))).toEqual([]);
    const state = await walletState(t.app, member.id);
    expect(state.problems).toEqual([]);
    expect(state.cash.every((r) => r.after >= 0)).toBe(true);
    const [{ open }] = await rows<{ open: unknown }>(t.app.db, sql`SELECT count(*) AS open FROM house_rounds WHERE member_id = ${member.id} AND state = 'open'`);
    expect(toNumber(open)).toBe(0);
    // every played round has one bet row and at most one win row; the balance is what the rows add up to
    const played = answers.slice(0, N).filter((a) => a.code === 0).map((a) => a.data.round.id as number);
    const refs = await rows<{ ref: string; type: string; amount: unknown }>(t.app.db, sql`
      SELECT ref, type, amount FROM ledger WHERE member_id = ${member.id} AND ref LIKE 'house:%'`);
    for (const id of played) {
      expect(refs.filter((r) => r.ref === `house:${id}` && r.type === 'bet')).toHaveLength(1);
      expect(refs.filter((r) => r.ref === `house:${id}` && r.type === 'win').length).toBeLessThanOrEqual(1);
    }
    const withdrawn = answers.slice(N + 2).filter((a) => a.code === 0).length * 10_000;
    const net = refs.reduce((sum, r) => sum + toNumber(r.amount), 0);
    expect(state.balance).toBe(25_000 + net - withdrawn);
  });

  it('memos and inquiries: all succeed', async () => {
    const me = memberCalls(t.app, member);
    await op.send('/operator/memos', { member_id: member.id, title: 'hello', content: 'parallel' });
    await op.send('/operator/memos', { member_id: member.id, title: 'hello 2', content: 'parallel' });
    const memos = (await me.get('/support/memos?kind=all&page=1&size=20')).data.list as Array<{ id: number }>;
    const answers = await fire([
      ...memos.map((m) => send('POST', `/support/memos/${m.id}/read`, {})),
      ...times(3, () => send('POST', '/support/memos/read-all', {})),
      ...times(4, (i) => send('POST', '/support/inquiries', { title: `question ${i}`, content: 'parallel' })),
    ]);
    expect(answers.map((a) => a.code)).toEqual(Array(answers.length).fill(0));
    const inquiries = (await me.get('/support/inquiries?page=1&size=20')).data.list as Array<{ id: number }>;
    expect(inquiries).toHaveLength(4);
    const deleted = await fire([
      ...inquiries.map((q) => send('DELETE', `/support/inquiries/${q.id}`, undefined)),
      ...times(2, () => send('DELETE', '/support/memos/read', undefined)),
      ...memos.map((m) => send('DELETE', `/support/memos/${m.id}`, undefined)),
    ]);
    expect(deleted.filter((a) => a.code !== 0 && a.code !== 5005)).toEqual([]);
    expect(deleted.slice(0, 4).map((a) => a.code)).toEqual(Array(4).fill(0));
  });
});

export type { FastifyInstance };
