// Reading: what a request asks to see (its language, theme, device, hidden popups, member hint), and turning the
// API's answers into the page's data (versions of the answers, what the screen shows, what the page is given).
import { detectLanguage, isSupportedLanguage, POPUP_HIDDEN_COOKIE, readKey, type NoticeListResponse, type Read } from '@casino/shared';
import { popupNoticesRead } from '../../../host/src/features/lobby/api/get-notices';
import { VIEW_COOKIE } from '../../../host/src/startup/first-screen';
import type { Answers, Data, DrawRequest, View } from './types';

const CLIENT_ID_RE = /^[A-Za-z0-9_-]{8,64}$/;

export const parseCookies = (header = ''): Map<string, string> => new Map(header.split(';').map((part) => {
  const i = part.indexOf('=');
  if (i < 0) return ['', ''] as [string, string];
  let value = part.slice(i + 1).trim();
  try { value = decodeURIComponent(value); } catch { /* kept as sent */ }
  return [part.slice(0, i).trim(), value] as [string, string];
}));

/** Accept-Language's tags by preference (q-values honoured). */
export function acceptedLanguages(header = ''): string[] {
  return header.split(',').map((part, i) => {
    const [tag = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, i };
  }).filter((x) => x.tag && x.tag !== '*' && x.q > 0).sort((a, b) => b.q - a.q || a.i - b.i).map((x) => x.tag);
}

/** The view a request asks for: the saved choices of the view cookie beat the browser's. */
export function readView(req: DrawRequest): View {
  const cookies = parseCookies(req.cookie);
  const hints = new URLSearchParams(cookies.get(VIEW_COOKIE) ?? '');
  const saved = hints.get('lang');
  const cid = hints.get('cid');
  return {
    language: detectLanguage(isSupportedLanguage(saved) ? saved : null, acceptedLanguages(req.acceptLanguage)),
    theme: hints.get('theme') ?? undefined,
    style: hints.get('style') ?? undefined,
    mobile: req.mobileHint === '?1' || /Mobi|Android|iPhone|iPad/i.test(req.userAgent ?? ''),
    hidden: new Set((cookies.get(POPUP_HIDDEN_COOKIE) ?? '').split('.').map(Number).filter((n) => Number.isInteger(n) && n > 0)),
    member: hints.get('member') === '1',
    clientId: cid && CLIENT_ID_RE.test(cid) ? cid : null,
  };
}

/**
 * Numbers for distinct sets of answers: a screen is drawn again only when what it shows has changed. The oldest
 * sets go first (100 kept); numbers are never reused.
 */
export function answerVersions(limit = 100) {
  const versions = new Map<string, number>();
  let last = 0;
  return (hostname: string, language: string, config: Data['config'], answers: Answers): number => {
    const text = JSON.stringify([hostname, language, config, answers]);
    let version = versions.get(text);
    if (version === undefined) {
      if (versions.size >= limit) versions.delete(versions.keys().next().value!);
      version = ++last;
      versions.set(text, version);
    }
    return version;
  };
}

/** The answers the screen shows: the popups hidden today left out (the page's data keeps the whole list). */
export function shownAnswers(answers: Answers, hidden: ReadonlySet<number>): Answers {
  const key = readKey(popupNoticesRead);
  const popups = answers[key] as NoticeListResponse | undefined;
  return popups ? { ...answers, [key]: { ...popups, list: popups.list.filter((n) => !hidden.has(n.id)) } } : answers;
}

/** The answers the page's own first render is given (its reads that were answered), as [key, answer] pairs. */
export function pageData(reads: readonly Read[], answers: Answers): Array<[string, unknown]> {
  return reads.filter((r) => readKey(r) in answers).map((r) => [readKey(r), answers[readKey(r)]]);
}

/** The key of a drawn screen: a screen is drawn once per page, data version and view. */
export function drawnKey(path: string, hostname: string, source: string, version: number, view: View): string {
  return JSON.stringify([path, hostname, source, version, view.language, view.theme, view.style, view.mobile, view.member, [...view.hidden].sort()]);
}
