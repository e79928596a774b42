// The provider interface (docs/providers.md). A game provider — the house games here, a real aggregator
// adapter beside them — does two things with this site: it LAUNCHES a game (the games catalogue asks it for the
// URL the game frame opens), and while the member plays it moves money through the operator's SEAMLESS WALLET:
// balance, debit (a bet), credit (a win) and rollback (a bet cancelled), in integer won. Modelled on a public
// seamless-wallet API (Hub88's operator wallet: bet / win / rollback): every call carries the provider's own
// transaction id and is idempotent by it — a repeated id is answered with the first answer and never acts
// twice, a rollback never fails when repeated, and wins and rollbacks are accepted after the game session (the
// launch token) expired, because they settle bets that were accepted while it was live.
import type { Db, Queryable, Tx } from '../db/client';
import type { GameProviderAdapter } from '../services/games/providers';
import type { PlayState } from '../repositories/responsible-repository';

/** Why the wallet refused a call (the provider shows or maps it; Hub88 names in docs/providers.md). */
export type WalletError =
  | 'insufficient_balance' // debit: the balance is smaller than the bet (nothing written)
  | 'bet_refused' // debit: the member may not bet now (suspended, self-excluded, …) — `reason` says which
  | 'duplicate_transaction' // the id was used before with other data (kind, member, round, amount, reference)
  | 'transaction_not_found' // credit: its bet is unknown; rollback: the reference is not a bet of this member
  | 'transaction_rolled_back' // debit after its rollback; credit for a rolled-back bet
  | 'round_settled' // rollback of a bet whose round was already paid (credit written)
  | 'invalid_amount'; // not a safe integer ≥ 0 (debits: ≥ 1)

export interface WalletOk {
  ok: true;
  /** The member's cash balance after the call (for a repeated id: after the first call). */
  balance: number;
  /** The repeated-id answer: nothing was done now. */
  duplicate: boolean;
  /** The cash ledger row written (null: nothing to write, e.g. a zero win or a rollback of an unknown bet). */
  ledgerId: number | null;
}
/** `detail`: on bet_refused, what the member is told with the reason (an imposed exclusion's reason and end, issue 47 §4). */
export interface WalletFail { ok: false; error: WalletError; balance?: number; reason?: string; detail?: unknown }
export type WalletAnswer = WalletOk | WalletFail;

interface TxBase {
  /** The provider's code (`game_providers.code` of its main catalogue entry, e.g. 'house'). */
  provider: string;
  /** The provider's transaction id: unique per provider, the idempotency key. */
  txId: string;
  memberId: number;
  /** The provider's round id; the ledger rows of the round carry `${provider}:${roundId}` as their ref. */
  roundId: string;
}
export interface DebitRequest extends TxBase { gameCode: string; amount: number }
export interface CreditRequest extends TxBase { gameCode: string; amount: number; /** the debit this pays */ betTxId: string }
export interface RollbackRequest extends TxBase { /** the debit to cancel */ referenceTxId: string }
/**
 * A bet and its result in one call, for a round that is settled as soon as it is played (an instant game; a
 * `play` with a bet action and a win action in SoftSwiss's casino protocol): debit `amount` as `txId`, then
 * credit `win` as `winTxId` (none for 0). Both or neither. `txId` is the call's idempotency key; `winTxId`
 * must be new.
 */
export interface BetAndWinRequest extends DebitRequest { win: number; winTxId: string }

/**
 * A bet and its win settled at once for a caller whose own row makes the call happen once (a house round: its row,
 * unique by seed pair and nonce, written in the same transaction, and its X-Sequence key). No transaction id is
 * claimed and no provider row written: the caller's row is the record, and the ledger rows' ref names the round.
 */
export type OwnRecordPlay = Omit<BetAndWinRequest, 'txId' | 'winTxId'> & {
  /** The member's play state, read by the caller in this transaction after the member's lock; else the wallet reads it. */
  playState?: PlayState;
};

/** The operator's side. Money calls run inside the caller's transaction (use only that `tx`). */
export interface SeamlessWallet {
  balance(q: Queryable, memberId: number): Promise<number | null>;
  debit(tx: Tx, request: DebitRequest): Promise<WalletAnswer>;
  credit(tx: Tx, request: CreditRequest): Promise<WalletAnswer>;
  /** A debit and its credit at once (BetAndWinRequest): asked and refused as the debit is; the balance after both. */
  betAndWin(tx: Tx, request: BetAndWinRequest): Promise<WalletAnswer>;
  /** The same for a caller that records the call itself (OwnRecordPlay): asked and refused as a debit is. */
  betAndWinOnce(tx: Tx, request: OwnRecordPlay): Promise<WalletAnswer>;
  rollback(tx: Tx, request: RollbackRequest): Promise<WalletAnswer>;
}

export interface RecoveryReport { settled: number; rolledBack: number; failed: number }

/**
 * A provider plugged into the site: the launch adapter of the games catalogue for each of its catalogue codes,
 * plus, optionally, a recovery step the server runs at start (and periodically) to finish rounds a stop
 * interrupted.
 */
export interface GameProvider {
  /** `game_providers.code` values this provider launches. */
  readonly codes: readonly string[];
  readonly adapter: GameProviderAdapter;
  recover?(db: Db, options: { olderThanMs: number }): Promise<RecoveryReport>;
}
