import { pgError, toIso, toNumber } from '../../src/db/values';

describe('raw value conversion', () => {
  it('reads int8 from either driver as a safe number', () => {
    expect(toNumber(5)).toBe(5);
    expect(toNumber('1000000')).toBe(1_000_000);
    expect(toNumber(10n)).toBe(10);
    expect(toNumber(null)).toBe(0);
    expect(() => toNumber('9007199254740993')).toThrow(RangeError);
    expect(() => toNumber('1.5')).toThrow(TypeError);
  });
  it('turns PostgreSQL timestamptz text into ISO UTC', () => {
    expect(toIso('2026-01-02 03:04:05.678+00')).toBe('2026-01-02T03:04:05.678Z');
    expect(toIso('2026-01-02 12:04:05+09')).toBe('2026-01-02T03:04:05.000Z');
    expect(toIso('2026-01-02 03:04:05.5+05:30')).toBe('2026-01-01T21:34:05.500Z');
    expect(toIso(new Date(0))).toBe('1970-01-01T00:00:00.000Z');
    expect(toIso(null)).toBe('');
  });
  it('finds the PostgreSQL error behind wrapper errors', () => {
    const inner = Object.assign(new Error('duplicate'), { code: '23505', constraint: 'members_username_key' });
    const outer = new Error('Failed query: insert …', { cause: inner });
    expect(pgError(outer)).toEqual({ code: '23505', constraint: 'members_username_key', message: 'duplicate' });
    expect(pgError(new Error('plain'))).toBeUndefined();
  });
});
