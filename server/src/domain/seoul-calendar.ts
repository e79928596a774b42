// The server's one Seoul calendar: the member's day, week and month, the instants they start, and YYYY-MM-DD
// arithmetic. Every day boundary of the server (transaction history ranges, deposit limits and minutes of play,
// the back office's dashboard, reports and audit filters) comes from here. The zone and its offset are the
// contract's (WALLET_TIME_ZONE, WALLET_UTC_OFFSET): Asia/Seoul is UTC+9 all year, no daylight saving, so a
// fixed offset is exact and no time zone database is needed. Pure: no clock is read here.
import { WALLET_TIME_ZONE, WALLET_UTC_OFFSET } from '@casino/shared/contract';

export const SEOUL_TIME_ZONE = WALLET_TIME_ZONE;
/** Hours ahead of UTC ('+09:00' → 9), for SQL that shifts a timestamptz to Seoul wall time. */
export const SEOUL_UTC_OFFSET_HOURS = Number(WALLET_UTC_OFFSET.slice(0, 3));

const DAY_MS = 86_400_000;
const OFFSET_MS = SEOUL_UTC_OFFSET_HOURS * 3_600_000;
/** Midnight UTC of a YYYY-MM-DD day: the day as a number, for calendar arithmetic. */
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** YYYY-MM-DD of the instant in Seoul. */
export function seoulDate(at: Date): string {
  return dayText(at.getTime() + OFFSET_MS);
}

/** The instant the Seoul day `day` (YYYY-MM-DD) begins, `plusDays` later. */
export function seoulDayStart(day: string, plusDays = 0): Date {
  return new Date(dayNumber(day) - OFFSET_MS + plusDays * DAY_MS);
}

/** The calendar day `days` after `day` (negative: before); YYYY-MM-DD in and out. */
export function addDays(day: string, days: number): string {
  return dayText(dayNumber(day) + days * DAY_MS);
}

/** Whole days from `from` to `to` (YYYY-MM-DD; negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayNumber(to) - dayNumber(from)) / DAY_MS);
}

/** Every day from `from` to `to`, both included (none when `to` comes first). */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

export interface SeoulWindows { dayStart: Date; weekStart: Date; monthStart: Date; dayEnd: Date }

/** The instants at which the Seoul day, week (from Sunday, spec §9) and month containing `at` began. */
export function seoulWindows(at: Date): SeoulWindows {
  const today = seoulDate(at);
  const weekday = new Date(dayNumber(today)).getUTCDay(); // 0 = Sunday
  return {
    dayStart: seoulDayStart(today),
    dayEnd: seoulDayStart(today, 1),
    weekStart: seoulDayStart(today, -weekday),
    monthStart: seoulDayStart(`${today.slice(0, 8)}01`),
  };
}
