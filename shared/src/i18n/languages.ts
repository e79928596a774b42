// The sixteen interface languages of spec §9. Korean is the default.
export const LANGUAGES = ['ko', 'en', 'zh-CN', 'zh-TW', 'ja', 'vi', 'th', 'ms', 'id', 'fil', 'es', 'tr', 'de', 'it', 'km', 'lo'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ko';

/** Each language's own name, for the picker. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  ko: '한국어', en: 'English', 'zh-CN': '简体中文', 'zh-TW': '繁體中文', ja: '日本語', vi: 'Tiếng Việt', th: 'ไทย',
  ms: 'Bahasa Melayu', id: 'Bahasa Indonesia', fil: 'Filipino', es: 'Español', tr: 'Türkçe', de: 'Deutsch',
  it: 'Italiano', km: 'ខ្មែរ', lo: 'ລາວ',
};

export const isSupportedLanguage = (v: unknown): v is Language => typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);

/**
 * Start-up language (spec §4): the saved language, else the first browser language whose prefix is
 * supported, else English. (Switching later falls back to Korean instead: PrefsStore.setLanguage.)
 */
export function detectLanguage(saved: string | null | undefined, browser: readonly string[]): Language {
  if (isSupportedLanguage(saved)) return saved;
  for (const raw of browser) {
    if (!raw) continue;
    const exact = LANGUAGES.find((l) => l.toLowerCase() === raw.toLowerCase());
    if (exact) return exact;
    const [prefix, region = ''] = raw.toLowerCase().split('-');
    if (prefix === 'zh') return ['tw', 'hk', 'mo', 'hant'].includes(region) ? 'zh-TW' : 'zh-CN';
    if (prefix === 'tl') return 'fil';
    if (prefix === 'in') return 'id';
    const byPrefix = LANGUAGES.find((l) => l.toLowerCase() === prefix);
    if (byPrefix) return byPrefix;
  }
  return 'en';
}
