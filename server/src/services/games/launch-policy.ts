// The one place that decides whether a member may launch a game now. Issue 10 (responsible gaming) extends
// the member state it reads; every launch path (today /game/launch) asks only this module: launchRefusal
// (account state) and then responsibleLaunchRefusal (jurisdiction, time-out / self-exclusion, today's
// session time limit; an admitted launch counts as play for the session limit).
import { Code, Msg } from '@casino/shared/contract';
import type { Queryable } from '../../db/client';
import type { PlayState } from '../../repositories/responsible-repository';
import { admitLaunch, playRefusal, type RequestOrigin } from '../responsible-checks';

export interface LaunchRefusal { code: number; msg: string }

export function launchRefusal(member: PlayState['member']): LaunchRefusal | null {
  if (!member) return { code: Code.AUTH_FAILED, msg: Msg.invalid_token };
  if (member.status !== 'active') return { code: Code.AUTH_FAILED, msg: Msg.account_suspended };
  if (member.selfExcluded) return { code: Code.AUTH_FAILED, msg: Msg.self_excluded };
  return null;
}

/** 4030 jurisdiction_blocked / self_excluded / session_limit_reached, or null (the launch is recorded as play). */
export async function responsibleLaunchRefusal(
  q: Queryable, memberId: number, origin: RequestOrigin | undefined, gameId: number, state?: PlayState,
): Promise<LaunchRefusal | null> {
  const refusal = await admitLaunch(q, memberId, origin, `game:${gameId}`, state);
  return refusal && { code: refusal.code, msg: refusal.msg };
}

/** Bets (house rounds, seamless-wallet debits): time-out / self-exclusion and today's session time limit. */
export async function responsibleBetRefusal(q: Queryable, memberId: number, state?: PlayState): Promise<LaunchRefusal | null> {
  const refusal = await playRefusal(q, memberId, state);
  return refusal && { code: refusal.code, msg: refusal.msg };
}
