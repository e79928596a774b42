// "May this member bet now?" — the one question every bet asks, whichever provider places it. It is asked once
// per bet, by the seamless wallet's debit (ledger-wallet.ts); the house games' rounds reach it through that debit
// too, and turn its `bet_refused` into the page's 4030 with the reason.
// Default yes for an active member; it reuses the launch policy (suspension, self-exclusion). Issue 10
// (responsible gaming: time-outs, session time limits) extends this function and nothing else.
import type { Queryable } from '../db/client';
import { launchRefusal, responsibleBetRefusal, type LaunchRefusal } from '../services/games/launch-policy';
import { playState, type PlayState } from '../repositories/responsible-repository';

export type BetRefusal = LaunchRefusal;

/**
 * One read of the member's play state serves both checks (bets are hot: issue 19); a caller that has read it
 * with its own statement (the wallet's debit, with its claim) passes it.
 */
export async function betRefusal(q: Queryable, memberId: number, read?: PlayState): Promise<BetRefusal | null> {
  const state = read ?? await playState(q, memberId);
  return launchRefusal(state.member, state.exclusion)
    ?? await responsibleBetRefusal(q, memberId, state); // issue 10: exclusion (by the rules' clock), session time limit
}
