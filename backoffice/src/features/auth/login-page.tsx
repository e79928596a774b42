// Operator login: password, then the 6-digit TOTP code when the server asks for it (or one of the operator's
// single-use recovery codes, when the authenticator app is lost: the same field takes either).
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { TOTP_DIGITS, TOTP_INPUT_MAX } from '@casino/shared/contract';
import { useStores } from '../../lib/stores';
import { useFailureText, type OpFailure } from '../../lib/failures';

interface Fields { username: string; password: string }

export const LoginPage = observer(function LoginPage() {
  const { t } = useTranslation('bo');
  const { session } = useStores();
  const navigate = useNavigate();
  const location = useLocation();
  const failureText = useFailureText();
  const [credentials, setCredentials] = useState<Fields | null>(null);
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<OpFailure | null>(null);

  if (session.loggedIn && !credentials) return <Navigate to="/" replace />;

  const submit = async (fields: Fields, totp?: string) => {
    setFailure(null);
    const outcome = await session.login(fields.username, fields.password, totp);
    if (outcome.ok) {
      const from = (location.state as { from?: string } | null)?.from;
      navigate(outcome.enrolOnly ? '/account/totp' : from && from !== '/login' ? from : '/', { replace: true });
      return;
    }
    if (outcome.totp) { setCredentials(fields); if (outcome.failure) setFailure(outcome.failure); setCode(''); return; }
    setFailure(outcome.failure);
  };

  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 16, background: '#f0f2f5' }}>
      <Card title={t('login.title')} style={{ width: '100%', maxWidth: 380 }}>
        {failure && <Alert type="error" showIcon title={failureText(failure)} style={{ marginBottom: 16 }} data-testid="login-error" />}
        {!credentials ? (
          <Form<Fields> layout="vertical" onFinish={(f) => { void submit(f); }} requiredMark={false}>
            <Form.Item name="username" label={t('login.username')} rules={[{ required: true, message: t('form.required') }]}>
              <Input autoComplete="username" data-testid="login-username" autoFocus />
            </Form.Item>
            <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('form.required') }]}>
              <Input.Password autoComplete="current-password" data-testid="login-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={session.isLoading} data-testid="login-submit">{t('login.submit')}</Button>
          </Form>
        ) : (
          <div data-testid="login-totp-step">
            <Typography.Paragraph>{t('login.totpPrompt')}</Typography.Paragraph>
            <Form layout="vertical" onFinish={() => { if (code.trim()) void submit(credentials, code.trim()); }} requiredMark={false}>
              <Form.Item label={t('login.codeLabel')} htmlFor="login-code" extra={<span id="login-code-hint">{t('login.codeHint')}</span>} style={{ marginBottom: 0 }}>
                <div data-testid="login-totp">
                  <Input
                    id="login-code" value={code} onChange={(e) => setCode(e.target.value)} autoComplete="one-time-code" autoCapitalize="none"
                    maxLength={TOTP_INPUT_MAX} aria-describedby="login-code-hint" autoFocus placeholder={'0'.repeat(TOTP_DIGITS)}
                  />
                </div>
              </Form.Item>
              <Button
                type="primary" htmlType="submit" block style={{ marginTop: 16 }} loading={session.isLoading} disabled={!code.trim()}
                data-testid="login-totp-submit"
              >{t('login.verify')}</Button>
            </Form>
            <Button type="link" block onClick={() => { setCredentials(null); setFailure(null); }}>{t('login.back')}</Button>
          </div>
        )}
      </Card>
    </div>
  );
});

export default LoginPage;
