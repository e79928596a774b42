// TOTP enrolment: the server draws a secret, the console shows it as a QR code (and as text for manual
// entry), the operator confirms with a code from the authenticator app. From then on login asks for a code.
import { Alert, Button, Card, Input, QRCode, Result, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { OperatorPaths, TOTP_DIGITS, type OperatorMe, type TotpEnrolAnswer } from '@casino/shared/contract';
import { useStores } from '../../lib/stores';
import { useAction } from '../../lib/use-api';
import { useFailureText, type OpFailure } from '../../lib/failures';

export const TotpPage = observer(function TotpPage() {
  const { t } = useTranslation('bo');
  const { session, client } = useStores();
  const navigate = useNavigate();
  const failureText = useFailureText();
  const { run, busy } = useAction();
  const [secret, setSecret] = useState<TotpEnrolAnswer | null>(null);
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<OpFailure | null>(null);
  const [done, setDone] = useState(false);

  const start = async () => {
    setFailure(null);
    const outcome = await run('enrol', (sequence) => client.post<TotpEnrolAnswer>(OperatorPaths.totpEnrol, {}, { sequence }));
    if (outcome.ok) setSecret(outcome.data); else setFailure(outcome.failure);
  };
  const confirm = async () => {
    setFailure(null);
    const outcome = await run('confirm', (sequence) => client.post<OperatorMe>(OperatorPaths.totpConfirm, { code }, { sequence }));
    if (!outcome.ok) { setFailure(outcome.failure); return; }
    // An enrolment-only session stays one: the operator logs in again, now with a code.
    if (session.enrolOnly) { await session.logout(); navigate('/login', { replace: true }); return; }
    session.setOperator(outcome.data);
    setDone(true);
    setSecret(null);
  };

  if (done) {
    return (
      <Result
        status="success" title={t('totp.enabled')} data-testid="totp-enabled"
        extra={<Button type="primary" onClick={() => navigate('/')}>{t('totp.continue')}</Button>}
      />
    );
  }
  return (
    <Card title={t('totp.title')} style={{ maxWidth: 520 }}>
      {session.enrolOnly && <Alert type="warning" showIcon title={t('totp.requiredBySite')} style={{ marginBottom: 16 }} />}
      {failure && <Alert type="error" showIcon title={failureText(failure)} style={{ marginBottom: 16 }} data-testid="totp-error" />}
      {session.operator?.totp_enabled && !secret && <Alert type="success" showIcon title={t('totp.alreadyEnabled')} style={{ marginBottom: 16 }} />}
      {!secret ? (
        <Space orientation="vertical">
          <Typography.Paragraph>{t('totp.intro')}</Typography.Paragraph>
          <Button type="primary" onClick={() => { void start(); }} loading={busy === 'enrol'} data-testid="totp-start">
            {session.operator?.totp_enabled ? t('totp.renew') : t('totp.start')}
          </Button>
        </Space>
      ) : (
        <Space orientation="vertical" size="middle">
          <Typography.Paragraph>{t('totp.scan')}</Typography.Paragraph>
          <QRCode value={secret.uri} type="svg" data-testid="totp-qr" />
          <Typography.Text copyable={{ text: secret.secret }} code data-testid="totp-secret">{secret.secret}</Typography.Text>
          <Typography.Paragraph>{t('totp.enterCode')}</Typography.Paragraph>
          <Input.OTP length={TOTP_DIGITS} value={code} onChange={setCode} data-testid="totp-code" />
          <Button type="primary" disabled={code.length !== TOTP_DIGITS} loading={busy === 'confirm'} onClick={() => { void confirm(); }} data-testid="totp-confirm">
            {t('totp.confirm')}
          </Button>
        </Space>
      )}
    </Card>
  );
});

export default TotpPage;
