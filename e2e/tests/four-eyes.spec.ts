// Four eyes on money (issue 47 §1) against the whole production stack: a cashier's large adjustment waits for a second
// operator — the cashier sees it sent for approval and cannot approve it himself — and the compliance operator, whose
// Approvals page is open, sees it arrive live and approves it: the balance changes. A cashier who asked for a change
// of a member's payout account (approved by the owner) cannot approve that member's withdrawal. The member's timeline
// names every operator involved.
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '../fixtures';
import { memberId, registerMember } from '../helpers';
import { API_URL, BACKOFFICE_URL } from '../stack-env';

interface Who { username: string; password: string }
const OWNER: Who = { username: 'operator', password: 'operator1234' };
const CASHIER: Who = { username: 'operator-cashier', password: 'cashier1234' };
const COMPLIANCE: Who = { username: 'operator-compliance', password: 'compliance1234' };

async function operatorApi(request: APIRequestContext, who: Who) {
  const body = await (await request.post(`${API_URL}/operator/login`, { data: who })).json();
  expect(body.code, JSON.stringify(body)).toBe(0);
  const headers = { Authorization: `Bearer ${body.data.jwt as string}` };
  let n = 0;
  return {
    get: async (path: string) => (await request.get(`${API_URL}${path}`, { headers })).json(),
    post: async (path: string, data: unknown = {}) => (await request.post(`${API_URL}${path}`, { headers: { ...headers, 'X-Sequence': `e2e-4e-${Date.now().toString(36)}-${(n += 1)}` }, data })).json(),
  };
}

const consoles: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(consoles.splice(0).map((context) => context.close()));
});

async function consoleAs(browser: Browser, who: Who): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'en-US' });
  consoles.push(context);
  const page = await context.newPage();
  await page.goto(`${BACKOFFICE_URL}/login`);
  await page.getByTestId('login-username').fill(who.username);
  await page.getByTestId('login-password').fill(who.password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('operator-name')).toContainText(who.username);
  return page;
}

test('four eyes: a large adjustment waits for a second operator; a bank change blocks its cashier from the member\'s withdrawal; the timeline names them', async ({ browser, request }) => {
  test.setTimeout(240_000); // three consoles and a member on one worker
  const member = await registerMember(request);
  const id = await memberId(request, member.username);
  const owner = await operatorApi(request, OWNER);

  // the compliance operator keeps the Approvals page open
  const compliance = await consoleAs(browser, COMPLIANCE);
  await compliance.getByTestId('nav-approvals').click();
  await expect(compliance.getByTestId('live-state')).toHaveAttribute('data-state', 'open');

  // (a) the cashier adjusts 1,500,000 won (above the 1,000,000 threshold): sent for approval, nothing moves yet
  const cashier = await consoleAs(browser, CASHIER);
  await cashier.goto(`${BACKOFFICE_URL}/members/${id}`);
  await cashier.getByTestId('member-action-adjust').click();
  await cashier.getByTestId('field-amount').fill('1500000');
  await cashier.getByTestId('field-reason').fill('tournament prize');
  await cashier.getByTestId('member-action-confirm').click();
  await expect(cashier.getByText(/Sent for approval \(request #\d+\)/)).toBeVisible();
  expect((await owner.get(`/operator/members/${id}`)).data.balance).toBe(0);

  // the cashier cannot approve his own request: the buttons are disabled and the page says why
  await cashier.getByTestId('nav-approvals').click();
  const own = cashier.locator('[data-testid^="approval-"]').filter({ hasText: member.username }).filter({ hasText: 'Cash adjustment' });
  await expect(own).toBeVisible();
  const requestId = Number((await own.getAttribute('data-testid'))!.replace('approval-', ''));
  await expect(cashier.getByTestId(`approval-approve-${requestId}`)).toBeDisabled();
  await expect(cashier.getByTestId(`approval-own-${requestId}`)).toHaveText('Your own request: another operator must decide it');
  // nor through the API
  const cashierApi = await operatorApi(request, CASHIER);
  expect(await cashierApi.post(`/operator/approvals/${requestId}/approve`)).toMatchObject({ code: 4030, msg: 'approval_own_request' });

  // the request reached compliance's open page live; compliance approves it and the balance changes
  const row = compliance.getByTestId(`approval-${requestId}`);
  await expect(row).toContainText('+1,500,000');
  await expect(row).toContainText(CASHIER.username);
  await compliance.getByTestId(`approval-approve-${requestId}`).click();
  await expect(compliance.getByText(`Approved #${requestId}: the change is made`)).toBeVisible();
  await expect(row).toHaveCount(0);
  // and the cashier's open page drops it live
  await expect(cashier.getByTestId(`approval-${requestId}`)).toHaveCount(0);
  expect((await owner.get(`/operator/members/${id}`)).data.balance).toBe(1_500_000);

  // (b) the cashier asks to change the member's payout account; the owner approves it
  await cashier.goto(`${BACKOFFICE_URL}/members/${id}`);
  await cashier.getByTestId('member-action-bank').click();
  await cashier.getByTestId('field-bank_name').fill('국민은행');
  await cashier.getByTestId('field-bank_account').fill('987654321000');
  await cashier.getByTestId('field-reason').fill('member called from the registered phone');
  await cashier.getByTestId('member-action-confirm').click();
  await expect(cashier.getByText(/Sent for approval \(request #\d+\)/)).toBeVisible();
  const bankRequest = (await owner.get('/operator/approvals?state=pending&size=100')).data.list
    .find((r: { kind: string; member_id: number }) => r.kind === 'member_bank' && r.member_id === id);
  expect(await owner.post(`/operator/approvals/${bankRequest.id}/approve`)).toMatchObject({ code: 0, data: { state: 'approved' } });

  // the member asks to withdraw; the cashier who changed the account cannot approve it
  const withdraw = await (await request.post(`${API_URL}/wallet/withdraw`, {
    headers: { Authorization: `Bearer ${member.jwt}`, 'Content-Type': 'text/plain' }, data: JSON.stringify({ amount: 100000 }),
  })).json();
  expect(withdraw.code, JSON.stringify(withdraw)).toBe(0);
  await cashier.getByTestId('nav-cashier').click();
  await cashier.getByTestId('queue-tab-withdrawal').click();
  await expect(cashier.getByTestId(`request-withdrawal-${withdraw.data.id}`)).toBeVisible();
  await cashier.getByTestId(`approve-${withdraw.data.id}`).click();
  await expect(cashier.getByText(/changed or approved this member's payout account in the last 24 hours/)).toBeVisible();
  await expect(cashier.getByTestId(`request-withdrawal-${withdraw.data.id}`)).toBeVisible(); // still waiting
  expect((await owner.get(`/operator/withdrawals?status=waiting&size=100`)).data.list.map((w: { id: number }) => w.id)).toContain(withdraw.data.id);

  // (c) the member's timeline names the operators: the cashier's requests, compliance's and the owner's approvals
  await compliance.goto(`${BACKOFFICE_URL}/members/${id}`);
  const timeline = compliance.getByTestId('member-timeline');
  const operatorRows = timeline.locator('[data-testid^="timeline-operator-"]');
  await expect(operatorRows.filter({ hasText: 'approval.request' }).first()).toContainText(CASHIER.username);
  await expect(operatorRows.filter({ hasText: 'approval.approve' }).filter({ hasText: COMPLIANCE.username })).toHaveCount(1);
  await expect(operatorRows.filter({ hasText: 'approval.approve' })).toHaveCount(2); // compliance's and the owner's
  await expect(operatorRows.filter({ hasText: 'member.bank' })).toContainText('987654321000'); // compliance reads it in full
  await expect(timeline.locator('[data-testid^="timeline-ledger-"]').filter({ hasText: 'adjust' })).toContainText('+1,500,000');
});
