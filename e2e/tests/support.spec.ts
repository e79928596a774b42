// Support journeys (issue 9): a one-to-one inquiry answered through the operator CLI, memos with the app bar
// badge following reads and deletes, the home-page notice popup once per day, plain-text rendering of a
// hostile inquiry title, and the public FAQ / customer inquiry form, in Korean and English, desktop and phone.
import { expect, test, type APIRequestContext, type Page } from '../fixtures';
import { API_URL } from '../stack-env';
import { liveStreamOpen, type Member, memberId, openAs, operatorCli, registerMember } from '../helpers';

const XSS = '<img src=x onerror=alert(1)>';

async function unreadFromServer(request: APIRequestContext, member: Member): Promise<number> {
  const res = await request.get(`${API_URL}/main/init`, { headers: { Authorization: `Bearer ${member.jwt}` } });
  return (await res.json()).DATA.ui.unread_memo as number;
}

/** The number in the app bar's unread memo badge (antd hides a zero badge). */
/**
 * Confirms the open popconfirm with its "삭제" button once its opening animation is over (antd's zoom: a click
 * during it can miss the button), then waits for it to close: the confirmation reached the page.
 */
async function confirmDelete(page: Page): Promise<void> {
  const popup = page.locator('.ant-popover.ant-popconfirm:not(.ant-popover-hidden)');
  await expect(popup).toHaveCount(1);
  await expect(popup).not.toHaveClass(/-(enter|appear)/);
  await popup.getByRole('button', { name: '삭제' }).click();
  await expect(popup).toHaveCount(0);
}

async function badge(page: Page): Promise<number> {
  // the app bar's badge carries the exact count (its text shows "99+" above 99)
  const badge = page.getByTestId('unread-memo-badge');
  if ((await badge.count()) === 0) return 0;
  return Number((await badge.first().getAttribute('data-count')) ?? 0);
}

function failOnDialog(page: Page) {
  page.on('dialog', (dialog) => { throw new Error(`unexpected dialog: ${dialog.message()}`); });
}

test('inquiry: written by the member, answered with the operator CLI, shown as answer complete with the answer', async ({ page, request }) => {
  failOnDialog(page);
  const member = await registerMember(request);
  await openAs(page, member, '/supports/counselpage');
  await expect(page.getByTestId('inquiry-reply-time')).toHaveText('고객센터 답변은 보통 1~2일 이내에 등록됩니다.');

  // spec §5 in the browser: both missing, then one
  await page.getByTestId('inquiry-submit').click();
  await expect(page.getByTestId('inquiry-form-error')).toHaveText('제목과 내용을 모두 입력해 주세요.');
  await page.getByTestId('inquiry-content').fill('출금 신청이 아직 처리되지 않았어요.\n확인 부탁드립니다.');
  await expect(page.getByText('제목을 입력해 주세요.')).toBeVisible();
  await page.getByTestId('inquiry-title').fill('출금 문의');
  await expect(page.getByText('5 / 100')).toBeVisible();
  await page.getByTestId('inquiry-submit').click();

  const item = page.getByTestId(/^inquiry-\d+$/).filter({ has: page.getByText('출금 문의', { exact: true }) });
  await expect(item.getByTestId('inquiry-status')).toHaveText('답변 대기');
  const id = (await item.getAttribute('data-testid'))!.replace('inquiry-', '');

  const pending = await operatorCli('inquiries', '--status', 'pending');
  expect(pending).toContain(member.username);
  const out = await operatorCli('inquiry-answer', id, '--answer', '확인 결과 정상 처리되었습니다.\\n이용해 주셔서 감사합니다.');
  expect(out).toContain(`inquiry ${id} answered`);

  await page.reload();
  const answered = page.getByTestId(`inquiry-${id}`);
  await expect(answered.getByTestId('inquiry-status')).toHaveText('답변 완료');
  await expect(answered.getByTestId('inquiry-answered-at')).toContainText('답변일');
  await answered.getByTestId('inquiry-item-title').click();
  const answer = page.getByTestId('inquiry-answer');
  await expect(answer).toContainText('확인 결과 정상 처리되었습니다.');
  await expect(answer).toContainText('이용해 주셔서 감사합니다.');
  // line breaks kept by CSS, not by HTML
  await expect(answer.locator('.support-text')).toHaveCSS('white-space', 'pre-wrap');

  // delete own
  await page.getByTestId(`inquiry-delete-${id}`).click();
  await confirmDelete(page);
  await expect(page.getByTestId(`inquiry-${id}`)).toHaveCount(0);
});

test('an inquiry titled with HTML shows those characters and runs nothing', async ({ page, request }) => {
  failOnDialog(page);
  const member = await registerMember(request);
  await openAs(page, member, '/supports/counselpage');
  await page.getByTestId('inquiry-title').fill(XSS);
  await page.getByTestId('inquiry-content').fill(`${XSS}\n<script>alert(2)</script>`);
  await page.getByTestId('inquiry-submit').click();
  const title = page.getByTestId('inquiry-item-title').filter({ hasText: XSS });
  await expect(title).toHaveText(XSS);
  await title.click();
  await expect(page.getByTestId('inquiry-item-content')).toHaveText(`${XSS}\n<script>alert(2)</script>`);
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  await page.reload();
  await expect(page.getByTestId('inquiry-item-title').filter({ hasText: XSS })).toBeVisible();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
});

test('memos: a new operator memo reaches the badge through the live stream; reading and deleting update it at once', async ({ page, request }) => {
  test.setTimeout(90_000);
  const member = await registerMember(request);
  const id = await memberId(request, member.username);
  await openAs(page, member, '/supports/memopage');
  await expect(page.getByTestId('memo-box')).toBeVisible();
  await liveStreamOpen(page);
  const base = await unreadFromServer(request, member);
  await expect.poll(() => badge(page)).toBe(base);

  await operatorCli('memo-send', '--member', String(id), '--title', '첫 번째 쪽지', '--content', '안녕하세요.\\n두 번째 줄입니다.');
  await operatorCli('memo-send', '--member', String(id), '--title', '두 번째 쪽지', '--content', '삭제할 쪽지');
  // the open stream brings each memo at once (memo.received → a fresh init)
  await expect.poll(() => badge(page)).toBe(base + 2);
  const first = page.getByTestId(/^memo-\d+$/).filter({ hasText: '첫 번째 쪽지' });
  const second = page.getByTestId(/^memo-\d+$/).filter({ hasText: '두 번째 쪽지' });
  await expect(first).toHaveAttribute('data-read', 'false');

  // opening marks read; the badge follows without waiting for a poll
  await first.getByTestId('memo-title').click();
  await expect(first).toHaveAttribute('data-read', 'true');
  await expect(page.getByText('두 번째 줄입니다.', { exact: false })).toBeVisible();
  await expect.poll(() => badge(page), { timeout: 3_000 }).toBe(base + 1);

  // deleting an unread memo
  const secondId = (await second.getAttribute('data-testid'))!.replace('memo-', '');
  await page.getByTestId(`memo-delete-${secondId}`).click();
  await confirmDelete(page);
  await expect(second).toHaveCount(0);
  await expect.poll(() => badge(page), { timeout: 3_000 }).toBe(base);

  // one-to-one tab lists only personal memos
  await page.getByTestId('memo-tab-personal').click();
  await expect(page.getByTestId(/^memo-\d+$/)).toHaveCount(1);
  await page.getByTestId('memo-tab-all').click();

  // mark all read, then delete all read
  if (base > 0) {
    await page.getByTestId('memo-read-all').click();
    await expect.poll(() => badge(page), { timeout: 3_000 }).toBe(0);
  }
  await expect(page.getByTestId('memo-unread-count')).toHaveText('읽지 않은 쪽지: 0');
  await page.getByTestId('memo-delete-read').click();
  await confirmDelete(page);
  await expect(page.getByText('받은 쪽지가 없습니다.')).toBeVisible();
  expect(await unreadFromServer(request, member)).toBe(0);
});

test('memos need login; notices, FAQ and the customer inquiry form are public', async ({ page }) => {
  await page.goto('/supports/memopage');
  await expect(page.getByTestId('login-required')).toBeVisible();
  await page.goto('/supports/counselpage');
  await expect(page.getByTestId('login-required')).toBeVisible();

  await page.getByTestId('support-nav-notices').click();
  await expect(page).toHaveURL(/\/supports\/noticepage/);
  await page.getByTestId(/^notice-\d+$/).filter({ hasText: '[필독] 입출금 이용 안내' }).click();
  await expect(page.getByTestId('notice-detail-title')).toHaveText('[필독] 입출금 이용 안내');
  await expect(page.getByTestId('notice-detail-content')).toContainText('10,000원 단위');
  await page.getByTestId('notice-back').click();
  await expect(page.getByTestId('notice-board')).toBeVisible();

  await page.getByTestId('support-nav-faq').click();
  await expect(page.getByTestId('faq-list')).toContainText('입금은 어떻게 하나요?');
  await expect(page.getByTestId('faq-list')).toContainText('포인트는 어떻게 사용하나요?');
  await page.getByText('출금 신청 후 얼마나 걸리나요?').click();
  await expect(page.getByText('은행 점검 시간', { exact: false })).toBeVisible();

  await page.getByTestId('support-nav-contact').click();
  await page.getByTestId('contact-submit').click();
  await expect(page.getByText('이름을 입력해 주세요.')).toBeVisible();
  await page.getByTestId('contact-name').fill('방문자');
  await page.getByTestId('contact-email').fill('visitor@example.com');
  await page.getByTestId('contact-title').fill('가입 문의');
  await page.getByTestId('contact-content').fill('가입 절차를 알려 주세요.');
  await page.getByTestId('contact-submit').click();
  await expect(page.getByTestId('contact-sent')).toBeVisible();
  expect(await operatorCli('contacts')).toContain('visitor@example.com');
});

test('notice popup on home: once per day with "don\'t show again today"', async ({ page }) => {
  const title = `팝업 공지 ${Date.now()}`;
  const posted = await operatorCli('notice-post', '--title', title, '--content', '오늘의 안내입니다.\\n둘째 줄', '--popup');
  const id = posted.match(/notice (\d+) posted \(popup\)/)?.[1];
  expect(id).toBeTruthy();
  // Other journeys' popup notices are already hidden for today, so that this one is the only popup due.
  await page.addInitScript((keep) => {
    if (sessionStorage.getItem('__e2e_popups')) return; // once per tab: later loads keep what the page stored
    sessionStorage.setItem('__e2e_popups', '1');
    // the wallet's day (Asia/Seoul), as the page reads it (popup-flags.ts), not the machine's
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
    const flags: Record<string, string> = {};
    for (let n = 1; n <= 500; n += 1) if (String(n) !== keep) flags[String(n)] = today;
    localStorage.setItem('casino.notice_flag', JSON.stringify(flags));
  }, id!);
  await page.goto('/home');
  await expect(page.getByTestId('notice-popup-title')).toHaveText(title);
  await expect(page.getByTestId('notice-popup')).toHaveAttribute('data-notice-id', id!);
  await page.getByTestId('notice-popup-hide-today').click();
  await expect(page.getByTestId('notice-popup')).toHaveCount(0);
  const flags = await page.evaluate(() => JSON.parse(localStorage.getItem('casino.notice_flag') ?? '{}'));
  expect(Object.keys(flags)).toContain(id);

  // the same day: the list is read again and nothing is due
  await page.reload();
  await expect(page.getByTestId('notice-popup-state')).toHaveAttribute('data-state', 'loaded');
  await expect(page.getByTestId('notice-popup-state')).toHaveAttribute('data-due', '0');
  await expect(page.getByTestId('notice-popup')).toHaveCount(0);

  // the next day it is back
  await page.clock.setFixedTime(new Date(Date.now() + 24 * 3600_000));
  await page.reload();
  await expect(page.getByTestId('notice-popup-title')).toHaveText(title);
  await page.getByTestId('notice-popup-close').click();
  const cleanup = await operatorCli('notice-delete', id!);
  expect(cleanup).toContain('deleted');
});

test('English on a phone: the inquiry form rules and the support pages fit 390 px', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('casino.language', 'en'));
  const member = await registerMember(request);
  await openAs(page, member, '/supports/counselpage');
  await expect(page.getByTestId('inquiry-reply-time')).toHaveText('Our support team usually replies within 1 to 2 days.');
  await page.getByTestId('inquiry-content').fill('Where is my withdrawal?');
  await page.getByTestId('inquiry-submit').click();
  await expect(page.getByText('Please enter a title.')).toBeVisible();
  await page.getByTestId('inquiry-title').fill('x'.repeat(101));
  await expect(page.getByText('101 / 100')).toBeVisible();
  await page.getByTestId('inquiry-submit').click();
  await expect(page.getByText('The title can be at most 100 characters.')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await page.getByTestId('support-nav-memos').click();
  await expect(page.getByTestId('memo-tab-personal')).toHaveText('One-to-one');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
