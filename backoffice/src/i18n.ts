// The console speaks Korean and English. Its texts are the `bo` namespace of the one shared i18next
// instance, whose `common` namespace already explains every server answer (the failure catalogue).
import { i18n, initI18n, registerNamespace } from '@casino/shared';
import type { ConsoleLanguage } from './lib/root-store';

export const NS = 'bo';
const LANGUAGE_KEY = 'bo.language';

export function savedLanguage(): ConsoleLanguage {
  try {
    const v = localStorage.getItem(LANGUAGE_KEY);
    if (v === 'ko' || v === 'en') return v;
  } catch { /* no storage */ }
  // nothing chosen yet: the browser's first language when it is English, else Korean (the site's language)
  const first = (typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language])[0] ?? '';
  return first.toLowerCase().startsWith('en') ? 'en' : 'ko';
}

export async function initConsoleI18n(language: ConsoleLanguage): Promise<void> {
  await initI18n(language);
  await registerNamespace(NS, (lng) => (lng === 'en' ? import('./locales/en.json') : import('./locales/ko.json')));
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

export async function switchLanguage(language: ConsoleLanguage): Promise<void> {
  try { localStorage.setItem(LANGUAGE_KEY, language); } catch { /* no storage */ }
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}
