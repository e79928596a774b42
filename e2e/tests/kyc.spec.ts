// KYC review (issue 47 §2) against the whole production stack: a withdrawal above the KYC threshold is refused and
// tells the member to upload documents; the member uploads an identity document on my page; it reaches the compliance
// queue without a reload; compliance opens it and approves it with the verified legal name; the member sees the new
// state and can now withdraw that amount.
import { expect, test, type Page } from '../fixtures';
import { fund, memberId, openAs, registerMember } from '../helpers';
import { BACKOFFICE_URL } from '../stack-env';

// a 1×1 PNG
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function withdraw(page: Page, amount: string, open = true) {
  if (open) await page.goto('/wallet/withdrawpage', { waitUntil: 'domcontentloaded' });
  await page.getByTestId('withdraw-amount').fill(amount);
  await page.getByTestId('withdraw-submit').click();
}

test('a member uploads a document, compliance approves it in the live queue, and the member can then withdraw', { tag: '@money' }, async ({ browser, page, request }) => {
  test.setTimeout(300_000); // two pages (member site and console) and two browsers' worth of steps
  const member = await registerMember(request, { bank_holder: '홍길동' });
  const id = await memberId(request, member.username);
  await fund(request, member, 2_000_000);

  // above the KYC threshold (1,000,000 won): refused, and the member is told to upload documents
  await openAs(page, member, '/wallet/withdrawpage');
  await withdraw(page, '1500000', false);
  await expect(page.getByTestId('withdraw-error')).toContainText(/마이페이지|my page/);

  // compliance has the queue open before the upload
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  try {
    const bo = await context.newPage();
    await bo.goto(`${BACKOFFICE_URL}/login`);
    await bo.getByTestId('login-username').fill('operator-compliance');
    await bo.getByTestId('login-password').fill('compliance1234');
    await bo.getByTestId('login-submit').click();
    await expect(bo.getByTestId('operator-name')).toContainText('operator-compliance');
    await bo.getByTestId('nav-kyc').click();
    await expect(bo.getByTestId('kyc-page')).toBeVisible();
    await expect(bo.getByTestId('live-state')).toHaveAttribute('data-state', 'open');

    // the member uploads on my page (the name says PNG, and so do the bytes; the server reads the bytes)
    await page.goto('/account/mypagelist', { waitUntil: 'domcontentloaded' });
    await page.getByTestId('kyc-file').setInputFiles({ name: 'id-card.png', mimeType: 'image/png', buffer: PNG });
    await page.getByTestId('kyc-upload').click();
    await expect(page.getByTestId('kyc-upload-done')).toBeVisible();
    await expect(page.getByTestId('kyc-state')).toHaveText(/확인 중|Under review/);

    // live in the queue; compliance opens the file and approves it with the verified name (the holder's by default)
    await expect(bo.getByTestId(`kyc-row-${id}`)).toBeVisible();
    await bo.getByTestId(`kyc-open-${id}`).click();
    await expect(bo.getByTestId('kyc-documents')).toContainText('image/png');
    await expect(bo.getByTestId('kyc-verified-name')).toHaveValue('홍길동');
    await bo.getByTestId('kyc-submit').click();
    await expect(bo.getByTestId(`kyc-row-${id}`)).toHaveCount(0);
  } finally {
    await context.close();
  }

  await page.goto('/account/mypagelist', { waitUntil: 'domcontentloaded' });
  await expect(page.getByTestId('kyc-state')).toHaveText(/인증 완료|Verified/);
  await withdraw(page, '1500000');
  await expect(page.getByTestId('recent-withdraw-row').first().getByTestId('status-tag')).toHaveAttribute('data-status', 'waiting');
});
