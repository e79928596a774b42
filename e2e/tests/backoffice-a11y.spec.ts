// The back office meets WCAG 2.2 AA too (docs/accessibility.md): every console page, as the owner sees it (the role
// that sees every page and every action), scanned by axe as painted — the member page on each of its tabs.
import { expect, test, type Page } from '../fixtures';
import { expectAccessible } from '../a11y';
import { memberId, operatorToken, registerMember } from '../helpers';
import { API_URL, BACKOFFICE_URL } from '../stack-env';

async function ownerConsole(page: Page) {
  await page.goto(`${BACKOFFICE_URL}/login`);
  await page.getByTestId('login-username').fill('operator');
  await page.getByTestId('login-password').fill('operator1234');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('operator-name')).toContainText('operator');
}

/** Waits until no table or page shows its loading spinner, so that axe reads what an operator reads. */
async function settled(page: Page) {
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 15_000 });
}

test('every console page passes axe (WCAG 2.2 AA), the member page on every tab', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const member = await registerMember(request);
  const id = await memberId(request, member.username);
  // a four-eyes request (issue 47 §1), so that the Approvals page is scanned with a row and its (the maker's: disabled) buttons
  const asked = await request.post(`${API_URL}/operator/members/${id}/adjust`, { headers: { Authorization: `Bearer ${await operatorToken(request)}` }, data: { amount: 2_000_000, reason: 'a11y' } });
  expect((await asked.json()).data.pending_approval).toBeTruthy();
  await ownerConsole(page);
  // through the console's own menu, as an operator moves (one document: no reload between pages)
  for (const path of ['dashboard', 'cashier', 'approvals', 'kyc', 'members', 'aml', 'support', 'games', 'releases', 'reports', 'operators', 'audit', 'account/password']) {
    await page.getByTestId(path === 'account/password' ? 'nav-password' : `nav-${path}`).click();
    await expect(page.locator(`[data-page="/${path}"]`)).toBeAttached();
    await settled(page);
    await expectAccessible(page, `console ${path}`, { noFrames: true });
  }
  await page.goto(`${BACKOFFICE_URL}/members/${id}`);
  await expect(page.getByTestId('member-timeline')).toBeVisible();
  await settled(page);
  const tabs = page.getByRole('tab');
  const count = await tabs.count();
  expect(count).toBeGreaterThanOrEqual(9);
  for (let i = 0; i < count; i += 1) {
    const tab = tabs.nth(i);
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await settled(page);
    await expectAccessible(page, `member page, tab ${(await tab.textContent()) ?? i}`, { noFrames: true });
  }
});
