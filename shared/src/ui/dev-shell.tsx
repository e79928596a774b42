// Standalone dev mode of a remote (`npm run dev:standalone -w remote-x`): renders the remote's route
// manifest with its own copy of @casino/shared, so a team can work on it without the host.
import { App as AntApp, ConfigProvider } from 'antd';
import { observer } from 'mobx-react-lite';
import { Suspense, lazy, useMemo, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { antdThemeFor } from '../theme/antd-theme';
import { i18n, initI18n } from '../i18n/index';
import { getRootStore, api } from '../stores/root-store';
import { StoresProvider } from '../stores/context';
import type { RemoteRouteManifest } from '../routes';
import { LoadingText } from './loading-text';

const Shell = observer(function Shell({ manifest, widgets }: { manifest: RemoteRouteManifest; widgets?: ReactNode }) {
  const store = getRootStore();
  const theme = useMemo(() => antdThemeFor(store.prefs.theme, store.prefs.style), [store.prefs.theme, store.prefs.style]);
  const pages = useMemo(() => manifest.routes.map((r) => ({ route: r, Page: lazy(r.load) as ComponentType })), [manifest]);
  return (
    <StoresProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <ConfigProvider theme={theme}>
          <AntApp>
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
          </AntApp>
        </ConfigProvider>
      </I18nextProvider>
    </StoresProvider>
  );
});

export async function startDevShell(manifest: RemoteRouteManifest, widgets?: ReactNode, apiUrl = 'http://localhost:4000'): Promise<void> {
  api.configure({ baseURL: apiUrl });
  await initI18n(getRootStore().prefs.language);
  createRoot(document.getElementById('root')!).render(<Shell manifest={manifest} widgets={widgets} />);
}
