import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

export function LoginRequired({ onLogin }: { onLogin: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Result
      status="403"
      title={t('loginRequired.title')}
      subTitle={t('loginRequired.body')}
      extra={<Button type="primary" onClick={onLogin}>{t('loginRequired.action')}</Button>}
      data-testid="login-required"
    />
  );
}
