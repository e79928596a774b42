/**
 * @jest-environment node
 */
// The web tier's drawing of a visitor's first screen (decision 010), in Node as the tier runs it: the public reads and
// the registry come from a small HTTP server here (the e2e journeys use the real API), the site config from its
// loader, and the games remote's releases from a WEB_ROOT folder of this test (built locally, with their release
// records), which is what the registry's entries name when they point at this tier's own games origin.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { POPUP_HIDDEN_COOKIE } from '@casino/shared';
import { loadSiteConfig } from '../../../host/src/startup/config';
import { createFirstScreen, SERVER_PROVIDED } from './index';

jest.mock('../../../host/src/startup/config', () => ({ loadSiteConfig: jest.fn() }));
const mockedConfig = jest.mocked(loadSiteConfig);

const notice = (id: number, title: string, popup = true) => ({ id, title, content: `${title}\n둘째 줄 $& $1`, created_at: '2026-03-01T01:00:00.000Z', popup });
let popups = [notice(12, '점검 안내 <img src=x onerror=alert(1)>'), notice(11, '입출금 안내')];
let asked: string[] = [];
let down = false;
/** Which games version the registry names for the canary's client ids. */
let registryEntry = (version: string) => `${apiUrl}/remote-games/${version}/mf-manifest.json`;

// A remote's server build as scripts/webpack/server-pages.cjs makes it: CommonJS, with the host's packages required.
// Each evaluation counts itself on the React the host provides, so the test sees how often a build was loaded.
const serverPages = (label: string, extra = '') => `
const provided = require('react');
provided.__serverPagesLoads = (provided.__serverPagesLoads || 0) + 1;
const { jsx, jsxs } = require('react/jsx-runtime');
const { firstScreenAnswer, useStores } = require('@casino/shared');
const { useTranslation } = require('react-i18next');
${extra}
const read = { path: '/game/providers', params: { category: 'slot' } };
function Page() {
  const { session } = useStores();
  const { t } = useTranslation('host');
  const list = (firstScreenAnswer(read) || { list: [] }).list;
  return jsxs('section', { 'data-testid': 'lobby', children: [
    jsx('h1', { children: ${JSON.stringify(label)} }),
    jsx('p', { children: session.isLoggedIn ? 'member' : 'visitor' }),
    jsx('p', { children: t('appBar.logout') }),
    ...list.map((p) => jsx('button', { style: { backgroundImage: 'url("' + p.bg + '")' }, children: p.title }, p.id)),
  ] });
}
exports.pages = { 'game-slot': { Page, reads: [read] } };
`;
const loads = () => (SERVER_PROVIDED.react as { __serverPagesLoads?: number }).__serverPagesLoads ?? 0;

let webRoot = '';
/** Writes a games release into WEB_ROOT: its server pages (none: null) and its release record, as a build does. */
function release(version: string, code: string | null) {
  const dir = path.join(webRoot, 'remote-games/dist', version);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'server'), { recursive: true });
  const files: Record<string, string> = {};
  if (code !== null) {
    writeFileSync(path.join(dir, 'server/pages.cjs'), code);
    files['server/pages.cjs'] = createHash('sha256').update(code).digest('hex');
  }
  writeFileSync(path.join(dir, 'release.json'), JSON.stringify({ app: 'games', version, files }));
}

let server: Server;
let apiUrl = '';

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'web-first-screen-'));
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    asked.push(`${url.pathname}${url.search}`);
    if (down) { req.socket.destroy(); return; }
    let data: unknown = null;
    if (url.pathname === '/game/providers') data = { list: [{ id: 1, title: `${url.searchParams.get('category')} provider`, is_casino: 0, bg: `${apiUrl}/static/p1 "1".png` }] };
    if (url.pathname === '/api/remotes') {
      // the registry: client ids starting "canary" get 2.0.0, everyone else 1.0.0
      const version = url.searchParams.get('cid')?.startsWith('canary') ? '2.0.0' : '1.0.0';
      res.end(JSON.stringify({ remotes: { games: { entry: registryEntry(version), version } } }));
      return;
    }
    if (url.pathname === '/support/notices') data = url.searchParams.get('popup') === 'true' ? { list: popups, total: popups.length } : { list: [notice(3, '최신 공지', false)], total: 1 };
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify(data ? { code: 0, msg: '', data } : { code: 404, msg: 'not found' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(webRoot, { recursive: true, force: true });
});

beforeEach(() => {
  asked = [];
  down = false;
  registryEntry = (version: string) => `${apiUrl}/remote-games/${version}/mf-manifest.json`;
  release('1.0.0', serverPages('games 1.0.0'));
  release('2.0.0', serverPages('games 2.0.0'));
  popups = [notice(12, '점검 안내 <img src=x onerror=alert(1)>'), notice(11, '입출금 안내')];
  mockedConfig.mockResolvedValue({ front_api_domain: apiUrl, VARIABLES: { title: '카지노 <데모>' }, WEB_VARIABLES: { static_url: `${apiUrl}/static`, theme: 'light' } } as never);
});

const runtime = () => ({ apiUrl, configUrl: apiUrl, configKey: 'k' });
/** The tier's own games origin is the test server's: the registry's entries there are read from WEB_ROOT. */
const options = (extra: { waitMs?: number } = {}) => ({ ...extra, serverPages: { webRoot, localRemotes: { games: apiUrl }, allowedOrigins: {} } });
const desktop = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0';

test('draws the home page: the shell, the lobby with its answers and the first popup, inert-free HTML without test ids', async () => {
  const screen = createFirstScreen(runtime(), options());
  const drawn = await screen.draw({ path: '/home', hostname: 'site.test', acceptLanguage: 'ko-KR,ko;q=0.9', userAgent: desktop });
  expect(drawn).not.toBeNull();
  const { root, head, htmlAttributes, language } = drawn!;
  expect(language).toBe('ko');
  expect(mockedConfig).toHaveBeenCalledWith(runtime(), 'site.test');
  // the document's title is the site's, its description (search results) in the visitor's language
  expect(drawn!.title).toBe('카지노 <데모>');
  expect(drawn!.description).toBe('슬롯, 라이브 카지노, 결과를 직접 검증할 수 있는 하우스 게임을 원화 지갑 하나로 즐기세요.');
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

test('reads the API at INTERNAL_API_URL when the browsers\' address does not reach it from the server (a container network)', async () => {
  const browsers = { apiUrl: 'http://api.unreachable.invalid:4000', configUrl: 'http://api.unreachable.invalid:4000', configKey: 'k' };
  mockedConfig.mockResolvedValue({ front_api_domain: browsers.apiUrl, VARIABLES: { title: 'internal' }, WEB_VARIABLES: { static_url: `${browsers.apiUrl}/static` } } as never);
  const screen = createFirstScreen(browsers, { ...options(), internalApiUrl: apiUrl });
  const drawn = await screen.draw({ path: '/home', hostname: 'site.test', acceptLanguage: 'ko', userAgent: desktop });
  expect(drawn).not.toBeNull();
  expect(mockedConfig).toHaveBeenCalledWith({ ...browsers, apiUrl, configUrl: apiUrl }, 'site.test');
  expect(asked).toEqual(expect.arrayContaining(['/game/providers?category=casino']));
  // without it, the same server reaches nothing and serves the page plain
  expect(await createFirstScreen(browsers, options({ waitMs: 300 })).draw({ path: '/home', hostname: 'site.test', acceptLanguage: 'ko', userAgent: desktop })).toBeNull();
});

test('asks again for every page: a notice posted a moment ago is in the next page', async () => {
  const screen = createFirstScreen(runtime(), options());
  await screen.draw({ path: '/home', hostname: 'site.test', userAgent: desktop });
  popups = [notice(20, '방금 올린 공지'), ...popups];
  const drawn = await screen.draw({ path: '/home', hostname: 'site.test', userAgent: desktop });
  expect(drawn!.root).toContain('방금 올린 공지');
  expect(asked.filter((p) => p.includes('popup=true'))).toHaveLength(2);
});

test('leaves out the popups hidden today (the cookie), but keeps the whole list for the page', async () => {
  const drawn = await createFirstScreen(runtime(), options()).draw({ path: '/home', hostname: 'site.test', userAgent: desktop, cookie: `a=1; ${POPUP_HIDDEN_COOKIE}=12` });
  expect(drawn!.root).not.toContain('점검 안내');
  expect(drawn!.root).toContain('입출금 안내');
  expect(drawn!.root).not.toMatch(/<span>1(<!-- -->)? \/ (<!-- -->)?2<\/span>/);
  expect(drawn!.head).toContain('점검 안내');
  const none = await createFirstScreen(runtime(), options()).draw({ path: '/home', hostname: 'site.test', userAgent: desktop, cookie: `${POPUP_HIDDEN_COOKIE}=12.11` });
  expect(none!.root).not.toContain('<dialog');
});

test('the language, theme and style the visitor saved (the view cookie) beat the browser\'s and the site\'s', async () => {
  const drawn = await createFirstScreen(runtime(), options()).draw({
    path: '/home', hostname: 'site.test', userAgent: desktop, acceptLanguage: 'ko', cookie: 'casino_view=lang%3Den%26theme%3DdarkBlue%26style%3Dneon',
  });
  expect(drawn!.language).toBe('en');
  expect(drawn!.htmlAttributes).toMatchObject({ lang: 'en', 'data-theme': 'darkBlue', 'data-style': 'neon' });
  expect(drawn!.description).toBe('Slots, live casino and house games whose results you can verify yourself, all with one won wallet.');
  expect(drawn!.root).toContain('Don&#x27;t show again today');
  // unknown values are ignored
  const odd = await createFirstScreen(runtime(), options()).draw({ path: '/home', hostname: 'site.test', userAgent: desktop, acceptLanguage: 'ja;q=0.5, de', cookie: 'casino_view=lang%3Dxx%26theme%3Devil' });
  expect(odd!.htmlAttributes).toMatchObject({ lang: 'de', 'data-theme': 'light' });
});

test('on a phone the menu is a button and the popup waits for the tutorial', async () => {
  const drawn = await createFirstScreen(runtime(), options()).draw({ path: '/home', hostname: 'site.test', userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' });
  expect(drawn!.root).not.toContain('casino-shell__sider');
  expect(drawn!.root).not.toContain('<dialog');
});

test('nothing is drawn for a member, for another page, or when the API does not answer in time', async () => {
  const screen = createFirstScreen(runtime(), options({ waitMs: 300 }));
  expect(await screen.draw({ path: '/home', hostname: 'site.test', cookie: 'casino_view=member%3D1' })).toBeNull();
  expect(await screen.draw({ path: '/no/such/page', hostname: 'site.test' })).toBeNull();
  expect(asked).toEqual([]);
  // a remote's page whose release the registry does not name (the wallet here): only the registry was asked
  expect(await screen.draw({ path: '/wallet/depositpage', hostname: 'site.test' })).toBeNull();
  expect(asked).toEqual(['/api/remotes?domain=site.test']);
  down = true;
  expect(await screen.draw({ path: '/home', hostname: 'site.test' })).toBeNull();
  mockedConfig.mockRejectedValue(new Error('config service unreachable'));
  expect(await screen.draw({ path: '/home', hostname: 'site.test' })).toBeNull();
});

describe("a remote's page, drawn by its release's server pages", () => {
  test("the registry's version for the visitor's client id, with the host's React, stores, i18n and the page's answers", async () => {
    const screen = createFirstScreen(runtime(), options());
    const before = loads();
    const drawn = await screen.draw({ path: '/game/slot', hostname: 'site.test', acceptLanguage: 'ko', userAgent: desktop, cookie: 'casino_view=cid%3Dvisitor0001' });
    expect(drawn).not.toBeNull();
    expect(asked).toContain('/api/remotes?domain=site.test&cid=visitor0001');
    // read from this tier's own build folder, never fetched
    expect(asked.filter((p) => p.includes('pages.cjs'))).toEqual([]);
    expect(loads()).toBe(before + 1);
    // inside the host's layout (the app bar, a visitor's login button), the remote's page: its text through the
    // host's i18n, its data from the seeded answer, the session from the host's store
    expect(drawn!.root).toContain('casino-appbar');
    expect(drawn!.root).toContain('games 1.0.0');
    expect(drawn!.root).toContain('slot provider');
    expect(drawn!.root).toContain('<p>visitor</p><p>로그아웃</p>');
    expect(drawn!.root).not.toContain('data-testid');
    const json = drawn!.head.match(/id="first-screen-data">(.*?)<\/script>/)![1]!;
    expect(Object.keys(JSON.parse(json).answers)).toEqual(['/game/providers?category=slot']);
    // the page's pictures are preloaded first in <head>, with the URL as the attribute React wrote
    expect(drawn!.preload).toBe(`<link rel="preload" as="image" href="${apiUrl}/static/p1 &quot;1&quot;.png" fetchpriority="high">`);

    // another visitor in the canary: that version's build
    const canary = await screen.draw({ path: '/game/slot', hostname: 'site.test', acceptLanguage: 'ko', userAgent: desktop, cookie: 'casino_view=cid%3Dcanary0001' });
    expect(canary!.root).toContain('games 2.0.0');
    // a release's build is loaded once
    await screen.draw({ path: '/game/slot', hostname: 'site.test', acceptLanguage: 'ko', userAgent: desktop, cookie: 'casino_view=cid%3Dvisitor0001' });
    expect(loads()).toBe(before + 2);
    // a client id that is not one is not sent
    await screen.draw({ path: '/game/slot', hostname: 'site.test', userAgent: desktop, cookie: 'casino_view=cid%3D%3Cx%3E' });
    expect(asked).toContain('/api/remotes?domain=site.test');
  });

  test("a member's page: the member's app bar with the amounts unknown, nothing of theirs", async () => {
    const drawn = await createFirstScreen(runtime(), options()).draw({ path: '/game/slot', hostname: 'site.test', acceptLanguage: 'ko', userAgent: desktop, cookie: 'casino_view=member%3D1' });
    expect(drawn!.root).toContain('<p>member</p>');
    expect(drawn!.root).toMatch(/casino-appbar__money.*<b>—<\/b>.*<b>—<\/b>/);
    expect(drawn!.root).not.toContain('₩ </span><b>0');
    // the host's own pages stay a visitor's only
    expect(await createFirstScreen(runtime(), options()).draw({ path: '/home', hostname: 'site.test', cookie: 'casino_view=member%3D1' })).toBeNull();
  });

  test('no drawing from a release without server pages (asked once), or from a build that needs what the host does not provide', async () => {
    release('1.0.0', null);
    release('2.0.0', serverPages('games 2.0.0', "require('left-pad');"));
    const screen = createFirstScreen(runtime(), options());
    expect(await screen.draw({ path: '/game/slot', hostname: 'site.test', userAgent: desktop })).toBeNull();
    expect(await screen.draw({ path: '/game/slot', hostname: 'site.test', userAgent: desktop })).toBeNull();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const before = loads();
    expect(await screen.draw({ path: '/game/slot', hostname: 'site.test', userAgent: desktop, cookie: 'casino_view=cid%3Dcanary0001' })).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('requires left-pad, which the host does not provide'));
    // a build that cannot run here is not run again
    expect(await screen.draw({ path: '/game/slot', hostname: 'site.test', userAgent: desktop, cookie: 'casino_view=cid%3Dcanary0001' })).toBeNull();
    expect(loads()).toBe(before + 1);
    warn.mockRestore();
    // a page the build does not list
    release('1.0.0', serverPages('games 1.0.0'));
    expect(await createFirstScreen(runtime(), options()).draw({ path: '/game/livecasino', hostname: 'site.test', userAgent: desktop })).toBeNull();
  });
});

test('the host provides every package a remote\'s server build leaves out (scripts/webpack/server-pages.cjs)', () => {
  const { SERVER_SHARED } = jest.requireActual<{ SERVER_SHARED: string[] }>('../../../scripts/webpack/server-pages.cjs');
  expect(Object.keys(SERVER_PROVIDED).sort()).toEqual([...SERVER_SHARED].sort());
});
