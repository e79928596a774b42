// The reset page's form: the new password typed twice (the sign-up rules) with the token of support's link.
// An unknown, used or expired link is told as such (the member asks support for a new one) instead of the
// catalogue's "log in again"; any other failure is shown where the catalogue says.
import { Alert, Button, Form } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Msg, useFailure } from '@casino/shared';
import { resetPassword } from '../api/reset-password';
import { PasswordStore } from '../stores/password-store';
import { NEW_PASSWORD_FIELDS, NewPasswordFields } from './new-password-fields';

interface ResetValues { new_password: string; new_password_confirm: string }
export type LinkProblem = 'missing' | 'invalid' | 'expired';

/** Why the link cannot be used, with the way to a new one. */
export function LinkProblemNotice({ problem }: { problem: LinkProblem }) {
  const { t } = useTranslation('account');
  return (
    <Alert
      type="error" showIcon role="alert" data-testid={`reset-password-${problem}`}
      title={t(`reset.${problem}`)}
      description={<span>{t('reset.askSupport')} <Link to="/support" data-testid="reset-password-to-support">{t('login.forgotLink')}</Link></span>}
    />
  );
}

export const ResetPasswordForm = observer(function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<ResetValues>();
  const [store] = useState(() => new PasswordStore());
  const [problem, setProblem] = useState<LinkProblem | null>(null);
  const show = useFailure();

  const onFinish = async (values: ResetValues) => {
    const outcome = await store.submit(() => resetPassword({ token, new_password: values.new_password, new_password_confirm: values.new_password_confirm }));
    if (outcome.ok) { onDone(); return; }
    const failure = outcome.failure;
    if (!failure) return;
    if (failure.msg === Msg.invalid_token || failure.msg === Msg.token_expired) {
      setProblem(failure.msg === Msg.token_expired ? 'expired' : 'invalid');
      store.clearFailure();
      return;
    }
    const place = show.show(failure, { fields: [...NEW_PASSWORD_FIELDS], inline: true });
    if (place.show === 'field') form.setFields([{ name: place.field as keyof ResetValues, errors: [show.text(failure)] }]);
    if (place.show !== 'inline') store.clearFailure();
  };

  if (problem) return <LinkProblemNotice problem={problem} />;
  return (
    <Form<ResetValues>
      form={form}
      name="reset-password"
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      onValuesChange={() => store.failure && store.clearFailure()}
      data-testid="reset-password-form"
    >
      <NewPasswordFields form={form} testIdPrefix="reset-password" />
      {store.failure && <Alert type="error" showIcon title={show.text(store.failure)} role="alert" data-testid="reset-password-error" style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" block size="large" loading={store.isSubmitting} data-testid="reset-password-submit">{t('reset.submit')}</Button>
    </Form>
  );
});
