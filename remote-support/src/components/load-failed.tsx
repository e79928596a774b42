import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import type { Failure } from '@casino/shared';

/** A list that could not be loaded (spec §8): the feature's translated message with the reason, and retry. */
export function LoadFailed({ messageKey, failure, onRetry, testId }: { messageKey: string; failure: Failure; onRetry: () => void; testId?: string }) {
  const { t } = useTranslation(NS);
  return (
    <Alert
      type="error"
      showIcon
      data-testid={testId}
      title={t(messageKey, { reason: t(failure.key) })}
      action={<Button size="small" onClick={onRetry}>{t('common.retry')}</Button>}
    />
  );
}
