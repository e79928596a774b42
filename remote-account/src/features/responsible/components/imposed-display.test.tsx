// Issue 47 §4: what the site's team imposed is shown to the member on the responsible-gaming page — the time-out
// or exclusion with its reason and end, the ceiling on a limit with its reason — and a refusal the member meets
// elsewhere (deposit, launch) carries the reason and the end.
import { screen } from '@testing-library/react';
import type { LimitsResponse, Result } from '@casino/shared';
import { failureFromResult, i18n, imposedDetail } from '@casino/shared';
import { setupI18n, renderWith } from '@casino/shared/testing';
import { accountI18nReady } from '../../../i18n';
import { getLimits } from '../api/get-limits';
import { ResponsibleSection } from './responsible-section';

jest.mock('../api/get-limits', () => ({ getLimits: jest.fn() }));
jest.mock('../api/set-limit', () => ({ setLimit: jest.fn() }));
jest.mock('../api/start-exclusion', () => ({ startExclusion: jest.fn() }));
const getMock = getLimits as jest.MockedFunction<typeof getLimits>;

const answer = <T,>(r: Partial<Result<T>>): Result<T> => ({ ok: true, code: 0, msg: '', data: undefined as T, httpStatus: 200, ...r });

const IMPOSED: LimitsResponse = {
  limits: { deposit_daily: 100_000, deposit_weekly: null, deposit_monthly: null, session_minutes: null, reality_check_minutes: null },
  pending: [],
  exclusion: { kind: 'timeout', period: '7d', started_at: '2030-07-24T03:00:00.000Z', until: '2030-07-31T03:00:00.000Z', imposed: true, reason: '통화로 휴식을 요청하심' },
  kyc_status: 'unverified',
  deposit_usage: { daily: 0, weekly: 0, monthly: 0 },
  session_minutes_today: 0,
  min_age: 19,
  imposed: [{ kind: 'deposit_daily', value: 100_000, reason: '소득 확인 중', set_at: '2030-07-24T03:00:00.000Z' }],
};

beforeAll(() => setupI18n('ko', () => accountI18nReady, ['account']));
beforeEach(() => { jest.resetAllMocks(); });

test('an imposed time-out says it was set by the site\'s team, with the reason and the end', async () => {
  getMock.mockResolvedValue(answer({ data: IMPOSED }));
  renderWith(<ResponsibleSection />);
  const alert = await screen.findByTestId('responsible-exclusion-active');
  expect(alert).toHaveTextContent('사이트 운영팀이 설정한 이용 중지');
  expect(screen.getByTestId('responsible-imposed-reason')).toHaveTextContent('사유: 통화로 휴식을 요청하심');
  expect(alert).toHaveTextContent('2030');
  expect(alert).toHaveTextContent('해제하거나 줄일 수 없습니다');
});

test('an imposed ceiling shows its reason, and the member has no remove button for it', async () => {
  getMock.mockResolvedValue(answer({ data: { ...IMPOSED, exclusion: null } }));
  renderWith(<ResponsibleSection />);
  expect(await screen.findByTestId('limit-deposit_daily-imposed')).toHaveTextContent('사이트 운영팀 설정 한도: 최대 100,000원. 사유: 소득 확인 중');
  expect(screen.queryByTestId('limit-deposit_daily-remove')).toBeNull();
  expect(screen.getByTestId('limit-deposit_daily-save')).toBeInTheDocument(); // a stricter one is still possible
});

test('a refusal during an imposed exclusion carries the reason and the end, in every locale', () => {
  const failure = failureFromResult({ code: 4030, msg: 'operator_excluded', data: { reason: 'Asked for a break', until: '2030-07-31T03:00:00.000Z' } });
  expect(failure).toMatchObject({ msg: 'operator_excluded', imposed: { reason: 'Asked for a break', until: '2030-07-31T03:00:00.000Z' } });
  expect(imposedDetail(i18n.getFixedT('ko'), failure.client ? { reason: '', until: null } : failure.imposed!)).toMatch(/^사유: Asked for a break\. .*2030.*까지 적용됩니다\.$/);
  expect(imposedDetail(i18n.getFixedT('ko'), { reason: 'x', until: null })).toBe('사유: x. 종료일이 없습니다.');
  // the member's own exclusion carries nothing extra
  expect(failureFromResult({ code: 4030, msg: 'self_excluded', data: { reason: 'x' } })).not.toHaveProperty('imposed');
});
