import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

export function InPreparation({ title }: { title?: string }) {
  const { t } = useTranslation('common');
  return <Result status="info" title={title ?? t('inPreparation.title')} subTitle={t('inPreparation.body')} data-testid="in-preparation" />;
}
