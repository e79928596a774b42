// antd's providers — theme, locale, CSS layer, App (messages) and the failure toasts — for the parts of the site
// that render antd: the remotes' pages and widgets, the drawers, the dialogs for members, the host's pages other
// than the lobby. Loaded on demand through ./antd-lazy.tsx, so that the first paint of the shell and the lobby
// loads no antd (issue 19, docs/decisions/009-first-paint-without-antd.md).
import { App as AntApp, ConfigProvider } from 'antd';
import { StyleProvider } from '@ant-design/cssinjs';
import { observer } from 'mobx-react-lite';
import { useMemo, type ReactNode } from 'react';
import { getRootStore, MessageToaster, TOAST_MS } from '@casino/shared';
import { antdThemeFor } from '@casino/shared/antd-theme';
import { localeState } from '../startup/language';

function Toasts({ children }: { children: ReactNode }) {
  const { message } = AntApp.useApp();
  return <MessageToaster message={message}>{children}</MessageToaster>;
}

const AntdScope = observer(function AntdScope({ children }: { children: ReactNode }) {
  const { prefs } = getRootStore(); // the one store the host renders with (start.tsx)
  const theme = useMemo(() => antdThemeFor(prefs.theme, prefs.style), [prefs.theme, prefs.style]);
  return (
    <StyleProvider layer>
      <ConfigProvider theme={theme} locale={localeState.antd}>
        <AntApp message={{ duration: TOAST_MS / 1000, maxCount: 3 }} component={false}>
          <Toasts>{children}</Toasts>
        </AntApp>
      </ConfigProvider>
    </StyleProvider>
  );
});

export default AntdScope;
