// Language switching for the whole site: i18next, antd's locale and dayjs's locale move together.
// Week starts on Sunday in every locale (spec §9).
import dayjs from 'dayjs';
import updateLocale from 'dayjs/plugin/updateLocale';
import { observable, runInAction } from 'mobx';
import type { Locale } from 'antd/es/locale';
import { getRootStore, i18n, type Language } from '@casino/shared';

dayjs.extend(updateLocale);

const ANTD: Record<Language, () => Promise<{ default: Locale }>> = {
  ko: () => import('antd/locale/ko_KR'), en: () => import('antd/locale/en_US'), 'zh-CN': () => import('antd/locale/zh_CN'),
  'zh-TW': () => import('antd/locale/zh_TW'), ja: () => import('antd/locale/ja_JP'), vi: () => import('antd/locale/vi_VN'),
  th: () => import('antd/locale/th_TH'), ms: () => import('antd/locale/ms_MY'), id: () => import('antd/locale/id_ID'),
  // antd ships no Filipino or Lao locale: English is the closest widely read fallback for their widgets.
  fil: () => import('antd/locale/en_US'), es: () => import('antd/locale/es_ES'), tr: () => import('antd/locale/tr_TR'),
  de: () => import('antd/locale/de_DE'), it: () => import('antd/locale/it_IT'), km: () => import('antd/locale/km_KH'),
  lo: () => import('antd/locale/en_US'),
};

export const DAYJS_LOCALE: Record<Language, string> = {
  ko: 'ko', en: 'en', 'zh-CN': 'zh-cn', 'zh-TW': 'zh-tw', ja: 'ja', vi: 'vi', th: 'th', ms: 'ms', id: 'id', fil: 'tl-ph',
  es: 'es', tr: 'tr', de: 'de', it: 'it', km: 'km', lo: 'lo',
};

const DAYJS: Record<string, () => Promise<unknown>> = {
  ko: () => import('dayjs/locale/ko'), en: () => Promise.resolve(), 'zh-cn': () => import('dayjs/locale/zh-cn'),
  'zh-tw': () => import('dayjs/locale/zh-tw'), ja: () => import('dayjs/locale/ja'), vi: () => import('dayjs/locale/vi'),
  th: () => import('dayjs/locale/th'), ms: () => import('dayjs/locale/ms'), id: () => import('dayjs/locale/id'),
  'tl-ph': () => import('dayjs/locale/tl-ph'), es: () => import('dayjs/locale/es'), tr: () => import('dayjs/locale/tr'),
  de: () => import('dayjs/locale/de'), it: () => import('dayjs/locale/it'), km: () => import('dayjs/locale/km'),
  lo: () => import('dayjs/locale/lo'),
};

export const localeState = observable({ antd: undefined as Locale | undefined });

/**
 * Starts downloading a language's antd and dayjs locale chunks without applying them (start-up fetches them
 * with the config, issue 19; changeLanguage then finds them loaded). Only the active language's locale loads.
 */
export function preloadLanguage(lang: Language): void {
  ANTD[lang]?.().catch(() => undefined);
  DAYJS[DAYJS_LOCALE[lang]]?.()?.catch(() => undefined);
}

/** Applies a language everywhere; unsupported codes fall back to Korean (spec §4). */
export async function changeLanguage(requested: string, persist = true): Promise<Language> {
  const { prefs } = getRootStore();
  const lang = prefs.setLanguage(requested, persist);
  const dj = DAYJS_LOCALE[lang];
  const [antdLocale] = await Promise.all([ANTD[lang]().then((m) => m.default), DAYJS[dj]().catch(() => undefined), i18n.changeLanguage(lang)]);
  dayjs.locale(dj);
  dayjs.updateLocale(dj, { weekStart: 0 });
  if (typeof document !== 'undefined') {
    document.documentElement.lang = lang;
    // The description search results and shared links show, in the language the page now reads in (the server
    // draws it in the visitor's language; index.html holds the Korean one).
    document.querySelector('meta[name="description"]')?.setAttribute('content', i18n.t('meta.description', { ns: 'host' }));
  }
  runInAction(() => { localeState.antd = antdLocale; });
  return lang;
}
