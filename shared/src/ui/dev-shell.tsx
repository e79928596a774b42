// Standalone dev mode of a remote (`npm run dev:standalone -w remote-x`): renders the remote's route
// manifest with its own copy of @casino/shared, so a team can work on it without the host. antd and its theme
// are imported when the dev shell starts, not by this module (the package's index must import no antd: issue 19).
import { observer } from 'mobx-react-lite';
import { Suspense, lazy, useEffect, useMemo, type ComponentType, type ReactNode } from 'react';
import { cssVariablesFor } from '../theme/css-variables';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { i18n, initI18n } from '../i18n/index';
import { getRootStore, api } from '../stores/root-store';
import { StoresProvider } from '../stores/context';
import type { RemoteRouteManifest } from '../routes';
import { LoadingText } from './loading-text';
import { MessageToaster } from '../failure/use-failure';

type AntdModule = typeof import('antd');
type ThemeModule = typeof import('../theme/antd-theme');

function Toasts({ antd, children }: { antd: AntdModule; children: ReactNode }) {
  const { message } = antd.App.useApp();
  return <MessageToaster message={message}>{children}</MessageToaster>;
}

const Shell = observer(function Shell({ manifest, widgets, antd, themes }: { manifest: RemoteRouteManifest; widgets?: ReactNode; antd: AntdModule; themes: ThemeModule }) {
  const { App: AntApp, ConfigProvider } = antd;
  const store = getRootStore();
  const theme = useMemo(() => themes.antdThemeFor(store.prefs.theme, store.prefs.style), [themes, store.prefs.theme, store.prefs.style]);
  useEffect(() => {
    for (const [k, v] of Object.entries(cssVariablesFor(store.prefs.theme, store.prefs.style))) document.documentElement.style.setProperty(k, v);
  }, [store.prefs.theme, store.prefs.style]);
  const pages = useMemo(() => manifest.routes.map((r) => ({ route: r, Page: lazy(r.load) as ComponentType })), [manifest]);
  return (
    <StoresProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <ConfigProvider theme={theme}>
          <AntApp>
            <Toasts antd={antd}>
            <BrowserRouter>
              <nav style={{ display: 'flex', gap: 12, padding: 12, flexWrap: 'wrap' }}>
                <strong>{manifest.remote} (standalone)</strong>
                {manifest.routes.filter((r) => !r.path.includes('*')).map((r) => <Link key={r.name} to={r.path}>{r.name}</Link>)}
              </nav>
              <Suspense fallback={<LoadingText />}>
                <Routes>
                  {pages.map(({ route, Page }) => <Route key={route.name} path={route.path} element={<Page />} />)}
                </Routes>
              </Suspense>
              {widgets}
            </BrowserRouter>
            </Toasts>
          </AntApp>
        </ConfigProvider>
      </I18nextProvider>
    </StoresProvider>
  );
});

export async function startDevShell(manifest: RemoteRouteManifest, widgets?: ReactNode, apiUrl = 'http://localhost:4000'): Promise<void> {
  api.configure({ baseURL: apiUrl });
  const [antd, themes] = await Promise.all([import('antd'), import('../theme/antd-theme'), initI18n(getRootStore().prefs.language)]);
  createRoot(document.getElementById('root')!).render(<Shell manifest={manifest} widgets={widgets} antd={antd} themes={themes} />);
}
