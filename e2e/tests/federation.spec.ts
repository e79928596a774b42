// Foundation proofs: the four remotes load into the host at run time, share one @casino/shared, one
// RootStore, one API client and one React, degrade to a panel when down, and roll forward and back by
// registry alone.
import { expect, test } from '../fixtures';
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { API_URL, remoteOrigin } from '../stack-env';

const REMOTES = ['account', 'games', 'wallet', 'support'] as const;

test('each remote renders its pages inside the host layout', async ({ page }) => {
  const pages = [
    ['/wallet/depositpage', 'wallet-depositpage', 'dashboard'],
    ['/account/register', 'account-register', 'fullpage-type-a'],
    ['/supports/noticepage', 'supports-noticepage', 'dashboard'],
    ['/game/slot', 'game-slot', 'dashboard'],
  ] as const;
  for (const [url, name, layout] of pages) {
    await page.goto(url);
    await expect(page.locator(`[data-route="${name}"][data-layout="${layout}"]`)).toBeVisible();
    await expect(page.getByTestId(`layout-${layout}`)).toBeVisible();
  }
});

test('host and remotes share one @casino/shared, RootStore, API client and React', async ({ page }) => {
  await page.goto('/devil/sub1/test-1');
  const storeId = await page.getByTestId('store-id').textContent();
  const apiId = await page.getByTestId('api-id').textContent();
  expect(storeId).toBeTruthy();
  for (const r of REMOTES) {
    await expect(page.getByTestId(`probe-${r}`)).toBeVisible();
    await expect(page.getByTestId(`probe-${r}-same-react`)).toHaveText('true');
    await expect(page.getByTestId(`probe-${r}-store-id`)).toHaveText(storeId!);
    await expect(page.getByTestId(`probe-${r}-api-id`)).toHaveText(apiId!);
  }
  // Module evaluated once, although five apps import it.
  await expect(page.getByTestId('shared-evaluations')).toHaveText('1');
  expect(await page.evaluate(() => window.__CASINO_SHARED_EVALUATIONS__)).toBe(1);

  // A value set by the host is observed by every remote, and the other way round.
  await page.getByTestId('host-probe-set').click();
  for (const r of REMOTES) await expect(page.getByTestId(`probe-${r}-value`)).toHaveText('from-host');
  await page.getByTestId('probe-wallet-set').click();
  await expect(page.getByTestId('host-probe-value')).toHaveText('from-wallet');
  await expect(page.getByTestId('probe-games-value')).toHaveText('from-wallet');
});

test('a remote that is down degrades to a panel; the rest works; retry recovers without reload', async ({ page }) => {
  const walletOrigin = remoteOrigin('wallet');
  await page.route(`${walletOrigin}/**`, (route) => route.abort('connectionrefused'));
  await page.goto('/wallet/depositpage');
  const panel = page.getByTestId('remote-unavailable-wallet');
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('이 영역을 잠시 사용할 수 없습니다');
  await expect(page.getByTestId('app-bar')).toBeVisible();

  // The rest of the site keeps working (client-side navigation to another remote).
  await page.getByTestId('nav-bar').getByRole('link', { name: '공지사항' }).click();
  await expect(page.locator('[data-route="supports-noticepage"]')).toBeVisible();
  await page.goBack();
  await expect(panel).toBeVisible();

  // The remote comes back: retry loads it in place.
  const marker = await page.evaluate(() => { (window as unknown as { __noReload: boolean }).__noReload = true; return true; });
  expect(marker).toBe(true);
  await page.unroute(`${walletOrigin}/**`);
  await panel.getByRole('button').click();
  await expect(page.locator('[data-route="wallet-depositpage"]')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});

test('a remote rebuilt alone at a new version is rolled out and back by the registry only', async ({ page, request }) => {
  test.setTimeout(180_000);
  const root = path.resolve(__dirname, '../..');
  const version = `1.0.1-e2e.${process.pid}`;
  const distDir = path.join(root, 'remote-wallet/dist', version);
  execFileSync(path.join(root, 'node_modules/.bin/webpack'), ['--mode', 'production'], {
    cwd: path.join(root, 'remote-wallet'), env: { ...process.env, REMOTE_VERSION: version }, stdio: 'inherit',
  });
  try {
    const login = await request.post(`${API_URL}/operator/login`, { data: { username: 'operator', password: 'operator1234' } });
    const jwt = (await login.json()).data.jwt as string;
    const auth = { Authorization: `Bearer ${jwt}` };
    const roll = async (v: string) => {
      const res = await request.put(`${API_URL}/operator/remotes/wallet`, { headers: auth, data: { version: v, domain: 'localhost' } });
      expect((await res.json()).code).toBe(0);
      const reg = await (await request.get(`${API_URL}/api/remotes?domain=localhost`)).json();
      expect(reg.remotes.wallet.version).toBe(v);
    };

    const before = await (await request.get(`${API_URL}/api/remotes?domain=localhost`)).json();
    const previous = before.remotes.wallet.version as string;
    await roll(version);
    await page.goto('/devil/sub1/test-1');
    await expect(page.getByTestId('probe-wallet-version')).toHaveText(version);
    await expect(page.getByTestId('probe-wallet-store-id')).toHaveText((await page.getByTestId('store-id').textContent())!);

    // Rollback: the previous version folder is still served.
    await roll(previous);
    await page.reload();
    await expect(page.getByTestId('probe-wallet-version')).toHaveText(previous);
    const listing = await (await request.get(`${remoteOrigin('wallet')}/remote-wallet/`)).json();
    expect(listing.versions).toEqual(expect.arrayContaining([previous, version]));
  } finally {
    rmSync(distDir, { recursive: true, force: true });
  }
});
