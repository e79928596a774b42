// The client's side of the first screen the server draws for a visitor (issue 19, decision 010):
//  - `takeFirstScreen` seeds the answers that screen was drawn with (inlined in the page), so that React's first
//    render draws the same screen, without a loading state and without asking again;
//  - `writeFirstScreenHints` keeps a cookie with what that screen must match and the server cannot read from
//    localStorage: the saved language, theme and style, whether a member is signed in (the host's pages are drawn
//    for visitors only; a remote's lobby for a member too, with the app bar's amounts unknown), and the client id
//    (the canary bucket: the server draws a remote's page in the version the registry gives this browser). Never a
//    credential.
import { autorun } from 'mobx';
import { cookies, seedFirstScreen, storage, type RootStore } from '@casino/shared';
import { clientId } from './client-id';

/** The inline JSON block the web tier puts into a page it drew (web/src/first-screen). */
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';
/** The cookie the server reads: `lang=ko&theme=dark&style=modern&member=1&cid=…` (only what is set). */
export const VIEW_COOKIE = 'casino_view';
const YEAR_MS = 365 * 24 * 3600_000;

/**
 * Whether the server drew this page's first screen: its data block is there, with answers or without (a drawn page that
 * reads nothing public, such as the wallet's deposit form, has none).
 */
export function hasFirstScreen(): boolean {
  return typeof document !== 'undefined' && document.getElementById(FIRST_SCREEN_DATA_ID) !== null;
}

/** What the drawn screen's answers are, by read key (seeded for the page's first render); empty when none. */
export function takeFirstScreen(): Set<string> {
  const el = typeof document === 'undefined' ? null : document.getElementById(FIRST_SCREEN_DATA_ID);
  if (!el?.textContent) return new Set();
  try {
    const { answers } = JSON.parse(el.textContent) as { answers?: Record<string, unknown> };
    if (!answers || typeof answers !== 'object') return new Set();
    seedFirstScreen(answers);
    return new Set(Object.keys(answers));
  } catch {
    return new Set();
  }
}

/** The hints cookie's value for the current choices (exported for tests). */
export function viewHints(store: RootStore): string {
  const { prefs, session } = store;
  const hints = new URLSearchParams();
  // the observable values, so that the cookie follows every change; only saved choices are hints
  const chosen = { lang: prefs.language, theme: prefs.theme, style: prefs.style };
  const saved = { lang: storage.get('language'), theme: storage.get('theme'), style: storage.get('style') };
  for (const key of ['lang', 'theme', 'style'] as const) if (saved[key]) hints.set(key, chosen[key]);
  if (session.isLoggedIn) hints.set('member', '1');
  hints.set('cid', clientId());
  return hints.toString();
}

export function writeFirstScreenHints(store: RootStore): () => void {
  // never empty: the client id is always there
  return autorun(() => cookies.set(VIEW_COOKIE, viewHints(store), new Date(Date.now() + YEAR_MS)));
}
