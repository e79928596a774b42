import { addDays, seoulDay, won } from './format';

describe('formatting', () => {
  it('won groups digits of integers, bigints and numeric strings, keeping the sign', () => {
    expect(won(1234567)).toBe('1,234,567');
    expect(won(-50000)).toBe('-50,000');
    expect(won('9007199254740993')).toBe('9,007,199,254,740,993');
    expect(won(0)).toBe('0');
    expect(won(null)).toBe('–');
  });

  it('days are Asia/Seoul calendar days', () => {
    expect(seoulDay(new Date('2026-01-01T14:59:59Z'))).toBe('2026-01-01');
    expect(seoulDay(new Date('2026-01-01T15:00:00Z'))).toBe('2026-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
  });
});
