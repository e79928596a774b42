// Asia/Seoul calendar arithmetic (UTC+9 all year, no daylight saving): the member's "today", "this week"
// (starting Sunday, spec §9) and "this month" used by deposit limits and minutes of play.
const OFFSET_MS = 9 * 3600_000;
const DAY_MS = 24 * 3600_000;

/** YYYY-MM-DD of the instant in Seoul. */
export function seoulDate(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

export interface SeoulWindows { dayStart: Date; weekStart: Date; monthStart: Date; dayEnd: Date }

/** The instants at which the Seoul day, week (Sunday) and month containing `at` began. */
export function seoulWindows(at: Date): SeoulWindows {
  const local = new Date(at.getTime() + OFFSET_MS); // read its UTC fields as Seoul wall time
  const dayLocal = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const weekLocal = dayLocal - local.getUTCDay() * DAY_MS;
  const monthLocal = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1);
  return {
    dayStart: new Date(dayLocal - OFFSET_MS),
    dayEnd: new Date(dayLocal - OFFSET_MS + DAY_MS),
    weekStart: new Date(weekLocal - OFFSET_MS),
    monthStart: new Date(monthLocal - OFFSET_MS),
  };
}
