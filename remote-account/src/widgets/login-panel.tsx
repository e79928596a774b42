// ./LoginPanel — the login slide panel the host renders while `ui.loginPanelOpen`: the real login form in
// a drawer from the right, a link to sign up, closed after a successful login (the member stays where
// they are; the app bar shows the balance at once).
import { Drawer } from 'antd';
import { observer } from 'mobx-react-lite';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useStores } from '@casino/shared';
import { useIsMobile } from '../lib/use-is-mobile';
import { LoginForm } from '../features/auth/components/login-form';
import { LoginStore } from '../features/auth/stores/login-store';
import '../i18n';

const LoginPanelDrawer = observer(function LoginPanelDrawer() {
  const root = useStores();
  const { ui } = root;
  const { t } = useTranslation('account');
  const mobile = useIsMobile();
  const [store] = useState(() => new LoginStore(root));
  const close = () => ui.setLoginPanelOpen(false);
  return (
    <Drawer
      open={ui.loginPanelOpen}
      onClose={close}
      placement="right"
      size={mobile ? '85%' : 400}
      title={t('login.title')}
      data-testid="login-panel"
    >
      <LoginForm store={store} idPrefix="login-panel" onSuccess={close} onLeave={close} />
      <p style={{ marginTop: 16, textAlign: 'center' }}>
        {t('login.noAccount')} <Link to="/account/register" onClick={close} data-testid="login-panel-to-register">{t('login.toRegister')}</Link>
      </p>
    </Drawer>
  );
});

/** The namespace may still be loading when the host first opens the panel on a page of another remote. */
export default function LoginPanel() {
  return <Suspense fallback={null}><LoginPanelDrawer /></Suspense>;
}
