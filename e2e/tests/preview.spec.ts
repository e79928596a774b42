// Try a release in one browser (issue 45 §6): an operator's preview link for a published, gate-passed wallet opens
// the site with ?preview=<token>; that browser session loads the previewed version and shows a badge with a one-click
// exit, while another browser keeps stable. On the default site: a preview changes nothing for anyone else.
import { expect, test, type APIRequestContext } from '../fixtures';
import { openAs, operatorCli, operatorToken, registerMember } from '../helpers';
import { prepareWalletReleases, RELEASES } from '../releases';
import { API_URL, E2E_PORTS } from '../stack-env';

async function operator(request: APIRequestContext, url: string, data: object) {
  const token = await operatorToken(request);
  const res = await request.post(`${API_URL}${url}`, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(res.status()).toBe(200);
  return res.json() as Promise<{ code: number; field?: string; data: { reason?: string; url?: string } }>;
}

async function walletFor(request: APIRequestContext, cid: string, preview?: string): Promise<{ version: string; track?: string }> {
  const res = await request.get(`${API_URL}/api/remotes?domain=localhost&cid=${cid}${preview ? `&preview=${encodeURIComponent(preview)}` : ''}`);
  return (await res.json()).remotes.wallet;
}

test.beforeAll(async () => {
  test.setTimeout(900_000); // a cold release build of the wallet on a busy 2-core machine; reused afterwards
  prepareWalletReleases();
});

test('a preview link loads the previewed wallet in that browser only, with a badge; its exit returns to stable', async ({ page, request }) => {
  test.setTimeout(180_000);
  // only a published release that passes the gate gets a link
  expect(await operatorCli('remote', 'publish', 'wallet', RELEASES.react18)).toContain(`published wallet ${RELEASES.react18}`);
  const refused = await operator(request, '/operator/remotes/wallet/preview', { version: RELEASES.react18 });
  expect(refused).toMatchObject({ code: 4001, field: 'version' });
  expect(refused.data.reason).toContain('react');

  expect(await operatorCli('remote', 'publish', 'wallet', RELEASES.good)).toContain(`published wallet ${RELEASES.good}`);
  const stable = (await walletFor(request, 'visitor-preview01')).version;
  expect(stable).not.toBe(RELEASES.good);
  const printed = await operatorCli('remote', 'preview', 'wallet', RELEASES.good);
  const link = new URL(printed.match(/https?:\/\/\S+\?preview=\S+/)![0]);
  const token = link.searchParams.get('preview')!;
  expect(await walletFor(request, 'visitor-preview01', token)).toMatchObject({ version: RELEASES.good, track: 'preview' });

  // the browser with the link: the token leaves the address bar, the badge names the version, and it stays for the session
  const member = await registerMember(request);
  await openAs(page, member, `/${link.search}`);
  const badge = page.getByTestId('preview-badge');
  await expect(badge).toContainText(`미리보기: wallet ${RELEASES.good}`);
  await expect(badge).toHaveAttribute('role', 'status');
  await expect(page).not.toHaveURL(/preview=/);
  await page.goto('/devil/sub1/test-1');
  await expect(page.getByTestId('probe-wallet-version')).toHaveText(RELEASES.good);
  await expect(badge).toBeVisible();

  // another browser: stable, no badge
  const other = await page.context().browser()!.newContext({ baseURL: `http://localhost:${E2E_PORTS.HOST_PORT}`, locale: 'ko-KR' });
  const otherPage = await other.newPage();
  await openAs(otherPage, member, '/devil/sub1/test-1');
  await expect(otherPage.getByTestId('probe-wallet-version')).toHaveText(stable);
  await expect(otherPage.getByTestId('preview-badge')).toHaveCount(0);
  await other.close();

  // one click (here: the keyboard) exits: the page loads again on stable, without the badge
  await badge.getByRole('button', { name: '미리보기 끝내기' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('probe-wallet-version')).toHaveText(stable);
  await expect(page.getByTestId('preview-badge')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('probe-wallet-version')).toHaveText(stable);
});
