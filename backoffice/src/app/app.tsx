// The console's frame: antd (with its own locale per language), the router and the stores.
import { App as AntApp, ConfigProvider } from 'antd';
import { CONSOLE_THEME } from './theme';
import enUS from 'antd/locale/en_US';
import koKR from 'antd/locale/ko_KR';
import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { LoadingText } from '@casino/shared';
import type { RootStore } from '../lib/root-store';
import { StoresProvider } from '../lib/stores';
import { ConsoleRoutes } from './routes';
import { ConsolePageBoundary } from './page-boundary';

export const App = observer(function App({ store }: { store: RootStore }) {
  return (
    <StoresProvider store={store}>
      <ConfigProvider locale={store.language === 'en' ? enUS : koKR} theme={CONSOLE_THEME}>
        <AntApp>
          <BrowserRouter>
            <Suspense fallback={<LoadingText />}>
              <ConsolePageBoundary><ConsoleRoutes /></ConsolePageBoundary>
            </Suspense>
          </BrowserRouter>
        </AntApp>
      </ConfigProvider>
    </StoresProvider>
  );
});
