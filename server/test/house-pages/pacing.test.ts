// The game page's pacing against a busy server. The server admits a round only one interval after the member's
// last admitted one, counted from its transaction's start, which comes some time after the page sent the call.
// The page therefore counts its interval from the answer: the next round it sends is never refused as too fast,
// however slow the server was to start the previous one.
import type { Answer, SessionState } from '../../src/house-games/pages/api';
import { createRounds } from '../../src/house-games/pages/shell/rounds';
import { ShellStore } from '../../src/house-games/pages/shell/store';
import type { Hud } from '../../src/house-games/pages/shell/hud';

const playRound = jest.fn<Promise<Answer>, [unknown]>();
jest.mock('../../src/house-games/pages/api', () => ({
  HouseCallError: class HouseCallError extends Error { status = 0 },
  playRound: (body: unknown) => playRound(body),
}));
jest.mock('../../src/house-games/pages/dom', () => ({ notifyParent: () => undefined }));

const INTERVAL = 2500;
let now = 1_000_000;

function setup() {
  const store = new ShellStore();
  store.state = { balance: 10_000, settings: { min_round_interval_ms: INTERVAL, reality_check_minutes: 0 } } as unknown as SessionState;
  const hud = { showBalance: jest.fn(), showNet: jest.fn() } as unknown as Hud;
  const message = jest.fn();
  const rounds = createRounds({ store, hud, message, ended: jest.fn(), afterRound: jest.fn() });
  return { store, rounds, message };
}

/** The server answers after `ms` (the time the call spent in flight and waiting for the server). */
function serverAnswersAfter(ms: number, answer: Answer) {
  playRound.mockImplementationOnce(async () => {
    now += ms;
    return answer;
  });
}

/** An accepted round (a loss: the stake left, nothing won). */
const played = { code: 0, msg: 'ok', data: { round: { id: 1, bet: 500, win: 0 }, balance: 9_500, session: { net: -500 } } };

beforeEach(() => {
  playRound.mockReset();
  jest.spyOn(Date, 'now').mockImplementation(() => now);
});
afterEach(() => jest.restoreAllMocks());

test('the next round may start one interval after the answer, not after the call left', async () => {
  const { store, rounds } = setup();
  serverAnswersAfter(900, played);
  const result = await rounds.play({ bet: 500 });
  expect(result).not.toBeNull();
  rounds.settled(result!);
  expect(store.pacingLeft()).toBe(INTERVAL); // counted from the call's start it would be 1,600 ms
  now += INTERVAL - 1;
  expect(store.canStart()).toBe(false);
  now += 1;
  expect(store.canStart()).toBe(true);
});

test('a round the server refused as too fast waits what the server said, and the page says why', async () => {
  const { store, rounds, message } = setup();
  serverAnswersAfter(50, { code: 4290, msg: 'too_many_requests', data: { retry_after_ms: 700 } });
  expect(await rounds.play({ bet: 500 })).toBeNull();
  expect(store.pacingLeft()).toBe(700);
  expect(message).toHaveBeenCalledTimes(1);
});

test('a refused bet (balance too low) stops autoplay and does not hold the next round back longer than the interval from its start', async () => {
  const { store, rounds } = setup();
  store.autoLeft = 5;
  serverAnswersAfter(100, { code: 4000, msg: 'insufficient_balance', data: { balance: 200 } });
  expect(await rounds.play({ bet: 500 })).toBeNull();
  expect(store.autoLeft).toBe(0);
  expect(store.busy).toBe(false);
  expect(store.pacingLeft()).toBe(INTERVAL - 100);
});
