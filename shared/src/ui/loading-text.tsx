import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

export function LoadingText({ text }: { text?: string }) {
  const { t } = useTranslation('common');
  return (
    <div role="status" style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 12, padding: 48 }}>
      <Spin />
      <span>{text ?? t('loading')}</span>
    </div>
  );
}
