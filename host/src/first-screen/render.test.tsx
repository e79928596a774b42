/**
 * @jest-environment node
 */
// The server's drawing of a visitor's first screen (decision 010), in Node as the static server runs it: the public
// reads come from a small HTTP server here (the e2e journeys use the real API), the site config from its loader.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { POPUP_HIDDEN_COOKIE } from '@casino/shared';
import { loadSiteConfig } from '../startup/config';
import { acceptedLanguages, createFirstScreen } from './render';

jest.mock('../startup/config', () => ({ loadSiteConfig: jest.fn() }));
const mockedConfig = jest.mocked(loadSiteConfig);

const notice = (id: number, title: string, popup = true) => ({ id, title, content: `${title}\n둘째 줄 $& $1`, created_at: '2026-03-01T01:00:00.000Z', popup });
let popups = [notice(12, '점검 안내 <img src=x onerror=alert(1)>'), notice(11, '입출금 안내')];
let asked: string[] = [];
let down = false;
let server: Server;
let apiUrl = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    asked.push(`${url.pathname}${url.search}`);
    if (down) { req.socket.destroy(); return; }
    let data: unknown = null;
    if (url.pathname === '/game/providers') data = { list: [{ id: 1, title: `${url.searchParams.get('category')} provider`, is_casino: 0 }] };
    if (url.pathname === '/support/notices') data = url.searchParams.get('popup') === 'true' ? { list: popups, total: popups.length } : { list: [notice(3, '최신 공지', false)], total: 1 };
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify(data ? { code: 0, msg: '', data } : { code: 404, msg: 'not found' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  asked = [];
  down = false;
  popups = [notice(12, '점검 안내 <img src=x onerror=alert(1)>'), notice(11, '입출금 안내')];
  mockedConfig.mockResolvedValue({ front_api_domain: apiUrl, VARIABLES: { title: '카지노 <데모>' }, WEB_VARIABLES: { static_url: `${apiUrl}/static`, theme: 'light' } } as never);
});

const runtime = () => ({ apiUrl, configUrl: apiUrl, configKey: 'k' });
const desktop = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0';

test('draws the home page: the shell, the lobby with its answers and the first popup, inert-free HTML without test ids', async () => {
  const screen = createFirstScreen(runtime());
  const drawn = await screen.draw({ path: '/home', hostname: 'site.test', acceptLanguage: 'ko-KR,ko;q=0.9', userAgent: desktop });
  expect(drawn).not.toBeNull();
  const { root, head, htmlAttributes, language } = drawn!;
  expect(language).toBe('ko');
  expect(mockedConfig).toHaveBeenCalledWith(runtime(), 'site.test');
  // the site's title and the page's data, as text
  expect(root).toContain('카지노 &lt;데모&gt;');
  expect(root).toContain('casino provider');
  expect(root).toContain('slot provider');
  expect(root).toContain('최신 공지');
  // the popup: open (not modal yet), the newest first, its HTML as text
  expect(root).toMatch(/<dialog open="" class="casino-popup"/);
  expect(root).toContain('점검 안내 &lt;img src=x onerror=alert(1)&gt;');
  expect(root).not.toContain('<img src=x');
  expect(root).toMatch(/<span>1(<!-- -->)? \/ (<!-- -->)?2<\/span>/);
  expect(root).toContain('오늘 하루 보지 않기');
  expect(root).not.toContain('data-testid');
  // the theme the site config names, on <html>
  expect(htmlAttributes).toMatchObject({ lang: 'ko', 'data-theme': 'light' });
  expect(htmlAttributes.style).toContain('--casino-background:');
  // the style sheets it was drawn with, and the answers for the page's own first render, with `<` escaped
  expect(head).toContain('<style data-casino="shell">');
  expect(head).toContain('<style data-casino="native">');
  const json = head.match(/<script type="application\/json" id="first-screen-data">(.*?)<\/script>/)![1];
  expect(json).not.toContain('<');
  const { answers } = JSON.parse(json);
  expect(Object.keys(answers).sort()).toEqual([
    '/game/providers?category=casino', '/game/providers?category=slot', '/support/notices?page=1&popup=true&size=3', '/support/notices?page=1&size=5',
  ]);
  expect(answers['/support/notices?page=1&popup=true&size=3'].list.map((n: { id: number }) => n.id)).toEqual([12, 11]);
});

test('asks again for every page: a notice posted a moment ago is in the next page', async () => {
  const screen = createFirstScreen(runtime());
  await screen.draw({ path: '/home', hostname: 'site.test', userAgent: desktop });
  popups = [notice(20, '방금 올린 공지'), ...popups];
  const drawn = await screen.draw({ path: '/home', hostname: 'site.test', userAgent: desktop });
  expect(drawn!.root).toContain('방금 올린 공지');
  expect(asked.filter((p) => p.includes('popup=true'))).toHaveLength(2);
});

test('leaves out the popups hidden today (the cookie), but keeps the whole list for the page', async () => {
  const drawn = await createFirstScreen(runtime()).draw({ path: '/home', hostname: 'site.test', userAgent: desktop, cookie: `a=1; ${POPUP_HIDDEN_COOKIE}=12` });
  expect(drawn!.root).not.toContain('점검 안내');
  expect(drawn!.root).toContain('입출금 안내');
  expect(drawn!.root).not.toMatch(/<span>1(<!-- -->)? \/ (<!-- -->)?2<\/span>/);
  expect(drawn!.head).toContain('점검 안내');
  const none = await createFirstScreen(runtime()).draw({ path: '/home', hostname: 'site.test', userAgent: desktop, cookie: `${POPUP_HIDDEN_COOKIE}=12.11` });
  expect(none!.root).not.toContain('<dialog');
});

test('the language, theme and style the visitor saved (the view cookie) beat the browser\'s and the site\'s', async () => {
  const drawn = await createFirstScreen(runtime()).draw({
    path: '/home', hostname: 'site.test', userAgent: desktop, acceptLanguage: 'ko', cookie: 'casino_view=lang%3Den%26theme%3DdarkBlue%26style%3Dneon',
  });
  expect(drawn!.language).toBe('en');
  expect(drawn!.htmlAttributes).toMatchObject({ lang: 'en', 'data-theme': 'darkBlue', 'data-style': 'neon' });
  expect(drawn!.root).toContain('Don&#x27;t show again today');
  // unknown values are ignored
  const odd = await createFirstScreen(runtime()).draw({ path: '/home', hostname: 'site.test', userAgent: desktop, acceptLanguage: 'ja;q=0.5, de', cookie: 'casino_view=lang%3Dxx%26theme%3Devil' });
  expect(odd!.htmlAttributes).toMatchObject({ lang: 'de', 'data-theme': 'light' });
});

test('on a phone the menu is a button and the popup waits for the tutorial', async () => {
  const drawn = await createFirstScreen(runtime()).draw({ path: '/home', hostname: 'site.test', userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' });
  expect(drawn!.root).not.toContain('casino-shell__sider');
  expect(drawn!.root).not.toContain('<dialog');
});

test('nothing is drawn for a member, for another page, or when the API does not answer in time', async () => {
  const screen = createFirstScreen(runtime(), { waitMs: 300 });
  expect(await screen.draw({ path: '/home', hostname: 'site.test', cookie: 'casino_view=member%3D1' })).toBeNull();
  expect(await screen.draw({ path: '/wallet/depositpage', hostname: 'site.test' })).toBeNull();
  expect(asked).toEqual([]);
  down = true;
  expect(await screen.draw({ path: '/home', hostname: 'site.test' })).toBeNull();
  mockedConfig.mockRejectedValue(new Error('config service unreachable'));
  expect(await screen.draw({ path: '/home', hostname: 'site.test' })).toBeNull();
});

test('Accept-Language by preference', () => {
  expect(acceptedLanguages('en;q=0.5, ko-KR, ja;q=0.8, *;q=0.1, fr;q=0')).toEqual(['ko-KR', 'ja', 'en']);
  expect(acceptedLanguages('')).toEqual([]);
});
