import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LimitsResponse, Result } from '@casino/shared';
import { setupI18n, renderWith } from '@casino/shared/testing';
import { accountI18nReady } from '../../../i18n';
import { getLimits } from '../api/get-limits';
import { setLimit } from '../api/set-limit';
import { startExclusion } from '../api/start-exclusion';
import { ResponsibleSection } from './responsible-section';

jest.mock('../api/get-limits', () => ({ getLimits: jest.fn() }));
jest.mock('../api/set-limit', () => ({ setLimit: jest.fn() }));
jest.mock('../api/start-exclusion', () => ({ startExclusion: jest.fn() }));
const getMock = getLimits as jest.MockedFunction<typeof getLimits>;
const setMock = setLimit as jest.MockedFunction<typeof setLimit>;
const excludeMock = startExclusion as jest.MockedFunction<typeof startExclusion>;

const answer = <T,>(r: Partial<Result<T>>): Result<T> => ({ ok: true, code: 0, msg: '', data: undefined as T, httpStatus: 200, ...r });

const LIMITS: LimitsResponse = {
  limits: { deposit_daily: 100_000, deposit_weekly: null, deposit_monthly: null, session_minutes: 120, reality_check_minutes: null },
  pending: [],
  exclusion: null,
  kyc_status: 'pending',
  deposit_usage: { daily: 30_000, weekly: 50_000, monthly: 1_250_000 },
  session_minutes_today: 42,
  min_age: 19,
};

beforeAll(() => setupI18n('ko', () => accountI18nReady, ['account']));
beforeEach(() => { jest.resetAllMocks(); });

test('shows current limits, usage, minutes played and the KYC status with its sentence', async () => {
  getMock.mockResolvedValue(answer({ data: LIMITS }));
  renderWith(<ResponsibleSection />);
  expect(await screen.findByTestId('limit-deposit_daily-current')).toHaveTextContent('100,000원');
  expect(screen.getByTestId('responsible-gaming')).toHaveAttribute('id', 'responsible-gaming');
  expect(screen.getByTestId('limit-deposit_weekly-current')).toHaveTextContent('제한 없음');
  expect(screen.getByTestId('limit-session_minutes-current')).toHaveTextContent('120분');
  expect(screen.getByTestId('usage-daily')).toHaveTextContent('30,000원');
  expect(screen.getByTestId('usage-monthly')).toHaveTextContent('1,250,000원');
  expect(screen.getByTestId('usage-minutes')).toHaveTextContent('42분');
  expect(screen.getByTestId('kyc-status')).toHaveTextContent('확인 중');
  expect(screen.getByTestId('responsible-gaming')).toHaveTextContent('본인 인증이 필요하며');
  expect(screen.queryByTestId('limits-pending')).toBeNull();
});

test('a deposit limit must be a multiple of 10,000 won; nothing is sent otherwise', async () => {
  getMock.mockResolvedValue(answer({ data: LIMITS }));
  renderWith(<ResponsibleSection />);
  await userEvent.type(await screen.findByTestId('limit-deposit_weekly-input'), '15000');
  await userEvent.click(screen.getByTestId('limit-deposit_weekly-save'));
  expect(screen.getByTestId('limit-deposit_weekly-error')).toHaveTextContent('10,000원 단위로 입력해 주세요.');
  await userEvent.clear(screen.getByTestId('limit-session_minutes-input'));
  await userEvent.type(screen.getByTestId('limit-session_minutes-input'), '0');
  await userEvent.click(screen.getByTestId('limit-session_minutes-save'));
  expect(screen.getByTestId('limit-session_minutes-error')).toHaveTextContent('1 이상의 숫자를 입력해 주세요.');
  expect(setMock).not.toHaveBeenCalled();
});

test('a raise is sent and then shown as pending with the date it applies on', async () => {
  const effective = '2026-11-22T12:00:00.000Z';
  getMock.mockResolvedValueOnce(answer({ data: LIMITS }))
    .mockResolvedValueOnce(answer({ data: { ...LIMITS, pending: [{ kind: 'deposit_daily', value: 500_000, effective_at: effective }] } }));
  setMock.mockResolvedValue(answer({ data: { kind: 'deposit_daily', value: 500_000, applied: false, effective_at: effective } }));
  renderWith(<ResponsibleSection />);
  await userEvent.type(await screen.findByTestId('limit-deposit_daily-input'), '500,000');
  await userEvent.click(screen.getByTestId('limit-deposit_daily-save'));
  await waitFor(() => expect(setMock).toHaveBeenCalledWith('deposit_daily', 500_000));
  const pending = await screen.findByTestId('pending-deposit_daily');
  expect(pending).toHaveTextContent('일일 입금 한도: 500,000원 (2026-11-22 21:00 적용)');
  expect(await screen.findByText('변경 사항은 2026-11-22 21:00에 적용됩니다.')).toBeInTheDocument();
  expect(screen.getByTestId('limit-deposit_daily-current')).toHaveTextContent('100,000원');
});

test('removing a limit sends null; a server refusal is shown translated on the row', async () => {
  getMock.mockResolvedValue(answer({ data: LIMITS }));
  setMock.mockResolvedValue(answer({ ok: false, code: 4001, msg: 'exclusion_cannot_be_shortened' }));
  renderWith(<ResponsibleSection />);
  await userEvent.click(await screen.findByTestId('limit-session_minutes-remove'));
  await waitFor(() => expect(setMock).toHaveBeenCalledWith('session_minutes', null));
  expect(await screen.findByTestId('limit-session_minutes-error')).toHaveTextContent('이용 중지 기간은 끝나기 전에 줄이거나 취소할 수 없습니다.');
});

test('self-exclusion asks first, says it cannot be undone, and is sent only after confirming', async () => {
  getMock.mockResolvedValueOnce(answer({ data: LIMITS }))
    .mockResolvedValue(answer({ data: { ...LIMITS, exclusion: { kind: 'self_exclusion', period: '1y', started_at: '2026-11-21T00:00:00.000Z', until: '2027-11-21T00:00:00.000Z' } } }));
  excludeMock.mockResolvedValue(answer({ data: { kind: 'self_exclusion', period: '1y', started_at: '2026-11-21T00:00:00.000Z', until: '2027-11-21T00:00:00.000Z' } }));
  renderWith(<ResponsibleSection />);
  await userEvent.click(await screen.findByTestId('exclusion-self_exclusion-1y'));
  await userEvent.click(screen.getByTestId('exclusion-self_exclusion-start'));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('1년 동안 이용을 제한하시겠습니까?');
  expect(dialog).toHaveTextContent('기간이 끝나기 전에는 어떤 경우에도 취소하거나 줄일 수 없습니다');
  await userEvent.click(within(dialog).getByTestId('exclusion-confirm-cancel'));
  expect(excludeMock).not.toHaveBeenCalled();

  await userEvent.click(screen.getByTestId('exclusion-self_exclusion-start'));
  await userEvent.click(await screen.findByTestId('exclusion-confirm-ok'));
  await waitFor(() => expect(excludeMock).toHaveBeenCalledWith({ kind: 'self_exclusion', period: '1y' }));
  expect(await screen.findByTestId('responsible-exclusion-active')).toHaveTextContent(/2027-11-21 09:00까지 입금과 게임 이용이 중지됩니다/);
  expect(screen.queryByTestId('exclusion-self_exclusion-start')).toBeNull();
});

test('a permanent exclusion is shown without an end date; a time-out confirmation names its period', async () => {
  getMock.mockResolvedValue(answer({ data: { ...LIMITS, exclusion: { kind: 'self_exclusion', period: 'permanent', started_at: '2026-11-21T00:00:00.000Z', until: null } } }));
  renderWith(<ResponsibleSection />);
  expect(await screen.findByTestId('responsible-exclusion-active')).toHaveTextContent('입금과 게임 이용이 영구적으로 중지되었습니다.');
});

test('a time-out of 7 days is confirmed with its period in English', async () => {
  await setupI18n('en', () => accountI18nReady, ['account']);
  try {
    getMock.mockResolvedValue(answer({ data: LIMITS }));
    excludeMock.mockResolvedValue(answer({ data: { kind: 'timeout', period: '7d', started_at: '2026-11-21T00:00:00.000Z', until: '2026-11-28T00:00:00.000Z' } }));
    renderWith(<ResponsibleSection />);
    await userEvent.click(await screen.findByTestId('exclusion-timeout-7d'));
    await userEvent.click(screen.getByTestId('exclusion-timeout-start'));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Take a time-out for 7 days?');
    await userEvent.click(screen.getByTestId('exclusion-confirm-ok'));
    await waitFor(() => expect(excludeMock).toHaveBeenCalledWith({ kind: 'timeout', period: '7d' }));
  } finally {
    await setupI18n('ko', () => accountI18nReady, ['account']);
  }
});

test('a failed load shows the translated server message', async () => {
  getMock.mockResolvedValue(answer({ ok: false, code: 5000, msg: 'internal_error' }));
  renderWith(<ResponsibleSection />);
  expect(await screen.findByTestId('responsible-load-error')).toHaveTextContent('서버 내부 오류가 발생했습니다.');
});

test('without the anchor my page stays at the top', async () => {
  const scroll = jest.fn();
  Element.prototype.scrollIntoView = scroll;
  getMock.mockResolvedValue(answer({ data: LIMITS }));
  renderWith(<ResponsibleSection />, { path: '/account/mypagelist', route: '/account/mypagelist' });
  await screen.findByTestId('limit-deposit_daily-current');
  expect(scroll).not.toHaveBeenCalled();
});

test('opened with #responsible-gaming (the footer\'s link), the section scrolls into view once loaded', async () => {
  const scroll = jest.fn();
  Element.prototype.scrollIntoView = scroll;
  getMock.mockResolvedValue(answer({ data: LIMITS }));
  renderWith(<ResponsibleSection />, { path: '/account/mypagelist#responsible-gaming', route: '/account/mypagelist' });
  await waitFor(() => expect(scroll).toHaveBeenCalledTimes(1));
  expect(scroll.mock.contexts[0]).toBe(screen.getByTestId('responsible-gaming'));
});
