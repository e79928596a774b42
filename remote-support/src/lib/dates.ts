import dayjs from 'dayjs';

/** ISO 8601 from the server → local `YYYY-MM-DD HH:mm` ('' stays ''). */
export function formatDateTime(iso: string): string {
  if (!iso) return '';
  const d = dayjs(iso);
  return d.isValid() ? d.format('YYYY-MM-DD HH:mm') : '';
}

/** The local calendar day, `YYYY-MM-DD`. */
export function localDay(now: Date = new Date()): string {
  return dayjs(now).format('YYYY-MM-DD');
}
