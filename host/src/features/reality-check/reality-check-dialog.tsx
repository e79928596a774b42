// The reality check's dialog (antd), loaded when it first shows (./reality-check.tsx keeps the clock).
import { Button, Descriptions, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney, type SessionSummary } from '@casino/shared';

export default function RealityCheckDialog({ summary, open, onClose: close }: { summary: SessionSummary; open: boolean; onClose: (stop: boolean) => void }) {
  const { t } = useTranslation('host');
  const net = summary.net_result;
  return (
    <Modal
      open={open}
      title={t('realityCheck.title')}
      closable={false}
      maskClosable={false}
      keyboard={false}
      data-testid="reality-check"
      footer={[
        <Button key="stop" danger onClick={() => close(true)} data-testid="reality-check-stop">{t('realityCheck.stop')}</Button>,
        <Button key="go" type="primary" onClick={() => close(false)} data-testid="reality-check-continue">{t('realityCheck.continue')}</Button>,
      ]}
    >
      <p>{t('realityCheck.body', { minutes: summary.reality_check_minutes ?? 0 })}</p>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('realityCheck.played')}>
          <span data-testid="reality-check-minutes">{t('realityCheck.minutes', { minutes: summary.minutes_since_login })}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('realityCheck.net')}>
          <span data-testid="reality-check-net">{t('realityCheck.won', { amount: formatMoney(net, { signed: true }) })}</span>
        </Descriptions.Item>
      </Descriptions>
    </Modal>
  );
}
