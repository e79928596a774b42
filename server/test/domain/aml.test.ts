// The AML rules (issue 47 §3), one block per rule: where each fires, where it stays quiet, and what it says.
import { amlThresholdsOf, DEFAULT_AML_THRESHOLDS, thresholdProblem } from '../../src/domain/aml/thresholds';
import {
  accountKey, depositVelocity, largeDeposit, lowTurnoverWithdrawal, newLoginBeforeWithdrawal, repeatedLimitHits, sharedPayoutAccount, type LoginSeen,
} from '../../src/domain/aml/rules';

const t = DEFAULT_AML_THRESHOLDS;
const now = new Date('2026-12-02T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3600_000);

describe('thresholds', () => {
  it('takes each stored value in range, else the default', () => {
    const got = amlThresholdsOf({ large_deposit: 1_000_000, deposits_24h_count: 1, limit_hits: '3', low_turnover_percent: 50 });
    expect(got).toEqual({ ...t, large_deposit: 1_000_000, low_turnover_percent: 50 });
    expect(amlThresholdsOf(null)).toEqual(t);
  });
  it('names the first value out of range', () => {
    expect(thresholdProblem({ large_deposit: 10 })).toBeNull();
    expect(thresholdProblem({ large_deposit: 0 })).toBe('large_deposit');
    expect(thresholdProblem({ low_turnover_percent: 101 })).toBe('low_turnover_percent');
    expect(thresholdProblem({ new_login_hours: 1.5 })).toBe('new_login_hours');
  });
});

describe('large_deposit', () => {
  it('fires at the threshold, per deposit', () => {
    expect(largeDeposit({ id: 7, amount: t.large_deposit - 1 }, t)).toBeNull();
    expect(largeDeposit({ id: 7, amount: t.large_deposit }, t)).toEqual({
      rule: 'large_deposit', subject: 'deposit:7', detail: { deposit_id: 7, amount: t.large_deposit, threshold: t.large_deposit },
    });
  });
});

describe('deposit_velocity', () => {
  it('fires on the count or on the total within 24 hours, one open alert per member', () => {
    expect(depositVelocity({ count: t.deposits_24h_count - 1, total: t.deposits_24h_total - 1 }, t)).toBeNull();
    expect(depositVelocity({ count: t.deposits_24h_count, total: 50_000 }, t)).toMatchObject({ rule: 'deposit_velocity', subject: '', detail: { count: 5 } });
    expect(depositVelocity({ count: 2, total: t.deposits_24h_total }, t)).toMatchObject({ detail: { total: t.deposits_24h_total } });
  });
});

describe('low_turnover_withdrawal', () => {
  const w = { withdrawalId: 3, amount: 900_000 };
  it('fires when the stakes are below the percent of the deposits', () => {
    expect(lowTurnoverWithdrawal({ ...w, deposits: 1_000_000, turnover: 299_999 }, t)).toMatchObject({
      rule: 'low_turnover_withdrawal', subject: 'withdrawal:3', detail: { turnover_percent: 29, threshold_percent: 30 },
    });
    expect(lowTurnoverWithdrawal({ ...w, deposits: 1_000_000, turnover: 0 }, t)).not.toBeNull();
  });
  it('stays quiet at or above the percent, and below the minimum of deposits', () => {
    expect(lowTurnoverWithdrawal({ ...w, deposits: 1_000_000, turnover: 300_000 }, t)).toBeNull();
    expect(lowTurnoverWithdrawal({ ...w, deposits: t.low_turnover_min_deposits - 1, turnover: 0 }, t)).toBeNull();
    expect(lowTurnoverWithdrawal({ ...w, deposits: 0, turnover: 0 }, { ...t, low_turnover_min_deposits: 0 })).toBeNull();
  });
});

describe('shared_payout_account', () => {
  it('fires when the member and others share one account, whatever the separators', () => {
    expect(accountKey('110-123 456789')).toBe('110123456789');
    expect(sharedPayoutAccount('110-123-456789', [], t)).toBeNull();
    expect(sharedPayoutAccount('110-123-456789', [{ id: 4, username: 'other' }], t)).toEqual({
      rule: 'shared_payout_account', subject: 'account:110123456789',
      detail: { account_last4: '6789', members: 2, others: [{ id: 4, username: 'other' }] },
    });
    expect(sharedPayoutAccount('110123456789', [{ id: 4, username: 'a' }], { ...t, shared_account_members: 3 })).toBeNull();
    expect(sharedPayoutAccount('', [{ id: 4, username: 'a' }], t)).toBeNull();
  });
});

describe('repeated_limit_hits', () => {
  it('counts the hits inside the window only', () => {
    const hits = [{ kind: 'deposit_limit_daily', at: hoursAgo(1) }, { kind: 'session_limit_reached', at: hoursAgo(30) }];
    expect(repeatedLimitHits(hits, now, t)).toBeNull();
    expect(repeatedLimitHits([...hits, { kind: 'deposit_limit_daily', at: hoursAgo(200) }], now, t)).toBeNull(); // 8+ days ago
    expect(repeatedLimitHits([...hits, { kind: 'deposit_limit_daily', at: hoursAgo(2) }], now, t)).toEqual({
      rule: 'repeated_limit_hits', subject: '', detail: { hits: 3, days: 7, threshold: 3, kinds: { deposit_limit_daily: 2, session_limit_reached: 1 } },
    });
  });
});

describe('new_login_before_withdrawal', () => {
  const login = (id: number, h: number, country: string, userAgent: string): LoginSeen => ({ id, country, userAgent, ip: `10.0.0.${id}`, at: hoursAgo(h) });
  const earlier = [login(1, 100, 'KR', 'Chrome/1'), login(2, 60, '', 'Safari/2')];
  it('fires on a new country or a new browser within the hours before the withdrawal', () => {
    expect(newLoginBeforeWithdrawal([login(3, 1, 'VN', 'Chrome/1')], earlier, now, t)).toMatchObject({
      rule: 'new_login_before_withdrawal', subject: 'login:3', detail: { new_country: true, new_device: false, country: 'VN', ip: '10.0.0.3' },
    });
    expect(newLoginBeforeWithdrawal([login(4, 2, 'KR', 'Firefox/9')], earlier, now, t)).toMatchObject({ subject: 'login:4', detail: { new_country: false, new_device: true } });
  });
  it('stays quiet for known logins, an unknown country, old logins and a member with no history', () => {
    expect(newLoginBeforeWithdrawal([login(3, 1, 'KR', 'Safari/2'), login(5, 2, '', 'Chrome/1')], earlier, now, t)).toBeNull();
    expect(newLoginBeforeWithdrawal([login(3, 30, 'VN', 'Firefox/9')], earlier, now, t)).toBeNull();
    expect(newLoginBeforeWithdrawal([login(3, 1, 'VN', 'Firefox/9')], [], now, t)).toBeNull();
  });
});
