// Start-up sequence (spec §4), run by ./bootstrap once its modules are evaluated: runtime config → site config → theme/style/layout → document title →
// language → remotes → render. A config failure renders CONFIG_FAILED with a retry, never a blank page.
// Issue 19: that is the order of APPLYING; the FETCHING happens at once. The runtime config is inline in
// index.html (the web tier, web/src/origins/site.ts), so the site config (/api/cnf), the remotes list (/api/remotes),
// the language files, a member's /main/init, the page's first reads, the current route's page and its
// remote entry are all requested in the first round trip; each step then waits only for its own answer, in the
// spec's order.
import { createRoot, type Root } from 'react-dom/client';
import * as React from 'react';
import { startTransition } from 'react';
import { api, detectLanguage, getRootStore, initI18n, readKey, registerNamespace, Paths } from '@casino/shared';
import { App } from './app/app';
import { createRouter, routePreload } from './app/router';
import { ConfigFailed } from './pages/config-failed';
import { loadRuntimeConfig, loadSiteConfig } from './startup/config';
import { changeLanguage, preloadLanguage } from './startup/language';
import { setSite, site } from './startup/site';
import { watchTheme } from './startup/theme';
import { fetchRegistry, initRemotes, preloadRemoteModule, setRegistryHeaders } from './federation/remotes';
import { preloadRemoteRoute } from './federation/remote-mount';
import { configureTelemetry } from './federation/telemetry';
import { previewQuery, takePreviewLink } from './federation/preview';
import { clientId } from './startup/client-id';
import { installShellStyles } from './app/shell-styles';
import { watchNetwork } from './startup/network';
import { hasFirstScreen, takeFirstScreen, writeFirstScreenHints } from './startup/first-screen';
// Heavy shared parts the host provides to the remotes (lazy chunks; see the file).
import './federation/lazy-parts';
import { installSession } from './session/install';
import { yieldToMain } from './startup/yield';

// Lets the diagnostics page and e2e tests check that every remote renders with this very React.
window.__CASINO_HOST_REACT__ = React;

/** How long the first render waits for a drawn page's code before the shell takes over without it. */
const DRAWN_WAIT_MS = 4_000;

let root: Root | null = null;
const mount = () => (root ??= createRoot(document.getElementById('root')!));

export async function start(): Promise<void> {
  const store = getRootStore();
  installShellStyles();
  watchTheme();
  watchNetwork();
  writeFirstScreenHints(store);
  // start-up's synchronous part in three tasks (issue 48 §2): the stores and styles, the requests, the drawn answers
  await yieldToMain();
  const hostLang = detectLanguage(store.prefs.savedLanguage, navigator.languages ?? [navigator.language]);
  // Everything requested at once; nothing is applied yet.
  const hostLocale = (lng: string) => import(/* webpackChunkName: "i18n-host-[request]" */ `./locales/${lng}.json`);
  // the host's own strings are fetched with the shared ones, not after them (webpack loads the chunk once)
  hostLocale(hostLang).catch(() => undefined);
  const i18nReady = initI18n(hostLang).then(() => registerNamespace('host', hostLocale));
  preloadLanguage(hostLang);
  // The current route's page starts loading now, its remote widgets once the registry is applied (issue 19).
  const route = routePreload(window.location.pathname);
  const pageP = route.page?.().catch(() => undefined);
  const runtimeP = loadRuntimeConfig();
  const configP = runtimeP.then((runtime) => loadSiteConfig(runtime, window.location.hostname));
  // Progressive delivery (issue 15): the registry answers this caller's versions (member credential, else
  // the visitor's client id), and remote health goes back to the same server.
  setRegistryHeaders((): Record<string, string> => { const c = store.session.credential; return c ? { Authorization: `Bearer ${c}` } : {}; });
  const domainOf = (runtime: { domain?: string }) => runtime.domain || window.location.hostname;
  // An operator's preview link (issue 45 §6): kept for this tab's session and sent with every registry read.
  takePreviewLink();
  const registryUrlP = runtimeP.then((runtime) => `${runtime.configUrl}${Paths.remotes}?domain=${encodeURIComponent(domainOf(runtime))}&cid=${clientId()}${previewQuery()}`);
  const registryP = registryUrlP.then(fetchRegistry);
  // A member's first /main/init, and the page's first reads (the home page's provider rows, notices and popup list)
  // go out with the site config, to the runtime config's API address; the session watch and the page take their
  // answers once the site config has confirmed that address (ApiClient.prefetch): the app bar shows the balance
  // with its first render, and the page its data. Reads the server's first screen was drawn with are not asked
  // again: the page starts from the answers inlined with it (decision 010).
  // Failures are handled where each answer is applied, below; these only silence the early rejections.
  for (const p of [configP, registryP]) p.catch(() => undefined);
  await yieldToMain();
  const drawn = takeFirstScreen();
  void runtimeP.then((runtime) => {
    if (!runtime.apiUrl) return;
    const early = { baseURL: runtime.apiUrl, language: hostLang };
    if (store.session.check().valid) store.api.prefetch(Paths.init, early);
    for (const read of route.reads) if (!drawn.has(readKey(read))) store.api.prefetch(read.path, { ...early, params: read.params });
  }, () => undefined);
  await i18nReady;
  // Each applying step below in a task of its own (issue 48 §2): their answers are usually all here by now, and the
  // steps then ran back to back in one task (the site config's decryption, the language's locales, the registry,
  // 34 ms observed, ≈ 140 ms at a phone's 4× slower CPU).
  await yieldToMain();
  try {
    const runtime = await runtimeP;
    const config = await configP;
    setSite(runtime, config);
    api.configure({ baseURL: config.front_api_domain || runtime.apiUrl });
    store.prefs.applySiteDefaults(config.WEB_VARIABLES ?? {});
    document.title = site.title;
    await yieldToMain();
    await changeLanguage(hostLang, false);
    configureTelemetry(`${runtime.configUrl}${Paths.telemetry}`);
    await yieldToMain();
    await initRemotes(await registryUrlP, registryP);
  } catch (error) {
    console.error('[startup] configuration failed', error);
    await changeLanguage(hostLang, false).catch(() => undefined);
    mount().render(<ConfigFailed onRetry={() => { void start(); }} />);
    return;
  }
  // The current route's remote: its manifest, entry, route table, page and first data request start now.
  const remotePageP = preloadRemoteRoute(window.location.pathname);
  for (const [remote, expose] of route.widgets) preloadRemoteModule(remote, expose);
  await yieldToMain();
  installSession();
  // Over a first screen the server drew, the first render waits for the page's code (requested at the start; a
  // remote's page with its translations), so that it draws the same screen in one go instead of a loading text first.
  // Not for ever: the drawn screen is inert, and a remote that is slow to come would leave the menus dead; after
  // DRAWN_WAIT_MS the shell takes over with the page's loading state, as without a drawn screen.
  if (hasFirstScreen()) await Promise.race([Promise.all([pageP, remotePageP]), new Promise((resolve) => { setTimeout(resolve, DRAWN_WAIT_MS); })]);
  await yieldToMain();
  // The router in a task of its own (issue 48 §2): making it ranks the route table, matches the address and starts
  // listening to the history. Made in App's render, it was 18 of a 29 ms slice of the first render in a traced run
  // (one component's render is a slice React cannot cut); here it is a task of ≈ 4 ms.
  const router = createRouter();
  await yieldToMain();
  // The first render as a transition (issue 48 §2): React renders it in slices of ≈ 5 ms and gives the main thread
  // back between them (a default-priority render is one task: 0.5–1.3 s at a phone's 4× slower CPU), then commits
  // it in one go — over a drawn first screen, that screen stays until the commit replaces it (no flash in between).
  startTransition(() => { mount().render(<App store={store} router={router} />); });
}
