// After an owner reset the operator's password, his next session may only change it (the server answers
// every other call with password_change_required): the console shows this screen alone, no menu, until the
// new password is set; then the console opens as usual.
import { Alert, Button, Card } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../../lib/stores';
import { PasswordForm } from './password-form';

export const ForcedPasswordPage = observer(function ForcedPasswordPage() {
  const { t } = useTranslation('bo');
  const { session } = useStores();
  const navigate = useNavigate();
  const logout = async () => { await session.logout(); navigate('/login', { replace: true }); };
  return (
    <main style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 16, background: '#f0f2f5' }}>
      <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>{t('password.forcedTitle')}</h1>} style={{ width: '100%', maxWidth: 440 }} data-testid="forced-password">
        <Alert type="warning" showIcon title={t('password.forcedIntro')} style={{ marginBottom: 16 }} />
        <PasswordForm currentLabel={t('password.currentTemporary')} onChanged={() => navigate('/', { replace: true })} />
        <Button type="link" onClick={() => { void logout(); }} style={{ marginTop: 8, paddingLeft: 0 }} data-testid="forced-password-logout">{t('shell.logout')}</Button>
      </Card>
    </main>
  );
});

export default ForcedPasswordPage;
