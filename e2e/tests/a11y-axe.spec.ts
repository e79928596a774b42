// Accessibility in the browser (issue 18, docs/accessibility.md): axe-core over every route of the route table
// and the open states that matter (login panel, provider drawer with a provider open, game frame with a house
// game inside — its page checked inside the frame —, notice popup, tutorial, a deposit form with an error, my
// page's dialogs), on desktop and on a phone. Zero critical or serious violations: every route in the default
// dark × modern, and each of the 36 themes × styles once, on home, wallet, slot lobby or memo in turn (desktop),
// switched through the saved preference on one logged-in page with no reload.
import { expect, test, type Page } from '../fixtures';
import { ROUTES } from '../../shared/src/routes';
import { STYLES, THEMES } from '../../shared/src/theme/themes';
import { axeFindings, expectAccessible, goInApp, switchLook } from '../a11y';
import { dismissNoticePopups, openAs, registerMember } from '../helpers';
import { API_URL } from '../stack-env';
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const urlOf = (p: string) => (p === '*' ? '/this/page/does-not-exist' : p === '/wallet/*' ? '/wallet/unknown-page' : p);
// Pages a visitor is sent away from once logged in (login, sign-up) are checked as a visitor; the rest as both.
const VISITOR_ONLY = new Set(['login', 'account-register']);
const routes = ROUTES.filter((r) => r.name !== 'index');
/** axe rules whose outcome a theme or style can change. */
const LOOK_RULES = ['color-contrast', 'link-in-text-block', 'target-size', 'scrollable-region-focusable'];

async function scanRoutes(page: Page, names: string[], who: string) {
  for (const r of routes.filter((x) => names.includes(x.name))) {
    await goInApp(page, urlOf(r.path), r.name);
    // a page is scanned once it has settled: no loading text or spinner of its own left
    await expect(page.locator('.ant-spin-spinning, .casino-spin').first()).toHaveCount(0, { timeout: 15_000 });
    await expectAccessible(page, `${r.name} (${who})`);
  }
}

// The scanner reads the document afresh on every scan, though axe's source goes into a document only once
// (e2e/a11y.ts): a picture without a text alternative and an unnamed field added after a clean scan are both found.
test('a second scan of the same document finds what was added since the first @desktop-only', async ({ page }) => {
  await dismissNoticePopups(page);
  await page.addInitScript(() => localStorage.setItem('casino.tutorial_hidden', '1'));
  await page.goto('/etc/privacy-policy');
  await expect(page.locator('[data-route="etc-privacy-policy"]')).toBeAttached();
  expect(await axeFindings(page, 'privacy policy')).toEqual([]);
  await page.evaluate(() => {
    const main = document.querySelector('main') ?? document.body;
    main.insertAdjacentHTML('beforeend', '<img src="/favicon.ico" width="16" height="16"><input type="text">');
  });
  const findings = (await axeFindings(page, 'privacy policy, broken')).join('\n');
  expect(findings).toContain('image-alt');
  expect(findings).toContain('label');
});

test('every route as a visitor, dark × modern', async ({ page }) => {
  test.setTimeout(300_000);
  await dismissNoticePopups(page);
  await page.addInitScript(() => localStorage.setItem('casino.tutorial_hidden', '1'));
  await page.goto('/home');
  await expect(page.getByTestId('home')).toBeVisible();
  await scanRoutes(page, routes.map((r) => r.name), 'visitor');
});

test('every route as a member, dark × modern', async ({ page, request }) => {
  test.setTimeout(300_000);
  const member = await registerMember(request);
  await openAs(page, member, '/home');
  await expect(page.getByTestId('app-bar-balance')).toBeVisible();
  await scanRoutes(page, routes.filter((r) => !VISITOR_ONLY.has(r.name)).map((r) => r.name), 'member');
});

test('open states: login panel, drawer with a provider, game frame with a house game, deposit error', async ({ page, request }) => {
  test.setTimeout(180_000);
  await dismissNoticePopups(page);
  await page.addInitScript(() => localStorage.setItem('casino.tutorial_hidden', '1'));
  await page.goto('/home');
  await page.getByTestId('login-button').click();
  await expect(page.getByTestId('login-panel')).toBeVisible();
  await expectAccessible(page, 'login panel');

  const member = await registerMember(request);
  const context = page.context();
  const memberPage = await context.newPage();
  await openAs(memberPage, member, '/game/slot');
  const drawerButton = memberPage.getByTestId('games-drawer-button');
  await drawerButton.click();
  const drawer = memberPage.getByTestId('provider-drawer');
  await expect(drawer.getByTestId('provider-grid')).toBeVisible();
  await expectAccessible(memberPage, 'provider drawer');
  // the grid is windowed (only the cards near the view exist): a member finds a provider further down by name
  await drawer.getByTestId('grid-search').fill('house slots');
  await drawer.getByRole('button', { name: 'House Slots', exact: true }).click();
  await expect(drawer.getByTestId('game-grid')).toBeVisible();
  await expectAccessible(memberPage, 'provider drawer with a provider open');
  await drawer.getByRole('button', { name: 'Fortune Reels', exact: true }).click();
  const frame = memberPage.frameLocator('[data-testid="game-iframe"]');
  await expect(frame.getByTestId('game-title')).toHaveText('Fortune Reels');
  await expect(frame.getByTestId('play')).toBeVisible();
  await expectAccessible(memberPage, 'game frame with Fortune Reels (inside the frame too)');
  await memberPage.getByTestId('frame-close').click();
  await expect(memberPage.getByTestId('game-frame')).toHaveCount(0);

  await goInApp(memberPage, '/wallet/depositpage', 'wallet-depositpage');
  await memberPage.getByTestId('deposit-amount').fill('15000');
  await memberPage.getByTestId('deposit-submit').click();
  await expect(memberPage.getByTestId('deposit-error')).toBeVisible();
  await expectAccessible(memberPage, 'deposit form with an error');
});

test('the notice popup on home', async ({ page }) => {
  const title = `접근성 공지 ${Date.now().toString(36)}`;
  const posted = execFileSync('node', ['scripts/operator.mjs', 'notice-post', '--title', title, '--content', '접근성 점검용 공지입니다.', '--popup'],
    { cwd: ROOT, env: { ...process.env, API_URL }, encoding: 'utf8' });
  const id = posted.match(/notice (\d+) posted \(popup\)/)?.[1];
  expect(id).toBeTruthy();
  // every other popup notice is already hidden for today, so this one is the popup shown
  await page.addInitScript((own) => {
    if (sessionStorage.getItem('__a11y_popups')) return;
    sessionStorage.setItem('__a11y_popups', '1');
    // the wallet's day (Asia/Seoul), as the page reads it (popup-flags.ts), not the machine's
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
    const flags: Record<string, string> = {};
    for (let i = 1; i <= 500; i += 1) if (String(i) !== own) flags[String(i)] = today;
    localStorage.setItem('casino.notice_flag', JSON.stringify(flags));
    localStorage.setItem('casino.tutorial_hidden', '1');
  }, id!);
  await page.goto('/home');
  await expect(page.getByTestId('notice-popup-title')).toHaveText(title);
  await expectAccessible(page, 'notice popup');
});

// the tutorial is for touch screens: only the phone project runs it (its grep, playwright.config.ts)
test('the tutorial @phone-only', async ({ page }) => {
  await dismissNoticePopups(page);
  await page.goto('/home');
  const tutorial = page.getByRole('dialog', { name: '빠른 사용법' });
  await expect(tutorial).toBeVisible();
  await expectAccessible(page, 'tutorial');
});

// the rotation runs on desktop; the phone checks the default look (the phone project's grepInvert)
test.describe('the look rotation', () => {
  // With reduced motion the site cuts its colour transitions (docs/accessibility.md), so each look is painted at
  // once instead of fading for 0.3 s before every scan; the colours it settles on are the same.
  test.use({ reducedMotion: 'reduce' });
  // Each of the 36 themes × styles is checked once, on one of four pages in turn (look i on page i mod 4), so every
  // look meets axe and every page meets nine looks; the four pages are four journeys that the two workers share.
  // Checking every look on every page (144 scans in one journey) found nothing more and held a worker for minutes.
  const pages = [['/home', 'home'], ['/wallet/depositpage', 'wallet-depositpage'], ['/game/slot', 'game-slot'], ['/supports/memopage', 'supports-memopage']] as const;
  const looks = THEMES.flatMap((theme) => STYLES.map((style) => ({ theme, style })));
  pages.forEach(([url, name], index) => {
    const mine = looks.filter((_, i) => i % pages.length === index);
    test(`${mine.length} of the 36 themes × styles on ${name} @desktop-only`, async ({ page, request }) => {
      test.setTimeout(300_000);
      const member = await registerMember(request);
      await openAs(page, member, '/home');
      await expect(page.getByTestId('app-bar-balance')).toBeVisible();
      await goInApp(page, url, name);
      await expect(page.locator('.ant-spin-spinning, .casino-spin').first()).toHaveCount(0, { timeout: 15_000 });
      for (const { theme, style } of mine) {
        await switchLook(page, theme, style);
        // The look changes colours, fonts, heights and radii only: the rules those can break run here; every other
        // rule runs on these pages in the default look (the route journeys above).
        await expectAccessible(page, `${name} in ${theme} × ${style}`, { rules: LOOK_RULES, noFrames: true });
      }
    });
  });
  test('the rotation covers all 36 looks, each once', () => {
    const seen = pages.flatMap((_, index) => looks.filter((__, i) => i % pages.length === index).map((l) => `${l.theme}×${l.style}`));
    expect(new Set(seen).size).toBe(THEMES.length * STYLES.length);
    expect(seen).toHaveLength(36);
  });
});
