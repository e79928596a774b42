// TOTP enrolment: the server draws a secret, the console shows it as a QR code (and as text for manual
// entry), the operator confirms with a code from the authenticator app. From then on login asks for a code.
// The confirmation answers single-use recovery codes, shown here once (copy, "I have saved them"); they are
// never stored by the console. Enrolling a new device while TOTP is on needs the current code first.
import { Alert, Button, Card, Form, Input, QRCode, Result, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { OperatorPaths, TOTP_DIGITS, type OperatorMe, type TotpEnrolAnswer, type TotpEnrolRequest } from '@casino/shared/contract';
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
  const [currentCode, setCurrentCode] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>([]);
  const renewing = Boolean(session.operator?.totp_enabled);

  const start = async () => {
    setFailure(null);
    const body: TotpEnrolRequest = renewing ? { code: currentCode.trim() } : {};
    const outcome = await run('enrol', (sequence) => client.post<TotpEnrolAnswer>(OperatorPaths.totpEnrol, { ...body }, { sequence }));
    if (outcome.ok) setSecret(outcome.data); else setFailure(outcome.failure);
  };
  const confirm = async () => {
    setFailure(null);
    const outcome = await run('confirm', (sequence) => client.post<OperatorMe>(OperatorPaths.totpConfirm, { code }, { sequence }));
    if (!outcome.ok) { setFailure(outcome.failure); return; }
    const { recovery_codes: codes = [], ...me } = outcome.data;
    setRecoveryCodes(codes);
    // An enrolment-only session stays one: after the codes the operator logs in again, now with a code.
    if (!session.enrolOnly) session.setOperator(me);
    setDone(true);
    setSecret(null);
    setCurrentCode('');
  };
  const saved = async () => {
    setRecoveryCodes([]);
    if (session.enrolOnly) { await session.logout(); navigate('/login', { replace: true }); return; }
    navigate('/');
  };

  if (done) {
    return (
      <Result
        status="success" title={t('totp.enabled')} data-testid="totp-enabled"
        extra={recoveryCodes.length ? null : <Button type="primary" onClick={() => { void saved(); }}>{t('totp.continue')}</Button>}
      >
        {recoveryCodes.length > 0 && (
          <section aria-labelledby="recovery-title" data-testid="recovery-codes" style={{ maxWidth: 420, margin: '0 auto', textAlign: 'left' }}>
            <Typography.Title level={2} id="recovery-title" style={{ fontSize: 18 }}>{t('totp.recoveryTitle')}</Typography.Title>
            <Typography.Paragraph>{t('totp.recoveryIntro')}</Typography.Paragraph>
            <ol style={{ columns: 2, fontFamily: 'monospace', fontSize: 15 }} data-testid="recovery-code-list">
              {recoveryCodes.map((c) => <li key={c}>{c}</li>)}
            </ol>
            <Space wrap>
              <Typography.Text copyable={{ text: recoveryCodes.join('\n'), tooltips: [t('totp.copyAll'), t('totp.copied')] }} data-testid="recovery-copy">{t('totp.copyAll')}</Typography.Text>
              <Button type="primary" onClick={() => { void saved(); }} data-testid="recovery-saved">{t('totp.saved')}</Button>
            </Space>
          </section>
        )}
      </Result>
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
          {renewing && (
            <Form layout="vertical" component="div">
              <Typography.Paragraph>{t('totp.renewIntro')}</Typography.Paragraph>
              <Form.Item label={t('totp.currentCode')} htmlFor="totp-current-code" style={{ marginBottom: 0 }}>
                <Input
                  id="totp-current-code" value={currentCode} onChange={(e) => setCurrentCode(e.target.value)} autoComplete="one-time-code"
                  maxLength={64} style={{ maxWidth: 240 }} data-testid="totp-current-code"
                />
              </Form.Item>
            </Form>
          )}
          <Button type="primary" onClick={() => { void start(); }} loading={busy === 'enrol'} disabled={renewing && !currentCode.trim()} data-testid="totp-start">
            {renewing ? t('totp.renew') : t('totp.start')}
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
