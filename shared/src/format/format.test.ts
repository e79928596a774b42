import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { EMPTY_VALUE, formatDate, formatDateTime, formatMoney, formatTimestamp, minutesSince, nextWalletMidnight, orEmpty } from './index';

// 15:04:05 UTC on 1 March is 00:04:05 on 2 March in Seoul: a day apart, so a formatter that used the machine's
// zone (or UTC) would name the wrong day.
const AT = '2026-03-01T15:04:05.000Z';
const SEOUL = { date: '2026-03-02', dateTime: '2026-03-02 00:04', timestamp: '2026-03-02 00:04:05', nextMidnight: '2026-03-02T15:00:00.000Z' };

describe('money', () => {
  it('groups the digits of numbers, bigints and numeric strings exactly', () => {
    expect(formatMoney(1234567)).toBe('1,234,567');
    expect(formatMoney(999)).toBe('999');
    expect(formatMoney(0)).toBe('0');
    expect(formatMoney(1234567.9)).toBe('1,234,567');
    expect(formatMoney(12345678901234567890n)).toBe('12,345,678,901,234,567,890');
    expect(formatMoney('9007199254740993')).toBe('9,007,199,254,740,993');
    expect(formatMoney(' 50000 ')).toBe('50,000');
  });

  it('writes one minus, and a plus only for signed ledger movements', () => {
    expect(formatMoney(-50000)).toBe('−50,000');
    expect(formatMoney('-1000')).toBe('−1,000');
    expect(formatMoney(30000)).toBe('30,000');
    expect(formatMoney(30000, { signed: true })).toBe('+30,000');
    expect(formatMoney(-30000, { signed: true })).toBe('−30,000');
    expect(formatMoney(0, { signed: true })).toBe('0');
  });

  it('shows the empty mark for a missing or unreadable amount, and 0 for a number that is not finite', () => {
    for (const missing of [null, undefined, '', 'abc']) expect(formatMoney(missing)).toBe(EMPTY_VALUE);
    expect(formatMoney(Number.NaN)).toBe('0');
  });
});

describe('dates and times', () => {
  it('render an instant as the Seoul wall clock, in the three shapes', () => {
    expect(formatDate(AT)).toBe(SEOUL.date);
    expect(formatDateTime(AT)).toBe(SEOUL.dateTime);
    expect(formatTimestamp(AT)).toBe(SEOUL.timestamp);
    expect(formatTimestamp(Date.parse(AT))).toBe(SEOUL.timestamp);
    expect(formatTimestamp(new Date(AT))).toBe(SEOUL.timestamp);
    expect(formatTimestamp('2026-03-02T00:04:05+09:00')).toBe(SEOUL.timestamp);
    expect(nextWalletMidnight(new Date(AT)).toISOString()).toBe(SEOUL.nextMidnight);
  });

  it('show the empty mark for a missing or invalid instant', () => {
    for (const missing of [null, undefined, '', 'not a date']) {
      expect(formatDate(missing)).toBe(EMPTY_VALUE);
      expect(formatDateTime(missing)).toBe(EMPTY_VALUE);
      expect(formatTimestamp(missing)).toBe(EMPTY_VALUE);
    }
  });

  it('count whole minutes waited, never negative', () => {
    const now = Date.parse(AT);
    expect(minutesSince('2026-03-01T14:52:30Z', now)).toBe(11);
    expect(minutesSince('2026-03-01T15:10:00Z', now)).toBe(0);
    expect(minutesSince('not a date', now)).toBe(0);
  });

  // Jest cannot change the zone of its own process (process.env.TZ is read once, at start-up), so the same
  // calls run in a fresh Node process per zone. Los Angeles and Kiritimati (UTC+14) both fall on other days.
  it.each(['America/Los_Angeles', 'Pacific/Kiritimati'])('give the same Seoul text on a machine in %s', (zone) => {
    const script = `const m = await import('./src/format/index.ts'); const f = m.formatDate ? m : m.default;
      console.log(JSON.stringify({ zone: new Date(${JSON.stringify(AT)}).getTimezoneOffset(), date: f.formatDate(${JSON.stringify(AT)}),
        dateTime: f.formatDateTime(${JSON.stringify(AT)}), timestamp: f.formatTimestamp(${JSON.stringify(AT)}),
        nextMidnight: f.nextWalletMidnight(new Date(${JSON.stringify(AT)})).toISOString() }));`;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: path.resolve(__dirname, '../..'), env: { ...process.env, TZ: zone }, encoding: 'utf8',
    });
    const { zone: offset, ...shown } = JSON.parse(out) as Record<string, unknown>;
    expect(offset).not.toBe(-540); // the child really runs outside Seoul
    expect(shown).toEqual(SEOUL);
  });
});

it('keeps text, and marks blank text as empty', () => {
  expect(orEmpty('KB')).toBe('KB');
  for (const missing of [null, undefined, '', '   ']) expect(orEmpty(missing)).toBe(EMPTY_VALUE);
});
