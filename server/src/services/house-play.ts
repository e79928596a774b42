// The house game pages' use cases (routes/house/api.ts): what the page shows around the game, the session
// exchange, one round (in withIdempotency's transaction), a repeat's answer made whole again, the round history
// and the seed pairs. The rounds themselves are the house provider's (providers/house).
import { ok } from '../http/envelope';
import type { Db, Tx } from '../db/client';
import { toNumber } from '../db/values';
import { balanceOf } from '../repositories/members-repository';
import { engineOfCode } from '../providers/house/catalogue';
import type { HouseConfig } from '../providers/house/config';
import { listRounds, playRound, roundAnswer, settleRound, storedPlayedRound, type PlayedRound, type RoundDeps, type StoredRound } from '../providers/house/rounds';
import { ensurePair, pairView, revealedPairs, rotatePair } from '../providers/house/seeds';
import { exchangeLaunch, sessionTotals, type HouseSession } from '../providers/house/sessions';
import type { Actor } from '../repositories/idempotency-repository';

/** What the page shows around the game: balance, the session's net position, seeds, settings. */
export async function houseState(db: Db, config: HouseConfig, s: HouseSession) {
  const [balance, totals, pair] = await Promise.all([balanceOf(db, s.memberId).then((b) => b ?? 0), sessionTotals(db, s.id), ensurePair(db, s.memberId)]);
  return {
    balance,
    game: { code: s.gameCode, title: s.gameTitle, engine: engineOfCode(s.gameCode) ?? null },
    language: s.language,
    session: { started_at: s.startedAt, expires_at: s.expiresAt, ...totals },
    seeds: pairView(pair),
    settings: { min_round_interval_ms: config.minRoundIntervalMs, reality_check_minutes: config.realityCheckMinutes },
  };
}

/** A one-time launch token exchanged for a game session token and the page's state; undefined when it expired. */
export async function exchangeHouseSession(db: Db, config: HouseConfig, launchToken: string) {
  const exchanged = await exchangeLaunch(db, launchToken, config.sessionTtlMinutes);
  return exchanged && { session_token: exchanged.token, ...(await houseState(db, config, exchanged.session)) };
}

// the page's answer: the round, the balance and the session (this one, or the one a repeat's round was played in)
const answerOf = (played: PlayedRound, session: { startedAt: string; expiresAt: string }) => ({
  round: played.round, balance: played.balance, session: { started_at: session.startedAt, expires_at: session.expiresAt, ...played.session },
});

export interface RoundInput { engine: string; params: unknown; stake: number; key?: { actor: Actor; sequence: string } }

/** Opens and settles a round in the caller's transaction (one commit per round); the refusal's envelope if refused. */
export async function playHouseRound(tx: Tx, deps: RoundDeps, s: HouseSession, input: RoundInput) {
  const played = await playRound(tx, deps, { memberId: s.memberId, sessionId: s.id, gameCode: s.gameCode, ...input });
  return 'code' in played ? played : ok(answerOf(played, s));
}

/**
 * A repeat's answer, made whole again from the round and what its key stored (`StoredRound`): undefined when the
 * stored answer is whole already (older servers stored it so); `rebuilt` when the key held only the round id and
 * its stored answer must now be completed.
 */
export async function repeatedRoundAnswer(
  db: Db, deps: RoundDeps, s: HouseSession, stored: (Partial<StoredRound> & { round?: unknown }) | null,
): Promise<{ data: unknown; rebuilt: boolean } | undefined> {
  if (stored?.round || stored?.round_id === undefined) return undefined;
  if (stored.balance !== undefined && stored.session !== undefined) {
    const first = await storedPlayedRound(db, s.memberId, stored as StoredRound);
    if (!first) throw new Error(`house round ${String(stored.round_id)} is not member ${s.memberId}'s`);
    return { data: answerOf(first, first), rebuilt: false };
  }
  // A key stored by an older server of the two-transaction kind holds only the round id, possibly of a round
  // still open (a stop between its two transactions): the answer is rebuilt from the round, settled once.
  const roundId = toNumber(stored.round_id);
  await settleRound(db, deps, roundId);
  const played = await roundAnswer(db, s.memberId, s.id, roundId);
  if (!played) throw new Error(`house round ${roundId} is not member ${s.memberId}'s`);
  return { data: answerOf(played, s), rebuilt: true };
}

export const houseRounds = (db: Db, s: HouseSession, limit: number) => listRounds(db, s.memberId, { gameCode: s.gameCode, limit });

/** The active seed pair (server seed hidden) and the latest revealed pairs. */
export async function houseSeeds(db: Db, memberId: number) {
  const [active, revealed] = await Promise.all([ensurePair(db, memberId), revealedPairs(db, memberId, 10)]);
  return { active: pairView(active), revealed: revealed.map(pairView) };
}

/** Reveals the server seed and starts a new pair, in the caller's transaction. */
export async function rotateHouseSeeds(tx: Tx, memberId: number, clientSeed: string | undefined) {
  const { revealed, active } = await rotatePair(tx, memberId, clientSeed);
  return ok({ revealed: pairView(revealed), active: pairView(active) });
}
