// An operator's own password: the current one (the temporary one after an owner's reset), the new one typed
// twice with the contract's length. The server answers the operator as he now is (must_change_password off).
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OperatorPaths, PASSWORD_MAX, PASSWORD_MIN, type OperatorMe, type OperatorPasswordChangeRequest } from '@casino/shared/contract';
import { useStores } from '../../lib/stores';
import { useAction } from '../../lib/use-api';
import { useFailureText, type OpFailure } from '../../lib/failures';

interface Fields extends OperatorPasswordChangeRequest { new_password_confirm: string }

export function PasswordForm({ onChanged, currentLabel }: { onChanged: () => void; currentLabel?: string }) {
  const { t } = useTranslation('bo');
  const { client, session } = useStores();
  const failureText = useFailureText();
  const { run, busy } = useAction();
  const [form] = Form.useForm<Fields>();
  const [failure, setFailure] = useState<OpFailure | null>(null);

  const submit = async (f: Fields) => {
    setFailure(null);
    const body: OperatorPasswordChangeRequest = { current_password: f.current_password, new_password: f.new_password };
    const outcome = await run('password', (sequence) => client.post<OperatorMe>(OperatorPaths.password, { ...body }, { sequence }));
    if (!outcome.ok) {
      if (outcome.failure.msg === 'wrong_password') form.setFields([{ name: 'current_password', errors: [failureText(outcome.failure)] }]);
      else setFailure(outcome.failure);
      return;
    }
    if (outcome.data) session.setOperator(outcome.data); else await session.loadProfile();
    form.resetFields();
    onChanged();
  };

  const required = { required: true, message: t('form.required') };
  return (
    <Form<Fields> form={form} name="operator-password" layout="vertical" requiredMark={false} onFinish={(f) => { void submit(f); }} onValuesChange={() => setFailure(null)} style={{ maxWidth: 400 }}>
      <Form.Item name="current_password" label={currentLabel ?? t('password.current')} rules={[required]}>
        <Input.Password autoComplete="current-password" data-testid="password-current" />
      </Form.Item>
      <Form.Item
        name="new_password" label={t('password.new')} dependencies={['current_password']}
        rules={[
          required,
          { min: PASSWORD_MIN, max: PASSWORD_MAX, message: t('password.length', { min: PASSWORD_MIN, max: PASSWORD_MAX }) },
          ({ getFieldValue }) => ({ validator: (_: unknown, v: string) => (v && v === getFieldValue('current_password') ? Promise.reject(new Error(t('password.same'))) : Promise.resolve()) }),
        ]}
      >
        <Input.Password autoComplete="new-password" data-testid="password-new" />
      </Form.Item>
      <Form.Item
        name="new_password_confirm" label={t('password.confirm')} dependencies={['new_password']}
        rules={[required, ({ getFieldValue }) => ({ validator: (_: unknown, v: string) => (!v || v === getFieldValue('new_password') ? Promise.resolve() : Promise.reject(new Error(t('password.mismatch')))) })]}
      >
        <Input.Password autoComplete="new-password" data-testid="password-confirm" />
      </Form.Item>
      {failure && <Alert type="error" showIcon title={failureText(failure)} style={{ marginBottom: 16 }} data-testid="password-error" />}
      <Button type="primary" htmlType="submit" loading={busy === 'password'} data-testid="password-submit">{t('password.submit')}</Button>
    </Form>
  );
}
