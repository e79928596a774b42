// Account journeys (issue 5) against the running stack: sign-up and login through the real forms, the my page
// profile from the shared store, logout, the protected page's way back to /login, the translated login
// failures (wrong password, rate limit) and the login slide panel — in Korean (default) and in English.
import { expect, test, type Page } from '../fixtures';
import { dismissNoticePopups, openAs, registerMember, uniqueName } from '../helpers';

// The home-page notice popup has its own journey (support.spec.ts); here it would cover the login panel.
test.beforeEach(async ({ page }) => { await dismissNoticePopups(page); });

const PASSWORD = 'secret-pass1';

interface NewMember { username: string; nickname: string; holder: string }

async function fillRegister(page: Page, m: NewMember) {
  await page.getByTestId('register-username').fill(m.username);
  await page.getByTestId('register-email').fill(`${m.username}@example.com`);
  await page.getByTestId('register-password').fill(PASSWORD);
  await page.getByTestId('register-password_confirm').fill(PASSWORD);
  await page.getByTestId('register-nickname').fill(m.nickname);
  await page.getByTestId('register-date_of_birth').fill('1990-01-31'); // issue 10: date of birth
  await page.getByTestId('register-phone').fill('01098765432');
  await page.getByTestId('register-bank_name').click();
  await page.locator('.ant-select-item-option[title^="신한은행"]').click();
  await page.getByTestId('register-bank_account').fill('110123456789');
  await page.getByTestId('register-bank_holder').fill(m.holder);
}

async function login(page: Page, username: string, password: string, prefix = 'login') {
  await page.getByTestId(`${prefix}-username`).fill(username);
  await page.getByTestId(`${prefix}-password`).fill(password);
  const answered = page.waitForResponse((r) => r.url().endsWith('/auth/login'));
  await page.getByTestId(`${prefix}-submit`).click();
  return answered;
}

test('Korean: register → login through the form → my page shows the new data → logout → my page needs login again', async ({ page }) => {
  const started = Date.now();
  const m: NewMember = { username: uniqueName('ko'), nickname: `코${Date.now().toString(36).slice(-6)}`, holder: '김철수' };

  await page.goto('/account/register');
  await expect(page.getByTestId('register-page')).toContainText('회원가입');
  await fillRegister(page, m);
  await page.getByTestId('register-submit').click();

  await page.waitForURL('**/login');
  await expect(page.getByTestId('register-done')).toHaveText('회원가입이 완료되었습니다. 로그인해 주세요.');
  await expect(page.getByTestId('login-username')).toHaveValue(m.username);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.waitForURL('**/home');
  // the app bar shows the balance at once (no reload)
  await expect(page.getByTestId('app-bar-balance')).toHaveText('0');
  expect(Date.now() - started).toBeLessThan(60_000);

  // the session is stored base64-encoded
  const stored = await page.evaluate(() => ({ name: localStorage.getItem('casino.name'), jwt: localStorage.getItem('casino.jwt') }));
  expect(stored.name).not.toContain(m.nickname);
  expect(await page.evaluate((v) => new TextDecoder().decode(Uint8Array.from(atob(v!), (c) => c.charCodeAt(0))), stored.name)).toBe(m.nickname);
  expect(await page.evaluate((v) => atob(v!).split('.').length, stored.jwt)).toBe(3);

  await page.goto('/account/mypagelist');
  await expect(page.getByTestId('profile-nickname')).toHaveText(m.nickname);
  await expect(page.getByTestId('profile-balance')).toHaveText('0원');
  await expect(page.getByTestId('profile-points')).toHaveText('0 P');
  await expect(page.getByTestId('profile-bankName')).toHaveText('신한은행');
  await expect(page.getByTestId('profile-bankAccount')).toHaveText('********6789');
  await expect(page.getByTestId('profile-bankHolder')).toHaveText(m.holder);
  await expect(page.getByTestId('profile-createAt')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  await expect(page.getByTestId('profile-lastLogin')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  await expect(page.getByTestId('mypage')).not.toContainText('110123456789');

  // the info dialog and its settlement sub-dialog
  await page.getByTestId('mypage-open-info').click();
  await expect(page.getByRole('dialog', { name: '내 정보' })).toBeVisible();
  await expect(page.getByTestId('profile-email')).toHaveText(`${m.username}@example.com`);
  await page.getByTestId('info-open-settlement').click();
  await expect(page.getByTestId('settlement-bank-code')).toHaveText('은행 코드: 088');
  await page.getByTestId('mypage-settlement-back').click();
  await page.getByTestId('mypage-info-close').click();
  await page.waitForURL('**/account/mypagelist');

  await page.getByTestId('mypage-logout').click();
  await page.waitForURL((url) => url.pathname === '/login');
  await expect(page.getByTestId('login-form')).toBeVisible();
  expect(await page.evaluate(() => ['jwt', 'auth_token', 'name', 'bank_account'].map((k) => localStorage.getItem(`casino.${k}`)))).toEqual([null, null, null, null]);

  // the protected page now sends the visitor to /login, and back after login
  await page.goto('/account/mypagelist');
  await expect(page.getByTestId('login-required')).toBeVisible();
  await page.getByTestId('login-required').getByRole('button').click();
  await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/account/mypagelist');
  await login(page, m.username, PASSWORD);
  await page.waitForURL('**/account/mypagelist');
  await expect(page.getByTestId('profile-nickname')).toHaveText(m.nickname);
});

test('Korean: a wrong password shows the translated error; a logged-in member opening /login goes to /home', async ({ page, request }) => {
  const member = await registerMember(request);
  await page.goto('/login');
  const res = await login(page, member.username, 'not-the-password');
  expect((await res.json()).msg).toBe('auth_failed');
  await expect(page.getByTestId('login-error')).toHaveText('아이디 또는 비밀번호가 올바르지 않습니다.');
  await expect(page).toHaveURL(/\/login$/);

  await openAs(page, member, '/login');
  await page.waitForURL('**/home');
});

test('Korean: repeated wrong passwords for one username from one address show the rate-limit message', async ({ page, request }) => {
  const member = await registerMember(request);
  await page.goto('/login');
  // three free failures per (username, address) (docs/server.md, login rate limits) …
  for (let i = 1; i <= 3; i++) {
    const res = await login(page, member.username, `wrong-${i}-pass`);
    expect((await res.json()).code).toBe(4030);
  }
  // … then a growing delay (1, 2, 4 … s after the last failure, whatever this machine's speed) and, at ten failures,
  // the pair is refused outright: a refusal comes by the eleventh try at the latest
  let refused: Awaited<ReturnType<typeof login>> | undefined;
  for (let i = 4; i <= 11 && !refused; i++) {
    const res = await login(page, member.username, `wrong-${i}-pass`);
    if (res.status() === 429) refused = res;
    else expect((await res.json()).code).toBe(4030);
  }
  expect(refused, 'a 429 by the eleventh wrong password').toBeDefined();
  expect(refused!.headers()['retry-after']).toMatch(/^\d+$/);
  expect(await refused!.json()).toMatchObject({ code: 4290, msg: 'too_many_requests' });
  await expect(page.getByTestId('login-error')).toHaveText('시도 횟수가 너무 많습니다. 잠시 후 다시 시도해 주세요.');
});

test('Korean: the login slide panel logs in where the member is and shows the balance without a reload', async ({ page, request }) => {
  const member = await registerMember(request);
  await page.goto('/home');
  await page.getByTestId('login-button').click();
  await expect(page.getByTestId('login-panel-form')).toBeVisible();
  // the panel brings its own translations (the account routes were never loaded on this page)
  await expect(page.getByTestId('login-panel-form')).toContainText('아이디');
  await expect(page.getByTestId('login-panel-to-register')).toHaveText('회원가입');
  await expect(page.getByTestId('login-panel-to-register')).toHaveAttribute('href', '/account/register');
  await login(page, member.username, member.password, 'login-panel');
  await expect(page.getByTestId('login-panel-form')).toBeHidden();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('app-bar-balance')).toHaveText('0');
  await expect(page.getByTestId('logout-button')).toBeVisible();
});

test('English: register → login → my page → logout, all in English', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('casino.language', 'en'));
  const m: NewMember = { username: uniqueName('en'), nickname: `Ann${Date.now().toString(36).slice(-6)}`, holder: 'Ann Lee' };

  await page.goto('/account/register');
  await expect(page.getByTestId('register-page')).toContainText('Sign up');
  // inline validation in English
  await page.getByTestId('register-username').fill('Ab');
  await expect(page.locator('#register_username_help')).toHaveText('Use lowercase letters (a–z) and digits only.');
  await fillRegister(page, m);
  await page.getByTestId('register-submit').click();

  await page.waitForURL('**/login');
  await expect(page.getByTestId('register-done')).toHaveText('Your account has been created. Please log in.');
  await page.getByTestId('login-password').fill('wrong-password');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toHaveText('Wrong username or password.');
  await login(page, m.username, PASSWORD);
  await page.waitForURL('**/home');

  await page.goto('/account/mypagelist');
  await expect(page.getByTestId('mypage')).toContainText('My page');
  await expect(page.getByTestId('profile-nickname')).toHaveText(m.nickname);
  await expect(page.getByTestId('profile-balance')).toHaveText('₩0');
  await expect(page.getByTestId('profile-bankAccount')).toHaveText('********6789');
  // one formatter (shared/src/format): the same Seoul date-time in every language
  await expect(page.getByTestId('profile-createAt')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  await page.getByTestId('mypage-logout').click();
  await page.waitForURL((url) => url.pathname === '/login');
  await expect(page.getByTestId('login-page')).toContainText('Log in');
});

test('phone: sign-up and my page dialogs fit 390×844', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/account/register');
  await expect(page.getByTestId('register-form')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const member = await registerMember(request);
  await openAs(page, member, '/account/modal-mypage-info');
  const box = await page.getByRole('dialog').boundingBox();
  expect(box?.width).toBe(390);
  expect(box?.height).toBeGreaterThanOrEqual(844);
});
