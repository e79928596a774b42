// Theme, style, layout and language the member chose. A saved choice beats the site config's default.
import { makeAutoObservable } from 'mobx';
import { isStyle, isTheme, LAYOUTS, type StyleName, type ThemeName } from '../theme/themes';
import { DEFAULT_LANGUAGE, isSupportedLanguage, type Language } from '../i18n/languages';
import { storage } from './storage';

export class PrefsStore {
  theme: ThemeName = 'dark';
  style: StyleName = 'modern';
  layout: string = 'list-layout';
  language: Language = DEFAULT_LANGUAGE;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
    const t = storage.get('theme');
    const s = storage.get('style');
    const l = storage.get('layout');
    const lang = storage.get('language');
    if (isTheme(t)) this.theme = t;
    if (isStyle(s)) this.style = s;
    if (l && (LAYOUTS as readonly string[]).includes(l)) this.layout = l;
    if (isSupportedLanguage(lang)) this.language = lang;
  }

  get savedLanguage(): Language | null {
    const lang = storage.get('language');
    return isSupportedLanguage(lang) ? lang : null;
  }

  /** Site-config defaults apply only where the member has not saved a choice. */
  applySiteDefaults(web: { theme?: unknown; style?: unknown; layout?: unknown }): void {
    if (!storage.get('theme') && isTheme(web.theme)) this.theme = web.theme;
    if (!storage.get('style') && isStyle(web.style)) this.style = web.style;
    if (!storage.get('layout') && typeof web.layout === 'string' && (LAYOUTS as readonly string[]).includes(web.layout)) this.layout = web.layout;
  }

  setTheme(theme: ThemeName): void { if (isTheme(theme)) { this.theme = theme; storage.set('theme', theme); } }
  setStyle(style: StyleName): void { if (isStyle(style)) { this.style = style; storage.set('style', style); } }
  setLayout(layout: string): void { if ((LAYOUTS as readonly string[]).includes(layout)) { this.layout = layout; storage.set('layout', layout); } }

  /** Switching accepts only supported locales and falls back to Korean (spec §4). */
  setLanguage(language: string, persist = true): Language {
    const lang = isSupportedLanguage(language) ? language : DEFAULT_LANGUAGE;
    this.language = lang;
    if (persist) storage.set('language', lang);
    return lang;
  }
}
