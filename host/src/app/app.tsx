// The root: stores, translations and the router. antd's providers are not here: each part that renders antd is
// wrapped in <AntdScope> (./antd-lazy.tsx), so the shell and the lobby paint without loading antd (issue 19).
import { observer } from 'mobx-react-lite';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { i18n, StoresProvider, type RootStore } from '@casino/shared';
import type { createRouter } from './router';
import { ToastRegion } from '../components/toast-region';
import { PreviewBadge } from '../components/preview-badge';

/** The router is made by start-up in a task before the first render (../start.tsx), not inside it. */
export const App = observer(function App({ store, router }: { store: RootStore; router: ReturnType<typeof createRouter> }) {
  return (
    <StoresProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <ToastRegion>
          <RouterProvider router={router} />
          <PreviewBadge />
        </ToastRegion>
      </I18nextProvider>
    </StoresProvider>
  );
});
