// AML and risk alerts (issue 47 §3) against the whole production stack: compliance has the alerts queue open; a
// member's deposit over the large-deposit threshold (the default, 5,000,000 won) raises an alert that appears in the
// queue without a reload; the member's page shows it while it is open; compliance assigns it, comments and closes it
// with an outcome; the member's timeline names the compliance operator for each step.
import { expect, test } from '../fixtures';
import { memberId, registerMember } from '../helpers';
import { API_URL, BACKOFFICE_URL } from '../stack-env';

const COMPLIANCE = { username: 'operator-compliance', password: 'compliance1234' };

test('a large deposit raises an AML alert live in the compliance queue; compliance assigns, comments and closes it', { tag: '@money' }, async ({ browser, request }) => {
  // a payout account of its own, so that the member's only alert is the one this journey raises
  const member = await registerMember(request, { bank_account: `7${Date.now()}` });
  const id = await memberId(request, member.username);

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(`${BACKOFFICE_URL}/login`);
  await page.getByTestId('login-username').fill(COMPLIANCE.username);
  await page.getByTestId('login-password').fill(COMPLIANCE.password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('operator-name')).toContainText(COMPLIANCE.username);
  await page.getByTestId('nav-aml').click();
  await expect(page.getByTestId('aml-page')).toBeVisible();
  await expect(page.getByTestId('live-state')).toHaveAttribute('data-state', 'open');
  const card = page.locator('[data-testid^="aml-alert-"]').filter({ hasText: member.username });
  await expect(card).toHaveCount(0);

  // the member asks for a deposit of 5,000,000 won
  const deposit = await request.post(`${API_URL}/wallet/deposit`, {
    headers: { 'Content-Type': 'text/plain', Authorization: `Bearer ${member.jwt}`, 'X-Sequence': `e2e-aml-${Date.now().toString(36)}` },
    data: JSON.stringify({ amount: 5_000_000 }),
  });
  expect((await deposit.json()).code).toBe(0);

  // the alert appears in the open queue without a reload
  await expect(card).toBeVisible();
  await expect(card.getByTestId('aml-rule')).toHaveText('Large deposit');
  const alertId = Number((await card.getAttribute('data-testid'))!.replace('aml-alert-', ''));

  // the member's page shows it while it is open
  await card.getByTestId('aml-member').click();
  await expect(page.getByTestId(`member-aml-${alertId}`)).toContainText('Large deposit');
  await page.goBack();

  // assign to me, comment, close with an outcome and a note
  await page.getByTestId(`aml-assign-me-${alertId}`).click();
  await expect(card.getByTestId('aml-assignee')).toHaveText(COMPLIANCE.username);
  await page.getByTestId(`aml-comments-${alertId}`).click();
  await page.getByTestId('aml-comment-input').fill('입금 출처 확인 요청');
  await page.getByTestId('aml-comment-add').click();
  await expect(page.getByTestId('aml-comment-list')).toContainText('입금 출처 확인 요청');
  await page.keyboard.press('Escape');
  await expect(card.getByTestId(`aml-comments-${alertId}`)).toHaveText('Comments (1)');
  await page.getByTestId(`aml-close-${alertId}`).click();
  await page.getByTestId('aml-close-note').fill('급여 입금으로 확인, 조치 없음');
  await page.getByTestId('aml-close-confirm').click();
  await expect(card).toHaveCount(0);

  // closed: gone from the member's page; the timeline names compliance for each step
  await page.goto(`${BACKOFFICE_URL}/members/${id}`);
  const timeline = page.getByTestId('member-timeline');
  for (const action of ['aml.assign', 'aml.comment', 'aml.close']) {
    await expect(timeline.locator('tr').filter({ hasText: action }).filter({ hasText: COMPLIANCE.username })).toHaveCount(1);
  }
  await expect(page.getByTestId('member-aml-alerts')).toHaveCount(0);
  await context.close();
});
