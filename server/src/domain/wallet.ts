// Pure wallet rules of the server: the transaction history's date range (whole days in the member's time
// zone, Asia/Seoul, which has no daylight saving) and its cursor.
import { isIsoDate } from '@casino/shared/contract';
import { seoulDayStart } from './seoul-calendar';

export type RangeResult = { fromUtc?: Date; toUtc?: Date } | { invalid: 'from' | 'to' };

/** `from`..`to` inclusive (YYYY-MM-DD, Seoul days) → [fromUtc, toUtc) instants; either side may be absent. */
export function seoulDayRange(from: string | undefined, to: string | undefined): RangeResult {
  if (from !== undefined && from !== '' && !isIsoDate(from)) return { invalid: 'from' };
  if (to !== undefined && to !== '' && !isIsoDate(to)) return { invalid: 'to' };
  const fromUtc = from ? seoulDayStart(from) : undefined;
  const toUtc = to ? seoulDayStart(to, 1) : undefined;
  if (fromUtc && toUtc && fromUtc >= toUtc) return { invalid: 'to' };
  return { fromUtc, toUtc };
}

/** The cursor of the transaction history is the id of the last row shown (opaque to the client). */
export function parseCursor(raw: string | undefined): number | undefined | null {
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

export const cursorOf = (lastId: number): string => String(lastId);
