import { formatAmount, formatDateTime } from './format';

const iso = '2025-03-01T05:05:00.000Z';

test('dates are formatted with dayjs in the member\'s language; empty or invalid shows a dash', () => {
  const ko = formatDateTime(iso, 'ko');
  const en = formatDateTime(iso, 'en');
  expect(ko).toMatch(/^2025년 3월 1일 (오전|오후) \d{1,2}:05$/);
  expect(en).toMatch(/^March 1, 2025 \d{1,2}:05 (AM|PM)$/);
  expect(formatDateTime('', 'ko')).toBe('—');
  expect(formatDateTime('not a date', 'en')).toBe('—');
});

test('amounts are whole numbers with digit grouping', () => {
  expect(formatAmount(1234567, 'ko')).toBe('1,234,567');
  expect(formatAmount(1234567.9, 'en')).toBe('1,234,567');
  expect(formatAmount(Number.NaN, 'ko')).toBe('0');
});
