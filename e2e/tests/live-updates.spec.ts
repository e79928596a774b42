// Live updates for members (issue 16): an operator's approval made through the API reaches the member's open
// page over the member stream (LISTEN/NOTIFY → server-sent events): the app bar's balance changes and a toast
// says so. The time is measured in the browser from the approval call to each change; the proof that it came
// by the stream, not by the 10 s init poll, is that no /main/init request happened in between. A suspension
// logs the member's open page out at once.
import { expect, test } from '../fixtures';
import { liveStreamOpen, openAs, operatorToken, registerMember } from '../helpers';
import { API_URL } from '../stack-env';

test('an approval shows the new balance and a toast on the member page, through the stream', async ({ page, request }) => {
  const member = await registerMember(request);
  const deposit = await request.post(`${API_URL}/wallet/deposit`, {
    headers: { Authorization: `Bearer ${member.jwt}`, 'Content-Type': 'text/plain' }, data: JSON.stringify({ amount: 50_000 }),
  });
  const depositId = (await deposit.json()).data.id as number;
  await openAs(page, member, '/home');
  await expect(page.getByTestId('app-bar-balance')).toHaveText('0');
  await liveStreamOpen(page);
  const token = await operatorToken(request);

  const inits: number[] = [];
  page.on('request', (r) => { if (r.url().includes('/main/init')) inits.push(Date.now()); });
  const startedAt = Date.now();
  const measured = await page.evaluate(async ({ api, jwt, id }) => {
    const balance = document.querySelector('[data-testid="app-bar-balance"]')!;
    const when = (done: () => boolean) => new Promise<number>((resolve) => {
      if (done()) { resolve(performance.now()); return; }
      const observer = new MutationObserver(() => { if (done()) { observer.disconnect(); resolve(performance.now()); } });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const balanceAt = when(() => balance.textContent === '50,000');
    const toastAt = when(() => document.querySelector('.live-toast') !== null);
    const t0 = performance.now();
    const res = await fetch(`${api}/operator/deposits/${id}/approve`, {
      method: 'POST', headers: { Authorization: `Bearer ${jwt}`, 'Content-Type': 'text/plain' }, body: '{"reason":"e2e live"}',
    });
    const code = (await res.json()).code as number;
    const [b, t] = await Promise.all([balanceAt, toastAt]);
    return { code, balanceMs: Math.round(b - t0), toastMs: Math.round(t - t0), toast: document.querySelector('.live-toast')?.textContent ?? '' };
  }, { api: API_URL, jwt: token, id: depositId });

  test.info().annotations.push({ type: 'live update (browser-measured)', description: `balance ${measured.balanceMs} ms, toast ${measured.toastMs} ms after the approval call` });
  expect(measured.code).toBe(0);
  expect(measured.toast).toContain('50,000');
  // no init poll carried it: the stream did (the poll would take up to 10 s)
  expect(inits.filter((at) => at >= startedAt)).toEqual([]);

  // the audit lists the approval with before and after
  const audit = await request.get(`${API_URL}/operator/audit?action=deposit.approve&size=100`, { headers: { Authorization: `Bearer ${token}` } });
  const row = (await audit.json()).data.list.find((r: { target_id: string }) => r.target_id === String(depositId));
  expect(row).toMatchObject({ before: { status: 'waiting', balance: 0 }, after: { status: 'completed', balance: 50_000 } });
});

test('suspending a member logs their open page out at once', async ({ page, request }) => {
  const member = await registerMember(request);
  await openAs(page, member, '/home');
  await liveStreamOpen(page);
  const token = await operatorToken(request);
  const members = await request.get(`${API_URL}/operator/members?q=${member.username}`, { headers: { Authorization: `Bearer ${token}` } });
  const id = (await members.json()).data.list[0].id as number;
  const res = await request.post(`${API_URL}/operator/members/${id}/suspend`, {
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'text/plain' }, data: JSON.stringify({ reason: 'e2e suspension' }),
  });
  expect((await res.json()).code).toBe(0);
  await expect(page.getByTestId('login-button')).toBeVisible();
  await expect(page.getByTestId('app-bar-balance')).toHaveCount(0);
});
