import { useTranslation } from 'react-i18next';
import { Spinner } from './native';

export function LoadingText({ text }: { text?: string }) {
  const { t } = useTranslation('common');
  return (
    <div role="status" style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 12, padding: 48 }}>
      <Spinner />
      <span>{text ?? t('loading')}</span>
    </div>
  );
}
