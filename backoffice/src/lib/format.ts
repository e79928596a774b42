// Money is integer won; times are shown in Asia/Seoul, the site's business day.
export const SEOUL = 'Asia/Seoul';

export function won(value: number | string | bigint | null | undefined): string {
  if (value === null || value === undefined || value === '') return '–';
  const n = typeof value === 'bigint' ? value : BigInt(typeof value === 'number' ? Math.trunc(value) : String(value).trim() || '0');
  const negative = n < 0n;
  const digits = (negative ? -n : n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${digits}`;
}

export function seoulDateTime(iso: string | null | undefined, locale = 'ko'): string {
  if (!iso) return '–';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return String(iso);
  return new Intl.DateTimeFormat(locale === 'ko' ? 'ko-KR' : 'en-GB', {
    timeZone: SEOUL, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false,
  }).format(d);
}

/** The Asia/Seoul calendar day (YYYY-MM-DD) of an instant. */
export function seoulDay(at: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: SEOUL, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** The Seoul day `days` before `day` (YYYY-MM-DD arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return t.toISOString().slice(0, 10);
}

/** How long ago, in whole minutes, for the queues ("waiting 12 min"). */
export function minutesSince(iso: string, now: number = Date.now()): number {
  const t = new Date(iso).getTime();
  return Number.isNaN(t) ? 0 : Math.max(0, Math.floor((now - t) / 60_000));
}
