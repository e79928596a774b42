import { addDays, daysBetween, eachDay, SEOUL_UTC_OFFSET_HOURS, seoulDate, seoulDayStart } from '../../src/domain/seoul-calendar';

describe('the Seoul calendar', () => {
  it('takes its offset from the contract: Seoul is nine hours ahead of UTC', () => {
    expect(SEOUL_UTC_OFFSET_HOURS).toBe(9);
  });

  it('names the Seoul day of an instant, changing at 15:00 UTC', () => {
    expect(seoulDate(new Date('2026-01-01T14:59:59.999Z'))).toBe('2026-01-01');
    expect(seoulDate(new Date('2026-01-01T15:00:00.000Z'))).toBe('2026-01-02');
  });

  it('starts a Seoul day at 15:00 UTC the day before, and counts days after it', () => {
    expect(seoulDayStart('2026-03-01').toISOString()).toBe('2026-02-28T15:00:00.000Z');
    expect(seoulDayStart('2026-03-01', 1).toISOString()).toBe('2026-03-01T15:00:00.000Z');
    expect(seoulDayStart('2028-03-01', -1).toISOString()).toBe('2028-02-28T15:00:00.000Z'); // 29 February 2028 in Seoul
  });

  it('does YYYY-MM-DD arithmetic across months, years and leap days', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(daysBetween('2026-01-01', '2026-12-31')).toBe(364);
    expect(daysBetween('2026-01-02', '2026-01-01')).toBe(-1);
    expect(eachDay('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(eachDay('2026-03-02', '2026-03-01')).toEqual([]);
  });
});
