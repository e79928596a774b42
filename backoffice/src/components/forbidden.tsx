import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** A page or action the operator's role may not use (the server answers 403 role_forbidden too). */
export function Forbidden() {
  const { t } = useTranslation('bo');
  return <Result status="403" title="403" subTitle={t('shell.forbidden')} data-testid="forbidden" />;
}
