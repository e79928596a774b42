import { fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n } from '@casino/shared';
import { OperatorPaths, type LimitsResponse, type MemberDetail } from '@casino/shared/contract';
import { ResponsibleTab } from './member-responsible';
import { parseWhole } from './member-imposed';
import { fail, ok, renderConsole, setupConsoleI18n, storeFor } from '../../test-utils';

beforeAll(setupConsoleI18n);

const limits: LimitsResponse = {
  limits: { deposit_daily: 100_000, deposit_weekly: null, deposit_monthly: null, session_minutes: null, reality_check_minutes: null },
  pending: [],
  exclusion: { kind: 'timeout', period: '7d', started_at: '2030-07-24T03:00:00Z', until: '2030-07-31T03:00:00Z', imposed: true, reason: 'Asked for a break' },
  kyc_status: 'unverified', deposit_usage: { daily: 0, weekly: 0, monthly: 0 }, session_minutes_today: 0, min_age: 19,
  imposed: [{ kind: 'deposit_daily', value: 100_000, reason: 'Affordability', set_at: '2030-07-24T03:00:00Z' }],
};
const member = { id: 7, username: 'hong1234', status: 'active', at_risk: false, at_risk_reason: null } as unknown as MemberDetail;
const routes = (extra: Record<string, ReturnType<typeof ok>> = {}) => ({
  [`GET ${OperatorPaths.memberResponsible(7)}`]: ok(limits),
  [`GET ${OperatorPaths.memberResponsibleAudit(7)}`]: ok({ list: [] }),
  ...extra,
});

describe('responsible gaming imposed by the site, in the member page', () => {
  it('shows the ceiling and the imposed time-out with their reasons', async () => {
    const { store } = storeFor('support', routes());
    renderConsole(<ResponsibleTab memberId={7} member={member} />, store);
    expect(await screen.findByTestId('imposed-deposit_daily')).toHaveTextContent('Affordability');
    expect(screen.getByTestId('responsible-exclusion')).toHaveTextContent('Asked for a break');
    // support reads, but imposes nothing and cannot flag
    expect(screen.queryByTestId('impose-forms')).not.toBeInTheDocument();
    expect(screen.queryByTestId('at-risk-submit')).not.toBeInTheDocument();
    expect(screen.getByTestId('at-risk-state')).toHaveTextContent('Not flagged');
  });

  it('compliance imposes a limit with a reason; without a reason nothing is sent', async () => {
    const { store, calls } = storeFor('compliance', routes({ [`POST ${OperatorPaths.memberImposeLimit(7)}`]: ok({ kind: 'deposit_daily', value: 50_000, reason: 'r', set_at: '2030-07-24T03:00:00Z' }) }));
    renderConsole(<ResponsibleTab memberId={7} member={member} />, store);
    fireEvent.change(await screen.findByLabelText('Ceiling (won, or minutes for time limits)'), { target: { value: '50,000' } });
    fireEvent.click(screen.getByTestId('impose-limit-submit'));
    expect(await screen.findAllByText('Enter the reason')).not.toHaveLength(0);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.change(screen.getByTestId('impose-limit-reason'), { target: { value: ' Affordability check ' } });
    fireEvent.click(screen.getByTestId('impose-limit-submit'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ kind: 'deposit_daily', value: 50_000, reason: 'Affordability check' });
  });

  it('compliance imposes a time-out only after the confirmation', async () => {
    const { store, calls } = storeFor('compliance', routes({ [`POST ${OperatorPaths.memberImposeExclusion(7)}`]: ok(limits.exclusion) }));
    renderConsole(<ResponsibleTab memberId={7} member={member} />, store);
    fireEvent.change(await screen.findByTestId('impose-exclusion-reason'), { target: { value: 'Spoke on the phone' } });
    fireEvent.click(screen.getByTestId('impose-exclusion-submit'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.click(await screen.findByTestId('impose-exclusion-ok'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ kind: 'timeout', period: '24h', reason: 'Spoke on the phone' });
  });

  it('flags a member at risk with a reason, and tells a refusal', async () => {
    const { store, calls } = storeFor('compliance', routes({ [`POST ${OperatorPaths.memberAtRisk(7)}`]: fail(4030, 'auth_failed') }));
    renderConsole(<ResponsibleTab memberId={7} member={member} />, store);
    fireEvent.change(await screen.findByTestId('at-risk-reason'), { target: { value: 'Chasing losses' } });
    fireEvent.click(screen.getByTestId('at-risk-submit'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ at_risk: true, reason: 'Chasing losses' });
    expect(await screen.findByText(i18n.t('common:server.auth_failed'))).toBeInTheDocument();
  });

  it('a flagged member shows the tag and the clear button', async () => {
    const { store } = storeFor('owner', routes());
    renderConsole(<ResponsibleTab memberId={7} member={{ ...member, at_risk: true, at_risk_reason: 'Chasing losses' }} />, store);
    expect(await screen.findByTestId('at-risk-state')).toHaveTextContent('At risk');
    expect(screen.getByTestId('at-risk-submit')).toHaveTextContent('Clear the flag');
  });

  it('reads a whole number with or without separators', () => {
    expect(parseWhole('100,000')).toBe(100_000);
    expect(parseWhole(' 30 ')).toBe(30);
    expect(parseWhole('1.5')).toBeNull();
    expect(parseWhole('')).toBeNull();
  });
});
