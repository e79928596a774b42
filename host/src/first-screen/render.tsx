// A visitor's first screen, drawn on the server (issue 19, docs/decisions/010-first-screen-in-the-html.md). The static
// server (scripts/lib/static-server.mjs) asks for it when it serves index.html for a page listed in PAGES, and puts
// the result into the page: the HTML of the app bar, the menu and the page (inert, no test ids) inside #root, the
// style sheets it was drawn with, the theme's CSS variables on <html>, and the answers of the page's public reads.
// The browser shows that screen as soon as the HTML has arrived, before any script; start-up then draws the same
// screen with React from the same answers (useLoad's `read`) and replaces it.
//
// Drawn with the host's own components, the ones the browser runs, for a visitor only: a member's page (the
// `member` hint of the view cookie) is served as before. Everything it shows is public: the site config, the
// catalogue's providers, the notices. Built for Node by scripts/lib/first-screen-build.mjs.
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { runInAction } from 'mobx';
import { enableStaticRendering } from 'mobx-react-lite';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import {
  ApiClient, cssVariablesFor, detectLanguage, getRootStore, i18n, initI18n, installedStyleSheets, isStyle, isSupportedLanguage, isTheme,
  paletteFor, POPUP_HIDDEN_COOKIE, readKey, registerNamespace, routeByName, seedFirstScreen, StoresProvider, type NoticeListResponse, type Read,
} from '@casino/shared';
import { LayoutFrame } from '../layouts/layout-frame';
import { ToastRegion } from '../components/toast-region';
import { installShellStyles } from '../app/shell-styles';
import Home from '../pages/home';
import { HOME_READS } from '../features/lobby/api/home-reads';
import { popupNoticesRead } from '../features/lobby/api/get-notices';
import { loadSiteConfig } from '../startup/config';
import { setSite, type RuntimeConfig } from '../startup/site';
import { setServerMobile } from '../lib/use-mobile';
import { FIRST_SCREEN_DATA_ID, VIEW_COOKIE } from '../startup/first-screen';
import type { SiteConfig } from '@casino/shared';

// Observers draw once here and never commit: without static rendering each would leave a reaction behind, disposed by
// a timer ten seconds later (a leak in the static server, and MobX work after a test file has ended).
enableStaticRendering(true);

/** The pages drawn on the server: public, the host's own code only. */
const PAGES: Record<string, { route: string; Page: ComponentType; reads: readonly Read[] }> = {
  '/home': { route: 'home', Page: Home, reads: HOME_READS },
};

export interface DrawRequest {
  /** The URL's path, e.g. `/home`. */
  path: string;
  /** The site's host name (the domain the site config is read for). */
  hostname: string;
  acceptLanguage?: string;
  cookie?: string;
  userAgent?: string;
  /** `Sec-CH-UA-Mobile` (`?1` on a phone's Chromium). */
  mobileHint?: string;
}

export interface Drawn {
  language: string;
  /** Attributes for <html>: lang, the theme's data attributes and CSS variables. */
  htmlAttributes: Record<string, string>;
  /** For <head>: the style sheets the screen was drawn with and the answers of its reads (inline JSON). */
  head: string;
  /** The screen's HTML, for inside #root. */
  root: string;
  /** The browser's toolbar colour of the theme. */
  themeColor: string;
}

export interface FirstScreenOptions {
  /** How long a request waits for the site config and the reads' answers before it is served without a first screen. */
  waitMs?: number;
}

type Answers = Record<string, unknown>;
interface Data { config: SiteConfig['config']; answers: Answers; version: number }

const parseCookies = (header = ''): Map<string, string> => new Map(header.split(';').map((part) => {
  const i = part.indexOf('=');
  if (i < 0) return ['', ''] as [string, string];
  let value = part.slice(i + 1).trim();
  try { value = decodeURIComponent(value); } catch { /* kept as sent */ }
  return [part.slice(0, i).trim(), value] as [string, string];
}));

/** Accept-Language's tags by preference (q-values honoured). */
export function acceptedLanguages(header = ''): string[] {
  return header.split(',').map((part, i) => {
    const [tag, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, i };
  }).filter((x) => x.tag && x.tag !== '*' && x.q > 0).sort((a, b) => b.q - a.q || a.i - b.i).map((x) => x.tag);
}

const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function createFirstScreen(runtime: RuntimeConfig, { waitMs = 1_000 }: FirstScreenOptions = {}) {
  const drawn = new Map<string, Drawn>();
  /** Each distinct set of answers gets a number: a screen is drawn again only when what it shows has changed. */
  const versions = new Map<string, number>();
  let lastVersion = 0;
  /** One API client per API address and language (a few: the sites × the languages asked for). */
  const clients = new Map<string, ApiClient>();
  let queue: Promise<unknown> = Promise.resolve();
  let i18nReady: Promise<unknown> | null = null;
  const reads = [...new Map(Object.values(PAGES).flatMap((p) => p.reads).map((r) => [readKey(r), r])).values()];

  // Asked for every page served, so that a notice an operator has just posted is in the very next page: the API
  // answers these from memory or with one indexed read (the catalogue per version, the site config per revision).
  async function fetchData(hostname: string, language: string): Promise<Data> {
    const config = await loadSiteConfig(runtime, hostname);
    const baseURL = config.front_api_domain || runtime.apiUrl;
    let client = clients.get(`${baseURL}|${language}`);
    if (!client) {
      client = new ApiClient({ baseURL, getLanguage: () => language, retryDelayMs: 100 });
      clients.set(`${baseURL}|${language}`, client);
    }
    const answers: Answers = {};
    await Promise.all(reads.map(async (read) => {
      const res = await client.get(read.path, read.params as Record<string, unknown> | undefined);
      if (res.ok) answers[readKey(read)] = res.data;
    }));
    const text = JSON.stringify([hostname, language, config, answers]);
    if (!versions.has(text)) {
      // the oldest sets go first (a Map keeps insertion order); numbers are never reused
      if (versions.size >= 100) versions.delete(versions.keys().next().value!);
      lastVersion += 1;
      versions.set(text, lastVersion);
    }
    return { config, answers, version: versions.get(text)! };
  }

  /** The site config and answers for this page, or null when the API does not answer within `waitMs`. */
  async function dataFor(hostname: string, language: string): Promise<Data | null> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<null>((resolve) => { timer = setTimeout(() => resolve(null), waitMs); });
    try { return await Promise.race([fetchData(hostname, language).catch(() => null), timeout]); } finally { clearTimeout(timer); }
  }

  async function render(page: (typeof PAGES)[string], d: Data, view: { language: string; theme?: string; style?: string; mobile: boolean; hidden: Set<number> }): Promise<Drawn> {
    i18nReady ??= initI18n(view.language).then(() => registerNamespace('host', (lng) => import(`../locales/${lng}.json`)));
    await i18nReady;
    await i18n.changeLanguage(view.language);
    await i18n.loadNamespaces(['common', 'host']);
    const store = getRootStore();
    setServerMobile(view.mobile);
    setSite(runtime, d.config);
    runInAction(() => {
      store.prefs.applySiteDefaults(d.config.WEB_VARIABLES ?? {});
      store.prefs.setLanguage(view.language, false);
      if (isTheme(view.theme)) store.prefs.theme = view.theme;
      if (isStyle(view.style)) store.prefs.style = view.style;
    });
    // the popups hidden today (the cookie) are left out of the screen; the page's data keeps the whole list
    const popups = d.answers[readKey(popupNoticesRead)] as NoticeListResponse | undefined;
    const seen = popups ? { ...d.answers, [readKey(popupNoticesRead)]: { ...popups, list: popups.list.filter((n) => !view.hidden.has(n.id)) } } : d.answers;
    seedFirstScreen(seen);
    installShellStyles();
    const spec = routeByName(page.route);
    const html = renderToString(
      <StoresProvider store={store}>
        <I18nextProvider i18n={i18n}>
          <ToastRegion>
            <MemoryRouter initialEntries={[spec.path]}>
              <LayoutFrame name={spec.layout} routeName={spec.name}><page.Page /></LayoutFrame>
            </MemoryRouter>
          </ToastRegion>
        </I18nextProvider>
      </StoresProvider>,
    );
    seedFirstScreen({}, 0);
    const { theme, style } = store.prefs;
    const vars = Object.entries(cssVariablesFor(theme, style)).map(([k, v]) => `${k}: ${v}`).join('; ');
    const sheets = [...installedStyleSheets()].map(([key, css]) => `<style data-casino="${escapeAttr(key)}">${css.replace(/<\//g, '<\\/')}</style>`).join('');
    const pageData = page.reads.filter((r) => readKey(r) in d.answers).map((r) => [readKey(r), d.answers[readKey(r)]]);
    return {
      language: view.language,
      htmlAttributes: { lang: view.language, 'data-theme': theme, 'data-style': style, style: vars },
      head: `${sheets}<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${escapeJson({ answers: Object.fromEntries(pageData) })}</script>`,
      // test ids belong to the live page: a test waits for React's screen, never for this picture of it
      root: html.replace(/ data-testid="[^"]*"/g, ''),
      themeColor: paletteFor(theme, style).background,
    };
  }

  return {
    /** The first screen for this request, or null: not a drawn page, a member, or no answers in time. */
    async draw(req: DrawRequest): Promise<Drawn | null> {
      const page = PAGES[req.path.replace(/\/+$/, '') || '/'];
      if (!page) return null;
      const cookies = parseCookies(req.cookie);
      const hints = new URLSearchParams(cookies.get(VIEW_COOKIE) ?? '');
      if (hints.get('member') === '1') return null;
      const saved = hints.get('lang');
      const language = detectLanguage(isSupportedLanguage(saved) ? saved : null, acceptedLanguages(req.acceptLanguage));
      const mobile = req.mobileHint === '?1' || /Mobi|Android|iPhone|iPad/i.test(req.userAgent ?? '');
      const hidden = new Set((cookies.get(POPUP_HIDDEN_COOKIE) ?? '').split('.').map(Number).filter((n) => Number.isInteger(n) && n > 0));
      const d = await dataFor(req.hostname, language);
      if (!d) return null;
      const view = { language, theme: hints.get('theme') ?? undefined, style: hints.get('style') ?? undefined, mobile, hidden };
      const key = JSON.stringify([req.path, req.hostname, d.version, language, view.theme, view.style, mobile, [...hidden].sort()]);
      const cached = drawn.get(key);
      if (cached) return cached;
      // one render at a time: the store, the site and the translations are the process's own
      const result = queue.then(() => render(page, d, view));
      queue = result.catch(() => undefined);
      const out = await result;
      if (drawn.size >= 200) drawn.clear();
      drawn.set(key, out);
      return out;
    },
    /** Draws a site's home page once now (the server's start): its first visitor does not wait for the translations. */
    async warm(hostname: string): Promise<void> {
      await this.draw({ path: '/home', hostname });
    },
  };
}
