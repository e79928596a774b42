import { ClientResult, NativeButton, NativeResult } from '@casino/shared';
import { useTranslation } from 'react-i18next';

/** Shown when the site configuration cannot be loaded: CONFIG_FAILED (500) with a retry. */
export function ConfigFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div data-testid="config-failed" style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <NativeResult
        status="500"
        title={`${ClientResult.CONFIG_FAILED} CONFIG_FAILED`}
        subTitle={t('client.CONFIG_FAILED')}
        extra={<NativeButton variant="primary" onClick={onRetry}>{t('retry')}</NativeButton>}
      />
    </div>
  );
}
