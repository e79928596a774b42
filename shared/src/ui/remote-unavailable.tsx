import { Button, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Shown in place of a remote that is down or threw; the rest of the page keeps working. */
export function RemoteUnavailable({ remote, onRetry }: { remote: string; onRetry: () => void | Promise<void> }) {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  return (
    <div data-testid={`remote-unavailable-${remote}`} role="alert">
      <Result
        status="warning"
        title={t('remote.unavailable')}
        subTitle={t('remote.unavailableHint')}
        extra={
          <Button
            type="primary"
            loading={busy}
            onClick={async () => {
              setBusy(true);
              try { await onRetry(); } finally { setBusy(false); }
            }}
          >
            {busy ? t('remote.retrying') : t('retry')}
          </Button>
        }
      />
    </div>
  );
}
