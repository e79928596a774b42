// Money and time as members read them: whole won and points with grouped digits, times in Korea time (the
// wallet's time zone, the same days the transaction history filters by; Korea has no daylight saving).
export function groupDigits(value: number): string {
  return Math.trunc(value || 0).toLocaleString('ko-KR');
}

/** ISO 8601 from the server → `YYYY-MM-DD HH:mm:ss` in Asia/Seoul ('' stays ''). */
export function formatSeoul(iso: string): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  return new Date(ms + 9 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}
