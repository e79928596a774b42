// The seamless wallet over the ledger module (docs/providers.md). Each call first claims its transaction id in
// provider_transactions (a unique index: a concurrent twin waits for the first to commit, then sees its row),
// then moves money only through the ledger repository (postBet, postBetAndWin, postLedgerEntry, postPointEntry)
// in the same transaction. A refused call removes its claim, so only successful answers are remembered (a retry
// of a refused debit is judged afresh, like the site's X-Sequence rule); a repeated id answers the stored first
// result.
import type { Tx } from '../db/client';
import { refOf } from '../domain/ledger';
import { postBet, postBetAndWin, postBetAndWinOnce, postLedgerEntry, postPointEntry, type LedgerEntry } from '../repositories/ledger-repository';
import { addRolling, balanceOf, pointsOf } from '../repositories/members-repository';
import {
  claimDebit, claimProviderTx as claim, creditExists, dropProviderTx as drop, finishProviderTx as finish, findProviderTx as findTx, insertTombstone,
  markRolledBack, type ProviderTxKind as Kind, type ProviderTxRow as TxRow,
} from '../repositories/provider-transactions-repository';
import { betRefusal } from './bet-policy';
import type { BetAndWinRequest, CreditRequest, DebitRequest, OwnRecordPlay, RollbackRequest, SeamlessWallet, WalletAnswer, WalletError } from './types';

export interface LedgerWalletOptions {
  /** Points earned per bet, in basis points of the bet (100 = 1 %), rounded down. */
  pointsRateBp: number;
}

const refused = (error: WalletError, extra: { balance?: number; reason?: string; detail?: unknown } = {}): WalletAnswer => ({ ok: false, error, ...extra });
/** A bet the policy refused: its msg as the reason, and what the member is told with it (an imposed exclusion's reason, issue 47 §4). */
const betRefused = (refusal: { msg: string; data?: unknown }): WalletAnswer => refused('bet_refused', refusal.data === undefined ? { reason: refusal.msg } : { reason: refusal.msg, detail: refusal.data });
const answered = (balance: number, ledgerId: number | null, duplicate = false): WalletAnswer => ({ ok: true, balance, duplicate, ledgerId });
/** A posted bet and win: the balance after the last of its rows (the win's, else the bet's). */
const answeredPlay = (posted: { bet: LedgerEntry; win: LedgerEntry | null }): WalletAnswer => {
  const last = posted.win ?? posted.bet;
  return answered(last.after, last.id);
};

const validAmount = (amount: number, min: number) => Number.isSafeInteger(amount) && amount >= min;

/** A repeat of a call: same kind, member, round and amount/reference → the first answer, else a conflict. */
function repeatAnswer(first: TxRow, expected: { kind: Kind; memberId: number; roundId: string; amount?: number; referenceTxId?: string }): WalletAnswer {
  if (first.kind === 'debit' && first.status === 'tombstone') return refused('transaction_rolled_back');
  const same = first.kind === expected.kind && first.memberId === expected.memberId && first.roundId === expected.roundId
    && (expected.amount === undefined || first.amount === expected.amount)
    && (expected.referenceTxId === undefined || first.referenceTxId === expected.referenceTxId);
  return same ? answered(first.balanceAfter, first.ledgerId, true) : refused('duplicate_transaction');
}

export function createLedgerWallet(options: LedgerWalletOptions): SeamlessWallet {
  const pointsFor = (amount: number) => Math.floor((amount * options.pointsRateBp) / 10_000);

  /**
   * A bet's claim and the one "may this member bet now?" of every provider's bet (the house games' rounds
   * included): the claimed row's id, or the answer to give (a repeat's first answer, or the refusal, whose claim
   * is removed).
   */
  const claimAndAsk = async (tx: Tx, r: DebitRequest): Promise<{ ok: true; id: number } | { ok: false; answer: WalletAnswer }> => {
    // the claim and the member's play state in one statement (issue 19)
    const { id, state } = await claimDebit(tx, r);
    if (id === null) {
      const first = (await findTx(tx, r.provider, r.txId))!;
      return { ok: false, answer: repeatAnswer(first, { kind: 'debit', memberId: r.memberId, roundId: r.roundId, amount: r.amount }) };
    }
    const refusal = await betRefusal(tx, r.memberId, state);
    if (refusal) {
      await drop(tx, id);
      return { ok: false, answer: betRefused(refusal) };
    }
    return { ok: true, id };
  };

  /** The balance was too low for the stake: the claim goes, the answer tells the balance. */
  const tooLow = async (tx: Tx, memberId: number, claimId: number): Promise<WalletAnswer> => {
    await drop(tx, claimId);
    return refused('insufficient_balance', { balance: (await balanceOf(tx, memberId)) ?? 0 });
  };

  return {
    balance: balanceOf,

    async debit(tx: Tx, r: DebitRequest): Promise<WalletAnswer> {
      if (!validAmount(r.amount, 1)) return refused('invalid_amount');
      const claimed = await claimAndAsk(tx, r);
      if (!claimed.ok) return claimed.answer;
      const points = pointsFor(r.amount);
      // the stake, the points it earns and the rolling requirement: one statement, one update of the member row,
      // which also records the entry on the claimed row
      const entry = await postBet(tx, { memberId: r.memberId, stake: r.amount, points, ref: refOf(r.provider, r.roundId) }, { providerTxId: claimed.id });
      if (!entry) return tooLow(tx, r.memberId, claimed.id);
      return answered(entry.after, entry.id);
    },

    async betAndWin(tx: Tx, r: BetAndWinRequest): Promise<WalletAnswer> {
      if (!validAmount(r.amount, 1) || !validAmount(r.win, 0)) return refused('invalid_amount');
      const claimed = await claimAndAsk(tx, r);
      if (!claimed.ok) {
        // a repeat answers the first call's result: the balance after its win, when it had one
        const first = claimed.answer;
        if (!first.ok || r.win === 0) return first;
        const win = await findTx(tx, r.provider, r.winTxId);
        const same = win?.kind === 'credit' && win.memberId === r.memberId && win.amount === r.win && win.referenceTxId === r.txId;
        return same ? answered(win.balanceAfter, win.ledgerId, true) : refused('duplicate_transaction');
      }
      // the stake, the points, the rolling requirement and the win: one statement, one update of the member row,
      // two cash rows (bet, then win) and the win's provider row
      const posted = await postBetAndWin(tx, {
        memberId: r.memberId, stake: r.amount, win: r.win, points: pointsFor(r.amount), ref: refOf(r.provider, r.roundId),
      }, { providerTxId: claimed.id, win: { provider: r.provider, txId: r.winTxId, roundId: r.roundId, gameCode: r.gameCode, betTxId: r.txId } });
      if (!posted) return tooLow(tx, r.memberId, claimed.id);
      return answeredPlay(posted);
    },

    async betAndWinOnce(tx: Tx, r: OwnRecordPlay): Promise<WalletAnswer> {
      if (!validAmount(r.amount, 1) || !validAmount(r.win, 0)) return refused('invalid_amount');
      // the one "may this member bet now?" (on the play state the caller read, or one statement); no transaction id to claim
      const refusal = await betRefusal(tx, r.memberId, r.playState);
      if (refusal) return betRefused(refusal);
      const posted = await postBetAndWinOnce(tx, { memberId: r.memberId, stake: r.amount, win: r.win, points: pointsFor(r.amount), ref: refOf(r.provider, r.roundId) });
      if (!posted) return refused('insufficient_balance', { balance: (await balanceOf(tx, r.memberId)) ?? 0 });
      return answeredPlay(posted);
    },

    async credit(tx: Tx, r: CreditRequest): Promise<WalletAnswer> {
      if (!validAmount(r.amount, 0)) return refused('invalid_amount');
      const id = await claim(tx, { ...r, kind: 'credit', referenceTxId: r.betTxId });
      if (id === null) {
        const first = (await findTx(tx, r.provider, r.txId))!;
        return repeatAnswer(first, { kind: 'credit', memberId: r.memberId, roundId: r.roundId, amount: r.amount, referenceTxId: r.betTxId });
      }
      // the bet row is locked so that a concurrent rollback of it waits (or this waits for it)
      const bet = await findTx(tx, r.provider, r.betTxId, true);
      const problem: WalletError | null = !bet || bet.kind !== 'debit' || bet.memberId !== r.memberId ? 'transaction_not_found'
        : bet.status !== 'done' ? 'transaction_rolled_back' : null;
      if (problem) {
        await drop(tx, id);
        return refused(problem);
      }
      if (r.amount === 0) {
        const balance = (await balanceOf(tx, r.memberId)) ?? 0;
        await finish(tx, id, { ledgerId: null, balance });
        return answered(balance, null);
      }
      const entry = await postLedgerEntry(tx, { memberId: r.memberId, type: 'win', amount: r.amount, ref: refOf(r.provider, r.roundId) }, { providerTxId: id });
      if (!entry) throw new Error(`member ${r.memberId} of a win is missing`);
      return answered(entry.after, entry.id);
    },

    async rollback(tx: Tx, r: RollbackRequest): Promise<WalletAnswer> {
      const id = await claim(tx, { ...r, kind: 'rollback', gameCode: null, amount: 0, referenceTxId: r.referenceTxId });
      if (id === null) {
        const first = (await findTx(tx, r.provider, r.txId))!;
        return repeatAnswer(first, { kind: 'rollback', memberId: r.memberId, roundId: r.roundId, referenceTxId: r.referenceTxId });
      }
      let bet = await findTx(tx, r.provider, r.referenceTxId, true);
      if (!bet) {
        // Unknown bet: remember it as cancelled so that it cannot be debited later, and answer success.
        await insertTombstone(tx, { provider: r.provider, txId: r.referenceTxId, memberId: r.memberId, roundId: r.roundId });
        bet = await findTx(tx, r.provider, r.referenceTxId, true);
      }
      if (!bet || bet.kind !== 'debit' || bet.memberId !== r.memberId) {
        await drop(tx, id);
        return refused('transaction_not_found');
      }
      if (bet.status !== 'done') {
        const balance = (await balanceOf(tx, r.memberId)) ?? 0;
        await finish(tx, id, { ledgerId: null, balance });
        return answered(balance, null);
      }
      if (await creditExists(tx, r.provider, bet.txId)) {
        await drop(tx, id);
        return refused('round_settled');
      }
      const ref = refOf(r.provider, bet.roundId);
      const entry = await postLedgerEntry(tx, { memberId: r.memberId, type: 'rollback', amount: bet.amount, ref });
      if (!entry) throw new Error(`member ${r.memberId} of a rollback is missing`);
      if (bet.points > 0) {
        // take back the points the bet earned, as far as the member still has them
        const back = Math.min(bet.points, (await pointsOf(tx, r.memberId)) ?? 0);
        if (back > 0) await postPointEntry(tx, { memberId: r.memberId, type: 'earn', amount: -back, ref, note: 'rollback' });
      }
      await addRolling(tx, r.memberId, -bet.amount);
      await markRolledBack(tx, bet.id);
      await finish(tx, id, { ledgerId: entry.id, balance: entry.after, amount: bet.amount });
      return answered(entry.after, entry.id);
    },
  };
}
