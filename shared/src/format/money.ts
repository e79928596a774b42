// Money as every app shows it: whole won or points (both integers, 1 point = 1 won), digits grouped by three
// with commas, the way Korean members read amounts whatever the page's language. Exact for any size: the
// server sends bigint sums as numeric strings, so the grouping works on the digits, never through a float.
import { EMPTY_VALUE } from './empty';

export type MoneyValue = number | bigint | string | null | undefined;
export interface MoneyOptions {
  /** Ledger movements: '+' before a credit as well as '−' before a debit. */
  signed?: boolean;
}

/** The display minus (U+2212): as wide as '+', so signed columns line up. */
export const MINUS = '−';

function toBigInt(value: Exclude<MoneyValue, null | undefined>): bigint | null {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') return BigInt(Number.isFinite(value) ? Math.trunc(value) : 0);
  const text = value.trim();
  if (/^[+-]?\d+$/.test(text)) return BigInt(text);
  const n = Number(text);
  return text !== '' && Number.isFinite(n) ? BigInt(Math.trunc(n)) : null;
}

/** Won or points: `1234567` → `1,234,567`; missing (null, undefined, '') or unreadable → the empty mark. */
export function formatMoney(value: MoneyValue, options: MoneyOptions = {}): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  const n = toBigInt(value);
  if (n === null) return EMPTY_VALUE;
  const digits = (n < 0n ? -n : n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = n < 0n ? MINUS : options.signed && n > 0n ? '+' : '';
  return `${sign}${digits}`;
}
