import { useTranslation } from 'react-i18next';
import { NativeButton, NativeResult } from './native';

export function LoginRequired({ onLogin }: { onLogin: () => void }) {
  const { t } = useTranslation('common');
  return (
    <NativeResult
      status="403"
      title={t('loginRequired.title')}
      subTitle={t('loginRequired.body')}
      extra={<NativeButton variant="primary" onClick={onLogin}>{t('loginRequired.action')}</NativeButton>}
      data-testid="login-required"
    />
  );
}
