// Responsible gaming imposed by the site's team (issue 47 §4) against the whole stack: compliance imposes a
// time-out with a reason in the back office while the member has a house game open; the member's next bet is
// refused in the game with that reason, my page says the site's team set it (reason and end), and the member
// timeline shows the action with the compliance operator's name.
import { expect, test, type Browser, type BrowserContext, type Page } from '../fixtures';
import { fund, memberId, openAs, registerMember } from '../helpers';
import { BACKOFFICE_URL } from '../stack-env';

const COMPLIANCE = { username: 'operator-compliance', password: 'compliance1234' };
const REASON = 'e2e: asked for a break on the phone';

const consoles: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(consoles.splice(0).map((context) => context.close()));
});

async function complianceConsole(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  consoles.push(context);
  const page = await context.newPage();
  await page.goto(`${BACKOFFICE_URL}/login`);
  await page.getByTestId('login-username').fill(COMPLIANCE.username);
  await page.getByTestId('login-password').fill(COMPLIANCE.password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('operator-name')).toContainText(COMPLIANCE.username, { timeout: 30_000 });
  return page;
}

test("compliance imposes a time-out: the member's next bet is refused with the reason, and the timeline names the operator", { tag: '@money' }, async ({ browser, page, request }) => {
  test.setTimeout(300_000); // two browsers (the member's game, the compliance console) in one journey
  const member = await registerMember(request);
  const id = await memberId(request, member.username);
  await fund(request, member, 50_000);

  // the member has Fortune Reels open and playable
  await openAs(page, member, '/game/slot');
  const lobby = page.getByTestId('page-game-slot');
  await lobby.getByRole('button', { name: 'House Slots', exact: true }).click();
  await lobby.getByTestId('slot-lobby-games').getByRole('button', { name: 'Fortune Reels', exact: true }).click();
  const game = page.frameLocator('[data-testid="game-iframe"]');
  await expect(game.getByTestId('balance')).toHaveText('50,000원', { timeout: 30_000 });

  // compliance imposes a 24-hour time-out with a reason in the member's responsible-gaming tab
  const console = await complianceConsole(browser);
  await console.goto(`${BACKOFFICE_URL}/members/${id}`);
  await console.getByRole('tab', { name: 'Responsible gaming' }).click();
  const forms = console.getByTestId('impose-forms');
  await expect(forms).toContainText('Time-out · 24 hours', { timeout: 30_000 }); // the select's chosen label (antd puts the test id on its input)
  await forms.getByTestId('impose-exclusion-reason').fill(REASON);
  await forms.getByTestId('impose-exclusion-submit').click();
  await console.getByTestId('impose-exclusion-ok').click();
  await expect(console.getByTestId('responsible-exclusion')).toContainText(REASON, { timeout: 20_000 });

  // the member's next bet is refused, and the game says why and until when
  await game.getByTestId('play').click({ timeout: 15_000 });
  await expect(game.getByTestId('game-message')).toContainText(REASON, { timeout: 20_000 });
  await expect(game.getByTestId('game-message')).toContainText('사이트 운영팀');
  await expect(game.getByTestId('balance')).toHaveText('50,000원'); // nothing was taken

  // my page says the site's team set it, with the reason and the end
  await openAs(page, member, '/account/mypagelist#responsible-gaming');
  await expect(page.getByTestId('responsible-exclusion-active')).toContainText('사이트 운영팀이 설정한 이용 중지', { timeout: 30_000 });
  await expect(page.getByTestId('responsible-imposed-reason')).toContainText(REASON);

  // the member timeline shows the action with the operator's name
  await console.getByRole('tab', { name: 'Timeline' }).click();
  const timeline = console.getByTestId('member-timeline');
  await expect(timeline.locator('[data-testid^="timeline-responsible-"]').filter({ hasText: 'imposed_exclusion:timeout' })).toContainText('operator-compliance', { timeout: 20_000 });
  await expect(timeline.locator('[data-testid^="timeline-operator-"]').filter({ hasText: 'member.responsible.exclusion' })).toContainText(REASON);
});
