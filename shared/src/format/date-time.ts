// Dates and times as every app shows them: always the wall clock of the wallet's time zone (the contract's
// WALLET_TIME_ZONE, Asia/Seoul), never the browser's zone, so a member abroad, the back office and the
// server's day boundaries name the same day. Numeric shapes, the same in every language.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { WALLET_TIME_ZONE } from '../contract/wallet';
import { EMPTY_VALUE } from './empty';

dayjs.extend(utc);
dayjs.extend(timezone);

/** An instant: ISO 8601 text from the server, epoch milliseconds or a Date. */
export type Instant = string | number | Date | null | undefined;

export const DATE_SHAPE = 'YYYY-MM-DD';
export const DATE_TIME_SHAPE = 'YYYY-MM-DD HH:mm';
/** Money records and audit entries: to the second. */
export const TIMESTAMP_SHAPE = 'YYYY-MM-DD HH:mm:ss';

function inWalletZone(value: Instant) {
  if (value === null || value === undefined || value === '') return null;
  const d = dayjs(value);
  return d.isValid() ? d.tz(WALLET_TIME_ZONE) : null;
}

/**
 * The wallet zone's wall clock, by one Intl formatter made once: Swedish writes `2026-03-01 14:05:09`, so a shape is
 * the first `shape.length` characters. `dayjs(…).tz(zone)` made a new formatter (toLocaleString with a time zone) on
 * every call: a lobby's list of dates took ≈ 45 % of a 0.4 s render task at 4× CPU (issue 48 §2).
 */
let wallClock: Intl.DateTimeFormat | undefined;
const shaped = (shape: string) => (value: Instant): string => {
  const d = value === null || value === undefined || value === '' ? null : dayjs(value);
  if (!d?.isValid()) return EMPTY_VALUE;
  wallClock ??= new Intl.DateTimeFormat('sv-SE', {
    timeZone: WALLET_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
  });
  return wallClock.format(d.toDate()).slice(0, shape.length);
};

/** `2026-03-01`; missing or invalid → the empty mark. */
export const formatDate = shaped(DATE_SHAPE);
/** `2026-03-01 14:05`; missing or invalid → the empty mark. */
export const formatDateTime = shaped(DATE_TIME_SHAPE);
/** `2026-03-01 14:05:09` (ledgers, requests, audit); missing or invalid → the empty mark. */
export const formatTimestamp = shaped(TIMESTAMP_SHAPE);

/** The instant the wallet-zone day after the one containing `at` begins (when "today" ends). */
export function nextWalletMidnight(at: Date = new Date()): Date {
  return dayjs(at).tz(WALLET_TIME_ZONE).add(1, 'day').startOf('day').toDate();
}

/** Whole minutes from `value` to `now`, never negative; invalid → 0 (queues: "waiting 12 min"). */
export function minutesSince(value: Instant, now: number = Date.now()): number {
  const at = inWalletZone(value);
  return at ? Math.max(0, Math.floor((now - at.valueOf()) / 60_000)) : 0;
}
