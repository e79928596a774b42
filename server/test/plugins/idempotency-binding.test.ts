// Idempotency keys bind to their request (issue 14): (actor, X-Sequence) is stored with a SHA-256 digest of
// method, URL and body. For every idempotent route: the same request again answers 6000 with the complete first
// answer; the same key with another body, path or method answers HTTP 409 6001 sequence_reused and changes
// nothing.
import type { FastifyInstance } from 'fastify';
import { rows, sql } from '../../src/db/client';
import { backends, bearer, createMember, json, operatorToken, setupApp, type Member } from '../helper';
import { requestDigest } from '../../src/plugins/idempotency';
import { operatorCalls } from '../routes/wallet/wallet-helpers';
import { openGame } from '../routes/house/house-helpers';

type Method = 'POST' | 'PUT' | 'DELETE';
interface Req { method: Method; url: string; body?: unknown; headers?: Record<string, string> }

/** Everything a member-scoped write may change, as one comparable value. */
async function fingerprint(app: FastifyInstance, memberId: number) {
  const one = async (query: ReturnType<typeof sql>) => JSON.stringify(await rows(app.db, query));
  return {
    member: await one(sql`SELECT balance, points, self_excluded_until, kyc_status, verified_name FROM members WHERE id = ${memberId}`),
    ledger: await one(sql`SELECT count(*) AS n FROM ledger WHERE member_id = ${memberId}`),
    points: await one(sql`SELECT count(*) AS n FROM point_ledger WHERE member_id = ${memberId}`),
    deposits: await one(sql`SELECT id, status FROM deposit_requests WHERE member_id = ${memberId} ORDER BY id`),
    withdrawals: await one(sql`SELECT id, status FROM withdrawal_requests WHERE member_id = ${memberId} ORDER BY id`),
    limits: await one(sql`SELECT kind, value, pending_value FROM member_limits WHERE member_id = ${memberId} ORDER BY kind`),
    exclusions: await one(sql`SELECT count(*) AS n FROM member_exclusions WHERE member_id = ${memberId}`),
    audit: await one(sql`SELECT count(*) AS n FROM responsible_audit WHERE member_id = ${memberId}`),
    inquiries: await one(sql`SELECT id, deleted_at FROM inquiries WHERE member_id = ${memberId} ORDER BY id`),
    memoReads: await one(sql`SELECT memo_id FROM memo_reads WHERE member_id = ${memberId} ORDER BY memo_id`),
    rounds: await one(sql`SELECT count(*) AS n FROM house_rounds WHERE member_id = ${memberId}`),
    seeds: await one(sql`SELECT id, active FROM fair_seeds WHERE member_id = ${memberId} ORDER BY id`),
  };
}

describe.each(backends())('idempotency keys bind to their request ($name)', (backend) => {
  const t = setupApp(backend, { options: { env: { HOUSE_MIN_ROUND_INTERVAL_MS: '0' } } });
  let member: Member;
  let opToken: string;
  let op: ReturnType<typeof operatorCalls>;
  let seq = 0;
  beforeAll(async () => {
    opToken = await operatorToken(t.app);
    op = operatorCalls(t.app, opToken);
  });
  beforeEach(async () => {
    member = await createMember(t.app);
    await op.adjust(member.id, 500_000);
    await op.points(member.id, 100_000);
  });

  const send = (r: Req, sequence: string, token = member.jwt) => t.app.inject({
    method: r.method, url: r.url, payload: r.body === undefined ? undefined : JSON.stringify(r.body),
    headers: { ...bearer(token), 'content-type': 'text/plain', 'x-sequence': sequence, ...(r.headers ?? {}) },
  });

  /** first → 0; same again → 6000 with the first data; each other request with that key → 409 6001, nothing changed. */
  async function proves(first: Req, others: Req[], token = member.jwt) {
    const key = `bind-${++seq}`;
    const a = json(await send(first, key, token));
    expect([first.url, a.code]).toEqual([first.url, 0]);
    const before = await fingerprint(t.app, member.id);
    expect(json(await send(first, key, token))).toEqual({ code: 6000, msg: 'request_already_processed', data: a.data });
    for (const other of others) {
      const res = await send(other, key, token);
      expect([other.method, other.url, res.statusCode, json(res)])
        .toEqual([other.method, other.url, 409, { code: 6001, msg: 'sequence_reused', data: null, field: 'x-sequence' }]);
    }
    expect(await fingerprint(t.app, member.id)).toEqual(before);
    // and the key still answers its own request
    expect(json(await send(first, key, token))).toMatchObject({ code: 6000, data: a.data });
    return a;
  }

  it('wallet: withdraw, deposit, points conversion', async () => {
    await proves({ method: 'POST', url: '/wallet/withdraw', body: { amount: 10_000 } }, [
      { method: 'POST', url: '/wallet/withdraw', body: { amount: 20_000 } },
      { method: 'POST', url: '/wallet/deposit', body: { amount: 10_000 } },
    ]);
    await proves({ method: 'POST', url: '/wallet/deposit', body: { amount: 30_000 } }, [{ method: 'POST', url: '/wallet/deposit', body: { amount: 40_000 } }]);
    const converted = await proves({ method: 'POST', url: '/wallet/points/convert', body: { amount: 10_000 } }, [
      { method: 'POST', url: '/wallet/points/convert', body: { all: true } },
    ]);
    expect(converted.data).toMatchObject({ amount: 10_000, point: 90_000 });
  });

  it('the body digest ignores key order but not values', async () => {
    const key = `order-${++seq}`;
    expect(json(await send({ method: 'PUT', url: '/account/limits', body: { kind: 'deposit_daily', value: 300_000 } }, key)).code).toBe(0);
    expect(json(await send({ method: 'PUT', url: '/account/limits', body: { value: 300_000, kind: 'deposit_daily' } }, key)).code).toBe(6000);
    expect((await send({ method: 'PUT', url: '/account/limits', body: { kind: 'deposit_daily', value: 250_000 } }, key)).statusCode).toBe(409);
  });

  it('the digest covers method, URL (query included), body and what the route binds', () => {
    const base = { method: 'POST', url: '/support/memos/1/read', body: { a: 1, b: [1, { c: 2 }] } };
    const digest = requestDigest(base);
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(requestDigest({ ...base, body: { b: [1, { c: 2 }], a: 1 } })).toBe(digest);
    for (const other of [
      { ...base, method: 'DELETE' }, { ...base, url: '/support/memos/2/read' }, { ...base, url: '/support/memos/1/read?kind=all' },
      { ...base, body: { a: 1, b: [{ c: 2 }, 1] } }, { ...base, body: { a: '1', b: [1, { c: 2 }] } }, { ...base, body: undefined },
    ]) expect(requestDigest(other)).not.toBe(digest);
    expect(requestDigest(base, 'house-reels')).not.toBe(digest);
  });

  it('account: limits and exclusion', async () => {
    await proves({ method: 'PUT', url: '/account/limits', body: { kind: 'deposit_daily', value: 200_000 } }, [
      { method: 'PUT', url: '/account/limits', body: { kind: 'deposit_daily', value: 100_000 } },
      { method: 'PUT', url: '/account/limits', body: { kind: 'deposit_weekly', value: 200_000 } },
      { method: 'POST', url: '/account/exclusion', body: { kind: 'timeout', period: '24h' } },
    ]);
    await proves({ method: 'POST', url: '/account/exclusion', body: { kind: 'timeout', period: '24h' } }, [
      { method: 'POST', url: '/account/exclusion', body: { kind: 'timeout', period: '7d' } },
    ]);
  });

  it('support: inquiries and memos (another path or method is another request)', async () => {
    await op.send('/operator/memos', { member_id: member.id, title: 'one', content: 'x' });
    await op.send('/operator/memos', { member_id: member.id, title: 'two', content: 'x' });
    const memos = json(await t.app.inject({ method: 'GET', url: '/support/memos?kind=all&page=1&size=10', headers: bearer(member.jwt) })).data.list as Array<{ id: number }>;
    const [m1, m2] = memos.map((m) => m.id);
    const inquiry = await proves({ method: 'POST', url: '/support/inquiries', body: { title: 'Question', content: 'Hello' } }, [
      { method: 'POST', url: '/support/inquiries', body: { title: 'Question', content: 'Hello again' } },
    ]);
    await proves({ method: 'POST', url: `/support/memos/${m1}/read`, body: {} }, [
      { method: 'POST', url: `/support/memos/${m2}/read`, body: {} },
      { method: 'DELETE', url: `/support/memos/${m1}` },
    ]);
    await proves({ method: 'DELETE', url: `/support/inquiries/${inquiry.data.id}` }, [
      { method: 'DELETE', url: '/support/memos/read?kind=all' },
    ]);
    await proves({ method: 'DELETE', url: '/support/memos/read?kind=all' }, [{ method: 'DELETE', url: '/support/memos/read?kind=personal' }]);
  });

  it('house: a replayed round carries its round; another bet or game with the key is refused', async () => {
    const game = await openGame(t.app, member, 'house-reels');
    const other = await openGame(t.app, member, 'house-nine');
    const headers = { 'x-house-session': game.token };
    const first = await proves({ method: 'POST', url: '/house/rounds', body: { bet: 1000 }, headers }, [
      { method: 'POST', url: '/house/rounds', body: { bet: 2000 }, headers },
      { method: 'POST', url: '/house/rounds', body: { bet: 1000 }, headers: { 'x-house-session': other.token } },
    ]);
    expect(first.data).toMatchObject({ round: { id: expect.any(Number), state: 'settled', bet: 1000 }, balance: expect.any(Number), session: { rounds: 1 } });
    // a later round moves the balance; the replay still answers the first answer, exactly
    expect(json(await send({ method: 'POST', url: '/house/rounds', body: { bet: 1000 }, headers }, `bind-${++seq}`)).code).toBe(0);
    expect(json(await send({ method: 'POST', url: '/house/rounds', body: { bet: 1000 }, headers }, `bind-${seq - 1}`)))
      .toEqual({ code: 6000, msg: 'request_already_processed', data: first.data });
    await proves({ method: 'POST', url: '/house/seeds/rotate', body: {}, headers }, [
      { method: 'POST', url: '/house/seeds/rotate', body: { client_seed: 'abcdef12' }, headers },
    ]);
  });

  it('operator calls: adjustments, decisions, KYC (keyed by operator)', async () => {
    await proves({ method: 'POST', url: `/operator/members/${member.id}/adjust`, body: { amount: 1000, reason: 'a' } }, [
      { method: 'POST', url: `/operator/members/${member.id}/adjust`, body: { amount: 2000, reason: 'a' } },
      { method: 'POST', url: `/operator/members/${member.id}/points`, body: { amount: 1000, reason: 'a' } },
    ], opToken);
    const w1 = json(await send({ method: 'POST', url: '/wallet/withdraw', body: { amount: 10_000 } }, `w-${++seq}`)).data.id as number;
    const w2 = json(await send({ method: 'POST', url: '/wallet/withdraw', body: { amount: 10_000 } }, `w-${++seq}`)).data.id as number;
    const decided = await proves({ method: 'POST', url: `/operator/withdrawals/${w1}/reject`, body: { reason: 'r' } }, [
      { method: 'POST', url: `/operator/withdrawals/${w2}/reject`, body: { reason: 'r' } },
      { method: 'POST', url: `/operator/withdrawals/${w1}/approve`, body: { reason: 'r' } },
    ], opToken);
    expect(decided.data).toMatchObject({ id: w1, status: 'rejected', balance: expect.any(Number) });
    await proves({ method: 'POST', url: `/operator/members/${member.id}/kyc`, body: { status: 'verified', verified_name: '홍길동' } }, [
      { method: 'POST', url: `/operator/members/${member.id}/kyc`, body: { status: 'pending' } },
    ], opToken);
  });

  it('operator support and registry calls are keyed as well', async () => {
    const memo = await proves({ method: 'POST', url: '/operator/memos', body: { member_id: member.id, title: 'hi', content: 'x' } }, [
      { method: 'POST', url: '/operator/memos', body: { member_id: member.id, title: 'hi', content: 'y' } },
    ], opToken);
    expect(memo.data).toEqual({ id: expect.any(Number) });
    const notice = await proves({ method: 'POST', url: '/operator/notices', body: { title: 'n', content: 'x' } }, [
      { method: 'POST', url: '/operator/notices', body: { title: 'n', content: 'x', popup: true } },
    ], opToken);
    await proves({ method: 'DELETE', url: `/operator/notices/${notice.data.id}` }, [{ method: 'DELETE', url: `/operator/notices/${notice.data.id + 1000}` }], opToken);
    const inquiry = json(await send({ method: 'POST', url: '/support/inquiries', body: { title: 'q', content: 'x' } }, `iq-${++seq}`)).data.id as number;
    await proves({ method: 'POST', url: `/operator/inquiries/${inquiry}/answer`, body: { answer: 'a' } }, [
      { method: 'POST', url: `/operator/inquiries/${inquiry}/answer`, body: { answer: 'b' } },
    ], opToken);
    const remote = await proves({ method: 'PUT', url: '/operator/remotes/account', body: { version: '1.2.3' } }, [
      { method: 'PUT', url: '/operator/remotes/account', body: { version: '1.2.4' } },
    ], opToken);
    expect(remote.data).toMatchObject({ name: 'account', version: '1.2.3' });
    const notices = await rows(t.app.db, sql`SELECT id FROM notices WHERE title = 'n'`);
    expect(notices).toHaveLength(1);
  });

  it('a key written before digests existed is judged as before (6000)', async () => {
    const key = `legacy-${++seq}`;
    const first = json(await send({ method: 'POST', url: '/wallet/withdraw', body: { amount: 10_000 } }, key));
    await t.app.db.execute(sql`UPDATE idempotency_keys SET request_digest = NULL WHERE member_id = ${member.id} AND sequence = ${key}`);
    expect(json(await send({ method: 'POST', url: '/wallet/withdraw', body: { amount: 20_000 } }, key)))
      .toEqual({ code: 6000, msg: 'request_already_processed', data: first.data });
  });

  it('concurrent twins with different bodies: one acts, the other answers 6001', async () => {
    const key = `twin-${++seq}`;
    const [a, b] = await Promise.all([
      send({ method: 'POST', url: '/wallet/withdraw', body: { amount: 10_000 } }, key),
      send({ method: 'POST', url: '/wallet/withdraw', body: { amount: 20_000 } }, key),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const withdrawals = await rows(t.app.db, sql`SELECT id FROM withdrawal_requests WHERE member_id = ${member.id}`);
    expect(withdrawals).toHaveLength(1);
  });
});
