// Responsible gaming (issue 10) against the whole stack: a daily deposit limit set on my page refuses a
// larger deposit; a self-excluded member can neither launch a game nor deposit but can still withdraw;
// sign-up refuses an under-age date of birth; the reality check interrupts play after the member's interval
// (the browser clock fast-forwarded); a blocked country leads to the restricted page; the footer's anchor
// scrolls to the section, also through the login.
import { expect, test, type APIRequestContext, type Page } from '../fixtures';
import { memberId, openAs, operatorCli, registerMember, uniqueName } from '../helpers';
import { API_URL } from '../stack-env';

const SECTION = '/account/mypagelist#responsible-gaming';

async function setLimitOnMyPage(page: Page, kind: string, value: string, shown: string) {
  const section = page.getByTestId('responsible-gaming');
  await expect(section).toBeInViewport();
  await section.getByTestId(`limit-${kind}-input`).fill(value);
  await section.getByTestId(`limit-${kind}-save`).click();
  await expect(section.getByTestId(`limit-${kind}-current`)).toHaveText(shown);
}

/** The first playable slot of the seeded demo provider, launched from the games drawer. */
async function launchFirstSlot(page: Page, request: APIRequestContext, jwt: string) {
  const providers = (await (await request.get(`${API_URL}/game/providers?category=slot`)).json()).data.list as Array<{ id: number; title: string }>;
  const provider = providers.find((p) => p.title === 'Astro Reels')!;
  const res = await request.get(`${API_URL}/game/provider?provider_id=${provider.id}`, { headers: { Authorization: `Bearer ${jwt}` } });
  const game = ((await res.json()).DATA.list as Array<{ id: number; game_title: string; is_service: number }>).find((g) => g.is_service === 1)!;
  await page.getByTestId('games-drawer-button').click();
  const drawer = page.getByTestId('provider-drawer');
  await drawer.getByRole('button', { name: provider.title, exact: true }).click();
  await drawer.locator(`[data-testid="grid-card"][data-id="game-${game.id}"]`).getByRole('button', { name: game.game_title, exact: true }).click();
}

test('a daily deposit limit set on my page refuses a larger deposit, translated; a smaller one goes through', async ({ page, request }) => {
  const member = await registerMember(request);
  await openAs(page, member, SECTION);
  await setLimitOnMyPage(page, 'deposit_daily', '100000', '100,000원');
  await expect(page.getByTestId('usage-daily')).toHaveText('0원');

  await page.goto('/wallet/depositpage');
  await page.getByTestId('deposit-amount').fill('200000');
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByText('일일 입금 한도를 초과합니다.', { exact: false }).first()).toBeVisible(); // the wallet's failure toast
  await expect(page.getByTestId('deposit-pending')).toHaveCount(0);
  await page.getByTestId('deposit-amount').fill('50000');
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('deposit-pending')).toBeVisible();
});

test('self-excluded after a confirmation: no game launch, no deposit, but withdrawals still work', async ({ page, request }) => {
  const member = await registerMember(request);
  const id = await memberId(request, member.username);
  expect(await operatorCli('adjust', String(id), '100000', '--reason', 'e2e opening balance')).toContain('balance now 100,000');

  await openAs(page, member, SECTION);
  const section = page.getByTestId('responsible-gaming');
  await expect(section).toBeInViewport();
  await section.getByTestId('exclusion-self_exclusion-6m').click();
  await section.getByTestId('exclusion-self_exclusion-start').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('6개월 동안 이용을 제한하시겠습니까?');
  await expect(dialog).toContainText('기간이 끝나기 전에는 어떤 경우에도 취소하거나 줄일 수 없습니다');
  await page.getByTestId('exclusion-confirm-ok').click();
  await expect(section.getByTestId('responsible-exclusion-active')).toContainText('까지 입금과 게임 이용이 중지됩니다');
  await expect(section.getByTestId('exclusion-self_exclusion-start')).toHaveCount(0);

  await page.goto('/game/slot');
  await launchFirstSlot(page, request, member.jwt);
  await expect(page.getByText('자기 제한 기간 중에는 이용할 수 없습니다.', { exact: false }).first()).toBeVisible();
  await expect(page.getByTestId('game-frame')).toHaveCount(0);

  await page.goto('/wallet/depositpage');
  await page.getByTestId('deposit-amount').fill('10000');
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('deposit-error')).toHaveText('자기 제한 기간 중에는 이용할 수 없습니다.');

  await page.goto('/wallet/withdrawpage');
  await expect(page.getByTestId('app-bar-balance')).toHaveText('100,000');
  await page.getByTestId('withdraw-amount').fill('30000');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('app-bar-balance')).toHaveText('70,000');
  await expect(page.getByTestId('recent-withdraw-row').getByTestId('status-tag')).toHaveAttribute('data-status', 'waiting');
});

test('sign-up refuses an under-age date of birth on the field, and so does the server', async ({ page, request }) => {
  const username = uniqueName('u');
  await page.goto('/account/register');
  await page.getByTestId('register-username').fill(username);
  await page.getByTestId('register-email').fill(`${username}@example.com`);
  await page.getByTestId('register-password').fill('pass12345');
  await page.getByTestId('register-password_confirm').fill('pass12345');
  await page.getByTestId('register-nickname').fill(`닉${username.slice(-8)}`);
  const d = new Date();
  const tooYoung = `${d.getFullYear() - 18}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  await page.getByTestId('register-date_of_birth').fill(tooYoung);
  await page.getByTestId('register-submit').click();
  await expect(page.locator('#register_date_of_birth_help')).toHaveText('만 19세 이상만 가입할 수 있습니다.');
  await expect(page).toHaveURL(/\/account\/register$/);

  const res = await request.post(`${API_URL}/auth/register`, {
    headers: { 'Content-Type': 'text/plain' },
    data: JSON.stringify({
      username, email: `${username}@example.com`, password: 'pass12345', password_confirm: 'pass12345', nickname: `닉${username.slice(-8)}`,
      phone: '01012345678', bank_name: '국민은행', bank_account: '12345678901234', bank_holder: '홍길동', date_of_birth: tooYoung,
    }),
  });
  expect(await res.json()).toMatchObject({ code: 4001, msg: 'underage', field: 'date_of_birth' });
});

test('reality check: with a 1-minute interval a dialog interrupts play; "stop playing" closes the game', async ({ page, request }) => {
  const member = await registerMember(request);
  await page.clock.install();
  await openAs(page, member, SECTION);
  await setLimitOnMyPage(page, 'reality_check_minutes', '1', '1분');

  await page.goto('/game/slot');
  const summaryRead = page.waitForResponse((r) => r.url().includes('/account/session-summary'));
  await launchFirstSlot(page, request, member.jwt);
  await expect(page.getByTestId('game-frame')).toBeVisible();
  await summaryRead;
  await page.clock.runFor(30_000);
  await expect(page.getByTestId('reality-check-continue')).toHaveCount(0);
  await page.clock.runFor(31_000);
  await expect(page.getByText('이용 시간 알림')).toBeVisible();
  await expect(page.getByTestId('reality-check-minutes')).toContainText('분');
  await expect(page.getByTestId('reality-check-net')).toContainText('원');
  await page.getByTestId('reality-check-stop').click();
  await expect(page.getByTestId('game-frame')).toHaveCount(0);
  await expect(page.getByTestId('reality-check-stop')).toHaveCount(0);
});

test('a login from a blocked country leads to the restricted page with the licence link', async ({ page }) => {
  await page.route('**/auth/login', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: 4030, msg: 'jurisdiction_blocked', data: null }) }));
  await page.goto('/login');
  await page.getByTestId('login-username').fill('someone1');
  await page.getByTestId('login-password').fill('pass12345');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/restricted$/);
  await expect(page.getByTestId('restricted')).toContainText('이용할 수 없는 지역입니다');
  await page.getByTestId('restricted-licence').click();
  await expect(page).toHaveURL(/\/etc\/licence$/);
});

test('the footer\'s anchor: a visitor logs in and lands on the responsible-gaming section (phone)', async ({ page, request }) => {
  const member = await registerMember(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('casino.tutorial_hidden', '1'));
  await page.goto(SECTION);
  await page.getByTestId('login-required').getByRole('button').click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount%2Fmypagelist%23responsible-gaming$/);
  await page.getByTestId('login-username').fill(member.username);
  await page.getByTestId('login-password').fill(member.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/account\/mypagelist#responsible-gaming$/);
  await expect(page.getByTestId('responsible-gaming')).toBeInViewport();
});
