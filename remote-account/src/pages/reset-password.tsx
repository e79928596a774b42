// /reset-password#token=… (PASSWORD_RESET_PAGE): support's single-use link. The token is read from the URL
// fragment (never sent to a server log); the member sets a new password and continues to the login page with
// a notice. Every session of the member has ended, so a logged-in browser forgets its session too.
import { Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { PASSWORD_RESET_TTL_MINUTES, useStores } from '@casino/shared';
import { AuthCard } from '../features/auth/components/auth-card';
import { LinkProblemNotice, ResetPasswordForm } from '../features/auth/components/reset-password-form';

/** The token of a `#token=…` fragment ('' when there is none). */
export function tokenFromHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim() ?? '';
}

const ResetPassword = observer(function ResetPassword() {
  const { session } = useStores();
  const { t } = useTranslation('account');
  const location = useLocation();
  const navigate = useNavigate();
  const token = tokenFromHash(location.hash);
  const done = () => {
    if (session.isLoggedIn) session.clear();
    navigate('/login', { replace: true, state: { passwordReset: true } });
  };
  return (
    <AuthCard
      title={t('reset.title')}
      testId="reset-password-page"
      footer={<Link to="/login" data-testid="reset-password-to-login">{t('reset.toLogin')}</Link>}
    >
      {token ? (
        <>
          <Typography.Paragraph type="secondary">{t('reset.intro', { minutes: PASSWORD_RESET_TTL_MINUTES })}</Typography.Paragraph>
          <ResetPasswordForm token={token} onDone={done} />
        </>
      ) : <LinkProblemNotice problem="missing" />}
    </AuthCard>
  );
});
export default ResetPassword;
