// Every route of spec §2 renders in the layout the spec names (the splash redirects to /home).
import { expect, test } from '../fixtures';
import { ROUTES } from '../../shared/src/routes';

const cases = ROUTES.filter((r) => r.name !== 'index').map((r) => ({
  name: r.name,
  layout: r.layout,
  url: r.path === '*' ? '/this/page/does-not-exist' : r.path === '/wallet/*' ? '/wallet/unknown-page' : r.path,
}));

for (const c of cases) {
  test(`${c.name} renders in ${c.layout}`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(c.url);
    await expect(page.locator(`[data-route="${c.name}"][data-layout="${c.layout}"]`)).toBeAttached();
    if (c.layout !== 'none') await expect(page.getByTestId(`layout-${c.layout}`)).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('the splash rotates its messages and replaces itself with /home', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('splash')).toBeVisible();
  await page.waitForURL('**/home');
  await expect(page.getByTestId('home')).toBeVisible();
});
