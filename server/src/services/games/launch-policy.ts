// The one place that decides whether a member may launch a game now. Issue 10 (responsible gaming) extends
// the member state it reads; every launch path (today /game/launch) asks only this module: launchRefusal
// (account state) and then responsibleLaunchRefusal (jurisdiction, time-out / self-exclusion, today's
// session time limit; an admitted launch counts as play for the session limit).
import { Code, Msg } from '@casino/shared/contract';
import type { Queryable } from '../../db/client';
import type { PlayState } from '../../repositories/responsible-repository';
import { admitLaunch, excludedAnswer, playRefusal, type RequestOrigin } from '../responsible-checks';

/** `data`: what the member is told besides the key (an imposed exclusion's reason and end, issue 47 §4). */
export interface LaunchRefusal { code: number; msg: string; data?: unknown }

const withData = (refusal: { code: number; msg: string; data?: unknown }): LaunchRefusal => (
  refusal.data === null || refusal.data === undefined ? { code: refusal.code, msg: refusal.msg } : { code: refusal.code, msg: refusal.msg, data: refusal.data }
);

/** The account's state: `exclusion` (the play state's) names an imposed exclusion's reason when the column excludes. */
export function launchRefusal(member: PlayState['member'], exclusion: PlayState['exclusion'] = null): LaunchRefusal | null {
  if (!member) return { code: Code.AUTH_FAILED, msg: Msg.invalid_token };
  if (member.status !== 'active') return { code: Code.AUTH_FAILED, msg: Msg.account_suspended };
  if (member.selfExcluded) return withData(excludedAnswer(exclusion));
  return null;
}

/** 4030 jurisdiction_blocked / self_excluded / session_limit_reached, or null (the launch is recorded as play). */
export async function responsibleLaunchRefusal(
  q: Queryable, memberId: number, origin: RequestOrigin | undefined, gameId: number, state?: PlayState,
): Promise<LaunchRefusal | null> {
  const refusal = await admitLaunch(q, memberId, origin, `game:${gameId}`, state);
  return refusal && withData(refusal);
}

/** Bets (house rounds, seamless-wallet debits): time-out / self-exclusion and today's session time limit. */
export async function responsibleBetRefusal(q: Queryable, memberId: number, state?: PlayState): Promise<LaunchRefusal | null> {
  const refusal = await playRefusal(q, memberId, state);
  return refusal && withData(refusal);
}
