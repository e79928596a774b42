// Games journeys (issue 6) against the seeded server: the provider drawer from the app bar and from the game
// frame, a provider's games with SEARCH, favourites across two tabs, launching into the frame (stretch,
// fullscreen, close, messages from the game), the category pages, and the same on a 390×844 phone with touch.
import { expect, test, type APIRequestContext, type Page } from '../fixtures';
import { API_URL } from '../stack-env';
import { dismissNoticePopups, openAs, registerMember, type Member } from '../helpers';

interface Game { id: number; game_title: string; category: string; is_service: number }

async function slotProvider(request: APIRequestContext, member: Member) {
  const providers = (await (await request.get(`${API_URL}/game/providers?category=slot`)).json()).data.list as Array<{ id: number; title: string }>;
  const provider = providers.find((p) => p.title === 'Astro Reels')!; // a seeded demo provider: 12 slots, 11 in service
  const res = await request.get(`${API_URL}/game/provider?provider_id=${provider.id}`, { headers: { Authorization: `Bearer ${member.jwt}` } });
  const games = (await res.json()).DATA.list as Game[];
  return { provider, games, playable: games.filter((g) => g.is_service === 1) };
}

async function openDrawerProvider(page: Page, providerTitle: string) {
  const drawer = page.getByTestId('provider-drawer');
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: providerTitle, exact: true }).click();
  await expect(drawer.getByTestId('game-grid')).toBeVisible();
  return drawer;
}

const card = (scope: ReturnType<Page['getByTestId']>, id: number) => scope.locator(`[data-testid="grid-card"][data-id="game-${id}"]`);

test.describe('desktop', () => {
  test('drawer from the app bar: providers, LOADING, a provider\'s games, SEARCH, back', async ({ page, request }) => {
    const member = await registerMember(request);
    const { provider, games, playable } = await slotProvider(request, member);
    await openAs(page, member, '/home');
    await page.getByTestId('games-drawer-button').click();
    const drawer = page.getByTestId('provider-drawer');
    await expect(drawer.getByText('게임 제공사')).toBeVisible();
    expect(Math.round((await page.locator('.ant-drawer-content-wrapper').boundingBox())!.width)).toBe(400);
    await expect(drawer.getByTestId('provider-grid').getByTestId('grid-card').first()).toBeVisible();
    // provider cards: the title as text over the provider's card picture made at build time, in a modern format
    const providerCardButton = drawer.getByRole('button', { name: provider.title, exact: true });
    await expect(providerCardButton).toContainText(provider.title);
    const picture = providerCardButton.locator('picture img');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/common\/bg\/[^/]+\.(160|320|480)w\.avif$/);

    let release!: () => void;
    const held = new Promise<void>((r) => { release = r; });
    await page.route('**/game/provider?*', async (route) => { await held; await route.continue(); });
    await drawer.getByRole('button', { name: provider.title, exact: true }).click();
    await expect(drawer.getByTestId('provider-games-loading')).toContainText('로딩 중');
    release();
    await expect(drawer.getByTestId('game-grid').getByTestId('grid-card')).toHaveCount(games.length);
    await page.unroute('**/game/provider?*');

    const target = playable[0]!;
    const term = target.game_title.split(' ')[1]!.toUpperCase();
    await drawer.getByTestId('grid-search').fill(term);
    const expected = games.filter((g) => g.game_title.toLowerCase().includes(term.toLowerCase())).length;
    await expect(drawer.getByTestId('game-grid').getByTestId('grid-card')).toHaveCount(expected);
    await expect(card(drawer, target.id)).toBeVisible();

    await drawer.getByTestId('provider-back').click();
    await expect(drawer.getByTestId('provider-grid')).toBeVisible();
  });

  test('favourites follow across two tabs and the favourites filter keeps only them', async ({ context, request }) => {
    const member = await registerMember(request);
    const { provider, playable } = await slotProvider(request, member);
    const [a, b] = [await context.newPage(), await context.newPage()];
    for (const page of [a, b]) {
      await openAs(page, member, '/home');
      await page.getByTestId('games-drawer-button').click();
    }
    const drawerA = await openDrawerProvider(a, provider.title);
    const drawerB = await openDrawerProvider(b, provider.title);
    const target = playable[1]!;
    const starA = card(drawerA, target.id).getByTestId('favourite-star');
    const starB = card(drawerB, target.id).getByTestId('favourite-star');
    await expect(starB).toHaveAttribute('data-favourite', 'false');

    await starA.click();
    await expect(starA).toHaveAttribute('data-favourite', 'true');
    await expect(starB).toHaveAttribute('data-favourite', 'true');
    const stored = await b.evaluate((key) => localStorage.getItem(key), `fav_${member.username}_slots_favorites`);
    expect(JSON.parse(stored!)).toEqual([expect.objectContaining({ id: `game-${target.id}`, name: target.game_title })]);

    await drawerB.getByTestId('favourites-filter').click();
    await expect(drawerB.getByTestId('game-grid').getByTestId('grid-card')).toHaveCount(1);
    await starB.click();
    await expect(starA).toHaveAttribute('data-favourite', 'false');
    await expect(drawerB.getByTestId('grid-empty')).toBeVisible();
  });

  test('launch into the frame: demo table, stretch, fullscreen, drawer from the frame, game messages, close', async ({ page, request }) => {
    const member = await registerMember(request);
    const { provider, playable } = await slotProvider(request, member);
    await openAs(page, member, '/game/slot');
    await page.getByTestId('games-drawer-button').click();
    const drawer = await openDrawerProvider(page, provider.title);
    const first = playable[0]!;
    await card(drawer, first.id).getByRole('button', { name: first.game_title, exact: true }).click();

    const frame = page.getByTestId('game-frame');
    await expect(frame).toBeVisible();
    await expect(page.getByTestId('provider-drawer')).toBeHidden();
    await expect(frame.getByTestId('frame-title')).toHaveText(first.game_title);
    const game = page.frameLocator('[data-testid="game-iframe"]');
    await expect(game.getByTestId('demo-game-title')).toHaveText(first.game_title);
    await expect(game.getByText('데모 테이블', { exact: true })).toBeVisible();
    await expect(frame.getByTestId('game-frame-loading')).toBeHidden();

    const box = async () => (await page.getByTestId('game-window').boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(Math.round((await box()).width)).toBe(Math.round(viewport.width * 0.8));
    expect(Math.round((await page.getByTestId('game-iframe').boundingBox())!.height)).toBe(viewport.height - 80);
    await frame.getByTestId('frame-stretch').click();
    expect(Math.round((await box()).width)).toBe(viewport.width);
    await frame.getByTestId('frame-stretch').click();
    expect(Math.round((await box()).width)).toBe(Math.round(viewport.width * 0.8));

    await frame.getByTestId('frame-fullscreen').click();
    await expect(frame).toHaveAttribute('data-fullscreen', 'true');
    await expect(frame.getByTestId('frame-stretch')).toBeHidden();
    expect(Math.round((await box()).width)).toBe(viewport.width);
    await frame.getByTestId('frame-fullscreen').click();
    await expect(frame).toHaveAttribute('data-fullscreen', 'false');
    await expect(frame.getByTestId('frame-stretch')).toBeVisible();

    // the menu opens the drawer above the frame; another game replaces the first one
    await frame.getByTestId('frame-menu').click();
    const again = await openDrawerProvider(page, provider.title);
    const second = playable[1]!;
    const balance = page.waitForRequest((r) => r.url().includes('/main/init'));
    await card(again, second.id).getByRole('button', { name: second.game_title, exact: true }).click();
    await expect(frame.getByTestId('frame-title')).toHaveText(second.game_title);
    await expect(game.getByTestId('demo-game-title')).toHaveText(second.game_title);
    await balance; // the game's {type:'balance'} message refreshed the session

    // the game's own close button posts {type:'close'}
    await game.getByRole('button').click();
    await expect(frame).toBeHidden();

    // and the header's close button
    await page.getByTestId('games-drawer-button').click();
    const third = await openDrawerProvider(page, provider.title);
    await card(third, first.id).getByRole('button', { name: first.game_title, exact: true }).click();
    await expect(frame).toBeVisible();
    await frame.getByTestId('frame-close').click();
    await expect(frame).toBeHidden();
  });

  test('logged out: choosing a provider alerts LOGIN_REQUIRED', async ({ page }) => {
    // today's notice popup would open over the drawer (the popup has its own journey in support.spec.ts)
    await dismissNoticePopups(page);
    await page.goto('/home');
    await page.getByTestId('games-drawer-button').click();
    const drawer = page.getByTestId('provider-drawer');
    await drawer.getByTestId('provider-grid').getByTestId('grid-card').first().getByRole('button').first().click();
    await expect(page.getByText('로그인이 필요합니다.')).toBeVisible();
    await expect(drawer.getByTestId('provider-grid')).toBeVisible();
  });

  test('category pages: live casino and slot providers, new slots, arcade, sports in preparation', async ({ page, request }) => {
    const member = await registerMember(request);
    await openAs(page, member, '/game/livecasino');
    const live = page.getByTestId('page-game-livecasino');
    const count = async (category: string) => ((await (await request.get(`${API_URL}/game/providers?category=${category}`)).json()).data.list as unknown[]).length;
    const casinoProviders = await count('casino');
    expect(casinoProviders).toBeGreaterThanOrEqual(8);
    await expect(live.getByTestId('provider-grid').getByTestId('grid-card')).toHaveCount(casinoProviders);
    await expect(live.getByTestId('grid-card').first().getByTestId('favourite-star')).toBeVisible();
    // six cards a row at 1280 px and wider (lg 2 of 12)
    const tops = await live.getByTestId('provider-grid-cells').evaluate((el) => [...el.children].map((c) => Math.round(c.getBoundingClientRect().top)));
    expect(tops.filter((t) => t === tops[0])).toHaveLength(6);

    await page.goto('/game/slot');
    await expect(page.getByTestId('page-game-slot').getByTestId('provider-grid').getByTestId('grid-card')).toHaveCount(await count('slot'));
    await page.getByTestId('page-game-slot').getByRole('button', { name: 'Astro Reels', exact: true }).click();
    await expect(page.getByTestId('slot-lobby-games')).toBeVisible();

    await page.goto('/game/slotnine');
    const nine = page.getByTestId('slotnine-grid');
    await expect(nine.getByTestId('grid-card').first()).toBeVisible();
    const total = Number(await nine.getAttribute('data-count'));
    expect(total).toBeGreaterThan(12);
    await nine.getByTestId('grid-search').fill('golden');
    await expect(nine).not.toHaveAttribute('data-count', String(total));

    await page.goto('/game/arcade');
    const arcade = ((await (await request.get(`${API_URL}/game/list?category=arcade`)).json()).data.list as unknown[]).length;
    expect(arcade).toBeGreaterThanOrEqual(10);
    await expect(page.getByTestId('arcade-grid')).toHaveAttribute('data-count', String(arcade));

    await page.goto('/game/sports');
    await expect(page.getByTestId('page-game-sports').getByTestId('in-preparation')).toBeVisible();
  });
});

test.describe('phone 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('swipe from the right edge opens the drawer (85 %); pick, launch, full-width frame, fullscreen, close', async ({ page, request }) => {
    const member = await registerMember(request);
    const { provider, playable } = await slotProvider(request, member);
    await openAs(page, member, '/home');
    await expect(page.getByTestId('home')).toBeVisible();
    await page.evaluate(() => {
      const touch = (x: number) => new Touch({ identifier: 1, target: document.body, clientX: x, clientY: 400 });
      const fire = (type: string, x: number) => document.body.dispatchEvent(new TouchEvent(type, { touches: type === 'touchend' ? [] : [touch(x)], bubbles: true }));
      fire('touchstart', 385);
      fire('touchmove', 360);
      fire('touchmove', 300);
      fire('touchend', 300);
    });
    const drawer = page.getByTestId('provider-drawer');
    await expect(drawer).toBeVisible();
    expect(Math.round((await page.locator('.ant-drawer-content-wrapper').boundingBox())!.width)).toBe(Math.round(390 * 0.85));

    await drawer.getByRole('button', { name: provider.title, exact: true }).tap();
    await expect(drawer.getByTestId('game-grid')).toBeVisible();
    const target = playable[0]!;
    await drawer.getByTestId('grid-search').fill(target.game_title.toLowerCase());
    await card(drawer, target.id).getByRole('button', { name: target.game_title, exact: true }).tap();

    const frame = page.getByTestId('game-frame');
    await expect(frame).toBeVisible();
    await expect(page.frameLocator('[data-testid="game-iframe"]').getByTestId('demo-game-title')).toHaveText(target.game_title);
    expect(Math.round((await page.getByTestId('game-window').boundingBox())!.width)).toBe(390);
    await expect(frame.getByTestId('frame-stretch')).toHaveCount(0);
    await frame.getByTestId('frame-fullscreen').tap();
    await expect(frame).toHaveAttribute('data-fullscreen', 'true');
    await frame.getByTestId('frame-fullscreen').tap();
    await frame.getByTestId('frame-menu').tap();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await frame.getByTestId('frame-close').tap();
    await expect(frame).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('new slots grid: two cards a row; logged-out launch alerts LOGIN_REQUIRED', async ({ page }) => {
    await page.goto('/game/slotnine');
    const nine = page.getByTestId('slotnine-grid');
    await expect(nine.getByTestId('grid-card').first()).toBeVisible();
    const tops = await nine.getByTestId('slotnine-grid-cells').evaluate((el) => [...el.children].map((c) => Math.round(c.getBoundingClientRect().top)));
    expect(tops.filter((t) => t === tops[0])).toHaveLength(2);
    await nine.getByTestId('grid-card').first().getByRole('button').first().tap();
    await expect(page.getByText('로그인이 필요합니다.')).toBeVisible();
  });
});
