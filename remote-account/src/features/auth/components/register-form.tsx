// Sign-up form: every field is checked inline with the contract's rules (register-fields.ts); the
// server's answer is shown where the failure catalogue says: on the field it names (duplicate username or
// nickname), above the button, as a toast, or by the host's /restricted page.
import { Alert, Button, Divider, Form, Input } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailure } from '@casino/shared';
import { RegisterStore } from '../stores/register-store';
import { BankSelect } from './bank-select';
import {
  localToday, REGISTER_FIELD_NAMES, REGISTER_SECTIONS, toRegisterRequest, type RegisterFieldSpec, type RegisterValues,
} from './register-fields';

function FieldInput({ spec, language, placeholder, ...rest }: { spec: RegisterFieldSpec; language: string; placeholder: string; [k: string]: unknown }) {
  const common = { placeholder, autoComplete: spec.autoComplete, 'data-testid': `register-${spec.name}`, ...rest };
  switch (spec.kind) {
    case 'password': return <Input.Password {...common} />;
    case 'email': return <Input inputMode="email" {...common} />;
    case 'numeric': return <Input inputMode="numeric" {...common} />;
    case 'date': return <Input type="date" max={localToday()} {...common} />;
    case 'bank': return <BankSelect language={language} placeholder={placeholder} data-testid={`register-${spec.name}`} {...rest} />;
    default: return <Input {...common} />;
  }
}

export const RegisterForm = observer(function RegisterForm({ onRegistered }: { onRegistered: (username: string) => void }) {
  const { t, i18n } = useTranslation('account');
  const [form] = Form.useForm<RegisterValues>();
  const [store] = useState(() => new RegisterStore());
  const show = useFailure();
  const fields = [...REGISTER_FIELD_NAMES];

  const onFinish = async (values: RegisterValues) => {
    const outcome = await store.submit(toRegisterRequest(values));
    if (outcome.ok) { onRegistered(outcome.username); return; }
    const failure = outcome.failure;
    if (!failure) return;
    // The catalogue decides: under the field it names, above the button, a toast, or /restricted.
    const place = show.show(failure, { fields, inline: true });
    if (place.show === 'field') {
      form.setFields([{ name: place.field, errors: [t(failure.key)] }]);
      form.scrollToField(place.field, { block: 'center' });
    }
    if (place.show !== 'inline') store.clearFailure();
  };

  const rulesFor = (spec: RegisterFieldSpec) => [{
    validator: (_: unknown, value: unknown) => {
      const problem = spec.check(typeof value === 'string' ? value : '', form.getFieldsValue(true) as RegisterValues);
      return problem ? Promise.reject(new Error(t(problem.key, problem.values))) : Promise.resolve();
    },
  }];

  return (
    <Form<RegisterValues>
      form={form}
      name="register"
      layout="vertical"
      requiredMark="optional"
      onFinish={onFinish}
      onValuesChange={() => store.failure && store.clearFailure()}
      scrollToFirstError={{ block: 'center' }}
      data-testid="register-form"
      autoComplete="on"
    >
      {REGISTER_SECTIONS.map((section) => (
        <section key={section.key} aria-label={t(`register.section.${section.key}`)}>
          <Divider titlePlacement="start" plain>{t(`register.section.${section.key}`)}</Divider>
          {section.fields.map((spec) => (
            <Form.Item
              key={spec.name}
              name={spec.name}
              label={t(`register.field.${spec.name}.label`)}
              required={!spec.optional}
              dependencies={spec.dependencies}
              rules={rulesFor(spec)}
              validateFirst
            >
              <FieldInput spec={spec} language={i18n.language} placeholder={t(`register.field.${spec.name}.placeholder`)} />
            </Form.Item>
          ))}
        </section>
      ))}
      {store.failure && (
        <Alert type="error" showIcon title={t(store.failure.key)} role="alert" data-testid="register-error" style={{ marginBottom: 16 }} />
      )}
      <Button type="primary" htmlType="submit" block size="large" loading={store.isSubmitting} data-testid="register-submit">
        {t('register.submit')}
      </Button>
    </Form>
  );
});
