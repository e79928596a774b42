// The login form of the login page and the login slide panel. Failures are shown as the failure catalogue of
// @casino/shared says: a refusal (wrong password, too many attempts, suspended or self-excluded account) above
// the button, a fault (network, server) as a toast, a country where the service is not offered
// (4030 jurisdiction_blocked) by the host's /restricted page.
import { Alert, Button, Form, Input } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LOGIN_PASSWORD_MAX, LOGIN_USERNAME_MAX, useFailure, useStores } from '@casino/shared';
import type { LoginStore } from '../stores/login-store';

interface LoginValues { username: string; password: string }

export const LoginForm = observer(function LoginForm({ store, onSuccess, onLeave, initialUsername, idPrefix = 'login' }: {
  store: LoginStore;
  onSuccess: () => void;
  /** Called when the member follows the form's link to the customer center (the panel closes). */
  onLeave?: () => void;
  initialUsername?: string;
  /** Distinct ids and test ids when the page and the panel are both on screen. */
  idPrefix?: string;
}) {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<LoginValues>();
  const { ui } = useStores();
  const failure = useFailure();
  const rules = (max: number) => [
    { required: true, whitespace: true, message: t('validation.required') },
    { max, message: t('validation.maxLength', { max }) },
  ];

  const onFinish = async (values: LoginValues) => {
    if (await store.submit(values)) { onSuccess(); return; }
    if (!store.failure) return;
    const place = failure.show(store.failure, { inline: true, beforeRedirect: () => ui.setLoginPanelOpen(false) });
    if (place.show !== 'inline') store.clearFailure(); // shown elsewhere: no alert above the button
    if (place.show !== 'redirect') form.setFieldValue('password', '');
  };

  return (
    <Form<LoginValues>
      form={form}
      name={idPrefix}
      layout="vertical"
      requiredMark={false}
      initialValues={{ username: initialUsername ?? '' }}
      onFinish={onFinish}
      onValuesChange={() => store.failure && store.clearFailure()}
      data-testid={`${idPrefix}-form`}
    >
      <Form.Item name="username" label={t('login.username')} rules={rules(LOGIN_USERNAME_MAX)} validateFirst>
        <Input autoComplete="username" autoCapitalize="none" placeholder={t('login.usernamePlaceholder')} data-testid={`${idPrefix}-username`} />
      </Form.Item>
      <Form.Item name="password" label={t('login.password')} rules={rules(LOGIN_PASSWORD_MAX)} validateFirst>
        <Input.Password autoComplete="current-password" placeholder={t('login.passwordPlaceholder')} data-testid={`${idPrefix}-password`} />
      </Form.Item>
      {store.failure && (
        <Alert type="error" showIcon title={t(store.failure.key)} role="alert" data-testid={`${idPrefix}-error`} style={{ marginBottom: 16 }} />
      )}
      <Button type="primary" htmlType="submit" block size="large" loading={store.isSubmitting} data-testid={`${idPrefix}-submit`}>
        {t('login.submit')}
      </Button>
      {/* A forgotten password: support checks who the member is and sends a single-use reset link. */}
      <p style={{ marginTop: 12, marginBottom: 0, fontSize: 13 }} data-testid={`${idPrefix}-forgot`}>
        {t('login.forgot')} <Link to="/support" onClick={onLeave} data-testid={`${idPrefix}-forgot-link`}>{t('login.forgotLink')}</Link>
      </p>
    </Form>
  );
});
