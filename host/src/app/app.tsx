import { App as AntApp, ConfigProvider } from 'antd';
import { StyleProvider } from '@ant-design/cssinjs';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { antdThemeFor, i18n, StoresProvider, TOAST_MS, type RootStore } from '@casino/shared';
import { localeState } from '../startup/language';
import { createRouter } from './router';

export const App = observer(function App({ store }: { store: RootStore }) {
  const router = useMemo(() => createRouter(), []);
  const theme = useMemo(() => antdThemeFor(store.prefs.theme, store.prefs.style), [store.prefs.theme, store.prefs.style]);
  return (
    <StoresProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <StyleProvider layer>
          <ConfigProvider theme={theme} locale={localeState.antd}>
            <AntApp message={{ duration: TOAST_MS / 1000, maxCount: 3 }}>
              <RouterProvider router={router} />
            </AntApp>
          </ConfigProvider>
        </StyleProvider>
      </I18nextProvider>
    </StoresProvider>
  );
});
