// The interface languages (the list itself is in the browser-free contract), their names and the start-up pick.
import { isSupportedLanguage, LANGUAGES, type Language } from '../contract/languages';

export { DEFAULT_LANGUAGE, isSupportedLanguage, LANGUAGES, type Language } from '../contract/languages';

/** Each language's own name, for the picker. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  ko: '한국어', en: 'English', 'zh-CN': '简体中文', 'zh-TW': '繁體中文', ja: '日本語', vi: 'Tiếng Việt', th: 'ไทย',
  ms: 'Bahasa Melayu', id: 'Bahasa Indonesia', fil: 'Filipino', es: 'Español', tr: 'Türkçe', de: 'Deutsch',
  it: 'Italiano', km: 'ខ្មែរ', lo: 'ລາວ',
};

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
