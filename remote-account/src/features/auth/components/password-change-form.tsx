// My page's "change password" form: the current password, the new one typed twice (the sign-up rules). The
// server's answer is shown where the failure catalogue says: a wrong current password under its field, a
// refusal above the button, a fault as a toast. On success the member's other sessions have ended.
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailure, type PasswordChangeRequest } from '@casino/shared';
import { changePassword } from '../api/change-password';
import { PasswordStore } from '../stores/password-store';
import { NEW_PASSWORD_FIELDS, NewPasswordFields } from './new-password-fields';
import { requiredCheck } from './register-fields';

const FIELDS = ['current_password', ...NEW_PASSWORD_FIELDS];

export const PasswordChangeForm = observer(function PasswordChangeForm() {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<PasswordChangeRequest>();
  const [store] = useState(() => new PasswordStore());
  const show = useFailure();

  const onFinish = async (values: PasswordChangeRequest) => {
    const outcome = await store.submit(() => changePassword({
      current_password: values.current_password, new_password: values.new_password, new_password_confirm: values.new_password_confirm,
    }));
    if (outcome.ok) { form.resetFields(); return; }
    const failure = outcome.failure;
    if (!failure) return;
    const place = show.show(failure, { fields: FIELDS, inline: true });
    if (place.show === 'field') form.setFields([{ name: place.field as keyof PasswordChangeRequest, errors: [show.text(failure)] }]);
    if (place.show !== 'inline') store.clearFailure();
  };

  return (
    <Card title={t('password.title')} style={{ marginTop: 16 }} data-testid="password-change">
      <Typography.Paragraph type="secondary">{t('password.intro')}</Typography.Paragraph>
      <Form<PasswordChangeRequest>
        form={form}
        name="password-change"
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        onValuesChange={() => { if (store.failure) store.clearFailure(); if (store.succeeded) store.clearSuccess(); }}
        style={{ maxWidth: 440 }}
        data-testid="password-change-form"
      >
        <Form.Item
          name="current_password" label={t('password.current')} validateFirst
          rules={[{ validator: (_: unknown, v: unknown) => (requiredCheck(typeof v === 'string' ? v : '') ? Promise.reject(new Error(t('validation.required'))) : Promise.resolve()) }]}
        >
          <Input.Password autoComplete="current-password" data-testid="password-change-current" />
        </Form.Item>
        <NewPasswordFields form={form} testIdPrefix="password-change" />
        {store.failure && <Alert type="error" showIcon title={show.text(store.failure)} role="alert" data-testid="password-change-error" style={{ marginBottom: 16 }} />}
        {store.succeeded && <Alert type="success" showIcon title={t('password.changed')} role="status" data-testid="password-change-done" style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" loading={store.isSubmitting} data-testid="password-change-submit">{t('password.submit')}</Button>
      </Form>
    </Card>
  );
});
