// Rendering: a page's first screen drawn with React on the server, with the host's own components (the app bar,
// the menu, the page) and its stores, i18n and router, as the browser will draw it from the same answers.
import { renderToString } from 'react-dom/server';
import { runInAction } from 'mobx';
import * as mobxReactLite from 'mobx-react-lite';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import {
  cssVariablesFor, getRootStore, i18n, initI18n, installedStyleSheets, isStyle, isTheme, namespacesReady, paletteFor, registerNamespace,
  routeByName, seedFirstScreen, StoresProvider, type SessionInfo,
} from '@casino/shared';
import { LayoutFrame } from '../../../host/src/layouts/layout-frame';
import { ToastRegion } from '../../../host/src/components/toast-region';
import { installShellStyles } from '../../../host/src/app/shell-styles';
import { setSite, site } from '../../../host/src/startup/site';
import { setServerMobile } from '../../../host/src/lib/use-mobile';
import { FIRST_SCREEN_DATA_ID } from '../../../host/src/startup/first-screen';
import type { RuntimeConfig } from '../config';
import { pageData, shownAnswers } from './read';
import type { Data, Drawn, PageSpec, View } from './types';
import { escapeAttr } from '../http/escape';

// Observers draw once here and never commit: without static rendering each would leave a reaction behind, disposed by
// a timer ten seconds later (a leak in the web server, and MobX work after a test file has ended).
mobxReactLite.enableStaticRendering(true);

/** The member a member's page is drawn for: signed in, but nothing of theirs known (no name, no credential). */
const DRAWN_MEMBER: SessionInfo = {
  jwt: '', auth_token: '', name: '', username: '', email: '', bank_code: '', bank_account: '', bank_name: '', use_vaccount: false, uid: '',
};
/** Pictures of the drawn screen preloaded from its head: a row of a lobby's cards on a wide screen. */
const FIRST_PICTURES = 6;

const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

let i18nReady: Promise<unknown> | null = null;
/** The host's translations, and those a remote's server pages registered, in `language`. */
async function translations(language: string): Promise<void> {
  i18nReady ??= initI18n(language).then(() => registerNamespace('host', (lng) => import(`../../../host/src/locales/${lng}.json`)));
  await i18nReady;
  await i18n.changeLanguage(language);
  await namespacesReady();
}

/** The process's one store, set for this view (a member's app bar with nothing of theirs in it). */
function prepareStore(runtime: RuntimeConfig, d: Data, view: View) {
  const store = getRootStore();
  setServerMobile(view.mobile);
  setSite(runtime, d.config);
  store.api.configure({ baseURL: d.config.front_api_domain || runtime.apiUrl });
  runInAction(() => {
    store.session.info = view.member ? { ...DRAWN_MEMBER } : null;
    store.session.userKnown = false;
    store.prefs.applySiteDefaults(d.config.WEB_VARIABLES ?? {});
    store.prefs.setLanguage(view.language, false);
    if (isTheme(view.theme)) store.prefs.theme = view.theme;
    if (isStyle(view.style)) store.prefs.style = view.style;
  });
  return store;
}

/** The page inside the host's layout, as HTML. */
function pageHtml(page: PageSpec, store: ReturnType<typeof getRootStore>): string {
  const spec = routeByName(page.route);
  return renderToString(
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
}

/**
 * The screen's first pictures (a lobby's cards: its largest paint), asked for first, as the head is read and at high
 * priority, not when the layout reaches them behind the scripts (as attribute text: escaped as React wrote it).
 */
function picturePreloads(html: string): string {
  const pictures = [...new Set([...html.matchAll(/background-image:url\(&quot;(.+?)&quot;\)/g)].map((m) => m[1]!))].slice(0, FIRST_PICTURES);
  return pictures.map((href) => `<link rel="preload" as="image" href="${href}" fetchpriority="high">`).join('');
}

/** Draws one page for one view. Not reentrant: the store, the site and the translations are the process's own. */
export async function render(runtime: RuntimeConfig, page: PageSpec, d: Data, view: View): Promise<Drawn> {
  await translations(view.language);
  const store = prepareStore(runtime, d, view);
  seedFirstScreen(shownAnswers(d.answers, view.hidden));
  installShellStyles();
  let html: string;
  try {
    html = pageHtml(page, store);
  } finally {
    seedFirstScreen({}, 0);
    runInAction(() => { store.session.info = null; });
  }
  const { theme, style } = store.prefs;
  const vars = Object.entries(cssVariablesFor(theme, style)).map(([k, v]) => `${k}: ${v}`).join('; ');
  const sheets = [...installedStyleSheets()].map(([key, css]) => `<style data-casino="${escapeAttr(key)}">${css.replace(/<\//g, '<\\/')}</style>`).join('');
  return {
    language: view.language,
    htmlAttributes: { lang: view.language, 'data-theme': theme, 'data-style': style, style: vars },
    preload: picturePreloads(html),
    head: `${sheets}<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${escapeJson({ answers: Object.fromEntries(pageData(page.reads, d.answers)) })}</script>`,
    // test ids belong to the live page: a test waits for React's screen, never for this picture of it
    root: html.replace(/ data-testid="[^"]*"/g, ''),
    themeColor: paletteFor(theme, style).background,
    title: site.title,
    description: i18n.t('meta.description', { ns: 'host' }),
  };
}
