// The operators' back office (issue 16) against the whole production stack, on its own origin: a deposit
// request reaches the cashier's open queue without a reload, the cashier approves it in the console, the audit
// lists the approval with before and after; a support operator gets no approve button (and 403 from the API);
// an operator with TOTP cannot log in without the code; suspending a member logs their open page out; the
// report's GGR equals the ledger's bets − wins for the day; the member timeline names the operators and takes an
// internal note (issue 47 §5); the cashier queue on a 390 px phone.
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '../fixtures';
import * as OTPAuth from 'otpauth';
import { liveStreamOpen, type Member, memberId, openAs, registerMember, uniqueName } from '../helpers';
import { API_URL, BACKOFFICE_URL } from '../stack-env';

interface Who { username: string; password: string }
const OWNER: Who = { username: 'operator', password: 'operator1234' };
const CASHIER: Who = { username: 'operator-cashier', password: 'cashier1234' };
const SUPPORT: Who = { username: 'operator-support', password: 'support1234' };

async function operatorApi(request: APIRequestContext, who: Who, totp?: string) {
  const res = await request.post(`${API_URL}/operator/login`, { data: { ...who, ...(totp ? { totp } : {}) } });
  const body = await res.json();
  expect(body.code, JSON.stringify(body)).toBe(0);
  const headers = { Authorization: `Bearer ${body.data.jwt as string}` };
  let n = 0;
  const seq = () => ({ 'X-Sequence': `e2e-bo-${Date.now().toString(36)}-${(n += 1)}` });
  return {
    get: async (path: string) => request.get(`${API_URL}${path}`, { headers }),
    post: async (path: string, data: unknown = {}) => request.post(`${API_URL}${path}`, { headers: { ...headers, ...seq() }, data }),
  };
}

/** Logs in through the console's form; `code` answers the TOTP step. */
async function consoleLogin(page: Page, who: Who, code?: string) {
  await page.goto(`${BACKOFFICE_URL}/login`);
  await page.getByTestId('login-username').fill(who.username);
  await page.getByTestId('login-password').fill(who.password);
  await page.getByTestId('login-submit').click();
  if (code) {
    await expect(page.getByTestId('login-totp-step')).toBeVisible();
    await page.getByTestId('login-totp').locator('input').first().fill(code);
    await page.getByTestId('login-totp-submit').click();
  }
  await expect(page.getByTestId('operator-name')).toContainText(who.username);
}

/** The consoles a test opened: closed after it, so that no console (its live stream, its timers) outlives its test. */
const consoles: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(consoles.splice(0).map((context) => context.close()));
});

async function consolePage(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'en-US' });
  consoles.push(context);
  return context.newPage();
}

const requestCard = (page: Page, member: Member) => page.locator('[data-testid^="request-deposit-"]').filter({ hasText: member.username });

test('a deposit request reaches the open cashier queue live; the cashier approves it; the audit shows before and after', { tag: '@money' }, async ({ browser, page, request }) => {
  const member = await registerMember(request);
  const cashier = await consolePage(browser);
  await consoleLogin(cashier, CASHIER);
  await cashier.getByTestId('nav-cashier').click();
  await expect(cashier.getByTestId('queue-deposit')).toBeVisible();
  await expect(cashier.getByTestId('live-state')).toHaveAttribute('data-state', 'open');
  await expect(requestCard(cashier, member)).toHaveCount(0);

  // the member asks for a deposit on the site
  await openAs(page, member, '/wallet/depositpage');
  await liveStreamOpen(page);
  await page.getByTestId('quick-50000').click();
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('deposit-pending')).toBeVisible();

  // it appears in the console without a reload, with the member in context
  const card = requestCard(cashier, member);
  await expect(card).toBeVisible();
  await expect(card.getByTestId('request-amount')).toHaveText('50,000');
  await expect(card.getByTestId('context-balance')).toHaveText('0');
  const requestId = Number((await card.getAttribute('data-testid'))!.replace('request-deposit-', ''));

  await cashier.getByTestId(`approve-${requestId}`).click();
  await expect(card).toHaveCount(0);
  await expect(cashier.getByText(`Approved #${requestId}`)).toBeVisible();
  // the member's balance follows at once, through the open stream
  await expect(page.getByTestId('app-bar-balance')).toHaveText('50,000');

  // the owner's audit lists the approval with the request before and after
  const owner = await consolePage(browser);
  await consoleLogin(owner, OWNER);
  await owner.getByTestId('nav-audit').click();
  await owner.getByTestId('audit-action').fill('deposit.approve');
  await owner.getByTestId('audit-filter').click();
  const row = owner.getByTestId(`audit-row-deposit.approve-${requestId}`);
  await expect(row).toBeVisible();
  await expect(row).toContainText(CASHIER.username);
  await expect(row).toContainText('"status":"waiting"');
  await expect(row).toContainText('"status":"completed"');
});

test('a decision made by another cashier takes the request off an open queue at once', async ({ browser, request }) => {
  const member = await registerMember(request);
  const cashier = await consolePage(browser);
  await consoleLogin(cashier, CASHIER);
  await cashier.getByTestId('nav-cashier').click();
  await expect(cashier.getByTestId('live-state')).toHaveAttribute('data-state', 'open');
  const deposit = await request.post(`${API_URL}/wallet/deposit`, { headers: { Authorization: `Bearer ${member.jwt}`, 'Content-Type': 'text/plain' }, data: JSON.stringify({ amount: 30000 }) });
  expect((await deposit.json()).code).toBe(0);
  const card = requestCard(cashier, member);
  await expect(card).toBeVisible();
  const requestId = Number((await card.getAttribute('data-testid'))!.replace('request-deposit-', ''));
  const other = await operatorApi(request, OWNER);
  expect((await (await other.post(`/operator/deposits/${requestId}/reject`, { reason: 'e2e: decided elsewhere' })).json()).code).toBe(0);
  await expect(card).toHaveCount(0);
});

test('a support operator is offered no approval, and the API refuses one with 403', async ({ browser, request }) => {
  const member = await registerMember(request);
  const deposit = await request.post(`${API_URL}/wallet/deposit`, { headers: { Authorization: `Bearer ${member.jwt}`, 'Content-Type': 'text/plain' }, data: JSON.stringify({ amount: 20000 }) });
  expect((await deposit.json()).code).toBe(0);
  const support = await consolePage(browser);
  await consoleLogin(support, SUPPORT);
  await expect(support.getByTestId('nav-support')).toBeVisible();
  await expect(support.getByTestId('nav-cashier')).toHaveCount(0);
  await support.goto(`${BACKOFFICE_URL}/cashier`);
  await expect(support.getByTestId('forbidden')).toBeVisible();
  await expect(support.locator('[data-testid^="approve-"]')).toHaveCount(0);

  const api = await operatorApi(request, SUPPORT);
  const owner = await operatorApi(request, OWNER);
  const waiting = (await (await owner.get('/operator/deposits?status=waiting&size=100')).json()).data.list.find((d: { username: string }) => d.username === member.username);
  const refused = await api.post(`/operator/deposits/${waiting.id}/approve`);
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ code: 4030, msg: 'role_forbidden' });
  const still = (await (await owner.get('/operator/deposits?status=waiting&size=100')).json()).data.list.find((d: { id: number }) => d.id === waiting.id);
  expect(still?.status).toBe('waiting'); // a refused request changes nothing
});

test('an operator with TOTP enrolled cannot log in without the code', async ({ browser, request }) => {
  const who = { username: uniqueName('totp'), password: 'totp-pass-1234' };
  const owner = await operatorApi(request, OWNER);
  expect((await (await owner.post('/operator/operators', { ...who, role: 'cashier' })).json()).code).toBe(0);

  // enrolment in the console: QR code and key, confirmed with a code from the secret
  const page = await consolePage(browser);
  await consoleLogin(page, who);
  await page.getByTestId('nav-totp').click();
  await page.getByTestId('totp-start').click();
  await expect(page.getByTestId('totp-qr')).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
  await page.getByTestId('totp-code').locator('input').first().fill(totp.generate());
  await page.getByTestId('totp-confirm').click();
  await expect(page.getByTestId('totp-enabled')).toBeVisible();
  await page.getByTestId('logout').click();

  // password alone: the console stops at the code step, and a wrong code is refused
  await page.getByTestId('login-username').fill(who.username);
  await page.getByTestId('login-password').fill(who.password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-totp-step')).toBeVisible();
  await page.getByTestId('login-totp').locator('input').first().fill('000000' === totp.generate() ? '111111' : '000000');
  await page.getByTestId('login-totp-submit').click();
  await expect(page.getByTestId('login-error')).toBeVisible();
  await expect(page.getByTestId('operator-name')).toHaveCount(0);
  const bare = await request.post(`${API_URL}/operator/login`, { data: who });
  expect(await bare.json()).toMatchObject({ code: 4030, msg: 'totp_required' });
});

test('suspending a member in the console logs that member out on their open page', async ({ browser, page, request }) => {
  const member = await registerMember(request);
  const id = await memberId(request, member.username);
  await openAs(page, member, '/home');
  await expect(page.getByTestId('app-bar-balance')).toBeVisible();
  await liveStreamOpen(page);

  const owner = await consolePage(browser);
  await consoleLogin(owner, OWNER);
  await owner.goto(`${BACKOFFICE_URL}/members/${id}`);
  await owner.getByTestId('member-action-suspend').click();
  await owner.getByTestId('field-reason').fill('e2e: suspended');
  await owner.getByTestId('member-action-confirm').click();
  await expect(owner.getByTestId('member-status')).toHaveText('Suspended');

  // the member's open page logs out at once: its stream says so
  await expect(page.getByTestId('login-button')).toBeVisible();
  await expect(page.getByTestId('app-bar-balance')).toHaveCount(0);
});

test("the report's gross gaming revenue equals the ledger's bets − wins for today's house-game rounds", { tag: '@money' }, async ({ browser, request }) => {
  const member = await registerMember(request);
  const id = await memberId(request, member.username);
  const owner = await operatorApi(request, OWNER);
  expect((await (await owner.post(`/operator/members/${id}/adjust`, { amount: 100_000, reason: 'e2e report' })).json()).code).toBe(0);
  // one round of Fortune Reels, played as the game page plays it
  const game = (await (await owner.get('/operator/games?q=house-reels')).json()).data.list.find((g: { code: string }) => g.code === 'house-reels');
  const auth = { Authorization: `Bearer ${member.jwt}` };
  const launch = await (await request.get(`${API_URL}/game/launch?game_id=${game.id}&type=casino`, { headers: auth })).json();
  const token = new URL(launch.DATA.url).hash.replace(/^#launch=/, '');
  const session = await (await request.post(`${API_URL}/house/session`, { data: { launch_token: token } })).json();
  const round = await (await request.post(`${API_URL}/house/rounds`, {
    headers: { 'X-House-Session': session.data.session_token, 'X-Sequence': `e2e-report-${Date.now()}` }, data: { bet: 1000 },
  })).json();
  expect(round.code, JSON.stringify(round)).toBe(0);

  // the ledger of every member for today (Asia/Seoul)
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const seoulDay = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
  let bets = 0;
  let wins = 0;
  const members = (await (await owner.get('/operator/members?size=100')).json()).data;
  expect(members.total).toBeLessThanOrEqual(100);
  for (const m of members.list as Array<{ id: number }>) {
    for (let p = 1; ; p += 1) {
      const page = (await (await owner.get(`/operator/members/${m.id}/ledger?page=${p}&size=100`)).json()).data;
      for (const row of page.list as Array<{ type: string; amount: number; created_at: string }>) {
        if (seoulDay(row.created_at) !== today) continue;
        if (row.type === 'bet') bets += Math.abs(row.amount);
        if (row.type === 'win') wins += Math.abs(row.amount);
      }
      if (p * 100 >= page.total) break;
    }
  }
  expect(bets).toBeGreaterThan(0);

  // the console's report for today
  const page = await consolePage(browser);
  await consoleLogin(page, OWNER);
  await page.getByTestId('nav-reports').click();
  const todayRow = page.getByTestId('report-daily').locator('tr', { hasText: today });
  await expect(todayRow).toBeVisible();
  await expect(todayRow.getByTestId('report-ggr')).toHaveText((bets - wins).toLocaleString('en-US').replace('-', '−')); // the display minus
  const api = (await (await owner.get(`/operator/reports/daily?from=${today}&to=${today}`)).json()).data.list[0];
  expect(api).toMatchObject({ day: today, bets, wins, ggr: bets - wins });
});

test("the member's timeline tells what happened with the operators named; support adds an internal note", async ({ browser, request }) => {
  const member = await registerMember(request); // registering logs the member in: a login in the story
  const id = await memberId(request, member.username);
  const owner = await operatorApi(request, OWNER);
  expect((await (await owner.post(`/operator/members/${id}/adjust`, { amount: 7000, reason: '보상 지급' })).json()).code).toBe(0);

  const page = await consolePage(browser);
  await consoleLogin(page, SUPPORT);
  await page.goto(`${BACKOFFICE_URL}/members/${id}`);
  const timeline = page.getByTestId('member-timeline');
  // the owner's adjustment: the operator action, named, and the cash row it wrote
  await expect(timeline.locator('[data-testid^="timeline-operator-"]').filter({ hasText: 'member.adjust_cash' })).toContainText('operator');
  await expect(timeline.locator('[data-testid^="timeline-ledger-"]').filter({ hasText: 'adjust' })).toContainText('+7,000');
  await expect(timeline.locator('[data-testid^="timeline-login-"]').first()).toContainText('ok');

  await page.getByTestId('note-input').fill('Called the member: the bonus was agreed on the phone');
  await page.getByTestId('note-add').click();
  const noteRow = timeline.locator('[data-testid^="timeline-note-"]').filter({ hasText: 'Called the member' });
  await expect(noteRow).toContainText('operator-support');
  // the newest item is the note (the list is newest first)
  await expect(timeline.locator('tbody tr[data-testid^="timeline-"]').first()).toContainText('Called the member');
});

test('the cashier queue works on a 390 px phone', async ({ browser, request }) => {
  const member = await registerMember(request);
  const deposit = await request.post(`${API_URL}/wallet/deposit`, { headers: { Authorization: `Bearer ${member.jwt}`, 'Content-Type': 'text/plain' }, data: JSON.stringify({ amount: 10000 }) });
  expect((await deposit.json()).code).toBe(0);
  const phone = await consolePage(browser, { width: 390, height: 844 });
  await consoleLogin(phone, CASHIER);
  await phone.goto(`${BACKOFFICE_URL}/cashier`);
  const card = requestCard(phone, member);
  await expect(card).toBeVisible();
  const id = Number((await card.getAttribute('data-testid'))!.replace('request-deposit-', ''));
  // nothing wider than the screen; both decisions within reach
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const testId of [`approve-${id}`, `reject-${id}`]) {
    const box = (await phone.getByTestId(testId).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.height).toBeGreaterThanOrEqual(32);
  }
  await phone.getByTestId(`approve-${id}`).click();
  await expect(card).toHaveCount(0);
});
