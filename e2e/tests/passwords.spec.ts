// Passwords (issue 44 §4) against the whole production stack: a member changes his password on my page (the
// old one stops working); support issues a reset link in the back office and the member sets a new password
// through it in another browser (the link works once); the owner resets an operator's password, the operator
// logs in with the temporary one, is held on the "set a new password" screen, then reaches the console.
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '../fixtures';
import { expectAccessible } from '../a11y';
import { dismissNoticePopups, memberId, openAs, registerMember, uniqueName } from '../helpers';
import { API_URL, BACKOFFICE_URL, SITE_URL } from '../stack-env';

interface Who { username: string; password: string }
const OWNER: Who = { username: 'operator', password: 'operator1234' };
const SUPPORT: Who = { username: 'operator-support', password: 'support1234' };
/** Two or three browsers and several password hashes per journey on a busy 2-core machine: a hung journey still ends. */
const JOURNEY_MS = 180_000;
/** The first paint of a remote's page in a fresh browser (its remote entry, chunks and translations) on that machine. */
const FIRST_PAINT = { timeout: 30_000 };

/** The contexts a test opened: closed after it, so no console or page outlives its test. */
const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

async function newPage(browser: Browser, options: { baseURL?: string; locale?: string } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: options.locale ?? 'ko-KR', baseURL: options.baseURL });
  contexts.push(context);
  return context.newPage();
}

/** Logs in through the console's form (no TOTP for these operators). */
async function consoleLogin(page: Page, who: Who) {
  await page.goto(`${BACKOFFICE_URL}/login`);
  await page.getByTestId('login-username').fill(who.username);
  await page.getByTestId('login-password').fill(who.password);
  await page.getByTestId('login-submit').click();
}

/** The member site's login form; waits for the server's answer. */
async function memberLogin(page: Page, username: string, password: string) {
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  const answered = page.waitForResponse((r) => r.url().endsWith('/auth/login'));
  await page.getByTestId('login-submit').click();
  return (await answered).json() as Promise<{ code: number; msg: string }>;
}

async function ownerApi(request: APIRequestContext) {
  const res = await request.post(`${API_URL}/operator/login`, { data: OWNER });
  const body = await res.json();
  expect(body.code, JSON.stringify(body)).toBe(0);
  return { Authorization: `Bearer ${body.data.jwt as string}`, 'X-Sequence': `e2e-pw-${Date.now().toString(36)}` };
}

test('a member changes the password on my page: the old one stops working, the new one logs in', async ({ page, request }) => {
  test.setTimeout(JOURNEY_MS);
  const member = await registerMember(request);
  const next = `new-${member.password}`;
  await openAs(page, member, '/account/mypagelist');
  const form = page.getByTestId('password-change');
  await expect(form).toContainText('비밀번호 변경', FIRST_PAINT);
  await expectAccessible(page, 'my page with the password change form');

  // the server's refusal of a wrong current password shows under that field
  await page.getByTestId('password-change-current').fill('not-my-password');
  await page.getByTestId('password-change-new').fill(next);
  await page.getByTestId('password-change-confirm').fill(next);
  await page.getByTestId('password-change-submit').click();
  await expect(page.locator('#password-change_current_password_help')).not.toBeEmpty();
  await expect(page.getByTestId('password-change-done')).toHaveCount(0);

  await page.getByTestId('password-change-current').fill(member.password);
  await page.getByTestId('password-change-submit').click();
  await expect(page.getByTestId('password-change-done')).toHaveText('비밀번호가 변경되었습니다. 다른 기기의 로그인은 종료되었습니다.');
  await expect(page.getByTestId('password-change-current')).toHaveValue('');

  await page.getByTestId('mypage-logout').click();
  await page.waitForURL((url) => url.pathname === '/login');
  expect((await memberLogin(page, member.username, member.password)).code).not.toBe(0);
  await expect(page.getByTestId('login-error')).toBeVisible();
  expect((await memberLogin(page, member.username, next)).code).toBe(0);
  await page.waitForURL('**/home');
});

test('support issues a reset link; the member sets a new password through it in another browser; the link works once', async ({ browser, request }) => {
  test.setTimeout(JOURNEY_MS);
  const member = await registerMember(request);
  const id = await memberId(request, member.username);

  const bo = await newPage(browser, { locale: 'en-US' });
  await consoleLogin(bo, SUPPORT);
  await expect(bo.getByTestId('operator-name')).toContainText(SUPPORT.username, FIRST_PAINT);
  await bo.goto(`${BACKOFFICE_URL}/members/${id}`);
  await bo.getByTestId('member-reset-link').click();
  await bo.getByTestId('member-reset-link-ok').click();
  const url = new URL(await bo.getByTestId('member-reset-link-url').inputValue());
  await expect(bo.getByTestId('member-reset-link-expiry')).toContainText('60 minutes');
  expect(url.pathname).toBe('/reset-password');
  expect(url.hash).toMatch(/^#token=.+/);
  expect(url.search).toBe(''); // the token is in the fragment only: never in a server's access log

  // the member, in a browser of his own, on this stack's site
  const site = await newPage(browser, { baseURL: SITE_URL });
  await dismissNoticePopups(site);
  const link = `/reset-password${url.hash}`;
  await site.goto(link);
  await expect(site.getByTestId('reset-password-page')).toContainText('비밀번호 재설정', FIRST_PAINT);
  await expectAccessible(site, 'the password reset page');
  const next = `reset-${member.password}`;
  await site.getByTestId('reset-password-new').fill(next);
  await site.getByTestId('reset-password-confirm').fill(next);
  await site.getByTestId('reset-password-submit').click();
  await site.waitForURL((u) => u.pathname === '/login');
  await expect(site.getByTestId('password-reset-done')).toHaveText('비밀번호가 재설정되었습니다. 새 비밀번호로 로그인해 주세요.');
  expect((await memberLogin(site, member.username, member.password)).code).not.toBe(0);
  expect((await memberLogin(site, member.username, next)).code).toBe(0);
  await site.waitForURL('**/home');

  // a second use of the same link is refused, with the way to a new one
  const again = await newPage(browser, { baseURL: SITE_URL });
  await dismissNoticePopups(again);
  await again.goto(link);
  await expect(again.getByTestId('reset-password-form')).toBeVisible(FIRST_PAINT);
  await again.getByTestId('reset-password-new').fill(`x-${next}`);
  await again.getByTestId('reset-password-confirm').fill(`x-${next}`);
  await again.getByTestId('reset-password-submit').click();
  await expect(again.getByTestId('reset-password-invalid')).toBeVisible();
  await expect(again.getByTestId('reset-password-to-support')).toBeVisible();
  expect(new URL(again.url()).pathname).toBe('/reset-password');
});

test('the owner resets an operator\'s password: a temporary one, shown once; the operator must set his own, then reaches the console', async ({ browser, request }) => {
  test.setTimeout(JOURNEY_MS);
  const who: Who = { username: uniqueName('pwop'), password: 'first-pass-1234' };
  const created = await request.post(`${API_URL}/operator/operators`, { headers: await ownerApi(request), data: { ...who, role: 'cashier' } });
  expect((await created.json()).code).toBe(0);

  const owner = await newPage(browser, { locale: 'en-US' });
  await consoleLogin(owner, OWNER);
  await expect(owner.getByTestId('operator-name')).toContainText(OWNER.username);
  await owner.goto(`${BACKOFFICE_URL}/operators`);
  await owner.getByTestId(`operator-reset-password-${who.username}`).click();
  await owner.getByTestId('operator-reset-password-ok').click();
  const temporary = (await owner.getByTestId('temporary-password').textContent())!.trim();
  expect(temporary.length).toBeGreaterThanOrEqual(8);
  // the dialog, and the operators table behind it (the console's tag and danger colours meet AA: backoffice/src/app/theme.ts)
  await expectAccessible(owner, 'the temporary password dialog');
  await owner.getByTestId('temporary-password-close').click();
  await expect(owner.getByTestId('temporary-password')).toHaveCount(0);

  // the old password no longer works
  const old = await request.post(`${API_URL}/operator/login`, { data: who });
  expect((await old.json()).code).not.toBe(0);

  const op = await newPage(browser, { locale: 'en-US' });
  await consoleLogin(op, { username: who.username, password: temporary });
  await expect(op.getByTestId('forced-password')).toBeVisible();
  await expect(op.getByTestId('nav-dashboard')).toHaveCount(0);
  await expectAccessible(op, 'the forced password screen');
  const own = 'my-own-pass-5678';
  await op.getByTestId('password-current').fill(temporary);
  await op.getByTestId('password-new').fill(own);
  await op.getByTestId('password-confirm').fill(own);
  await op.getByTestId('password-submit').click();
  await expect(op.getByTestId('operator-name')).toContainText(who.username);
  await op.waitForURL((u) => u.pathname === '/dashboard');
  await expect(op.getByTestId('forced-password')).toHaveCount(0);

  const fresh = await request.post(`${API_URL}/operator/login`, { data: { ...who, password: own } });
  expect(await fresh.json()).toMatchObject({ code: 0, data: { operator: { must_change_password: false } } });
});
