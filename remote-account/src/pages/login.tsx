// /login: the login form. After login the member goes where they were going (a same-site `redirect`
// only) or to /home; a member who is already logged in is sent to /home.
import { Alert } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useStores } from '@casino/shared';
import { AuthCard } from '../features/auth/components/auth-card';
import { LoginForm } from '../features/auth/components/login-form';
import { HOME, safeRedirect } from '../lib/redirect';
import { LoginStore } from '../features/auth/stores/login-store';

const Login = observer(function Login() {
  const root = useStores();
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [store] = useState(() => new LoginStore(root));
  const { registered, passwordReset } = (location.state as { registered?: string; passwordReset?: boolean } | null) ?? {};

  if (root.session.isLoggedIn && !store.succeeded) return <Navigate to={HOME} replace />;

  const redirect = params.get('redirect');
  const registerLink = redirect ? `/account/register?redirect=${encodeURIComponent(redirect)}` : '/account/register';
  return (
    <AuthCard
      title={t('login.title')}
      testId="login-page"
      footer={<span>{t('login.noAccount')} <Link to={registerLink} data-testid="login-to-register">{t('login.toRegister')}</Link></span>}
    >
      {passwordReset && <Alert type="success" showIcon title={t('reset.done')} data-testid="password-reset-done" style={{ marginBottom: 16 }} />}
      {registered && <Alert type="success" showIcon title={t('register.done')} data-testid="register-done" style={{ marginBottom: 16 }} />}
      <LoginForm store={store} initialUsername={registered} onSuccess={() => navigate(safeRedirect(redirect), { replace: true })} />
    </AuthCard>
  );
});
export default Login;
