// The amount form of the deposit, withdraw and point pages (spec §5): digits only (anything else typed or
// pasted is dropped), optional quick-add buttons, the contract's rule checked on submit and then live, and the
// server's verdict shown where the failure catalogue of @casino/shared says: this form's one field doubles as
// its inline spot, anything else is a toast.
// Drawn with native controls, no antd (issue 48: the deposit page is a page members land on, on phones, and antd's
// script and its first render were most of its main-thread time); the look comes from the theme's CSS variables.
import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { digitsOnly, formatMoney, NativeButton, Spinner, useFailure, useToaster, type Attempt, type Violation } from '@casino/shared';
import { NS } from '../i18n';
import { installWalletStyles } from '../lib/styles';
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
  installWalletStyles();
  const { t } = useTranslation(NS);
  const toaster = useToaster();
  const failure = useFailure();
  const id = useId();
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const violation = tried ? validate(amount) : null;
  const help = violation ? t(`common:server.${violation.msg}`) : serverError ?? undefined;
  const change = (text: string) => {
    setAmount(digitsOnly(text).slice(0, MAX_DIGITS));
    setServerError(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (validate(amount)) return;
    const res = await submit(amount);
    if (res.ok) {
      setAmount('');
      setTried(false);
      setServerError(null);
      toaster.info(successText(res.data), { className: 'wallet-toast-success' });
      onSuccess?.(res.data);
      return;
    }
    const place = failure.show(res.failure, { fields: ['amount'], inline: true, toast: (reason) => t(failedKey, { reason }) });
    if (place.show === 'field' || place.show === 'inline') setServerError(failure.text(res.failure));
  };

  const value = Number(amount || 0);
  const inputId = `${id}-amount`;
  const helpId = `${id}-help`;
  return (
    <form className="wallet-form" onSubmit={(e) => { void onSubmit(e); }} noValidate data-testid={`${name}-form`}>
      <div className="wallet-field">
        <label className="wallet-field__label" htmlFor={inputId}>{label}<span className="wallet-field__required" aria-hidden>*</span></label>
        <div className={`wallet-input${help ? ' wallet-input--error' : ''}${disabled ? ' wallet-input--disabled' : ''}`}>
          <input
            id={inputId}
            value={amount}
            onChange={(e) => change(e.target.value)}
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('amount.placeholder')}
            disabled={disabled}
            required
            aria-invalid={help ? true : undefined}
            aria-describedby={help ? helpId : undefined}
            data-testid={`${name}-amount`}
          />
          <span className="wallet-input__suffix" aria-hidden>{t(unit === 'won' ? 'amount.unitWon' : 'amount.unitPoints')}</span>
        </div>
        {help && <div id={helpId} className="wallet-field__error" role="alert"><span data-testid={`${name}-error`}>{help}</span></div>}
      </div>
      <div className="wallet-preview" data-testid={`${name}-preview`} aria-live="polite">
        {amount ? t(unit === 'won' ? 'money.won' : 'money.points', { value: formatMoney(value) }) : t('amount.unitHint')}
      </div>
      {quick && <QuickAmounts onAdd={(v) => change(String(value + v))} onClear={() => change('')} disabled={disabled} />}
      <div className="wallet-actions" style={{ marginTop: quick ? 0 : 12 }}>
        <NativeButton
          variant="primary"
          type="submit"
          disabled={disabled}
          aria-busy={submitting || undefined}
          icon={submitting ? <Spinner /> : undefined}
          className="wallet-actions__submit"
          data-testid={`${name}-submit`}
        >
          {submitLabel}
        </NativeButton>
        {actions}
      </div>
    </form>
  );
}

export const AmountForm = observer(AmountFormInner) as typeof AmountFormInner;
