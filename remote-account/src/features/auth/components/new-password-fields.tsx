// The new password and its confirmation, checked inline with the sign-up rules (register-fields.ts: the
// contract's length, typed twice). Shared by the change form of my page and the reset page.
import { Form, Input, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { newPasswordCheck, passwordConfirmCheck, type Problem } from './register-fields';

export const NEW_PASSWORD_FIELDS = ['new_password', 'new_password_confirm'] as const;

export function NewPasswordFields({ form, testIdPrefix }: { form: FormInstance; testIdPrefix: string }) {
  const { t } = useTranslation('account');
  const rule = (check: (value: string) => Problem | null) => [{
    validator: (_: unknown, value: unknown) => {
      const problem = check(typeof value === 'string' ? value : '');
      return problem ? Promise.reject(new Error(t(problem.key, problem.values))) : Promise.resolve();
    },
  }];
  return (
    <>
      <Form.Item name="new_password" label={t('password.new')} rules={rule(newPasswordCheck)} validateFirst>
        <Input.Password autoComplete="new-password" data-testid={`${testIdPrefix}-new`} />
      </Form.Item>
      <Form.Item
        name="new_password_confirm" label={t('password.confirm')} dependencies={['new_password']} validateFirst
        rules={rule((v) => passwordConfirmCheck(v, String(form.getFieldValue('new_password') ?? '')))}
      >
        <Input.Password autoComplete="new-password" data-testid={`${testIdPrefix}-confirm`} />
      </Form.Item>
    </>
  );
}
