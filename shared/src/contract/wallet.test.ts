// The wallet rules both the forms and the server apply.
import {
  convertibleAll, digitsOnly, isIsoDate, statusLabelKey, validateMoneyAmount, validatePointAmount, validatePointConversion,
  validateWithdrawAmount, walletDate,
} from './index';

const v = (code: number, msg: string) => ({ code, msg, field: 'amount' });

test('money amounts: digits only, positive, 10,000 steps, at most 100,000,000', () => {
  expect(validateMoneyAmount(10_000)).toBeNull();
  expect(validateMoneyAmount('1000000')).toBeNull();
  expect(validateMoneyAmount(100_000_000)).toBeNull();
  expect(validateMoneyAmount('')).toEqual(v(4000, 'required_input_missing'));
  for (const bad of ['1a', -10_000, 0, 10_000.5, '10,000', '10 000', 2 ** 63, 100_010_000]) {
    expect([bad, validateMoneyAmount(bad)]).toEqual([bad, v(4001, 'invalid_amount')]);
  }
  expect(validateMoneyAmount(15_000)).toEqual(v(4001, 'amount_unit'));
});

test('withdraw amounts cannot exceed the balance', () => {
  expect(validateWithdrawAmount(50_000, 50_000)).toBeNull();
  expect(validateWithdrawAmount(60_000, 50_000)).toEqual(v(4001, 'insufficient_balance'));
  expect(validateWithdrawAmount(15_000, 50_000)).toEqual(v(4001, 'amount_unit')); // the form rule comes first
  expect(validateWithdrawAmount(10_000, 0)).toEqual(v(4001, 'insufficient_balance'));
});

test('point conversions: minimum 10,000, 10,000 steps, at most the points', () => {
  expect(validatePointAmount(5_000)).toEqual(v(4001, 'below_minimum'));
  expect(validatePointConversion(20_000, 25_000)).toBeNull();
  expect(validatePointConversion(25_000, 30_000)).toEqual(v(4001, 'amount_unit'));
  expect(validatePointConversion(30_000, 25_000)).toEqual(v(4001, 'insufficient_points'));
});

test('convert all takes every whole 10,000, or nothing below the minimum', () => {
  expect(convertibleAll(35_500)).toBe(30_000);
  expect(convertibleAll(10_000)).toBe(10_000);
  expect(convertibleAll(9_999)).toBe(0);
  expect(convertibleAll(-5)).toBe(0);
});

test('digitsOnly strips what members type around the digits', () => {
  expect(digitsOnly('50,000원')).toBe('50000');
  expect(digitsOnly(' 1 2-3 ')).toBe('123');
  expect(digitsOnly('abc')).toBe('');
});

test('dates: real YYYY-MM-DD days, and today in Seoul', () => {
  expect(isIsoDate('2028-02-29')).toBe(true);
  for (const bad of ['2026-02-29', '2026-2-01', '20260201', '', null, 20260201]) expect(isIsoDate(bad)).toBe(false);
  // 2026-03-01 15:30 UTC is already 2026-03-02 in Seoul
  expect(walletDate(new Date('2026-03-01T15:30:00Z'))).toBe('2026-03-02');
  expect(walletDate(new Date('2026-03-01T14:30:00Z'), -7)).toBe('2026-02-22');
});

test('status labels: auto reads differently for deposits and withdrawals; point convert is deposit-only', () => {
  expect(statusLabelKey('deposit', 'auto')).toBe('status.auto.deposit');
  expect(statusLabelKey('withdraw', 'auto')).toBe('status.auto.withdraw');
  expect(statusLabelKey('deposit', 'point_convert')).toBe('status.point_convert');
  expect(statusLabelKey('withdraw', 'point_convert')).toBe('status.unknown');
  expect(statusLabelKey('withdraw', 'waiting')).toBe('status.waiting');
  expect(statusLabelKey('deposit', 'cancelled')).toBe('status.unknown');
});
