// Dates and money in the member's language. dayjs is the host's shared instance; the host loads the
// locale data of the chosen language, Korean is bundled here so that the default never depends on timing.
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import 'dayjs/locale/ko';

dayjs.extend(localizedFormat);

const DAYJS_LOCALE: Record<string, string> = {
  ko: 'ko', en: 'en', 'zh-CN': 'zh-cn', 'zh-TW': 'zh-tw', ja: 'ja', vi: 'vi', th: 'th', ms: 'ms', id: 'id', fil: 'tl-ph',
  es: 'es', tr: 'tr', de: 'de', it: 'it', km: 'km', lo: 'lo',
};

export const EMPTY_VALUE = '—';

/** An ISO date-time as a localised date and time ("2025년 3월 1일 오후 2:05"); '' or invalid → '—'. */
export function formatDateTime(iso: string | null | undefined, language: string): string {
  if (!iso) return EMPTY_VALUE;
  const d = dayjs(iso);
  if (!d.isValid()) return EMPTY_VALUE;
  return d.locale(DAYJS_LOCALE[language] ?? 'ko').format('LLL');
}

/** Whole won or points with the language's digit grouping. */
export function formatAmount(value: number, language: string): string {
  const n = Math.trunc(Number.isFinite(value) ? value : 0);
  try {
    return new Intl.NumberFormat(language).format(n);
  } catch {
    return new Intl.NumberFormat('ko-KR').format(n);
  }
}

export const orEmpty = (value: string | null | undefined): string => (value && value.trim() ? value : EMPTY_VALUE);
