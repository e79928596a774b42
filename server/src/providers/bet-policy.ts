// "May this member bet now?" — the one question every bet asks, whichever provider places it (the seamless
// wallet's debit asks it; the house games ask it before opening a round so that the page gets a clear answer).
// Default yes for an active member; it reuses the launch policy (suspension, self-exclusion). Issue 10
// (responsible gaming: time-outs, session time limits) extends this function and nothing else.
import type { Queryable } from '../db/client';
import { launchRefusal, responsibleBetRefusal, type LaunchRefusal } from '../domain/games/launch-policy';
import { memberLaunchState } from '../repositories/games-repository';

export type BetRefusal = LaunchRefusal;

export async function betRefusal(q: Queryable, memberId: number): Promise<BetRefusal | null> {
  return launchRefusal(await memberLaunchState(q, memberId))
    ?? await responsibleBetRefusal(q, memberId); // issue 10: exclusion (by the rules' clock), session time limit
}
