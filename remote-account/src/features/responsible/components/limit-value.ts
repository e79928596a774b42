// Limit values as typed and as shown: deposit limits in won (multiples of 10,000), the others in minutes.
import { AMOUNT_UNIT, LIMIT_MINUTES_MAX, type LimitKind } from '@casino/shared';

export const DEPOSIT_STEP = AMOUNT_UNIT;
export const MAX_MINUTES = LIMIT_MINUTES_MAX;

export const isDepositKind = (kind: LimitKind): boolean => kind.startsWith('deposit_');

/** The translation key of what is wrong with `raw` for `kind`, or the number to send. */
export function parseLimit(kind: LimitKind, raw: string): { value: number } | { problem: string } {
  const text = raw.replace(/[,\s]/g, '');
  if (!/^\d+$/.test(text) || Number(text) <= 0) return { problem: 'responsible.limits.positive' };
  const value = Number(text);
  if (isDepositKind(kind)) return value % DEPOSIT_STEP === 0 && Number.isSafeInteger(value) ? { value } : { problem: 'responsible.limits.multipleOf' };
  return value <= MAX_MINUTES ? { value } : { problem: 'responsible.limits.maxMinutes' };
}
