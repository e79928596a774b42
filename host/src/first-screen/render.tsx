// A page's first screen, drawn on the server (issue 19, docs/decisions/010-first-screen-in-the-html.md). The static
// server (scripts/lib/static-server.mjs) asks for it when it serves index.html for any page, and puts
// the result into the page: the HTML of the app bar, the menu and the page (inert, no test ids) inside #root, the
// style sheets it was drawn with, the theme's CSS variables on <html>, and the answers of the page's public reads.
// The browser shows that screen as soon as the HTML has arrived, before any script; start-up then draws the same
// screen with React from the same answers (useLoad's `read`) and replaces it.
//
// Drawn with the code the browser runs: the host's own pages (a visitor's /home; a member's is served as before,
// by the `member` hint of the view cookie), and a remote's pages from the server build of the very release the
// registry gives the visitor (`dist/<version>/server/pages.cjs`: a games lobby, for a visitor or a member). The
// renderer provides that build with its own React, MobX, i18n, router and @casino/shared, as Module Federation's
// shared singletons do in the browser. Everything drawn is public: the site config, the catalogue's providers, the
// notices; a member's app bar is drawn with its amounts unknown. Built for Node by scripts/lib/first-screen-build.mjs.
import vm from 'node:vm';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import { renderToString } from 'react-dom/server';
import * as mobx from 'mobx';
import * as mobxReactLite from 'mobx-react-lite';
import * as i18next from 'i18next';
import * as reactI18next from 'react-i18next';
import * as reactRouterDom from 'react-router-dom';
import * as shared from '@casino/shared';
import {
  ApiClient, cssVariablesFor, detectLanguage, getRootStore, i18n, initI18n, installedStyleSheets, isStyle, isSupportedLanguage, isTheme,
  namespacesReady, paletteFor, Paths, POPUP_HIDDEN_COOKIE, readKey, registerNamespace, ROUTES, routeByName, seedFirstScreen, StoresProvider,
  type NoticeListResponse, type Read, type RemoteRegistry, type RouteSpec, type ServerPages, type SessionInfo,
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

const { runInAction } = mobx;
const { I18nextProvider } = reactI18next;
const { MemoryRouter } = reactRouterDom;

// Observers draw once here and never commit: without static rendering each would leave a reaction behind, disposed by
// a timer ten seconds later (a leak in the static server, and MobX work after a test file has ended).
mobxReactLite.enableStaticRendering(true);

interface PageSpec { route: string; Page: React.ComponentType; reads: readonly Read[] }

/** The host's own pages drawn on the server: a visitor's only. */
const HOST_PAGES: Record<string, PageSpec> = {
  '/home': { route: 'home', Page: Home, reads: HOME_READS },
};

/** The file of a remote release's server pages, beside its manifest (scripts/webpack/server-pages.cjs). */
export const SERVER_PAGES_FILE = 'server/pages.cjs';

/**
 * What a remote's server pages may import from the host (scripts/webpack/server-pages.cjs `SERVER_SHARED`, which
 * keeps them out of the remote's build): one React, one MobX store, one i18n, one router, one @casino/shared.
 */
export const SERVER_PROVIDED: Readonly<Record<string, unknown>> = Object.fromEntries(Object.entries({
  react: React, 'react/jsx-runtime': jsxRuntime, 'react-dom': ReactDOM, mobx, 'mobx-react-lite': mobxReactLite, i18next,
  'react-i18next': reactI18next, 'react-router-dom': reactRouterDom, '@casino/shared': shared,
}).map(([name, ns]) => [name, { __esModule: true, ...ns }]));

/** Runs a remote's server build (CommonJS) with the host's packages; answers its exports. */
export function evaluateServerPages(code: string, filename: string): ServerPages {
  const module = { exports: {} as Record<string, unknown> };
  const provide = (name: string) => {
    if (name in SERVER_PROVIDED) return SERVER_PROVIDED[name];
    throw new Error(`${filename} requires ${name}, which the host does not provide to server pages`);
  };
  const run = vm.runInThisContext(`(function (exports, require, module) {${code}\n})`, { filename }) as (e: unknown, r: unknown, m: unknown) => void;
  run(module.exports, provide, module);
  return module.exports as unknown as ServerPages;
}

/** The member a member's page is drawn for: signed in, but nothing of theirs known (no name, no credential). */
const DRAWN_MEMBER: SessionInfo = {
  jwt: '', auth_token: '', name: '', username: '', email: '', bank_code: '', bank_account: '', bank_name: '', use_vaccount: false, uid: '',
};
const CLIENT_ID_RE = /^[A-Za-z0-9_-]{8,64}$/;
/** Pictures of the drawn screen preloaded from its head: a row of a lobby's cards on a wide screen. */
const FIRST_PICTURES = 6;

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
  /** First in <head>, before the page's scripts: preloads of the screen's first pictures. */
  preload: string;
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
  /** Remote releases' server pages by URL (a release never changes): a few, the remotes × their live versions. */
  const serverPages = new Map<string, Promise<ServerPages | null>>();

  /**
   * A release's server pages, fetched from its origin once; null when the release has none (an older build) or its
   * build does not run here (it needs what the host does not provide): a release never changes, so neither is asked
   * again. A failed fetch is asked again by the next request.
   */
  function serverPagesAt(url: string): Promise<ServerPages | null> {
    let loaded = serverPages.get(url);
    if (!loaded) {
      if (serverPages.size >= 20) serverPages.delete(serverPages.keys().next().value!);
      loaded = fetch(url, { signal: AbortSignal.timeout(10_000) }).then(async (res) => {
        if (res.status === 404) return null;
        if (!res.ok) throw new Error(`${url} answered ${res.status}`);
        const code = await res.text();
        try {
          return evaluateServerPages(code, url);
        } catch (e) {
          console.warn(`[site] ${url} cannot be drawn here: ${e instanceof Error ? e.message : String(e)}`);
          return null;
        }
      });
      loaded.catch(() => serverPages.delete(url));
      serverPages.set(url, loaded);
    }
    return loaded;
  }

  /** A remote's page in the version the registry gives this visitor (their client id), or null. */
  async function remotePage(spec: RouteSpec, hostname: string, clientId: string | null): Promise<PageSpec & { source: string } | null> {
    const query = new URLSearchParams({ domain: runtime.domain || hostname, ...(clientId ? { cid: clientId } : {}) });
    const res = await fetch(`${runtime.configUrl}${Paths.remotes}?${query}`, { signal: AbortSignal.timeout(waitMs) });
    if (!res.ok) return null;
    const entry = ((await res.json()) as RemoteRegistry).remotes?.[spec.owner as keyof RemoteRegistry['remotes']]?.entry;
    if (!entry?.endsWith('/mf-manifest.json')) return null;
    const source = entry.replace(/mf-manifest\.json$/, SERVER_PAGES_FILE);
    const page = (await serverPagesAt(source))?.pages?.[spec.name];
    return page ? { route: spec.name, Page: page.Page, reads: page.reads, source } : null;
  }

  // Asked for every page served, so that a notice an operator has just posted is in the very next page: the API
  // answers these from memory or with one indexed read (the catalogue per version, the site config per revision).
  async function fetchData(hostname: string, language: string, reads: readonly Read[]): Promise<Data> {
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

  /** The page (a remote's: its release's server pages) with its site config and answers; null after `waitMs`. */
  async function pageAndData(host: PageSpec | undefined, remote: RouteSpec | undefined, hostname: string, language: string, clientId: string | null) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<null>((resolve) => { timer = setTimeout(() => resolve(null), waitMs); });
    const work = async () => {
      const page = host ? { ...host, source: 'host' } : await remotePage(remote!, hostname, clientId);
      if (!page) return null;
      return { page, data: await fetchData(hostname, language, page.reads) };
    };
    try { return await Promise.race([work().catch(() => null), timeout]); } finally { clearTimeout(timer); }
  }

  interface View { language: string; theme?: string; style?: string; mobile: boolean; hidden: Set<number>; member: boolean }

  async function render(page: PageSpec, d: Data, view: View): Promise<Drawn> {
    i18nReady ??= initI18n(view.language).then(() => registerNamespace('host', (lng) => import(`../locales/${lng}.json`)));
    await i18nReady;
    await i18n.changeLanguage(view.language);
    // the host's namespaces and those a remote's server pages registered
    await namespacesReady();
    const store = getRootStore();
    setServerMobile(view.mobile);
    setSite(runtime, d.config);
    store.api.configure({ baseURL: d.config.front_api_domain || runtime.apiUrl });
    runInAction(() => {
      // a member's page: their app bar, with nothing of theirs in it (its amounts are drawn as unknown)
      store.session.info = view.member ? { ...DRAWN_MEMBER } : null;
      store.session.userKnown = false;
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
    runInAction(() => { store.session.info = null; });
    const { theme, style } = store.prefs;
    const vars = Object.entries(cssVariablesFor(theme, style)).map(([k, v]) => `${k}: ${v}`).join('; ');
    const sheets = [...installedStyleSheets()].map(([key, css]) => `<style data-casino="${escapeAttr(key)}">${css.replace(/<\//g, '<\\/')}</style>`).join('');
    const pageData = page.reads.filter((r) => readKey(r) in d.answers).map((r) => [readKey(r), d.answers[readKey(r)]]);
    // the screen's first pictures (a lobby's cards: its largest paint) are asked for first, as the head is read and
    // at high priority, not when the layout reaches them behind the scripts (as attribute text: escaped as React
    // wrote it)
    const pictures = [...new Set([...html.matchAll(/background-image:url\(&quot;(.+?)&quot;\)/g)].map((m) => m[1]!))].slice(0, FIRST_PICTURES);
    const preloads = pictures.map((href) => `<link rel="preload" as="image" href="${href}" fetchpriority="high">`).join('');
    return {
      language: view.language,
      htmlAttributes: { lang: view.language, 'data-theme': theme, 'data-style': style, style: vars },
      preload: preloads,
      head: `${sheets}<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${escapeJson({ answers: Object.fromEntries(pageData) })}</script>`,
      // test ids belong to the live page: a test waits for React's screen, never for this picture of it
      root: html.replace(/ data-testid="[^"]*"/g, ''),
      themeColor: paletteFor(theme, style).background,
    };
  }

  return {
    /**
     * The first screen for this request, or null: a page nobody draws (a host page of a member, a remote page
     * whose release has no server pages), or no answers in time.
     */
    async draw(req: DrawRequest): Promise<Drawn | null> {
      const path = req.path.replace(/\/+$/, '') || '/';
      const host = HOST_PAGES[path];
      const remote = host ? undefined : ROUTES.find((r) => r.path === path && r.owner !== 'host');
      if (!host && !remote) return null;
      const cookies = parseCookies(req.cookie);
      const hints = new URLSearchParams(cookies.get(VIEW_COOKIE) ?? '');
      const member = hints.get('member') === '1';
      if (member && host) return null;
      const saved = hints.get('lang');
      const language = detectLanguage(isSupportedLanguage(saved) ? saved : null, acceptedLanguages(req.acceptLanguage));
      const mobile = req.mobileHint === '?1' || /Mobi|Android|iPhone|iPad/i.test(req.userAgent ?? '');
      const hidden = new Set((cookies.get(POPUP_HIDDEN_COOKIE) ?? '').split('.').map(Number).filter((n) => Number.isInteger(n) && n > 0));
      const cid = hints.get('cid');
      const found = await pageAndData(host, remote, req.hostname, language, cid && CLIENT_ID_RE.test(cid) ? cid : null);
      if (!found) return null;
      const { page, data: d } = found;
      const view: View = { language, theme: hints.get('theme') ?? undefined, style: hints.get('style') ?? undefined, mobile, hidden, member };
      const key = JSON.stringify([path, req.hostname, page.source, d.version, language, view.theme, view.style, mobile, member, [...hidden].sort()]);
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
