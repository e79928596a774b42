// Start-up sequence (spec §4): runtime config → site config → theme/style/layout → document title →
// language → remotes → render. A config failure renders CONFIG_FAILED with a retry, never a blank page.
import { createRoot, type Root } from 'react-dom/client';
import * as React from 'react';
import { api, detectLanguage, getRootStore, initI18n, registerNamespace, Paths } from '@casino/shared';
import { App } from './app/app';
import { ConfigFailed } from './pages/config-failed';
import { loadRuntimeConfig, loadSiteConfig } from './startup/config';
import { changeLanguage } from './startup/language';
import { setSite, site } from './startup/site';
import { watchTheme } from './startup/theme';
import { initRemotes, setRegistryHeaders } from './federation/remotes';
import { configureTelemetry } from './federation/telemetry';
import { clientId } from './startup/client-id';
import { installShellStyles } from './app/shell-styles';
import { watchNetwork } from './startup/network';
import { installSession } from './session/install';

// Lets the diagnostics page and e2e tests check that every remote renders with this very React.
window.__CASINO_HOST_REACT__ = React;

let root: Root | null = null;
const mount = () => (root ??= createRoot(document.getElementById('root')!));

export async function start(): Promise<void> {
  const store = getRootStore();
  installShellStyles();
  watchTheme();
  watchNetwork();
  const hostLang = detectLanguage(store.prefs.savedLanguage, navigator.languages ?? [navigator.language]);
  await initI18n(hostLang);
  await registerNamespace('host', (lng) => import(/* webpackChunkName: "i18n-host-[request]" */ `./locales/${lng}.json`));
  try {
    const runtime = await loadRuntimeConfig();
    const config = await loadSiteConfig(runtime, window.location.hostname);
    setSite(runtime, config);
    api.configure({ baseURL: config.front_api_domain || runtime.apiUrl });
    store.prefs.applySiteDefaults(config.WEB_VARIABLES ?? {});
    document.title = site.title;
    await changeLanguage(hostLang, false);
    // Progressive delivery (issue 15): the registry answers this caller's versions (member credential, else
    // the visitor's client id), and remote health goes back to the same server.
    const domain = runtime.domain || window.location.hostname;
    configureTelemetry(`${runtime.configUrl}${Paths.telemetry}`, domain);
    setRegistryHeaders((): Record<string, string> => { const c = store.session.credential; return c ? { Authorization: `Bearer ${c}` } : {}; });
    await initRemotes(`${runtime.configUrl}${Paths.remotes}?domain=${encodeURIComponent(domain)}&cid=${clientId()}`);
  } catch (error) {
    console.error('[startup] configuration failed', error);
    await changeLanguage(hostLang, false).catch(() => undefined);
    mount().render(<ConfigFailed onRetry={() => { void start(); }} />);
    return;
  }
  installSession();
  mount().render(<App store={store} />);
}

void start();
