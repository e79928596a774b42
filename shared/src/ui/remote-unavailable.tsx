import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeButton, NativeResult, Spinner } from './native';

/** Shown in place of a remote that is down or threw; the rest of the page keeps working. */
export function RemoteUnavailable({ remote, onRetry }: { remote: string; onRetry: () => void | Promise<void> }) {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  return (
    <div data-testid={`remote-unavailable-${remote}`} role="alert">
      <NativeResult
        status="warning"
        title={t('remote.unavailable')}
        subTitle={t('remote.unavailableHint')}
        extra={
          <NativeButton
            variant="primary"
            disabled={busy}
            icon={busy ? <Spinner /> : undefined}
            onClick={async () => {
              setBusy(true);
              try { await onRetry(); } finally { setBusy(false); }
            }}
          >
            {busy ? t('remote.retrying') : t('retry')}
          </NativeButton>
        }
      />
    </div>
  );
}
