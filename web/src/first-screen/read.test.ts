// Reading a request (what it asks to see) and the answers (what the page is given), without drawing anything.
import { POPUP_HIDDEN_COOKIE } from '@casino/shared';
import { acceptedLanguages, answerVersions, drawnKey, pageData, readView, shownAnswers } from './read';

test('Accept-Language by preference', () => {
  expect(acceptedLanguages('en;q=0.5, ko-KR, ja;q=0.8, *;q=0.1, fr;q=0')).toEqual(['ko-KR', 'ja', 'en']);
  expect(acceptedLanguages('')).toEqual([]);
});

test('the view: saved choices beat the browser, a phone by its hints, hidden popups and the client id checked', () => {
  const view = readView({
    path: '/home', hostname: 'x', acceptLanguage: 'ko', mobileHint: '?1',
    cookie: `casino_view=lang%3Den%26theme%3DdarkBlue%26cid%3Dvisitor0001%26member%3D1; ${POPUP_HIDDEN_COOKIE}=12.x.-3.7`,
  });
  expect(view).toEqual({ language: 'en', theme: 'darkBlue', style: undefined, mobile: true, hidden: new Set([12, 7]), member: true, clientId: 'visitor0001' });
  expect(readView({ path: '/', hostname: 'x', cookie: 'casino_view=cid%3D%3Cx%3E', userAgent: 'iPhone' })).toMatchObject({ clientId: null, mobile: true, member: false });
  // a cookie that does not decode is kept as sent, never thrown on: the browser's language decides
  expect(readView({ path: '/', hostname: 'x', acceptLanguage: 'ja', cookie: 'casino_view=%E4%B8' })).toMatchObject({ language: 'ja', clientId: null, member: false });
});

test('a set of answers keeps its version; another set gets a new one', () => {
  const versionOf = answerVersions(2);
  const a = versionOf('h', 'ko', {} as never, { x: 1 });
  expect(versionOf('h', 'ko', {} as never, { x: 1 })).toBe(a);
  const b = versionOf('h', 'ko', {} as never, { x: 2 });
  expect(b).toBeGreaterThan(a);
  versionOf('h', 'en', {} as never, { x: 2 });
  // the oldest went: the first set is numbered anew, never with a number already given
  expect(versionOf('h', 'ko', {} as never, { x: 1 })).toBeGreaterThan(b + 1);
});

test('the screen leaves out hidden popups; the page gets the answers of its own reads', () => {
  const key = '/support/notices?page=1&popup=true&size=3';
  const answers = { [key]: { list: [{ id: 1 }, { id: 2 }], total: 2 }, '/other': 1 };
  expect(shownAnswers(answers, new Set([1]))[key]).toEqual({ list: [{ id: 2 }], total: 2 });
  expect(shownAnswers({ '/other': 1 }, new Set([1]))).toEqual({ '/other': 1 });
  expect(pageData([{ path: '/support/notices', params: { page: 1, popup: true, size: 3 } }, { path: '/none' }], answers)).toEqual([[key, answers[key]]]);
  const view = readView({ path: '/', hostname: 'x' });
  expect(drawnKey('/home', 'x', 'host', 1, view)).not.toBe(drawnKey('/home', 'x', 'host', 2, view));
});
