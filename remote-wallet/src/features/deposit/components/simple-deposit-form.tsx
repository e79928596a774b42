// wallet-deposit-backup: the same deposit request with a deliberately plain form. It is the fallback when the
// main page's richer parts (quick-add buttons, account card, tables) fail to render, and the light choice on
// low-end phones: native input and button, no antd form machinery, the transfer details as plain text.
// The rule (validateMoneyAmount), the call and the session refresh are exactly the main form's.
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { digitsOnly, formatMoney, LoadStore, useFailure, useStores, validateMoneyAmount } from '@casino/shared';
import { NS } from '../../../i18n';
import { MoneyActionStore } from '../../../lib/money-action-store';
import { getWalletAccount } from '../api/get-wallet-account';
import { requestDeposit } from '../api/request-deposit';

export const SimpleDepositForm = observer(function SimpleDepositForm() {
  const { t } = useTranslation(NS);
  const { session } = useStores();
  const [account] = useState(() => new LoadStore(getWalletAccount));
  const [action] = useState(() => new MoneyActionStore(session, requestDeposit));
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const failure = useFailure();
  useEffect(() => { void account.load(); }, [account]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setDone(false);
    const violation = validateMoneyAmount(amount);
    if (violation) { setError(t(`common:server.${violation.msg}`)); return; }
    const res = await action.submit(amount);
    if (res.ok) { setAmount(''); setError(null); setDone(true); return; }
    const place = failure.show(res.failure, { fields: ['amount'], inline: true, toast: (reason) => t('deposit.failed', { reason }) });
    setError(place.show === 'field' || place.show === 'inline' ? failure.text(res.failure) : null);
  };

  const a = account.data;
  return (
    <div className="wallet-simple">
      <p>{t('deposit.simpleIntro')}</p>
      <div className="wallet-simple__account" data-testid="simple-account">
        {a ? (
          <>
            <div>{t('deposit.bank')}: <b>{a.bank_name}</b></div>
            <div>{t('deposit.accountNumber')}: <b data-testid="simple-account-number">{a.bank_account}</b></div>
            <div>{t('deposit.holder')}: <b>{a.holder}</b></div>
            {a.notes && <div className="wallet-notes">{a.notes}</div>}
          </>
        ) : account.failure ? (
          <span>{account.failure.msg === 'item_not_found' ? t('deposit.accountMissing') : t('deposit.accountUnavailable', { reason: t(account.failure.key) })}</span>
        ) : t('common:loading')}
      </div>
      <p className="wallet-hint">{t('deposit.notice24h')} {t('deposit.noticeMaintenance')}</p>
      <form onSubmit={submit} noValidate data-testid="simple-deposit-form">
        <label htmlFor="simple-deposit-amount">{t('deposit.amountLabel')} ({t('amount.unitHint')})</label>
        <input
          id="simple-deposit-amount"
          value={amount}
          onChange={(e) => { setAmount(digitsOnly(e.target.value).slice(0, 12)); setError(null); }}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('amount.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby="simple-deposit-message"
          data-testid="simple-deposit-amount"
        />
        <div id="simple-deposit-message" aria-live="polite">
          {amount && !error && <p className="wallet-hint">{t('money.won', { value: formatMoney(Number(amount)) })}</p>}
          {error && <p className="wallet-simple__error" data-testid="simple-deposit-error">{error}</p>}
          {done && <p className="wallet-simple__ok" data-testid="simple-deposit-done">{t('deposit.submitted')}</p>}
        </div>
        <button type="submit" disabled={action.isSubmitting} data-testid="simple-deposit-submit">{t('deposit.submit')}</button>
      </form>
      <p className="wallet-hint">
        <Link to="/wallet/history?tab=deposit">{t('recent.more')}</Link>{' · '}
        <Link to="/wallet/depositpage" data-testid="simple-full-link">{t('deposit.fullLink')}</Link>
      </p>
    </div>
  );
});
