// A visitor's /home, and a visitor's or member's games lobby, come with their first screen drawn by the server (issue 19,
// docs/decisions/010-first-screen-in-the-html.md): the HTML shows the page before any script has run, the page's script
// draws the same screen over it from the same answers, and what the visitor chose (popups hidden today, language) is
// honoured from the first byte. The lobby is drawn by the games release's own server pages.
import { expect, test } from '../fixtures';
import { POPUP_HIDDEN_COOKIE } from '@casino/shared/contract';
import { openAs, operatorCli, registerMember } from '../helpers';
import { API_URL, SITE_URL } from '../stack-env';

const FIRST_SCREEN = '<div class="casino-first-screen" inert>';

test('the HTML holds the home page with a popup posted a moment ago, as text; hidden today, a member or another page: no drawing', async ({ request }) => {
  const title = `첫 화면 공지 <b>${Date.now()}</b> $&`;
  const posted = await operatorCli('notice-post', '--title', title, '--content', '첫 화면에 그려지는 공지', '--popup');
  const id = posted.match(/notice (\d+) posted \(popup\)/)?.[1];
  expect(id).toBeTruthy();
  try {
    const html = await (await request.get(`${SITE_URL}/home`, { headers: { 'Accept-Language': 'ko-KR,ko;q=0.9' } })).text();
    expect(html).toContain(FIRST_SCREEN);
    expect(html).toContain('<html lang="ko" data-theme=');
    // the newest popup, its title as text (never markup), in the page at once
    const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    expect(html).toContain(`<span class="casino-popup__title" id="notice-popup-title-${id}">${escaped}</span>`);
    expect(html).not.toContain('<b>');
    // the screen's part of the page carries no test ids: tests wait for the live page
    expect(html.slice(html.indexOf(FIRST_SCREEN), html.indexOf('</body>'))).not.toContain('data-testid');
    // the answers the page starts from, with `<` escaped inside the JSON block
    const data = html.match(/<script type="application\/json" id="first-screen-data">(.*?)<\/script>/)?.[1] ?? '';
    expect(data).not.toContain('<');
    expect(JSON.parse(data).answers['/support/notices?page=1&popup=true&size=3'].list[0]).toMatchObject({ id: Number(id), title });

    // hidden today (the cookie the popup writes): not drawn
    const hidden = await (await request.get(`${SITE_URL}/home`, { headers: { Cookie: `${POPUP_HIDDEN_COOKIE}=${id}` } })).text();
    expect(hidden).toContain(FIRST_SCREEN);
    expect(hidden).not.toContain(`notice-popup-title-${id}"`);
    // English saved by the visitor
    const english = await (await request.get(`${SITE_URL}/home`, { headers: { Cookie: 'casino_view=lang%3Den' } })).text();
    expect(english).toContain('<html lang="en"');
    expect(english).toContain('Don&#x27;t show again today');
    // a member's page, and the pages not drawn, are the plain page
    for (const [path, cookie] of [['/home', 'casino_view=member%3D1'], ['/wallet/history', ''], ['/supports/noticepage', '']]) {
      const plain = await (await request.get(`${SITE_URL}${path}`, { headers: cookie ? { Cookie: cookie } : {} })).text();
      expect(plain, path).not.toContain(FIRST_SCREEN);
      expect(plain, path).toMatch(/<div id="?boot"?>/);
    }
  } finally {
    expect(await operatorCli('notice-delete', id!)).toContain('deleted');
  }
});

test('the drawn screen is visible before any script, and the page draws the same one over it without asking its reads again', async ({ browser }) => {
  const title = `첫 화면 팝업 ${Date.now()}`;
  const posted = await operatorCli('notice-post', '--title', title, '--content', '스크립트 없이도 보이는 공지', '--popup');
  const id = posted.match(/notice (\d+) posted \(popup\)/)?.[1];
  expect(id).toBeTruthy();
  try {
    // without JavaScript: the page is there, the popup too; nothing in it takes focus or clicks
    const still = await browser.newContext({ javaScriptEnabled: false, locale: 'ko-KR' });
    const plain = await still.newPage();
    await plain.goto(`${SITE_URL}/home`);
    await expect(plain.locator('.casino-first-screen .casino-hero h1')).toBeVisible();
    await expect(plain.locator('.casino-first-screen .casino-lobby-card').first()).toBeVisible();
    await expect(plain.locator(`#notice-popup-title-${id}`)).toHaveText(title);
    expect(await plain.locator('.casino-first-screen').evaluate((el) => (el as HTMLElement).inert)).toBe(true);
    await still.close();

    // with it: React's screen replaces the drawn one, the popup is the live (modal) dialog, and the page's first
    // reads are not asked again (their answers came with the HTML)
    const live = await browser.newContext({ locale: 'ko-KR' });
    const page = await live.newPage();
    const reads: string[] = [];
    page.on('request', (r) => { if (/\/(game\/providers|support\/notices)\b/.test(new URL(r.url()).pathname)) reads.push(r.url()); });
    await page.goto(`${SITE_URL}/home`);
    await expect(page.getByTestId('notice-popup-title')).toHaveText(title);
    await expect(page.locator('.casino-first-screen')).toHaveCount(0);
    expect(await page.locator('dialog.casino-popup').evaluate((d) => d.matches(':modal'))).toBe(true);
    await expect(page.getByTestId('lobby-providers-slot').locator('.casino-lobby-card').first()).toBeVisible();
    expect(reads).toEqual([]);
    // "don't show again today" reaches the server: the next page is drawn without it
    await page.getByTestId('notice-popup-hide-today').click();
    await expect(page.getByTestId('notice-popup-title')).not.toHaveText(title);
    const cookies = await live.cookies(SITE_URL);
    expect(cookies.find((c) => c.name === POPUP_HIDDEN_COOKIE)?.value.split('.')).toContain(id);
    const next = await page.request.get(`${SITE_URL}/home`);
    expect(await next.text()).not.toContain(`notice-popup-title-${id}"`);
    await live.close();
  } finally {
    expect(await operatorCli('notice-delete', id!)).toContain('deleted');
  }
});

test("a member's slot lobby is drawn by the games release's server pages, and the page takes over without asking for its providers", async ({ page, request }) => {
  const member = await registerMember(request);
  const providers = (await (await request.get(`${API_URL}/game/providers?category=slot`)).json()).data.list as Array<{ title: string }>;
  expect(providers.length).toBeGreaterThan(0);
  const asked: string[] = [];
  page.on('request', (r) => { if (new URL(r.url()).pathname === '/game/providers') asked.push(r.url()); });
  // the site writes its view cookie as it runs: a member, and this browser's client id (its canary bucket)
  await openAs(page, member, '/home');
  await expect(page.getByTestId('app-bar-balance')).toHaveText('0');
  const view = new URLSearchParams(decodeURIComponent((await page.context().cookies(SITE_URL)).find((c) => c.name === 'casino_view')?.value ?? ''));
  expect(view.get('member')).toBe('1');
  expect(view.get('cid')).toMatch(/^[0-9a-f]{32}$/);

  // the HTML: the member's app bar with the amounts not yet known, the lobby's title and providers with their pictures
  const html = await (await page.request.get(`${SITE_URL}/game/slot`, { headers: { 'Accept-Language': 'ko-KR' } })).text();
  expect(html).toContain(FIRST_SCREEN);
  expect(html).toMatch(/class="casino-appbar__money"[^]*?<b>—<\/b>/);
  expect(html).toMatch(/<h1[^>]*>슬롯<\/h1>/);
  for (const p of providers) expect(html).toContain(`aria-label="${p.title}"`);
  // the cards' pictures in the HTML itself (the browser's preload scanner finds them at once): AVIF/WebP/PNG variants
  // made at build time, the first card's asked for first
  expect(html).toMatch(/<source type="image\/avif" srcset="[^"]+\/static\/common\/bg\/[^"]+\.160w\.avif 160w,/i);
  expect(html).toMatch(/<img src="[^"]+\/static\/common\/bg\/[^"]+\.160w\.png"[^>]*fetchpriority="high"/i);
  const data = html.match(/<script type="application\/json" id="first-screen-data">(.*?)<\/script>/)?.[1] ?? '';
  expect(Object.keys(JSON.parse(data).answers)).toEqual(['/game/providers?category=slot']);

  // the live page replaces it, from the same answer, with the member's balance from the server
  asked.length = 0;
  await page.goto(`${SITE_URL}/game/slot`);
  await expect(page.getByTestId('provider-grid').getByTestId('grid-card')).toHaveCount(providers.length);
  await expect(page.locator('.casino-first-screen')).toHaveCount(0);
  await expect(page.getByTestId('app-bar-balance')).toHaveText('0');
  expect(asked).toEqual([]);
  // every card fits the grid: the last column is not cut off
  const fits = await page.getByTestId('provider-grid-cells').evaluate((grid) => {
    const box = grid.getBoundingClientRect();
    return [...grid.children].every((cell) => cell.getBoundingClientRect().right <= box.right + 0.5);
  });
  expect(fits).toBe(true);
});

// Issue 48 §2: the server has no window, so the drawn lobby's columns follow the width by CSS. Drawn with a desktop's
// six a row, a phone's cards were a third of their live size and the live page's larger copy of the first picture
// became the page's largest paint, after all of start-up.
test("a phone's drawn slot lobby has the live page's two cards a row, and its first picture is the largest paint before any script", async ({ browser }) => {
  const phone = await browser.newContext({
    viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, locale: 'ko-KR',
    userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
  });
  try {
    const page = await phone.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { lcp: string[] };
      w.lcp = [];
      new PerformanceObserver((list) => { for (const e of list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>) w.lcp.push(e.element?.tagName ?? ''); })
        .observe({ type: 'largest-contentful-paint', buffered: true });
    });
    // the lobby's grid, drawn (the server's HTML has no test ids) or live
    const columns = () => page.locator('main [data-rendered]').first().evaluate((grid) => {
      const lefts = new Set([...grid.children].map((cell) => Math.round(cell.getBoundingClientRect().left)));
      return lefts.size;
    });
    // the drawn screen alone: no script runs
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(`${SITE_URL}/game/slot`);
    await expect(page.locator('.casino-first-screen')).toHaveCount(1);
    expect(await columns()).toBe(2);
    await expect.poll(() => page.evaluate(() => (window as unknown as { lcp: string[] }).lcp.at(-1))).toBe('IMG');
    // the live page keeps the same columns
    await page.unroute('**/*.js');
    await page.goto(`${SITE_URL}/game/slot`);
    await expect(page.locator('.casino-first-screen')).toHaveCount(0);
    await expect(page.getByTestId('provider-grid-cells').getByTestId('grid-card').first()).toBeVisible();
    expect(await columns()).toBe(2);
  } finally {
    await phone.close();
  }
});

// Issue 48: the deposit form is a page members land on from a phone. Drawn by the wallet release's server pages (it
// reads nothing public), its notices — the page's largest text — paint with the HTML; the live page takes over.
test("a member's deposit page is drawn by the wallet release's server pages: notices and form before any script, figures unknown", async ({ page, request }) => {
  const member = await registerMember(request);
  await openAs(page, member, '/home');
  await expect(page.getByTestId('app-bar-balance')).toHaveText('0');
  const html = await (await page.request.get(`${SITE_URL}/wallet/depositpage`, { headers: { 'Accept-Language': 'ko-KR' } })).text();
  expect(html).toContain(FIRST_SCREEN);
  expect(html).toContain('은행 점검 시간: 매일 23:50 ~ 00:30');
  expect(html).toMatch(/class="wallet-summary__value">—</);
  expect(html).not.toMatch(/<div class="casino-first-screen" inert>[^]*data-testid=/);
  // a visitor is never drawn the form (the live page asks them to log in)
  const visitor = await (await request.get(`${SITE_URL}/wallet/depositpage`)).text();
  expect(visitor).not.toContain('은행 점검 시간');

  // the drawn screen alone: no script runs, the notices and the amount field are there
  await page.route('**/*.js', (route) => route.abort());
  await page.goto(`${SITE_URL}/wallet/depositpage`);
  await expect(page.locator('.casino-first-screen')).toHaveCount(1);
  await expect(page.locator('.casino-first-screen li').filter({ hasText: '23:50' })).toBeVisible();
  await expect(page.locator('.casino-first-screen input[inputmode="numeric"]')).toBeVisible();
  // the live page replaces it, with the member's figures and the transfer account
  await page.unroute('**/*.js');
  await page.goto(`${SITE_URL}/wallet/depositpage`);
  await expect(page.getByTestId('deposit-account-number')).toBeVisible();
  await expect(page.locator('.casino-first-screen')).toHaveCount(0);
  await expect(page.getByTestId('wallet-balance')).not.toHaveText('—');
  await expect(page.getByTestId('recent-deposit')).toContainText('신청 내역이 없습니다');
});
