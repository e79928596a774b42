// House rounds, the seamless-wallet way (docs/providers.md "A round"): the round is OPENED — pacing, the next
// nonce of the member's seed pair, the round row, the wallet DEBIT of its bet — and SETTLED — the outcome from
// the seeds, the wallet CREDIT of its win (none for a loss), state settled. The page's round (`playRound`) is
// both at once, in one transaction (one commit per round): the outcome is known once the nonce is taken, so its
// money is one wallet call, the bet and its win together (`betAndWinOnce`: the round's row records it, so no
// provider rows), and its row is written once, settled.
// A round found open (opened by a server of the two-transaction kind, or by a provider flow that stops between
// the two steps) is settled by recovery from the same seeds (the outcome was fixed when the nonce was taken),
// and rolled back only when it cannot be settled (e.g. a retired engine). Credits and rollbacks are idempotent
// by their transaction ids (`<round>:win`, `<round>:rollback`), so recovering twice, or while another server
// settles, never pays twice.
// The SQL is in repositories/house-repository.ts.
import { Code, Msg, type Envelope } from '@casino/shared/contract';
import type { Db, Tx } from '../../db/client';
import { ok } from '../../http/envelope';
import { engine } from '../../domain/house-games/games';
import {
  admitPacedRound, insertPlayedRound, lockRound, lockRoundWithSeeds, markRolledBack, markSettled, openRoundIds, pacingWaitMs, storedRoundAnswer,
  type RoundRow, type RoundView, type SessionTotals, type StoredRound,
} from '../../repositories/house-repository';
import type { Actor } from '../../repositories/idempotency-repository';
import type { RecoveryReport, SeamlessWallet, WalletFail } from '../types';
import type { HouseConfig } from './config';
import { fairStream, insertRoundOnNextNonce, nextNonce } from './seeds';

export { listRounds, roundAnswer, type RoundRow, type RoundView, type StoredRound } from '../../repositories/house-repository';

/** The wallet's provider key of every house game (its ledger refs read `house:<round id>`). */
export const HOUSE_WALLET_PROVIDER = 'house';
export const betTxId = (roundId: number) => `${roundId}:bet`;
export const winTxId = (roundId: number) => `${roundId}:win`;
export const rollbackTxId = (roundId: number) => `${roundId}:rollback`;

export interface RoundDeps { wallet: SeamlessWallet; config: HouseConfig }

export interface OpenInput { memberId: number; sessionId: number | null; gameCode: string; engine: string; params: unknown; stake: number }

/** A round just opened in the caller's transaction, with the seeds it is played with and the balance after its bet. */
interface OpenedRound { round: RoundRow; serverSeed: string; clientSeed: string; balance: number }

/**
 * Opens a round inside the caller's transaction (withIdempotency's): the opened round, or a failure envelope; a
 * failure rolls the whole transaction back (pacing and nonce included). "May this member bet now?" is asked by
 * the wallet's debit (the one check on every provider's bet path), whose `bet_refused` becomes the page's 4030
 * with the reason.
 */
async function open(tx: Tx, deps: RoundDeps, input: OpenInput): Promise<OpenedRound | Envelope<unknown>> {
  const paced = await pace(tx, deps, input.memberId);
  if (paced) return paced;
  // the nonce and the round row: one statement (issue 19)
  const opened = await insertRoundOnNextNonce(tx, {
    memberId: input.memberId, sessionId: input.sessionId, gameCode: input.gameCode, engine: input.engine, stake: input.stake, params: input.params,
  });
  const roundId = opened.round.id;
  const debit = await deps.wallet.debit(tx, {
    provider: HOUSE_WALLET_PROVIDER, txId: betTxId(roundId), memberId: input.memberId, roundId: String(roundId),
    gameCode: input.gameCode, amount: input.stake,
  });
  if (!debit.ok) return walletRefusal(roundId, debit);
  return { ...opened, balance: debit.balance };
}

/** At most one round per `minRoundIntervalMs` of a member (all games): the 429 answer, or null. */
async function pace(tx: Tx, deps: RoundDeps, memberId: number): Promise<Envelope<unknown> | null> {
  const interval = deps.config.minRoundIntervalMs;
  if (interval <= 0 || await admitPacedRound(tx, memberId, interval)) return null;
  return { code: Code.TOO_MANY_REQUESTS, msg: Msg.too_many_requests, data: { retry_after_ms: await pacingWaitMs(tx, memberId, interval) } };
}

/** The page's answer to a bet the wallet refused: 4030 with the reason, or too low a balance. */
function walletRefusal(roundId: number, answer: WalletFail): Envelope<unknown> {
  if (answer.error === 'insufficient_balance') {
    return { code: Code.PARAM_INVALID, msg: Msg.insufficient_balance, data: { balance: answer.balance ?? 0 }, field: 'bet' };
  }
  if (answer.error === 'bet_refused') return { code: Code.AUTH_FAILED, msg: answer.reason ?? Msg.auth_failed, data: answer.detail ?? null };
  throw new Error(`house round ${roundId}: the wallet refused its bet (${answer.error})`);
}

const isOpened = (answer: OpenedRound | Envelope<unknown>): answer is OpenedRound => !('code' in answer);

/** Opens a round inside the caller's transaction: ok({round_id, balance}) or a failure envelope (see `open`). */
export async function openRound(tx: Tx, deps: RoundDeps, input: OpenInput): Promise<Envelope<unknown>> {
  const answer = await open(tx, deps, input);
  return isOpened(answer) ? ok({ round_id: answer.round.id, balance: answer.balance }) : answer;
}

/** A round played: the round with its seeds, the member's balance after it and the session's running totals. */
export interface PlayedRound { round: RoundView; balance: number; session: SessionTotals }

/**
 * Plays a round inside the caller's transaction (withIdempotency's), one commit (issue 19): the next nonce, the
 * outcome from the seeds, the bet and its win in one wallet call (`betAndWinOnce`: asked and refused as a debit is),
 * then the round's row, written once and settled, with its answer read in the same statement. Answers the played
 * round, or the failure envelope of a refused bet (the caller rolls the whole transaction back, pacing and nonce
 * included). The outcome is fixed when the nonce is taken, so working it out before the money moves changes
 * nothing a member or the verifier can see.
 */
export async function playRound(tx: Tx, deps: RoundDeps, input: OpenInput & { sessionId: number; key?: { actor: Actor; sequence: string } }): Promise<PlayedRound | Envelope<unknown>> {
  const game = engine(input.engine);
  if (!game) throw new Error(`house round of engine ${input.engine}: no such engine`);
  const paced = await pace(tx, deps, input.memberId);
  if (paced) return paced;
  const nonce = await nextNonce(tx, input.memberId);
  const outcome = game.play(fairStream(nonce.serverSeed, nonce.clientSeed, nonce.nonce), input.params);
  if (!Number.isSafeInteger(outcome.win) || outcome.win < 0) throw new Error(`house round ${nonce.roundId}: invalid win`);
  // the round's row, written below in this transaction, records the play: no provider rows (issue 19, decision 011)
  const paid = await deps.wallet.betAndWinOnce(tx, {
    provider: HOUSE_WALLET_PROVIDER, memberId: input.memberId, roundId: String(nonce.roundId), gameCode: input.gameCode, amount: input.stake, win: outcome.win,
    playState: nonce.playState, // read with the nonce, after the member's lock (the key's claim)
  });
  if (!paid.ok) return walletRefusal(nonce.roundId, paid);
  return insertPlayedRound(tx, { ...input, nonce, outcome, win: outcome.win, balance: paid.balance }, input.key);
}

/**
 * A repeat's answer from what its key stored with the round (`input.key` of playRound): the first answer again.
 * The round's row never changes once played; its pair was active when it was played, so its server seed is
 * shown hidden, as it was then, even once the pair is revealed.
 */
export async function storedPlayedRound(db: Db, memberId: number, stored: StoredRound): Promise<(PlayedRound & { startedAt: string; expiresAt: string }) | undefined> {
  const found = await storedRoundAnswer(db, memberId, stored);
  return found && { ...found, round: { ...found.round, server_seed: null } };
}

/** Settles an open round in its own transaction (a settled or rolled-back one is returned as it is). */
export async function settleRound(db: Db, deps: RoundDeps, roundId: number, recovered = false): Promise<RoundRow | undefined> {
  return db.transaction((tx) => settleRoundIn(tx, deps, roundId, recovered));
}

/** Settles an open round inside the caller's transaction, after locking it (recovery settles a round left open). */
export async function settleRoundIn(tx: Tx, deps: RoundDeps, roundId: number, recovered = false): Promise<RoundRow | undefined> {
  const locked = await lockRoundWithSeeds(tx, roundId);
  if (!locked || locked.round.state !== 'open') return locked?.round;
  return settleLocked(tx, deps, locked, recovered);
}

/** The outcome from the seeds, the win's credit (none for a loss), the round settled: the round is this transaction's. */
async function settleLocked(tx: Tx, deps: RoundDeps, locked: { round: RoundRow; serverSeed: string; clientSeed: string }, recovered: boolean): Promise<RoundRow> {
  const { round } = locked;
  const roundId = round.id;
  const game = engine(round.engine);
  if (!game) throw new Error(`house round ${roundId} cannot be settled (engine ${round.engine})`);
  const outcome = game.play(fairStream(locked.serverSeed, locked.clientSeed, round.nonce), round.params);
  if (!Number.isSafeInteger(outcome.win) || outcome.win < 0) throw new Error(`house round ${roundId}: invalid win`);
  if (outcome.win > 0) {
    const credit = await deps.wallet.credit(tx, {
      provider: HOUSE_WALLET_PROVIDER, txId: winTxId(roundId), memberId: round.memberId, roundId: String(roundId),
      gameCode: round.gameCode, amount: outcome.win, betTxId: betTxId(roundId),
    });
    if (!credit.ok) throw new Error(`house round ${roundId}: the wallet refused its credit (${credit.error})`);
  }
  return markSettled(tx, roundId, outcome, outcome.win, recovered);
}

/** Cancels an open round: the wallet gives the bet back (ledger `rollback`). */
export async function rollbackRound(db: Db, deps: RoundDeps, roundId: number): Promise<RoundRow | undefined> {
  return db.transaction(async (tx) => {
    const round = await lockRound(tx, roundId);
    if (!round || round.state !== 'open') return round;
    const answer = await deps.wallet.rollback(tx, {
      provider: HOUSE_WALLET_PROVIDER, txId: rollbackTxId(roundId), memberId: round.memberId, roundId: String(roundId), referenceTxId: betTxId(roundId),
    });
    if (!answer.ok) throw new Error(`house round ${roundId}: the wallet refused its rollback (${answer.error})`);
    return markRolledBack(tx, roundId);
  });
}

/** Settles (or, failing that, rolls back) every round still open after `olderThanMs`. */
export async function recoverOpenRounds(db: Db, deps: RoundDeps, options: { olderThanMs: number; onError?: (roundId: number, err: unknown) => void }): Promise<RecoveryReport> {
  const report: RecoveryReport = { settled: 0, rolledBack: 0, failed: 0 };
  for (const roundId of await openRoundIds(db, options.olderThanMs)) {
    try {
      await settleRound(db, deps, roundId, true);
      report.settled += 1;
    } catch (err) {
      options.onError?.(roundId, err);
      try {
        await rollbackRound(db, deps, roundId);
        report.rolledBack += 1;
      } catch (again) {
        options.onError?.(roundId, again);
        report.failed += 1;
      }
    }
  }
  return report;
}
