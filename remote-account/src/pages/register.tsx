// /account/register: the sign-up form; on success the member continues to the login page with the new
// account id filled in (and the `redirect` they came with). Logged-in members are sent to /home.
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useStores } from '@casino/shared';
import { AuthCard } from '../features/auth/components/auth-card';
import { RegisterForm } from '../features/auth/components/register-form';
import { HOME } from '../lib/redirect';

const AccountRegister = observer(function AccountRegister() {
  const { session } = useStores();
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const loginPath = redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login';
  // A logged-in member has an account already: sign-up is for visitors.
  if (session.isLoggedIn) return <Navigate to={HOME} replace />;
  return (
    <AuthCard
      title={t('register.title')}
      testId="register-page"
      maxWidth={560}
      footer={<span>{t('register.haveAccount')} <Link to={loginPath} data-testid="register-to-login">{t('register.toLogin')}</Link></span>}
    >
      <RegisterForm onRegistered={(username) => navigate(loginPath, { state: { registered: username } })} />
    </AuthCard>
  );
});
export default AccountRegister;
