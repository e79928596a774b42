import { useTranslation } from 'react-i18next';
import { NativeResult } from './native';

export function InPreparation({ title }: { title?: string }) {
  const { t } = useTranslation('common');
  return <NativeResult status="info" title={title ?? t('inPreparation.title')} subTitle={t('inPreparation.body')} data-testid="in-preparation" />;
}
