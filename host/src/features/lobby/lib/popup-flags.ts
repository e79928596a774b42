// "Don't show again today" for the home page's notice popups (spec §9): `casino.notice_flag` in localStorage holds
// `{ "<notice id>": "YYYY-MM-DD" }`. The session store's logout clears that key (LOGOUT_FLAG_KEYS), so after a
// logout the popups show again. Entries from other days are dropped whenever the map is written.
// The ids hidden today are also kept in a cookie that expires at the next midnight (POPUP_HIDDEN_COOKIE), so
// that the server, which draws a visitor's first screen (issue 19), leaves those popups out too.
// "Today" is the wallet's day (Asia/Seoul), the day every other page names, whatever the visitor's zone.
import { cookies, formatDate, nextWalletMidnight, NOTICE_FLAG_KEY, POPUP_HIDDEN_COOKIE, storage } from '@casino/shared';

type Flags = Record<string, string>;

/** The wallet-zone day of `now`, `YYYY-MM-DD`. */
const dayOf = (now: Date = new Date()): string => formatDate(now);

function read(): Flags {
  const value = storage.getJSON<unknown>(NOTICE_FLAG_KEY, {});
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Flags) : {};
}

export function isHiddenToday(id: number, now: Date = new Date()): boolean {
  return read()[String(id)] === dayOf(now);
}

export function hideToday(id: number, now: Date = new Date()): void {
  const today = dayOf(now);
  const kept = Object.fromEntries(Object.entries(read()).filter(([, day]) => day === today));
  const flags = { ...kept, [String(id)]: today };
  storage.setJSON(NOTICE_FLAG_KEY, flags);
  cookies.set(POPUP_HIDDEN_COOKIE, Object.keys(flags).join('.'), nextWalletMidnight(now));
}

/** Popups closed without "don't show again today": hidden until the page is reloaded. */
const closedThisVisit = new Set<number>();
export const closeForThisVisit = (id: number) => { closedThisVisit.add(id); };
export const isClosedThisVisit = (id: number) => closedThisVisit.has(id);
/** Tests: start a fresh visit. */
export const forgetClosedThisVisit = () => { closedThisVisit.clear(); };
