// Pure ledger and wallet rules: the chain check both ledgers are verified with, operator amounts, refs, the
// transaction history's Seoul-day range and cursor.
import { checkChain, MAX_ADJUSTMENT, parseSignedAmount, refOf } from '../../src/domain/ledger';
import { cursorOf, parseCursor, seoulDayRange } from '../../src/domain/wallet';

const row = (id: number, before: number, amount: number, after = before + amount) => ({ id, amount, before, after });

describe('checkChain', () => {
  it('accepts an empty ledger only at zero', () => {
    expect(checkChain([], 0)).toEqual([]);
    expect(checkChain([], 5)).toEqual([{ kind: 'balance', expected: 0, balance: 5 }]);
  });

  it('follows rows in id order whatever order they come in', () => {
    const rows = [row(7, 100, -30), row(3, 0, 100), row(9, 70, 0)];
    expect(checkChain(rows, 70)).toEqual([]);
  });

  it('names every kind of break at its row', () => {
    const rows = [row(1, 0, 100), row(2, 100, -40, 50), row(3, 70, 10), row(4, 90, 5)];
    expect(checkChain(rows, 96)).toEqual([
      { kind: 'arithmetic', id: 2 },
      { kind: 'gap', id: 3, expectedBefore: 50 },
      { kind: 'gap', id: 4, expectedBefore: 80 },
      { kind: 'balance', expected: 95, balance: 96 },
    ]);
  });

  it('detects a removed row as a gap and an edited balance as a balance problem', () => {
    const full = [row(1, 0, 500), row(2, 500, -200), row(3, 300, 50)];
    expect(checkChain(full.filter((r) => r.id !== 2), 350)).toEqual([{ kind: 'gap', id: 3, expectedBefore: 500 }]);
    expect(checkChain(full, 351)).toEqual([{ kind: 'balance', expected: 350, balance: 351 }]);
  });
});

describe('parseSignedAmount', () => {
  it('takes non-zero integers, as numbers or signed digit text', () => {
    expect(parseSignedAmount(5000)).toBe(5000);
    expect(parseSignedAmount(-5000)).toBe(-5000);
    expect(parseSignedAmount('-5000')).toBe(-5000);
    expect(parseSignedAmount('+70000')).toBe(70000);
    expect(parseSignedAmount(MAX_ADJUSTMENT)).toBe(MAX_ADJUSTMENT);
  });

  it('refuses zero, fractions, text, huge values and other types', () => {
    for (const v of [0, '0', '-0', 1.5, '1.5', '1e5', 'abc', '', ' ', '--5', MAX_ADJUSTMENT + 1, 2 ** 63, Number.NaN, null, undefined, true, [5]]) {
      expect([v, parseSignedAmount(v)]).toEqual([v, null]);
    }
  });
});

describe('refOf', () => {
  it('names the request a ledger row belongs to', () => {
    expect(refOf('deposit', 12)).toBe('deposit:12');
    expect(refOf('withdrawal', 7)).toBe('withdrawal:7');
  });
  it('names the provider round a bet, win or rollback belongs to', () => {
    expect(refOf('house', 'r-8f2c')).toBe('house:r-8f2c');
  });
});

describe('seoulDayRange', () => {
  it('turns inclusive Seoul days into a half-open UTC range', () => {
    expect(seoulDayRange('2026-03-01', '2026-03-01')).toEqual({
      fromUtc: new Date('2026-02-28T15:00:00Z'), toUtc: new Date('2026-03-01T15:00:00Z'),
    });
    expect(seoulDayRange('2026-12-31', '2027-01-01')).toEqual({
      fromUtc: new Date('2026-12-30T15:00:00Z'), toUtc: new Date('2027-01-01T15:00:00Z'),
    });
  });

  it('leaves an absent side open', () => {
    expect(seoulDayRange(undefined, undefined)).toEqual({ fromUtc: undefined, toUtc: undefined });
    expect(seoulDayRange('', '2026-01-31')).toEqual({ fromUtc: undefined, toUtc: new Date('2026-01-31T15:00:00Z') });
  });

  it('names the bad side', () => {
    expect(seoulDayRange('2026-02-29', undefined)).toEqual({ invalid: 'from' }); // not a leap year
    expect(seoulDayRange('2026-1-5', undefined)).toEqual({ invalid: 'from' });
    expect(seoulDayRange(undefined, '2026-13-01')).toEqual({ invalid: 'to' });
    expect(seoulDayRange('2026-03-02', '2026-03-01')).toEqual({ invalid: 'to' });
  });
});

describe('cursor', () => {
  it('round-trips a row id and refuses anything else', () => {
    expect(parseCursor(cursorOf(42))).toBe(42);
    expect(parseCursor(undefined)).toBeUndefined();
    expect(parseCursor('')).toBeUndefined();
    for (const bad of ['0', '-1', 'abc', '1.5', '9'.repeat(16)]) expect(parseCursor(bad)).toBeNull();
  });
});
