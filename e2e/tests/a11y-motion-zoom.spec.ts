// Motion and zoom (issue 18, docs/accessibility.md): prefers-reduced-motion stills the reels' spin (the splash's
// rotation: host/src/pages/splash.test.tsx); at 320 px width and at 200 % zoom no page scrolls sideways and the site name stays whole.
import { expect, test, type Page } from '../fixtures';
import { goInApp } from '../a11y';
import { fund, openAs, registerMember } from '../helpers';

// These set their own viewport and media: the phone project does not match this file (playwright.config.ts).

const PAGES = [
  ['/home', 'home'], ['/game/slot', 'game-slot'], ['/game/livecasino', 'game-livecasino'], ['/game/slotnine', 'game-slotnine'],
  ['/wallet/depositpage', 'wallet-depositpage'], ['/wallet/history', 'wallet-history'], ['/supports/memopage', 'supports-memopage'],
  ['/supports/counselpage', 'supports-counselpage'], ['/account/mypagelist', 'account-mypagelist'],
] as const;

async function expectNoSidewaysScroll(page: Page, width: number, label: string) {
  const sizes = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, body: document.body.scrollWidth }));
  expect(Math.max(sizes.doc, sizes.body), `${label}: page width`).toBeLessThanOrEqual(width);
}

async function expectWholeTitle(page: Page) {
  const title = page.getByTestId('site-title');
  await expect(title).toHaveText('카지노 데모');
  // not cut: the text fits its box
  expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
}

for (const [width, height, scale, label] of [[320, 640, 1, '320 px'], [640, 400, 2, '200 % zoom of 1280 × 800']] as const) {
  test.describe(label, () => {
    test.use({ viewport: { width, height }, deviceScaleFactor: scale });
    test(`no sideways scrolling at ${label}; the site name stays readable`, async ({ page, request }) => {
      const member = await registerMember(request);
      await fund(request, member, 1_234_567);
      await openAs(page, member, '/home');
      await expect(page.getByTestId('app-bar-balance')).toHaveText('1,234,567');
      await expectWholeTitle(page);
      for (const [url, route] of PAGES) {
        await goInApp(page, url, route);
        await expect(page.locator('.ant-spin-spinning, .casino-spin')).toHaveCount(0, { timeout: 15_000 });
        await expectNoSidewaysScroll(page, width, `${label} ${route}`);
      }
    });
  });
}

test.describe('prefers-reduced-motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the reels land without spinning', async ({ page, request }) => {
    const member = await registerMember(request);
    await fund(request, member, 50_000);
    // counts transitions of the reel strips inside the game page (init scripts run in frames too)
    await page.addInitScript(() => {
      (window as unknown as { __reelMoves: number }).__reelMoves = 0;
      document.addEventListener('transitionrun', (e) => {
        if ((e.target as Element).classList?.contains('reel-strip')) (window as unknown as { __reelMoves: number }).__reelMoves += 1;
      }, true);
    });
    await openAs(page, member, '/game/slotnine');
    const grid = page.getByTestId('slotnine-grid');
    await grid.getByTestId('grid-search').fill('lucky nine');
    await grid.getByRole('button', { name: 'Lucky Nine', exact: true }).click();
    const game = page.frameLocator('[data-testid="game-iframe"]');
    await game.getByTestId('play').click();
    await expect(game.getByTestId('reels-result')).toContainText('1번째 줄');
    const frame = page.frames().find((f) => f.url().includes('/house/play/'))!;
    expect(await frame.evaluate(() => (window as unknown as { __reelMoves: number }).__reelMoves)).toBe(0);
  });
});
