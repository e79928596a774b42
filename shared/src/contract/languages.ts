// The sixteen interface languages of spec §9. Korean is the default. Browser-free: the server answers
// Accept-Language with the same list (house game texts, demo tables).
export const LANGUAGES = ['ko', 'en', 'zh-CN', 'zh-TW', 'ja', 'vi', 'th', 'ms', 'id', 'fil', 'es', 'tr', 'de', 'it', 'km', 'lo'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ko';

export const isSupportedLanguage = (v: unknown): v is Language => typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);
