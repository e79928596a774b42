// Keyboard-only journeys (issue 18, docs/accessibility.md): log in; open the games drawer, pick a provider,
// search, launch a house game, play a round, close the frame; deposit; write an inquiry. No mouse, no tap:
// only Tab, Shift+Tab, Enter, Space, Escape and typing. Focus is visible, stays inside the drawer, the game
// frame and dialogs, and comes back when they close; the skip link leads to the content.
import { expect, test, type Locator, type Page } from '../fixtures';
import { fund, openAs, registerMember } from '../helpers';

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 40, back = false } = {}): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached by ${back ? 'Shift+Tab' : 'Tab'} within ${max} presses`).toBeFocused();
}

/** The focused element of the top document shows a visible outline (the site's one focus ring). */
async function expectVisibleFocus(page: Page): Promise<void> {
  const ring = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'none';
    const s = getComputedStyle(el);
    return `${s.outlineStyle} ${parseFloat(s.outlineWidth) >= 2 ? 'wide' : 'thin'}`;
  });
  expect(ring).toBe('solid wide');
}

/** Tabs `n` times and checks that the focus never leaves `container` (a trapped dialog or drawer). */
async function expectTrapped(page: Page, container: Locator, n: number): Promise<void> {
  for (let i = 0; i < n; i += 1) {
    await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
    expect(await container.evaluate((el) => el.contains(document.activeElement)), `focus inside after ${i + 1} presses`).toBe(true);
  }
}

test('log in with the keyboard: skip link, the form, Enter', async ({ page, request }) => {
  const member = await registerMember(request);
  await page.addInitScript(() => localStorage.setItem('casino.tutorial_hidden', '1'));
  await page.goto('/login');
  await expect(page.getByTestId('login-form')).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByTestId('skip-link');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('login-username')).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.type(member.username);
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('login-password')).toBeFocused();
  await page.keyboard.type(member.password);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('app-bar-balance')).toBeVisible();
});

test('drawer → provider → search → house game → a round → close, by keyboard', async ({ page, request }) => {
  const member = await registerMember(request);
  await fund(request, member, 50_000);
  await openAs(page, member, '/home');
  await expect(page.getByTestId('app-bar-balance')).toHaveText('50,000');

  const drawerButton = page.getByTestId('games-drawer-button');
  await tabTo(page, drawerButton);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const drawer = page.getByTestId('provider-drawer');
  await expect(drawer.getByTestId('provider-grid')).toBeVisible();
  await expectTrapped(page, drawer, 8);
  // Escape closes the drawer and gives the focus back to the button that opened it
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(drawerButton).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(drawer.getByTestId('provider-grid')).toBeVisible();
  // some thirty providers, two Tab stops each: a keyboard user finds one by name in the grid's search box
  await tabTo(page, drawer.getByTestId('grid-search'));
  await page.keyboard.type('house');
  await tabTo(page, drawer.getByRole('button', { name: 'House Slots', exact: true }));
  await page.keyboard.press('Enter');
  await expect(drawer.getByTestId('game-grid')).toBeVisible();
  await tabTo(page, drawer.getByTestId('grid-search'));
  await page.keyboard.type('fortune');
  await expect(drawer.getByTestId('grid-card')).toHaveCount(1);
  await tabTo(page, drawer.getByRole('button', { name: 'Fortune Reels', exact: true }));
  await page.keyboard.press('Enter');

  const frameDialog = page.getByTestId('game-frame');
  await expect(frameDialog).toBeVisible();
  await expect(page.getByTestId('game-iframe')).toHaveAttribute('title', 'Fortune Reels');
  // the focus moved into the game window
  expect(await frameDialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  const game = page.frameLocator('[data-testid="game-iframe"]');
  await expect(game.getByTestId('play')).toBeEnabled();
  // Tab goes from the window's header into the game page; the play button takes Enter
  await tabTo(page, page.getByTestId('game-iframe'));
  for (let i = 0; i < 12; i += 1) {
    if (await game.getByTestId('play').evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(game.getByTestId('play')).toBeFocused();
  await page.keyboard.press('Enter');
  // the result is told in words (a live region), and the balance change is announced on the site
  await expect(game.getByTestId('reels-result')).toContainText('결과: 1번째 줄');
  await expect(game.getByTestId('reels-result')).toHaveAttribute('aria-live', 'polite');
  // The site tells the new balance when the round changed it. A win of exactly the stake leaves it at 50,000 (the
  // round's outcome is random): then there is no change to tell, and the app bar keeps showing 50,000.
  const won = (text: string | null) => Number((text ?? '').replace(/[^0-9]/g, ''));
  const win = won(await game.getByTestId('last-win').textContent());
  const stake = won(await game.getByTestId('bet-amount').first().textContent());
  const balance = 50_000 - stake + win;
  if (balance !== 50_000) {
    await expect(page.getByTestId('balance-announcer')).toContainText(`보유 머니가 ${balance.toLocaleString('ko-KR')}`);
  }
  await expect(page.getByTestId('app-bar-balance')).toHaveText(balance.toLocaleString('ko-KR'));

  // Shift+Tab leaves the game page for the window's header; the close button takes Enter
  await tabTo(page, page.getByTestId('frame-close'), { back: true });
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(frameDialog).toHaveCount(0);
  // the card that launched it is gone with the drawer: the focus is on the page's content, not lost
  await expect(page.locator('main#main')).toBeFocused();
});

test('the game frame keeps the focus and gives it back to the card that launched it; Escape closes', async ({ page, request }) => {
  const member = await registerMember(request);
  await openAs(page, member, '/game/slotnine');
  const grid = page.getByTestId('slotnine-grid');
  await tabTo(page, grid.getByTestId('grid-search'));
  await page.keyboard.type('lucky nine');
  const card = grid.getByRole('button', { name: 'Lucky Nine', exact: true });
  await tabTo(page, card);
  await page.keyboard.press('Enter');
  const frameDialog = page.getByTestId('game-frame');
  await expect(page.frameLocator('[data-testid="game-iframe"]').getByTestId('play')).toBeVisible();
  await expectTrapped(page, frameDialog, 9);
  await tabTo(page, page.getByTestId('frame-menu'));
  await page.keyboard.press('Escape');
  await expect(frameDialog).toHaveCount(0);
  await expect(card).toBeFocused();
});

test('deposit by keyboard: an error told beside the field, then a request', async ({ page, request }) => {
  const member = await registerMember(request);
  await openAs(page, member, '/wallet/depositpage');
  await expect(page.getByTestId('deposit-amount')).toBeVisible(); // the page is there before the first key
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('skip-link')).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByTestId('deposit-amount'));
  await expectVisibleFocus(page);
  await page.keyboard.type('15000');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('deposit-error')).toBeVisible();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('100000');
  await tabTo(page, page.getByTestId('deposit-submit'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('deposit-pending')).toBeVisible();
});

test('an inquiry by keyboard', async ({ page, request }) => {
  const member = await registerMember(request);
  await openAs(page, member, '/supports/counselpage');
  await tabTo(page, page.getByTestId('inquiry-title'));
  await page.keyboard.type('키보드로 쓴 문의');
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('inquiry-content')).toBeFocused();
  await page.keyboard.type('마우스 없이 작성했습니다.');
  await tabTo(page, page.getByTestId('inquiry-submit'));
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId(/^inquiry-\d+$/).filter({ hasText: '키보드로 쓴 문의' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: /./ }).first()).toBeVisible(); // the toast, a live region
});

test('my page dialog: focus starts inside, stays inside, Escape leaves', async ({ page, request }) => {
  const member = await registerMember(request);
  await openAs(page, member, '/account/mypagelist');
  const open = page.getByTestId('mypage-open-info');
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await expectTrapped(page, dialog, 10);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('mypage')).toBeVisible();
});
