// House games (issue 8) against the whole stack: a new member with a balance launches each house game from the
// lobby pages (slot, nine-slot, live casino, arcade), plays rounds inside the game frame, and the app bar
// balance and the transaction history change by exactly the bets and wins of those rounds. Also: a bet above the
// balance, pacing of autoplay, the reality check's stop, the phone layout, and verifying a round after rotating
// the seeds — in the game and in the fairness verifier page.
import { expect, test, type APIRequestContext, type FrameLocator, type Page, type Response } from '../fixtures';
import { fund, openAs, registerMember, type Member } from '../helpers';
import { API_URL } from '../stack-env';

interface Round { id: number; bet: number; win: number; nonce: number; engine: string; outcome: unknown; client_seed: string; created_at: string }
interface Tx { type: string; amount: number; after: number }

const won = (n: number) => n.toLocaleString('en-US');

async function gameTransactions(request: APIRequestContext, member: Member): Promise<Tx[]> {
  const res = await request.get(`${API_URL}/wallet/transactions?size=100`, { headers: { Authorization: `Bearer ${member.jwt}` } });
  const body = await res.json();
  expect(body.code).toBe(0);
  return (body.data.list as Tx[]).filter((t) => t.type === 'bet' || t.type === 'win');
}

/** Collects the answers of the game's POST /house/rounds (requests of the framed page included). */
function recordRounds(page: Page) {
  const rounds: Round[] = [];
  const started: number[] = [];
  page.on('request', (r) => { if (r.method() === 'POST' && r.url().endsWith('/house/rounds')) started.push(Date.now()); });
  page.on('response', async (r: Response) => {
    if (r.request().method() !== 'POST' || !r.url().endsWith('/house/rounds')) return;
    const body = await r.json().catch(() => null);
    if (body && body.code === 0) rounds.push(body.data.round as Round);
  });
  return { rounds, started };
}

const game = (page: Page): FrameLocator => page.frameLocator('[data-testid="game-iframe"]');

/** Plays `n` rounds with the game's play button; each waits for the round to be shown (its balance settles). */
async function playRounds(page: Page, rounds: Round[], n: number, opening: number) {
  const frame = game(page);
  for (let i = 0; i < n; i += 1) {
    const before = rounds.length;
    await frame.getByTestId('play').click({ timeout: 15_000 }); // waits out the pacing (the button is disabled)
    await expect.poll(() => rounds.length, { timeout: 15_000 }).toBe(before + 1);
    const expected = opening + rounds.reduce((s, r) => s + r.win - r.bet, 0);
    await expect(frame.getByTestId('balance')).toHaveText(`${won(expected)}원`, { timeout: 15_000 });
  }
}

/** App bar and ledger agree with the rounds: one bet row per round, one win row per winning round, nothing else. */
async function expectMoneyExplained(page: Page, request: APIRequestContext, member: Member, rounds: Round[], opening: number) {
  const final = opening + rounds.reduce((s, r) => s + r.win - r.bet, 0);
  await expect(page.getByTestId('app-bar-balance')).toHaveText(won(final), { timeout: 15_000 });
  const txs = await gameTransactions(request, member);
  expect(txs.filter((t) => t.type === 'bet').map((t) => t.amount).sort()).toEqual(rounds.map((r) => -r.bet).sort());
  expect(txs.filter((t) => t.type === 'win').map((t) => t.amount).sort()).toEqual(rounds.filter((r) => r.win > 0).map((r) => r.win).sort());
  expect(txs.reduce((s, t) => s + t.amount, 0)).toBe(final - opening);
  expect(txs[0]!.after).toBe(final); // newest first
  await expect(game(page).getByTestId('session-net')).toHaveText(new RegExp(won(Math.abs(final - opening))));
}

test.describe('house games from the lobby', () => {
  test('Fortune Reels (5 reels) from /game/slot: spins and autoplay at most one round per 2.5 s', { tag: '@money' }, async ({ page, request }) => {
    const member = await registerMember(request);
    await fund(request, member, 100_000);
    const { rounds, started } = recordRounds(page);
    await openAs(page, member, '/game/slot');
    const lobby = page.getByTestId('page-game-slot');
    await lobby.getByRole('button', { name: 'House Slots', exact: true }).click();
    await lobby.getByTestId('slot-lobby-games').getByRole('button', { name: 'Fortune Reels', exact: true }).click();
    await expect(page.getByTestId('game-frame')).toBeVisible();
    const frame = game(page);
    await expect(frame.getByTestId('game-title')).toHaveText('Fortune Reels');
    await expect(frame.getByTestId('balance')).toHaveText('100,000원');
    await expect(frame.getByTestId('sound-toggle')).toHaveAttribute('aria-pressed', 'false'); // sound off by default
    // the launch token left the address: the frame's page has no fragment
    expect(page.frames().find((f) => f.url().includes('/house/play/'))!.url()).not.toContain('#');

    await playRounds(page, rounds, 2, 100_000);
    await frame.getByTestId('auto').click();
    await expect.poll(() => rounds.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(4);
    await frame.getByTestId('auto').click(); // stop
    await expect(frame.getByTestId('auto')).toHaveAttribute('aria-pressed', 'false');
    // enabled again only when no round is in flight and the pacing has passed: every round is settled
    await expect(frame.getByTestId('play')).toBeEnabled({ timeout: 10_000 });
    const gaps = started.slice(1).map((t, i) => t - started[i]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(2400);
    await expectMoneyExplained(page, request, member, rounds, 100_000);
  });

  test('Lucky Nine (3×3) from /game/slotnine (new slots)', async ({ page, request }) => {
    const member = await registerMember(request);
    await fund(request, member, 50_000);
    const { rounds } = recordRounds(page);
    await openAs(page, member, '/game/slotnine');
    const grid = page.getByTestId('slotnine-grid');
    await grid.getByTestId('grid-search').fill('lucky nine');
    await grid.getByRole('button', { name: 'Lucky Nine', exact: true }).click();
    await expect(game(page).getByTestId('game-title')).toHaveText('Lucky Nine');
    await playRounds(page, rounds, 3, 50_000);
    await expectMoneyExplained(page, request, member, rounds, 50_000);
  });

  test('House Baccarat from /game/livecasino: chips on player and banker, dealt hands', async ({ page, request }) => {
    const member = await registerMember(request);
    await fund(request, member, 100_000);
    const { rounds } = recordRounds(page);
    await openAs(page, member, '/game/livecasino');
    const lobby = page.getByTestId('page-game-livecasino');
    await lobby.getByRole('button', { name: 'House', exact: true }).click();
    await lobby.getByTestId('livecasino-lobby-games').getByRole('button', { name: 'House Baccarat', exact: true }).click();
    const frame = game(page);
    await expect(frame.getByTestId('dealer')).toBeVisible();
    await frame.getByTestId('chip-1000').click();
    await frame.getByTestId('spot-player').click();
    await frame.getByTestId('spot-player').click();
    await frame.getByTestId('spot-banker').click();
    await expect(frame.getByTestId('bet-amount')).toHaveText('3,000원');
    await playRounds(page, rounds, 2, 100_000);
    expect(rounds.map((r) => r.bet)).toEqual([3000, 3000]);
    await expect(frame.getByTestId('hand-player').locator('.card')).toHaveCount((rounds[1]!.outcome as { cards: { player: unknown[] } }).cards.player.length);
    await expect(frame.getByTestId('result-banner')).toBeVisible();
    await expectMoneyExplained(page, request, member, rounds, 100_000);
  });

  test('Rocket Crash from /game/arcade: a target, launches', async ({ page, request }) => {
    const member = await registerMember(request);
    await fund(request, member, 30_000);
    const { rounds } = recordRounds(page);
    await openAs(page, member, '/game/arcade');
    const grid = page.getByTestId('arcade-grid');
    await grid.getByTestId('grid-search').fill('rocket');
    await grid.getByRole('button', { name: 'Rocket Crash', exact: true }).click();
    const frame = game(page);
    await expect(frame.getByTestId('game-title')).toHaveText('Rocket Crash');
    await frame.getByTestId('target').fill('1.5');
    await playRounds(page, rounds, 2, 30_000);
    for (const r of rounds) expect((r.outcome as { target: number }).target).toBe(150);
    await expectMoneyExplained(page, request, member, rounds, 30_000);
  });
});

test('a bet above the balance is refused with a clear message and nothing is written', { tag: '@money' }, async ({ page, request }) => {
  const member = await registerMember(request);
  await fund(request, member, 1_000);
  await openAs(page, member, '/game/slotnine');
  const grid = page.getByTestId('slotnine-grid');
  await grid.getByTestId('grid-search').fill('lucky nine');
  await grid.getByRole('button', { name: 'Lucky Nine', exact: true }).click();
  const frame = game(page);
  await expect(frame.getByTestId('balance')).toHaveText('1,000원');
  await frame.getByTestId('bet-up').click(); // 500 → 1,000
  await frame.getByTestId('bet-up').click(); // → 2,000
  await expect(frame.getByTestId('bet-amount')).toHaveText('2,000원');
  await frame.getByTestId('play').click();
  await expect(frame.getByTestId('game-message')).toContainText('잔액이 부족합니다');
  await expect(frame.getByTestId('balance')).toHaveText('1,000원');
  expect(await gameTransactions(request, member)).toEqual([]);
});

test('reality check: after the configured minutes it shows time and net; stop closes the game', async ({ page, request }) => {
  const member = await registerMember(request);
  await fund(request, member, 10_000);
  await page.clock.install();
  await openAs(page, member, '/game/arcade');
  const grid = page.getByTestId('arcade-grid');
  await grid.getByTestId('grid-search').fill('rocket');
  await grid.getByRole('button', { name: 'Rocket Crash', exact: true }).click();
  const frame = game(page);
  await expect(frame.getByTestId('balance')).toHaveText('10,000원');
  await page.clock.fastForward('30:05');
  await expect(frame.getByTestId('reality-check')).toBeVisible();
  await expect(frame.getByTestId('reality-check-body')).toContainText('30분');
  await expect(frame.getByTestId('play')).toBeDisabled();
  await frame.getByTestId('reality-stop').click();
  await expect(page.getByTestId('game-frame')).toBeHidden();
});

test.describe('phone 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('plays inside the full-width frame; after rotating the seeds a round verifies in the game and in the verifier page', async ({ page, request }) => {
    const member = await registerMember(request);
    await fund(request, member, 20_000);
    const { rounds } = recordRounds(page);
    await openAs(page, member, '/game/slotnine');
    const grid = page.getByTestId('slotnine-grid');
    await grid.getByTestId('grid-search').fill('lucky nine');
    await grid.getByRole('button', { name: 'Lucky Nine', exact: true }).tap();
    const frame = game(page);
    await expect(frame.getByTestId('balance')).toHaveText('20,000원');
    const box = (await page.getByTestId('game-iframe').boundingBox())!;
    expect(Math.round(box.width)).toBe(390);
    const play = (await frame.getByTestId('play').boundingBox())!;
    expect(play.y + play.height).toBeLessThanOrEqual(box.y + box.height); // controls fit in the frame
    await playRounds(page, rounds, 1, 20_000);
    await expectMoneyExplained(page, request, member, rounds, 20_000);

    await frame.getByTestId('open-info').tap();
    await frame.getByTestId('tab-fair').tap();
    const hash = await frame.getByTestId('server-seed-hash').textContent();
    await frame.getByTestId('rotate-seeds').tap();
    await expect(frame.getByTestId('revealed-pair').first()).toBeVisible();
    const seed = (await frame.getByTestId('revealed-seed').first().textContent())!;
    await frame.getByTestId('tab-history').tap();
    await frame.getByTestId('verify-round').first().tap();
    await expect(frame.getByTestId('history-row').first()).toContainText('일치합니다');

    // the same round in the standalone verifier (what the footer fairness page frames)
    const round = rounds[0]!;
    const verifier = await page.context().newPage();
    const history = await (await request.get(`${API_URL}/house/rounds?limit=1`, { headers: { 'x-house-session': 'none' } })).json().catch(() => null);
    expect(history?.code).not.toBe(0); // rounds are readable only with the game session
    await verifier.goto(`${API_URL}/house/fairness?lang=ko#game=nine&server_seed=${seed}&client_seed=${round.client_seed}&nonce=${round.nonce}&bet=${round.bet}`);
    await expect(verifier.getByTestId('verify-hash')).toHaveText(hash!);
    expect(JSON.parse((await verifier.getByTestId('verify-json').textContent())!)).toEqual(round.outcome);
    await verifier.close();
  });
});
