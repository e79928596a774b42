// The amount form of the deposit, withdraw and point pages (spec §5): digits only (anything else typed or
// pasted is dropped), optional quick-add buttons, the contract's rule checked on submit and then live, and the
// server's verdict shown where the failure catalogue of @casino/shared says: this form's one field doubles as
// its inline spot, anything else is a toast.
import { App, Button, Form, Input } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { digitsOnly, formatMoney, useFailure, type Attempt, type Violation } from '@casino/shared';
import { NS } from '../i18n';
import { QuickAmounts } from './quick-amounts';

/** Longest input kept: beyond the per-request maximum already, so the rule can still name the problem. */
const MAX_DIGITS = 12;

export interface AmountFormProps<T> {
  /** Prefix of the data-testid attributes: `<name>-amount`, `<name>-submit`, `<name>-error`. */
  name: string;
  unit: 'won' | 'points';
  label: string;
  submitLabel: string;
  /** The contract rule for this form (the server applies the same one). */
  validate: (amount: string) => Violation | null;
  submit: (amount: string) => Promise<Attempt<T>>;
  submitting: boolean;
  successText: (data: T) => string;
  /** i18n key of the failure toast, with {{reason}}. */
  failedKey: string;
  quick?: boolean;
  disabled?: boolean;
  onSuccess?: (data: T) => void;
  /** Extra buttons next to submit (e.g. "convert all"). */
  actions?: ReactNode;
}

function AmountFormInner<T>(props: AmountFormProps<T>) {
  const { name, unit, label, submitLabel, validate, submit, submitting, successText, failedKey, quick, disabled, onSuccess, actions } = props;
  const { t } = useTranslation(NS);
  const { message } = App.useApp();
  const failure = useFailure();
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const violation = tried ? validate(amount) : null;
  const help = violation ? t(`common:server.${violation.msg}`) : serverError ?? undefined;
  const change = (text: string) => {
    setAmount(digitsOnly(text).slice(0, MAX_DIGITS));
    setServerError(null);
  };

  const onFinish = async () => {
    setTried(true);
    if (validate(amount)) return;
    const res = await submit(amount);
    if (res.ok) {
      setAmount('');
      setTried(false);
      setServerError(null);
      void message.success(successText(res.data));
      onSuccess?.(res.data);
      return;
    }
    const place = failure.show(res.failure, { fields: ['amount'], inline: true, toast: (reason) => t(failedKey, { reason }) });
    if (place.show === 'field' || place.show === 'inline') setServerError(failure.text(res.failure));
  };

  const value = Number(amount || 0);
  return (
    <Form layout="vertical" onFinish={onFinish} data-testid={`${name}-form`}>
      <Form.Item label={label} required validateStatus={help ? 'error' : undefined} help={help && <span data-testid={`${name}-error`}>{help}</span>}>
        <Input
          value={amount}
          onChange={(e) => change(e.target.value)}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('amount.placeholder')}
          suffix={t(unit === 'won' ? 'amount.unitWon' : 'amount.unitPoints')}
          disabled={disabled}
          aria-label={label}
          data-testid={`${name}-amount`}
        />
      </Form.Item>
      <div className="wallet-preview" data-testid={`${name}-preview`} aria-live="polite">
        {amount ? t(unit === 'won' ? 'money.won' : 'money.points', { value: formatMoney(value) }) : t('amount.unitHint')}
      </div>
      {quick && <QuickAmounts onAdd={(v) => change(String(value + v))} onClear={() => change('')} disabled={disabled} />}
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginTop: quick ? 0 : 12 }}>
        <Button type="primary" htmlType="submit" loading={submitting} disabled={disabled} style={{ flex: '1 1 160px' }} data-testid={`${name}-submit`}>
          {submitLabel}
        </Button>
        {actions}
      </div>
    </Form>
  );
}

export const AmountForm = observer(AmountFormInner) as typeof AmountFormInner;
