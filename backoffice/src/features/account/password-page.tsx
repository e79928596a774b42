// "Change password" in the console (the header's link): every operator changes his own password here.
import { App, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { PasswordForm } from './password-form';

export function PasswordPage() {
  const { t } = useTranslation('bo');
  const { message } = App.useApp();
  return (
    <Card title={t('password.title')} style={{ maxWidth: 520 }} data-testid="password-page">
      <PasswordForm onChanged={() => { void message.success(t('password.changed')); }} />
    </Card>
  );
}

export default PasswordPage;
