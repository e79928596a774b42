// The house games through their HTTP surface: launch → one-time link → session; rounds of every game move money
// only as one bet row and at most one win row per round (ref house:<round>); a bet above the balance is refused
// cleanly; retries with the same X-Sequence act once; seeds rotate and reveal; every round replays from its seeds.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rows } from '../../../src/db/client';
import { ENGINES } from '../../../src/domain/house-games/games.js';
import type { Engine } from '../../../src/domain/house-games/types';
import { replay, sha256HexAsync } from '../../../src/domain/fairness/provably-fair.js';
import { backends, createMember, json, operatorToken, post, setupApp, type Member } from '../../helper';
import { memberCalls, operatorCalls, walletState } from '../wallet/wallet-helpers';
import { exchange, launchToken, launchUrl, openGame } from './house-helpers';
import { createLedgerWallet } from '../../../src/providers/ledger-wallet';
import { resolveHouseConfig } from '../../../src/providers/house/config';
import { openRound } from '../../../src/providers/house/rounds';
import { SESSION_CACHE_MS } from '../../../src/providers/house/sessions';

const BODIES: Record<string, unknown> = {
  'house-reels': { bet: 1000 },
  'house-nine': { bet: 500 },
  'house-baccarat': { bets: { player: 2000, banker: 1000, tie: 1000 } },
  'house-rocket': { bet: 1000, target: 1.8 },
};
const PUBLIC = 'http://api.test';

async function gameRows(app: FastifyInstance, memberId: number) {
  return (await rows<{ type: string; amount: unknown; ref: string }>(app.db, sql`
    SELECT type, amount, ref FROM ledger WHERE member_id = ${memberId} AND type IN ('bet', 'win', 'rollback') ORDER BY id`))
    .map((r) => ({ type: r.type, amount: Number(r.amount), ref: r.ref }));
}

describe.each(backends())('house game API ($name)', (backend) => {
  const t = setupApp(backend, { options: { publicApiUrl: PUBLIC, env: { HOUSE_MIN_ROUND_INTERVAL_MS: '0', HOUSE_REALITY_CHECK_MINUTES: '15' } } });
  let op: ReturnType<typeof operatorCalls>;
  let member: Member;
  beforeAll(async () => { op = operatorCalls(t.app, await operatorToken(t.app)); });
  beforeEach(async () => {
    member = await createMember(t.app);
    await op.adjust(member.id, 200_000);
  });
  afterEach(() => jest.restoreAllMocks());

  it('launch answers a one-time link to the game page with the language and the token in the fragment', async () => {
    const url = await launchUrl(t.app, member, 'house-reels', 'en-US,en;q=0.9');
    expect(url).toMatch(new RegExp(`^${PUBLIC}/house/play/house-reels\\?lang=en#launch=[A-Za-z0-9_-]{43}$`));
    const token = launchToken(url);
    const first = await exchange(t.app, token);
    expect(first).toMatchObject({
      code: 0,
      data: {
        balance: 200_000, language: 'en', game: { code: 'house-reels', title: 'Fortune Reels', engine: 'reels5' },
        session: { rounds: 0, bet: 0, win: 0, net: 0 },
        settings: { min_round_interval_ms: 0, reality_check_minutes: 15 },
        seeds: { next_nonce: 0, server_seed: null },
      },
    });
    expect(first.data.session_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // used once: a second exchange, or a made-up token, is refused with 403
    for (const again of [token, 'x'.repeat(43)]) {
      const res = await post(t.app, '/house/session', { launch_token: again });
      expect([res.statusCode, json(res).msg]).toEqual([403, 'token_expired']);
    }
  });

  it('house codes without an engine still open the demo table', async () => {
    expect(await launchUrl(t.app, member, 'house-roulette')).toMatch(`${PUBLIC}/games/launch/`);
  });

  it.each(Object.keys(BODIES))('%s: each round is one bet and zero or one win in the ledger, and replays from its seeds', async (code) => {
    const game = await openGame(t.app, member, code);
    let balance = 200_000;
    let net = 0;
    const answered: unknown[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await game.play(BODIES[code], `t-${code}-${i}`);
      expect(res.code).toBe(0);
      const round = res.data.round;
      answered.unshift(round);
      expect(round).toMatchObject({ game_code: code, state: 'settled', nonce: i, server_seed: null });
      balance += round.win - round.bet;
      net += round.win - round.bet;
      expect(res.data.balance).toBe(balance);
      expect(res.data.session).toMatchObject({ rounds: i + 1, net, started_at: expect.any(String), expires_at: expect.any(String) });
      expect(await gameRows(t.app, member.id).then((r) => r.filter((x) => x.ref === `house:${round.id}`))).toEqual([
        { type: 'bet', amount: -round.bet, ref: `house:${round.id}` },
        ...(round.win > 0 ? [{ type: 'win', amount: round.win, ref: `house:${round.id}` }] : []),
      ]);
    }
    // each answer's round is the round as its row keeps it (the answer is put together from what the play held)
    expect((await game.rounds()).data.list).toEqual(answered);
    // the round's row records the play: no provider transaction rows (decision 011)
    expect(await rows(t.app.db, sql`SELECT id FROM provider_transactions WHERE member_id = ${member.id}`)).toEqual([]);
    // rotating reveals the server seed; every round then replays to the same outcome (the browser path)
    const { data: rotated } = await game.rotate({}, `rot-${code}`);
    expect(rotated.revealed.server_seed).toMatch(/^[0-9a-f]{64}$/);
    expect(await sha256HexAsync(rotated.revealed.server_seed)).toBe(rotated.revealed.server_seed_hash);
    expect(rotated.active).toMatchObject({ next_nonce: 0, server_seed: null });
    expect(rotated.active.server_seed_hash).not.toBe(rotated.revealed.server_seed_hash);
    const history = (await game.rounds()).data.list;
    expect(history).toHaveLength(6);
    for (const round of history) {
      expect(round.server_seed).toBe(rotated.revealed.server_seed);
      const engine: Engine<unknown, { win: number }> = ENGINES[round.engine as keyof typeof ENGINES];
      const again = await replay(round.server_seed, round.client_seed, round.nonce, (s) => engine.play(s, round.params));
      expect(again).toEqual(round.outcome);
    }
    expect((await walletState(t.app, member.id)).problems).toEqual([]);
  });

  it('a bet above the balance is refused cleanly: nothing written, nonce not used', async () => {
    const poor = await createMember(t.app);
    await op.adjust(poor.id, 1500);
    const game = await openGame(t.app, poor, 'house-reels');
    const res = await game.play({ bet: 2000 });
    expect(res).toEqual({ code: 4001, msg: 'insufficient_balance', field: 'bet', data: { balance: 1500 } });
    expect(await gameRows(t.app, poor.id)).toEqual([]);
    expect((await game.play({ bet: 1000 })).data.round.nonce).toBe(0);
  });

  it('refuses bets the game does not offer, with the field', async () => {
    const game = await openGame(t.app, member, 'house-rocket');
    expect(await game.play({ bet: 1000, target: 0.5 })).toMatchObject({ code: 4001, field: 'target' });
    expect(await game.play({ bet: 1234, target: 2 })).toMatchObject({ code: 4001, field: 'bet' });
    expect(await game.play({ bet: '1000', target: 2 })).toMatchObject({ code: 4001, field: 'bet' });
    const baccarat = await openGame(t.app, member, 'house-baccarat');
    expect(await baccarat.play({ bets: { player: 500 } })).toMatchObject({ code: 4001, field: 'bets.player' });
  });

  it('the same X-Sequence twice plays one round; the repeat answers 6000 with that round', async () => {
    const game = await openGame(t.app, member, 'house-nine');
    const [a, b] = await Promise.all([game.play({ bet: 1000 }, 'same-1'), game.play({ bet: 1000 }, 'same-1')]);
    expect([a.code, b.code].sort()).toEqual([0, 6000]);
    expect(a.data.round).toEqual(b.data.round);
    const again = await game.play({ bet: 1000 }, 'same-1');
    expect(again).toMatchObject({ code: 6000, msg: 'request_already_processed', data: { round: a.data.round } });
    expect((await gameRows(t.app, member.id)).filter((r) => r.type === 'bet')).toHaveLength(1);
  });

  it("a repeat answers exactly the first answer, after later rounds and a seed rotation changed the balance, the session's totals and the pair", async () => {
    const game = await openGame(t.app, member, 'house-reels');
    const first = await game.play({ bet: 1000 }, 'exact-1');
    expect(first.code).toBe(0);
    expect(first.data.round.server_seed).toBeNull();
    for (const n of [1, 2]) expect((await game.play({ bet: 500 }, `exact-later-${n}`)).code).toBe(0);
    expect((await game.rotate({})).code).toBe(0); // reveals the first round's server seed
    const repeat = await game.play({ bet: 1000 }, 'exact-1');
    expect(repeat).toEqual({ code: 6000, msg: 'request_already_processed', data: first.data });
    expect((await game.state()).data.session.rounds).toBe(3);
  });

  it('a round is one transaction: when its settlement fails, its bet is not taken either', async () => {
    const game = await openGame(t.app, member, 'house-reels');
    const before = (await game.state()).data.balance;
    // a settlement that cannot finish (a trigger refuses the settled state, as a refused credit would)
    await t.app.db.execute(sql`CREATE FUNCTION test_fail_settle() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.state = 'settled' THEN RAISE EXCEPTION 'settlement refused (test)'; END IF; RETURN NEW; END $$`);
    await t.app.db.execute(sql`CREATE TRIGGER test_fail_settle BEFORE INSERT OR UPDATE ON house_rounds FOR EACH ROW EXECUTE FUNCTION test_fail_settle()`);
    try {
      const res = await t.app.inject({ method: 'POST', url: '/house/rounds', payload: JSON.stringify({ bet: 1000 }), headers: { 'content-type': 'text/plain', 'x-house-session': game.token, 'x-sequence': 'fails-1' } });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.app.db.execute(sql`DROP TRIGGER test_fail_settle ON house_rounds`);
      await t.app.db.execute(sql`DROP FUNCTION test_fail_settle()`);
    }
    expect(await gameRows(t.app, member.id)).toEqual([]);
    expect((await game.state()).data.balance).toBe(before);
    expect(await rows(t.app.db, sql`SELECT 1 FROM house_rounds WHERE member_id = ${member.id}`)).toEqual([]);
    // the X-Sequence was not spent: the same key plays the round once the settlement works
    const again = await game.play({ bet: 1000 }, 'fails-1');
    expect(again.code).toBe(0);
    expect(again.data.round.state).toBe('settled');
  });

  it('a repeat of a key that an older server stored with only the round id settles that round once and answers it', async () => {
    const game = await openGame(t.app, member, 'house-reels');
    // as a server of the two-transaction kind left it: round opened and bet debited, key stored, not yet settled
    const [session] = await rows<{ id: number }>(t.app.db, sql`SELECT id FROM house_sessions WHERE member_id = ${member.id} ORDER BY id DESC LIMIT 1`);
    const deps = { config: resolveHouseConfig({ HOUSE_MIN_ROUND_INTERVAL_MS: '0' }), wallet: createLedgerWallet({ pointsRateBp: 100 }) };
    const parsed = ENGINES.reels5.parseParams({ bet: 1000 });
    if (!parsed.ok) throw new Error('bad params');
    await t.app.db.transaction(async (tx) => {
      const opened = await openRound(tx, deps, { memberId: member.id, sessionId: Number(session!.id), gameCode: 'house-reels', engine: 'reels5', params: parsed.params, stake: parsed.stake });
      await tx.execute(sql`INSERT INTO idempotency_keys (member_id, sequence, method, path, request_digest, response)
        VALUES (${member.id}, 'legacy-1', 'POST', '/house/rounds', NULL, ${JSON.stringify({ data: { round_id: (opened.data as { round_id: number }).round_id } })}::jsonb)`);
    });
    const first = await game.play({ bet: 1000 }, 'legacy-1');
    expect(first).toMatchObject({ code: 6000, data: { round: { state: 'settled', bet: 1000, nonce: 0 } } });
    const again = await game.play({ bet: 1000 }, 'legacy-1');
    expect(again.data).toEqual(first.data);
    const ledger = await gameRows(t.app, member.id);
    expect(ledger.filter((r) => r.type === 'bet')).toHaveLength(1);
    expect(ledger.filter((r) => r.type === 'win').length).toBe(first.data.round.win > 0 ? 1 : 0);
  });

  it('sets a client seed by rotating; refuses malformed ones', async () => {
    const game = await openGame(t.app, member, 'house-reels');
    expect(await game.rotate({ client_seed: 'bad seed!' })).toMatchObject({ code: 4001, field: 'client_seed' });
    const res = await game.rotate({ client_seed: 'my-lucky.seed_1' });
    expect(res.data.active).toMatchObject({ client_seed: 'my-lucky.seed_1', next_nonce: 0 });
    const round = (await game.play({ bet: 100 })).data.round;
    expect(round).toMatchObject({ client_seed: 'my-lucky.seed_1', nonce: 0, server_seed_hash: res.data.active.server_seed_hash });
    const seeds = (await game.seeds()).data;
    expect(seeds.active.next_nonce).toBe(1);
    expect(seeds.revealed[0]).toMatchObject({ server_seed_hash: res.data.revealed.server_seed_hash, server_seed: res.data.revealed.server_seed });
  });

  it('rejects calls without a live session (403), but an expired session keeps its settled rounds', async () => {
    for (const headers of [{}, { 'x-house-session': 'nope' }, { 'x-house-session': 'y'.repeat(43) }]) {
      const res = await t.app.inject({ method: 'GET', url: '/house/state', headers });
      expect([res.statusCode, json(res).msg]).toEqual([403, 'invalid_token']);
    }
    const game = await openGame(t.app, member, 'house-reels');
    expect((await game.play({ bet: 100 })).code).toBe(0);
    await t.app.db.execute(sql`UPDATE house_sessions SET expires_at = now() - interval '1 second' WHERE member_id = ${member.id}`);
    // the server remembers the session it read for the round (SESSION_CACHE_MS); it reads it again after that
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + SESSION_CACHE_MS + 1);
    const res = await post(t.app, '/house/rounds', { bet: 100 }, { headers: { 'x-house-session': game.token } });
    expect([res.statusCode, json(res).msg]).toEqual([403, 'token_expired']);
    expect((await gameRows(t.app, member.id)).filter((r) => r.type === 'bet')).toHaveLength(1);
  });

  it('a server reads a session once a minute, not once a round, and a remembered session still ends at its expiry', async () => {
    const game = await openGame(t.app, member, 'house-reels');
    // a session that ends in 10 s, well within the minute the server remembers it for
    await t.app.db.execute(sql`UPDATE house_sessions SET expires_at = now() + interval '10 seconds' WHERE member_id = ${member.id}`);
    const language = async () => (await game.state()).data.language as string;
    expect(await language()).toBe('ko');
    // a row changed under the server that remembers it (nothing in the product changes a started session): the
    // language shows when the server reads the row again
    await t.app.db.execute(sql`UPDATE house_sessions SET language = 'en' WHERE member_id = ${member.id}`);
    for (let i = 0; i < 3; i += 1) expect((await game.play({ bet: 100 })).code).toBe(0);
    expect(await language()).toBe('ko');
    // the clock alone ends the session, on every call of the game page
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 10_001);
    for (const res of [
      await post(t.app, '/house/rounds', { bet: 100 }, { headers: { 'x-house-session': game.token } }),
      await t.app.inject({ method: 'GET', url: '/house/state', headers: { 'x-house-session': game.token } }),
    ]) expect([res.statusCode, json(res).msg]).toEqual([403, 'token_expired']);
    expect((await gameRows(t.app, member.id)).filter((r) => r.type === 'bet')).toHaveLength(3);
  });

  it('a remembered session is read again after SESSION_CACHE_MS', async () => {
    const game = await openGame(t.app, member, 'house-reels');
    expect((await game.state()).data.language).toBe('ko');
    await t.app.db.execute(sql`UPDATE house_sessions SET language = 'en' WHERE member_id = ${member.id}`);
    expect((await game.state()).data.language).toBe('ko');
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + SESSION_CACHE_MS + 1);
    expect((await game.state()).data.language).toBe('en');
  });

  it('a member who may not bet now is refused; an exchanged session of another member sees only its own rounds', async () => {
    const game = await openGame(t.app, member, 'house-reels');
    await game.play({ bet: 100 });
    const other = await createMember(t.app);
    await op.adjust(other.id, 10_000);
    const theirs = await openGame(t.app, other, 'house-reels');
    expect((await theirs.rounds()).data.list).toEqual([]);
    await t.app.db.execute(sql`UPDATE members SET self_excluded_until = now() + interval '1 day' WHERE id = ${other.id}`);
    expect(await theirs.play({ bet: 100 })).toMatchObject({ code: 4030, msg: 'self_excluded' });
    expect(await gameRows(t.app, other.id)).toEqual([]);
  });

  it('bets count towards rolling in /main/init and earn 1 % points', async () => {
    const game = await openGame(t.app, member, 'house-baccarat');
    await game.play({ bets: { player: 10_000, banker: 0, tie: 5_000 } });
    const ui = (await memberCalls(t.app, member).get('/main/init')).data.ui;
    expect([ui.rolling, ui.point]).toEqual([15_000, 150]);
  });

  it('concurrent rounds on one member never take the balance below zero', async () => {
    const poor = await createMember(t.app);
    await op.adjust(poor.id, 10_000);
    const game = await openGame(t.app, poor, 'house-rocket');
    // 20 rounds of 1,000 at 100× (they nearly always lose) against 10,000
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => game.play({ bet: 1000, target: 100 }, `c-${i}`)));
    const played = answers.filter((a) => a.code === 0);
    expect(played.length).toBeGreaterThanOrEqual(10);
    expect(answers.every((a) => a.code === 0 || a.msg === 'insufficient_balance')).toBe(true);
    const state = await walletState(t.app, poor.id);
    expect(state.balance).toBeGreaterThanOrEqual(0);
    expect(state.cash.every((r) => r.after >= 0)).toBe(true);
    expect(state.problems).toEqual([]);
    const bets = (await gameRows(t.app, poor.id)).filter((r) => r.type === 'bet');
    expect(bets).toHaveLength(played.length);
  });
});

describe.each(backends())('house round pacing ($name)', (backend) => {
  const t = setupApp(backend, { options: { env: { HOUSE_MIN_ROUND_INTERVAL_MS: '2500' } } });

  it('allows one round per 2.5 s per member, across games and concurrent requests', async () => {
    const member = await createMember(t.app);
    const op = operatorCalls(t.app, await operatorToken(t.app));
    await op.adjust(member.id, 100_000);
    const slot = await openGame(t.app, member, 'house-reels');
    const nine = await openGame(t.app, member, 'house-nine');
    const answers = await Promise.all([slot.play({ bet: 100 }, 'p-1'), slot.play({ bet: 100 }, 'p-2'), nine.play({ bet: 100 }, 'p-3')]);
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    const refused = answers.filter((a) => a.code !== 0);
    for (const r of refused) {
      expect(r).toMatchObject({ code: 4290, msg: 'too_many_requests' });
      expect(r.data.retry_after_ms).toBeGreaterThan(0);
      expect(r.data.retry_after_ms).toBeLessThanOrEqual(2500);
    }
    // a refused round did not use a nonce or money
    expect((await slot.state()).data.balance).toBe(100_000 - 100 + (answers.find((a) => a.code === 0)!.data.round.win as number));
    // Let the interval pass without waiting for it: move the member's last round back by more than 2.5 s.
    await t.app.db.execute(sql`UPDATE house_players SET last_round_at = last_round_at - interval '3 seconds' WHERE member_id = ${member.id}`);
    expect((await nine.play({ bet: 100 }, 'p-4')).data.round.nonce).toBe(1);
  });
});
