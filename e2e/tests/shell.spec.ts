// Host shell journeys (issue 4): start-up failure and retry, theme/style/language persistence, session
// expiry, offline banner, and the phone layout driven by touch.
import { expect, test } from '../fixtures';
import { API_URL } from '../stack-env';
import { dismissNoticePopups, liveStreamOpen, openAs, registerMember } from '../helpers';

test.beforeEach(async ({ page }) => { await dismissNoticePopups(page); });

test('a config failure shows CONFIG_FAILED with a retry that recovers', async ({ page }) => {
  await page.route('**/api/cnf**', (route) => route.abort('connectionrefused'));
  await page.goto('/home');
  await expect(page.getByTestId('config-failed')).toContainText('CONFIG_FAILED');
  await page.unroute('**/api/cnf**');
  await page.getByTestId('config-failed').getByRole('button').click();
  await expect(page.getByTestId('home')).toBeVisible();
  await expect(page).toHaveTitle('카지노 데모');
});

test('Korean by default; theme, style and language switches apply live and persist across reload', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByTestId('side-menu')).toContainText('라이브 카지노');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const bgDark = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  await page.getByTestId('theme-picker').selectOption({ label: '라이트' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(bgDark);

  await page.getByTestId('style-picker').selectOption({ label: '클래식' });
  await expect(page.locator('html')).toHaveAttribute('data-style', 'classic');
  await expect(page.getByTestId('lobby-hero').getByRole('button').first()).toHaveCSS('height', '48px');

  await page.getByTestId('language-picker').selectOption({ label: 'English' });
  await expect(page.getByTestId('side-menu')).toContainText('Live casino');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.reload();
  await expect(page.getByTestId('side-menu')).toContainText('Live casino');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.locator('html')).toHaveAttribute('data-style', 'classic');
});

test('a revoked session sends the whole page to /login and clears stored state', async ({ page, request }) => {
  const member = await registerMember(request);
  await openAs(page, member, '/home');
  await expect(page.getByTestId('app-bar-balance')).toBeVisible();
  // The page's live stream is open: the server tells it of the revocation, not its next 10 s poll.
  await liveStreamOpen(page);
  // Revoke the token on the server (as a logout in another tab of this session would).
  const out = await request.post(`${API_URL}/auth/logout`, { headers: { Authorization: `Bearer ${member.jwt}`, 'Content-Type': 'text/plain' }, data: '{}' });
  expect((await out.json()).code).toBe(0);
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('casino.jwt'))).toBeNull();
});

test('going offline shows a banner and calls fail fast; coming back hides it', async ({ page, context }) => {
  await page.goto('/home');
  await expect(page.getByTestId('home')).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toBeHidden();
});

test('footer pages are real pages with text; other languages note the English text', async ({ page }) => {
  await page.goto('/etc/responsible-gaming');
  await expect(page.getByTestId('info-responsibleGaming').locator('h2').first()).toBeVisible();
  await expect(page.getByTestId('legal-controls-link')).toBeVisible();
  await page.goto('/etc/licence');
  await expect(page.getByTestId('operator-details')).toContainText('DEMO-0000');
  await page.evaluate(() => localStorage.setItem('casino.language', 'ja'));
  await page.reload();
  await expect(page.getByTestId('legal-english-note')).toBeVisible();
});

test.describe('phone 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('tutorial once, menu drawer and settings sheet by touch', async ({ page }) => {
    await page.goto('/home');
    const tutorial = page.getByRole('dialog', { name: '빠른 사용법' });
    await expect(tutorial).toBeVisible();
    await tutorial.getByRole('checkbox').tap();
    await tutorial.getByRole('button', { name: '확인' }).tap();
    await expect(tutorial).toBeHidden();
    await page.reload();
    await expect(page.getByTestId('home')).toBeVisible();
    await expect(page.getByRole('dialog', { name: '빠른 사용법' })).toBeHidden();

    await page.getByTestId('side-menu-button').tap();
    const drawer = page.getByTestId('side-menu-drawer');
    await expect(drawer).toBeVisible();
    await drawer.getByText('공지사항').tap();
    await expect(page.locator('[data-route="supports-noticepage"]')).toBeAttached();

    await page.getByTestId('settings-button').tap();
    await expect(page.getByTestId('settings-sheet')).toBeVisible();
    await page.getByTestId('settings-sheet').getByTestId('language-picker').selectOption({ label: 'English' });
    await expect(page.getByTestId('nav-bar')).toContainText('Notices');

    await page.locator('.ant-drawer-close').tap();
    await expect(page.getByTestId('settings-sheet')).toBeHidden();
    await page.getByTestId('games-drawer-button').tap();
    await expect(page.getByTestId('provider-drawer')).toBeVisible();
    // The app bar stays one row on a phone.
    expect(await page.getByTestId('app-bar').evaluate((el) => (el as HTMLElement).offsetHeight)).toBeLessThanOrEqual(64);
    // Nothing overflows the phone width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
