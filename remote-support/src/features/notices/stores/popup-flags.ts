// "Don't show again today" for home-page notice popups (spec §9): `casino.notice_flag` in localStorage holds
// `{ "<notice id>": "YYYY-MM-DD" }`. The session store's logout clears that key (LOGOUT_FLAG_KEYS), so after a
// logout the popups show again. Entries from other days are dropped whenever the map is written.
import { NOTICE_FLAG_KEY, storage } from '@casino/shared';
import { localDay } from '../../../lib/dates';

type Flags = Record<string, string>;

function read(): Flags {
  const value = storage.getJSON<unknown>(NOTICE_FLAG_KEY, {});
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Flags) : {};
}

export function isHiddenToday(id: number, now: Date = new Date()): boolean {
  return read()[String(id)] === localDay(now);
}

export function hideToday(id: number, now: Date = new Date()): void {
  const today = localDay(now);
  const kept = Object.fromEntries(Object.entries(read()).filter(([, day]) => day === today));
  storage.setJSON(NOTICE_FLAG_KEY, { ...kept, [String(id)]: today });
}

/** Popups closed without "don't show again today": hidden until the page is reloaded. */
const closedThisVisit = new Set<number>();
export const closeForThisVisit = (id: number) => { closedThisVisit.add(id); };
export const isClosedThisVisit = (id: number) => closedThisVisit.has(id);
/** Tests: start a fresh visit. */
export const forgetClosedThisVisit = () => { closedThisVisit.clear(); };
