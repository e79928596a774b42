// "May this member bet now?" is asked once per bet, by the seamless wallet's debit, whichever provider places it
// (docs/providers.md): a house round (game → route → openRound → wallet debit) and a third-party provider's debit
// are both refused for a self-excluded member and for one whose session time limit is used up, and a house
// round (opened in two steps, or played at once on the page) asks the policy exactly once.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../src/db/client';
import { betRefusal } from '../../src/providers/bet-policy';
import { resolveHouseConfig } from '../../src/providers/house/config';
import { openRound } from '../../src/providers/house/rounds';
import { createLedgerWallet } from '../../src/providers/ledger-wallet';
import { backends, createMember, operatorToken, setupApp, type Member } from '../helper';
import { accountCalls } from '../routes/account/responsible-helpers';
import { openGame } from '../routes/house/house-helpers';
import { operatorCalls, walletState } from '../routes/wallet/wallet-helpers';

// every caller of the policy, wherever it sits on the path, is counted
jest.mock('../../src/providers/bet-policy', () => {
  const actual = jest.requireActual('../../src/providers/bet-policy');
  return { ...actual, betRefusal: jest.fn(actual.betRefusal) };
});
const asked = () => (betRefusal as jest.Mock).mock.calls.length;

describe.each(backends())('bet refusal, once per bet ($name)', (backend) => {
  const t = setupApp(backend);
  const wallet = createLedgerWallet({ pointsRateBp: 100 });
  const thirdPartyDebit = (member: Member, txId: string) => t.app.db.transaction((tx: Tx) =>
    wallet.debit(tx, { provider: 'test-aggregator', txId, memberId: member.id, roundId: txId, gameCode: 'g1', amount: 1_000 }));

  const funded = async () => {
    const member = await createMember(t.app);
    await operatorCalls(t.app, await operatorToken(t.app)).adjust(member.id, 50_000);
    return member;
  };
  const selfExclude = (member: Member) =>
    t.app.db.execute(sql`UPDATE members SET self_excluded_until = now() + interval '1 day' WHERE id = ${member.id}`);

  it('a house round asks the policy exactly once (in the wallet debit), whether it is allowed or refused', async () => {
    const member = await funded();
    const deps = { wallet, config: resolveHouseConfig({ HOUSE_MIN_ROUND_INTERVAL_MS: '0' }) };
    const open = () => t.app.db.transaction((tx) => openRound(tx, deps, {
      memberId: member.id, sessionId: null, gameCode: 'house-reels', engine: 'reels5', params: { bet: 1000 }, stake: 1000,
    }));
    const game = await openGame(t.app, member, 'house-reels');
    const before = asked();
    expect((await open()).code).toBe(0);
    expect(asked()).toBe(before + 1);
    // the page's round: its play state is read with the nonce, and asked once in the wallet's betAndWinOnce
    expect((await game.play({ bet: 1000 })).code).toBe(0);
    expect(asked()).toBe(before + 2);
    await selfExclude(member);
    expect(await open()).toMatchObject({ code: 4030, msg: 'self_excluded' });
    expect(asked()).toBe(before + 3);
  });

  it('refuses a self-excluded member on both paths: nothing written', async () => {
    const house = await funded();
    const game = await openGame(t.app, house, 'house-reels');
    await selfExclude(house);
    expect(await game.play({ bet: 1000 })).toMatchObject({ code: 4030, msg: 'self_excluded' });
    expect((await walletState(t.app, house.id)).balance).toBe(50_000);

    const other = await funded();
    await selfExclude(other);
    expect(await thirdPartyDebit(other, 'x-1')).toEqual({ ok: false, error: 'bet_refused', reason: 'self_excluded' });
    expect((await walletState(t.app, other.id)).balance).toBe(50_000);
  });

  it('refuses a member whose session time limit is used up on both paths', async () => {
    const member = await funded();
    expect(await accountCalls(t.app, member).setLimit('session_minutes', 1)).toMatchObject({ code: 0, data: { applied: true } });
    const game = await openGame(t.app, member, 'house-nine'); // the launch is admitted and counts the one minute
    expect(await game.play({ bet: 1000 })).toMatchObject({ code: 4030, msg: 'session_limit_reached' });
    expect(await thirdPartyDebit(member, 'x-2')).toEqual({ ok: false, error: 'bet_refused', reason: 'session_limit_reached' });
    expect((await walletState(t.app, member.id)).balance).toBe(50_000);
  });
});
