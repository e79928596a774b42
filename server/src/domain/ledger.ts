// Ledger invariants (API.md "Money"), the same for cash (`ledger`, members.balance) and points
// (`point_ledger`, members.points): per member, rows in id order chain (after = before + amount, each
// before = the previous after, the first before = 0) and the last after equals the balance. The database
// keeps them (the repository's single conditional statement, CHECK constraints); verification re-proves them.
import type { LedgerType, PointLedgerType } from '@casino/shared/contract';

export interface ChainRow { id: number; amount: number; before: number; after: number }

export type ChainProblem =
  | { kind: 'arithmetic'; id: number }
  | { kind: 'gap'; id: number; expectedBefore: number }
  | { kind: 'balance'; expected: number; balance: number };

export function checkChain(rows: ChainRow[], balance: number): ChainProblem[] {
  const problems: ChainProblem[] = [];
  let previous = 0;
  for (const row of [...rows].sort((a, b) => a.id - b.id)) {
    if (row.after !== row.before + row.amount) problems.push({ kind: 'arithmetic', id: row.id });
    if (row.before !== previous) problems.push({ kind: 'gap', id: row.id, expectedBefore: previous });
    previous = row.after;
  }
  if (previous !== balance) problems.push({ kind: 'balance', expected: previous, balance });
  return problems;
}

/** The two ledgers a member has. */
export type LedgerAccount = 'cash' | 'points';

export type CashEntry = { memberId: number; type: LedgerType; amount: number; ref?: string | null };
export type PointEntry = { memberId: number; type: PointLedgerType; amount: number; ref?: string | null; note?: string | null };

/** The request tables whose rows ledger rows point at. */
export type RefKind = 'deposit' | 'withdrawal';

/**
 * The `ref` of a ledger row, the one format for every writer: what caused the entry, then its id — a request row
 * ("deposit:12", "withdrawal:7") or a game provider's round (`<provider code>:<round id>`, "house:8f2c…").
 */
export function refOf(kind: RefKind, id: number): string;
export function refOf(provider: string, roundId: string): string;
export function refOf(owner: string, id: number | string): string {
  return `${owner}:${id}`;
}

/** One finding of `GET /operator/ledger/verify`. */
export interface BrokenEntry {
  member_id: number;
  username: string;
  ledger: LedgerAccount;
  /** arithmetic: after ≠ before + amount; gap: before ≠ the previous after; balance: the last after ≠ the
   *  member's balance (or points); request: a deposit/withdrawal row and its ledger rows disagree; hash: the row's
   *  fields no longer give its hash; link: its previous hash is not the previous row's hash (migration 0017). */
  kind: 'arithmetic' | 'gap' | 'balance' | 'request' | 'hash' | 'link';
  /** The ledger row (arithmetic, gap), the request row (request), or null (balance). */
  row_id: number | null;
  expected: number | null;
  actual: number | null;
  detail: string;
}

export interface VerifyReport { members_checked: number; rows_checked: number; broken: BrokenEntry[]; truncated: boolean }

/** An anchor (ledger_anchors) that the ledgers as they are now no longer give: digest (history before it was
 *  rewritten), anchor (its own fields changed), link (it does not follow the anchor before it). */
export interface AnchorFinding { anchor_id: number; day: string; kind: 'digest' | 'anchor' | 'link'; detail: string }

/** What GET /operator/ledger/verify answers: the rows' chains, and the stored anchors computed again. */
export interface FullVerifyReport extends VerifyReport { anchors_checked: number; anchors_broken: AnchorFinding[] }

/** Largest operator adjustment in one call (won or points): a typo guard, far above any real correction. */
export const MAX_ADJUSTMENT = 1_000_000_000_000;

/** An operator adjustment: a non-zero integer (number or "-5000"-style text) within ±MAX_ADJUSTMENT; else null. */
export function parseSignedAmount(raw: unknown): number | null {
  let value: number;
  if (typeof raw === 'number') value = raw;
  else if (typeof raw === 'string' && /^[+-]?\d{1,13}$/.test(raw.trim())) value = Number(raw.trim());
  else return null;
  if (!Number.isSafeInteger(value) || value === 0 || Math.abs(value) > MAX_ADJUSTMENT) return null;
  return value;
}
