// What applies now: the active exclusion (one the site's team imposed says so, with its reason: issue 47 §4),
// usage against the limits, and the KYC status.
import { Alert, Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney, type KycStatus, type LimitsResponse } from '@casino/shared';

const KYC_COLOUR: Record<KycStatus, string> = { unverified: 'default', pending: 'processing', verified: 'success', rejected: 'error', more_needed: 'warning' };

export function StatusPanel({ data }: { data: LimitsResponse }) {
  const { t } = useTranslation('account');
  const won = (n: number) => t('money.won', { amount: formatMoney(n) });
  const ex = data.exclusion;
  return (
    <>
      {ex && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="responsible-exclusion-active"
          title={ex.imposed ? t(`responsible.imposed.title.${ex.kind}`) : t(`responsible.exclusion.kind.${ex.kind}`)}
          description={(
            <>
              {ex.imposed && <div data-testid="responsible-imposed-reason">{t('responsible.imposed.reason', { reason: ex.reason ?? '' })}</div>}
              <div>
                {ex.until
                  ? t('responsible.exclusion.activeUntil', { date: formatDateTime(ex.until) })
                  : t('responsible.exclusion.activePermanent')}
              </div>
              {ex.imposed && <div>{t('responsible.imposed.cannotEnd')}</div>}
            </>
          )}
        />
      )}
      <Descriptions size="small" column={1} bordered title={t('responsible.usage.title')} style={{ marginBottom: 16 }} styles={{ label: { whiteSpace: 'nowrap' } }}>
        <Descriptions.Item label={t('responsible.usage.daily')}><span data-testid="usage-daily">{won(data.deposit_usage.daily)}</span></Descriptions.Item>
        <Descriptions.Item label={t('responsible.usage.weekly')}><span data-testid="usage-weekly">{won(data.deposit_usage.weekly)}</span></Descriptions.Item>
        <Descriptions.Item label={t('responsible.usage.monthly')}><span data-testid="usage-monthly">{won(data.deposit_usage.monthly)}</span></Descriptions.Item>
        <Descriptions.Item label={t('responsible.usage.minutesToday')}>
          <span data-testid="usage-minutes">{t('responsible.minutes', { minutes: data.session_minutes_today })}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('responsible.kyc.title')}>
          <Tag color={KYC_COLOUR[data.kyc_status]} data-testid="kyc-status">{t(`responsible.kyc.status.${data.kyc_status}`)}</Tag>
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>{t('responsible.kyc.note')}</Typography.Paragraph>
        </Descriptions.Item>
      </Descriptions>
    </>
  );
}
