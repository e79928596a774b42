import { act, fireEvent, render, screen } from '@testing-library/react';
import { ApiClient, initI18n, registerNamespace, RootStore, StoresProvider, type Result, type SessionSummary } from '@casino/shared';
import { getSessionSummary } from './api/get-session-summary';
import { RealityCheck } from './reality-check';

jest.mock('./api/get-session-summary', () => ({ getSessionSummary: jest.fn() }));
const summaryMock = getSessionSummary as jest.MockedFunction<typeof getSessionSummary>;

const MINUTE = 60_000;
const answer = (data: Partial<SessionSummary>): Result<SessionSummary> => ({
  ok: true, code: 0, msg: '', httpStatus: 200,
  data: { logged_in_at: '2026-11-21T10:00:00.000Z', minutes_since_login: 0, net_result: 0, bets: 0, wins: 0, reality_check_minutes: null, ...data },
});

function fakeJwt(): string {
  const b64 = (o: unknown) => btoa(JSON.stringify(o)).replace(/=+$/, '');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ exp: Math.floor(Date.now() / 1000) + 3600, sid: 1 })}.signature`;
}

function setup(): RootStore {
  const store = new RootStore(new ApiClient({ baseURL: 'http://api.test' }));
  store.session.setLogin({ jwt: fakeJwt(), name: '홍길동', username: 'hong1234', email: 'h@example.com', bank_code: '004', bank_account: '1', bank_name: '국민은행', use_vaccount: false });
  render(<StoresProvider store={store}><RealityCheck /></StoresProvider>);
  return store;
}

/** Moves the fake clock on and lets the summary promises settle. */
async function advance(ms: number) {
  await act(async () => { await jest.advanceTimersByTimeAsync(ms); });
}

beforeAll(async () => {
  await initI18n('ko');
  await registerNamespace('host', (lng) => import(`../../locales/${lng}.json`));
});
beforeEach(() => { jest.useFakeTimers(); summaryMock.mockReset(); localStorage.clear(); });
afterEach(() => { jest.useRealTimers(); });

test('every N minutes of play it shows time and net result since login; continue starts the clock again, stop closes the game', async () => {
  summaryMock.mockResolvedValueOnce(answer({ reality_check_minutes: 2 }))
    .mockResolvedValueOnce(answer({ reality_check_minutes: 2, minutes_since_login: 37, net_result: -120_000 }))
    .mockResolvedValueOnce(answer({ reality_check_minutes: 2 }))
    .mockResolvedValueOnce(answer({ reality_check_minutes: 2, minutes_since_login: 39, net_result: 50_000 }));
  const store = setup();
  await advance(10 * MINUTE); // no game open: no clock
  expect(summaryMock).not.toHaveBeenCalled();

  act(() => store.ui.openGame({ id: 1, title: 'Baccarat', url: 'http://game.test' }));
  await advance(2 * MINUTE - 1000);
  expect(screen.queryByText('이용 시간 알림')).toBeNull();
  await advance(1000);
  expect(await screen.findByText('이용 시간 알림')).toBeInTheDocument();
  expect(screen.getByTestId('reality-check-minutes')).toHaveTextContent('37분');
  expect(screen.getByTestId('reality-check-net')).toHaveTextContent('−120,000원');

  fireEvent.click(screen.getByTestId('reality-check-continue'));
  expect(store.ui.overlayShown).toBe(true);
  await advance(2 * MINUTE);
  expect(screen.getByTestId('reality-check-net')).toHaveTextContent('+50,000원');
  fireEvent.click(screen.getByTestId('reality-check-stop'));
  expect(store.ui.overlayShown).toBe(false);
  expect(store.ui.currentGame).toBeNull();
});

test('no interval set: the game plays on without a dialog', async () => {
  summaryMock.mockResolvedValue(answer({ reality_check_minutes: null }));
  const store = setup();
  act(() => store.ui.openGame({ id: 1, title: 'Slots', url: 'http://game.test' }));
  await advance(120 * MINUTE);
  expect(summaryMock).toHaveBeenCalledTimes(1);
  expect(screen.queryByTestId('reality-check-continue')).toBeNull();
});

test('play time adds up across games; time with the game closed does not count', async () => {
  summaryMock.mockResolvedValue(answer({ reality_check_minutes: 5, minutes_since_login: 12 }));
  const store = setup();
  act(() => store.ui.openGame({ id: 1, title: 'A', url: 'http://game.test/a' }));
  await advance(3 * MINUTE);
  act(() => store.ui.closeGame());
  await advance(30 * MINUTE);
  act(() => store.ui.openGame({ id: 2, title: 'B', url: 'http://game.test/b' }));
  await advance(2 * MINUTE - 1000);
  expect(screen.queryByTestId('reality-check-continue')).toBeNull();
  await advance(2000);
  expect(screen.getByTestId('reality-check-minutes')).toHaveTextContent('12분');
});
