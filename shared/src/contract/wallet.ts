// Wallet part of the contract (API.md "Wallet" and the operator decisions): statuses, ledger types, answer
// shapes and the rules that need the member's balance or points, shared by the wallet forms and the server
// so that both refuse exactly the same input. Amounts are integers (won, points); 1 point converts to 1 won.
import { Code, Msg } from './codes';
import { AMOUNT_UNIT, MIN_POINT_CONVERSION } from './rules';
import { parseAmount, validateMoneyAmount, validatePointAmount, type Violation } from './validate';

export const DEPOSIT_STATUSES = ['waiting', 'completed', 'rejected', 'auto', 'point_convert'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];
export const WITHDRAW_STATUSES = ['waiting', 'completed', 'rejected', 'auto'] as const;
export type WithdrawStatus = (typeof WITHDRAW_STATUSES)[number];
export type RequestKind = 'deposit' | 'withdraw';

/** Cash ledger row types (API.md "Money"). */
export const LEDGER_TYPES = ['deposit', 'withdraw', 'withdraw_refund', 'point_convert', 'bet', 'win', 'rollback', 'adjust'] as const;
export type LedgerType = (typeof LEDGER_TYPES)[number];
/** Points ledger row types: operator adjustments, conversions to cash, points earned (promotions, rolling). */
export const POINT_LEDGER_TYPES = ['adjust', 'point_convert', 'earn'] as const;
export type PointLedgerType = (typeof POINT_LEDGER_TYPES)[number];

/** Quick-add buttons of the deposit and withdraw forms (spec §5), won. */
export const QUICK_AMOUNTS = [10_000, 50_000, 100_000, 500_000, 1_000_000] as const;
/** The member's time zone: transaction date ranges are whole days here (Korea has no daylight saving). */
export const WALLET_TIME_ZONE = 'Asia/Seoul';
export const WALLET_UTC_OFFSET = '+09:00';
export const HISTORY_PAGE_SIZE_DEFAULT = 10;
export const HISTORY_PAGE_SIZE_MAX = 100;
export const ADJUST_REASON_MAX = 200;
export const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

export interface WalletAccount { bank_name: string; bank_account: string; holder: string; notes: string }

export interface AmountRequest { amount: number | string }
export interface PointConvertRequest { amount?: number | string; all?: boolean }

export interface DepositAnswer { id: number; status: 'waiting' }
/**
 * Where a balance and points figure stand in the member's ledgers: the id of the cash (`balance_seq`) and points
 * (`points_seq`) ledger row that left them. A member's rows are written in commit order, so of two figures the one
 * marked lower is older: a live event that arrives after a newer answer does not put the old figure back.
 */
export interface MoneyMarks { balance_seq?: number; points_seq?: number }
export interface WithdrawAnswer extends MoneyMarks { id: number; status: 'waiting'; balance: number }
export interface PointConvertAnswer extends MoneyMarks { id: number; amount: number; status: 'point_convert'; balance: number; point: number }

export interface WalletRequestRow<S extends string = string> {
  id: number; amount: number; status: S; created_at: string; processed_at: string;
}
export interface Page<T> { list: T[]; total: number }
export type DepositHistory = Page<WalletRequestRow<DepositStatus>>;
export type WithdrawHistory = Page<WalletRequestRow<WithdrawStatus>>;

export interface TransactionRow {
  id: number; username: string; type: LedgerType; amount: number; before: number; after: number; date: string;
}
export interface TransactionPage { list: TransactionRow[]; next_cursor: string | null }
export interface TransactionQuery { from?: string; to?: string; cursor?: string; size?: number }

/** Withdraw: the money rules of spec §5, then "cannot exceed the current balance". */
export function validateWithdrawAmount(raw: unknown, balance: number, field = 'amount'): Violation | null {
  const violation = validateMoneyAmount(raw, field);
  if (violation) return violation;
  if (parseAmount(raw)! > BigInt(Math.max(0, Math.trunc(balance)))) {
    return { code: Code.PARAM_INVALID, msg: Msg.insufficient_balance, field };
  }
  return null;
}

/** Point conversion: the point rules of spec §5, then "cannot exceed the current points". */
export function validatePointConversion(raw: unknown, points: number, field = 'amount'): Violation | null {
  const violation = validatePointAmount(raw, field);
  if (violation) return violation;
  if (parseAmount(raw)! > BigInt(Math.max(0, Math.trunc(points)))) {
    return { code: Code.PARAM_INVALID, msg: Msg.insufficient_points, field };
  }
  return null;
}

/** What "convert all" converts: every whole 10,000 of the points (0 when below the minimum). */
export function convertibleAll(points: number): number {
  const whole = Math.floor(Math.max(0, points) / AMOUNT_UNIT) * AMOUNT_UNIT;
  return whole >= MIN_POINT_CONVERSION ? whole : 0;
}

/** Keeps only the digits a member typed or pasted ("50,000원" → "50000"); the form validates the rest. */
export function digitsOnly(text: string): string {
  return text.replace(/[^0-9]/g, '');
}

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !DATE_RE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Today's date (YYYY-MM-DD) in the wallet's time zone, shifted by `days`. */
export function walletDate(now: Date = new Date(), days = 0): string {
  const seoul = new Date(now.getTime() + 9 * 3600_000 + days * 86_400_000);
  return seoul.toISOString().slice(0, 10);
}

/** The i18n key of a request status label (spec §4); anything unexpected is "unknown". */
export function statusLabelKey(kind: RequestKind, status: string): string {
  const known = (kind === 'deposit' ? DEPOSIT_STATUSES : WITHDRAW_STATUSES) as readonly string[];
  if (!known.includes(status)) return 'status.unknown';
  return status === 'auto' ? `status.auto.${kind}` : `status.${status}`;
}
