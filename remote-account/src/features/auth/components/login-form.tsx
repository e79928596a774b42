// The login form of the login page and the login slide panel. Failures (wrong password, too many
// attempts, suspended or self-excluded account, network) show translated above the button; a country where
// the service is not offered (4030 jurisdiction_blocked) leads to the host's /restricted page.
import { Alert, Button, Form, Input } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LOGIN_PASSWORD_MAX, LOGIN_USERNAME_MAX, useStores } from '@casino/shared';
import { isJurisdictionBlocked, RESTRICTED_PATH } from '../../../common/restricted';
import type { LoginStore } from '../stores/login-store';

interface LoginValues { username: string; password: string }

export const LoginForm = observer(function LoginForm({ store, onSuccess, initialUsername, idPrefix = 'login' }: {
  store: LoginStore;
  onSuccess: () => void;
  initialUsername?: string;
  /** Distinct ids and test ids when the page and the panel are both on screen. */
  idPrefix?: string;
}) {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<LoginValues>();
  const { ui } = useStores();
  const navigate = useNavigate();
  const rules = (max: number) => [
    { required: true, whitespace: true, message: t('validation.required') },
    { max, message: t('validation.maxLength', { max }) },
  ];

  const onFinish = async (values: LoginValues) => {
    if (await store.submit(values)) onSuccess();
    else if (isJurisdictionBlocked(store.failure)) { ui.setLoginPanelOpen(false); navigate(RESTRICTED_PATH); }
    else if (store.failure) form.setFieldValue('password', '');
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
    </Form>
  );
});
