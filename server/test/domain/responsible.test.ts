import {
  birthDateProblem, blockedCountriesOf, countryOf, decideLimitChange, depositLimitBreach, effectiveLimit, exclusionUntil,
  isExcluded, isStricter, kycThresholdOf, minAgeOf, sameHolder, shortensExclusion, validExclusion, validLimitValue,
  cleanReason, decideImposedLimit, exceedsCeiling,
} from '../../src/domain/responsible/rules';
import { seoulDate, seoulWindows } from '../../src/domain/seoul-calendar';
import { resolveResponsibleSettings } from '../../src/domain/responsible/settings';

const at = new Date('2030-07-24T03:00:00Z'); // Wednesday 24 July 2030, 12:00 in Seoul

describe('Seoul windows', () => {
  it('starts the day at Seoul midnight, the week on Sunday and the month on the 1st', () => {
    const w = seoulWindows(at);
    expect(w.dayStart.toISOString()).toBe('2030-07-23T15:00:00.000Z');
    expect(w.dayEnd.toISOString()).toBe('2030-07-24T15:00:00.000Z');
    expect(w.weekStart.toISOString()).toBe('2030-07-20T15:00:00.000Z');
    expect(w.monthStart.toISOString()).toBe('2030-06-30T15:00:00.000Z');
  });

  it('already counts 00:30 in Seoul as the next day (15:30 UTC the day before)', () => {
    const late = new Date('2030-07-27T15:30:00Z'); // Sunday 28 July 00:30 in Seoul: a new week
    expect(seoulDate(late)).toBe('2030-07-28');
    expect(seoulWindows(late).weekStart.toISOString()).toBe('2030-07-27T15:00:00.000Z');
  });
});

describe('limit changes', () => {
  it('applies a stricter value at once and a looser one after 24 hours', () => {
    expect(decideLimitChange(null, 100_000, at)).toEqual({ applyNow: true, effectiveAt: at });
    expect(decideLimitChange(100_000, 50_000, at).applyNow).toBe(true);
    expect(decideLimitChange(100_000, 100_000, at).applyNow).toBe(true);
    const raise = decideLimitChange(100_000, 200_000, at);
    expect(raise).toEqual({ applyNow: false, effectiveAt: new Date('2030-07-25T03:00:00Z') });
    expect(decideLimitChange(100_000, null, at).applyNow).toBe(false); // removal = the loosest
    expect(isStricter(null, null)).toBe(true);
  });

  it('counts a pending change only once its time has come', () => {
    const row = { value: 100, pendingValue: 200, pendingEffectiveAt: new Date('2030-07-25T03:00:00Z') };
    expect(effectiveLimit(row, new Date('2030-07-25T02:59:59Z'))).toBe(100);
    expect(effectiveLimit(row, new Date('2030-07-25T03:00:00Z'))).toBe(200);
  });

  it('accepts positive integers up to the kind\'s maximum, or null', () => {
    expect(validLimitValue('deposit_daily', 100_000)).toBe(true);
    expect(validLimitValue('deposit_daily', null)).toBe(true);
    expect(validLimitValue('deposit_daily', 0)).toBe(false);
    expect(validLimitValue('session_minutes', 1441)).toBe(false);
    expect(validLimitValue('session_minutes', 1.5)).toBe(false);
  });

  it('names the first deposit window the amount would break, with what is left', () => {
    const limits = { daily: 100_000, weekly: 300_000, monthly: null };
    expect(depositLimitBreach(limits, { daily: 60_000, weekly: 60_000, monthly: 60_000 }, 40_000)).toBeNull();
    expect(depositLimitBreach(limits, { daily: 60_000, weekly: 60_000, monthly: 60_000 }, 50_000)).toEqual({ window: 'daily', limit: 100_000, remaining: 40_000 });
    expect(depositLimitBreach(limits, { daily: 0, weekly: 290_000, monthly: 0 }, 20_000)).toEqual({ window: 'weekly', limit: 300_000, remaining: 10_000 });
    expect(depositLimitBreach({ daily: 10_000, weekly: null, monthly: null }, { daily: 30_000, weekly: 0, monthly: 0 }, 10_000)!.remaining).toBe(0);
  });
});

describe('exclusions', () => {
  it('ends a time-out after 24 h / 7 d / 30 d and a self-exclusion after calendar months; permanent never', () => {
    expect(exclusionUntil('24h', at)!.toISOString()).toBe('2030-07-25T03:00:00.000Z');
    expect(exclusionUntil('7d', at)!.toISOString()).toBe('2030-07-31T03:00:00.000Z');
    expect(exclusionUntil('30d', at)!.toISOString()).toBe('2030-08-23T03:00:00.000Z');
    expect(exclusionUntil('6m', at)!.toISOString()).toBe('2031-01-24T03:00:00.000Z');
    expect(exclusionUntil('1y', at)!.toISOString()).toBe('2031-07-24T03:00:00.000Z');
    expect(exclusionUntil('5y', at)!.toISOString()).toBe('2035-07-24T03:00:00.000Z');
    expect(exclusionUntil('6m', new Date('2030-08-31T00:00:00Z'))!.toISOString()).toBe('2031-02-28T00:00:00.000Z');
    expect(exclusionUntil('permanent', at)).toBeNull();
  });

  it('never lets a new exclusion end before the current one', () => {
    const week = { until: new Date('2030-07-31T03:00:00Z') };
    expect(shortensExclusion(null, new Date('2030-07-25T03:00:00Z'))).toBe(false);
    expect(shortensExclusion(week, new Date('2030-07-25T03:00:00Z'))).toBe(true);
    expect(shortensExclusion(week, new Date('2030-08-01T03:00:00Z'))).toBe(false);
    expect(shortensExclusion(week, null)).toBe(false); // permanent extends anything
    expect(shortensExclusion({ until: null }, new Date('2099-01-01T00:00:00Z'))).toBe(true);
    expect(shortensExclusion({ until: null }, null)).toBe(false);
    expect(isExcluded(week, new Date('2030-07-31T02:59:59Z'))).toBe(true);
    expect(isExcluded(week, new Date('2030-07-31T03:00:00Z'))).toBe(false);
    expect(isExcluded({ until: null }, new Date('2199-01-01T00:00:00Z'))).toBe(true);
  });

  it('accepts only the periods of each kind', () => {
    expect(validExclusion('timeout', '7d')).toEqual({ kind: 'timeout', period: '7d' });
    expect(validExclusion('timeout', '6m')).toBeNull();
    expect(validExclusion('self_exclusion', 'permanent')).toEqual({ kind: 'self_exclusion', period: 'permanent' });
    expect(validExclusion('self_exclusion', '24h')).toBeNull();
  });
});

describe('sign-up age, jurisdiction and KYC settings', () => {
  it('checks the date of birth against the legal age on today\'s Seoul date', () => {
    // 24 July 2030 in Seoul: born 25 July 2011 is still 18, born 24 July 2011 turned 19 today
    expect(birthDateProblem('2011-07-25', at, 19)).toBe('underage');
    expect(birthDateProblem('2011-07-24', at, 19)).toBeNull();
    // 23:30 UTC on the 23rd is already the 24th in Seoul
    expect(birthDateProblem('2011-07-24', new Date('2030-07-23T15:30:00Z'), 19)).toBeNull();
    expect(birthDateProblem('2011-07-24', new Date('2030-07-23T14:30:00Z'), 19)).toBe('underage');
    expect(birthDateProblem(undefined, at, 19)).toBe('missing');
    expect(birthDateProblem('2001-02-30', at, 19)).toBe('invalid');
    expect(birthDateProblem('24.07.2001', at, 19)).toBe('invalid');
    expect(birthDateProblem('2031-01-01', at, 19)).toBe('invalid');
    expect(birthDateProblem(20010724, at, 19)).toBe('invalid');
  });

  it('reads min_age, blocked countries and the KYC threshold from VARIABLES with safe fallbacks', () => {
    expect(minAgeOf({})).toBe(19);
    expect(minAgeOf({ min_age: 21 })).toBe(21);
    expect(minAgeOf({ min_age: '21' })).toBe(19);
    expect(blockedCountriesOf({ blocked_countries: ['us', ' FR', 3] })).toEqual(['US', 'FR']);
    expect(countryOf('us')).toBe('US');
    expect(countryOf(['KR', 'US'])).toBe('KR');
    expect(countryOf('')).toBeNull();
    expect(countryOf('USA')).toBeNull();
    expect(kycThresholdOf({ kyc_withdraw_threshold: 500_000 }, null, 1_000_000)).toBe(500_000);
    expect(kycThresholdOf({ kyc_withdraw_threshold: 500_000 }, 2_000_000, 1_000_000)).toBe(2_000_000);
    expect(kycThresholdOf({}, null, 1_000_000)).toBe(1_000_000);
  });

  it('takes the country header name and the threshold override from the environment', () => {
    expect(resolveResponsibleSettings({})).toEqual({ countryHeader: 'cf-ipcountry', kycWithdrawThreshold: null });
    expect(resolveResponsibleSettings({ COUNTRY_HEADER: 'X-Country', KYC_WITHDRAW_THRESHOLD: '2000000' }))
      .toEqual({ countryHeader: 'x-country', kycWithdrawThreshold: 2_000_000 });
    expect(() => resolveResponsibleSettings({ KYC_WITHDRAW_THRESHOLD: '1e6' })).toThrow('KYC_WITHDRAW_THRESHOLD');
  });

  it('compares account holder names without spaces or letter case', () => {
    expect(sameHolder('홍 길동', '홍길동')).toBe(true);
    expect(sameHolder('Hong Gildong', 'hong gildong')).toBe(true);
    expect(sameHolder('홍길동', '김철수')).toBe(false);
  });
});

describe('limits and exclusions imposed by the site (issue 47 §4)', () => {
  const row = (value: number | null, imposedValue: number | null = null, pendingValue: number | null = null, pendingEffectiveAt: Date | null = null) => ({
    value, imposedValue, pendingValue, pendingEffectiveAt,
  });
  const later = new Date(at.getTime() + 3600_000);

  it('a ceiling: the member may go stricter, never looser, never remove it', () => {
    expect(exceedsCeiling(null, null)).toBe(false);
    expect(exceedsCeiling(null, 5_000_000)).toBe(false);
    expect(exceedsCeiling(100_000, 100_000)).toBe(false);
    expect(exceedsCeiling(100_000, 50_000)).toBe(false);
    expect(exceedsCeiling(100_000, 100_001)).toBe(true);
    expect(exceedsCeiling(100_000, null)).toBe(true); // removal
  });

  it('imposing lowers the member\'s own value at once, or sets one where none was', () => {
    expect(decideImposedLimit(row(null), 100_000)).toEqual({ ok: true, value: 100_000, pendingValue: null, pendingEffectiveAt: null, droppedPending: false });
    expect(decideImposedLimit(row(500_000), 100_000)).toMatchObject({ ok: true, value: 100_000 });
    expect(decideImposedLimit(row(30_000), 100_000)).toMatchObject({ ok: true, value: 30_000 }); // the member's stricter value stays
  });

  it('a waiting raise above the ceiling (or a waiting removal) is dropped; one within it stays', () => {
    expect(decideImposedLimit(row(30_000, null, 900_000, later), 100_000)).toMatchObject({ ok: true, pendingValue: null, pendingEffectiveAt: null, droppedPending: true });
    expect(decideImposedLimit(row(30_000, null, null, later), 100_000)).toMatchObject({ ok: true, pendingValue: null, droppedPending: true });
    expect(decideImposedLimit(row(30_000, null, 80_000, later), 100_000)).toMatchObject({ ok: true, pendingValue: 80_000, pendingEffectiveAt: later, droppedPending: false });
  });

  it('the site can lower its own ceiling but never raise it', () => {
    expect(decideImposedLimit(row(100_000, 100_000), 50_000)).toMatchObject({ ok: true, value: 50_000 });
    expect(decideImposedLimit(row(100_000, 100_000), 100_000)).toMatchObject({ ok: true, value: 100_000 });
    expect(decideImposedLimit(row(100_000, 100_000), 100_001)).toEqual({ ok: false, problem: 'cannot_loosen' });
  });

  it('an imposed time-out cannot be ended early or shortened by a new one', () => {
    const imposed = { until: new Date(at.getTime() + 7 * 24 * 3600_000) };
    expect(isExcluded(imposed, later)).toBe(true);
    expect(shortensExclusion(imposed, exclusionUntil('24h', at))).toBe(true);
    expect(shortensExclusion(imposed, exclusionUntil('30d', at))).toBe(false);
    expect(shortensExclusion({ until: null }, exclusionUntil('5y', at))).toBe(true);
  });

  it('a reason is mandatory, trimmed and bounded', () => {
    expect(cleanReason('  told us about debts  ', 500)).toBe('told us about debts');
    expect(cleanReason('   ', 500)).toBeNull();
    expect(cleanReason(undefined, 500)).toBeNull();
    expect(cleanReason('x'.repeat(501), 500)).toBeNull();
  });
});
