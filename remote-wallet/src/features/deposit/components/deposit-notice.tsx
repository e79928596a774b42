// What a member must know before transferring (spec §9): deposits may take up to 24 hours to show, and the
// banks' maintenance window (23:50–00:30 every day, and the morning after a public holiday).
import { NativeAlert } from '@casino/shared';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';

export function DepositNotice() {
  const { t } = useTranslation(NS);
  return (
    <NativeAlert
      type="info"
      title={t('deposit.noticeTitle')}
      description={(
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          <li data-testid="deposit-notice-24h">{t('deposit.notice24h')}</li>
          <li data-testid="deposit-notice-maintenance">{t('deposit.noticeMaintenance')}</li>
          <li>{t('deposit.noticeOwnName')}</li>
        </ul>
      )}
      data-testid="deposit-notice"
    />
  );
}
