// Where to transfer a deposit (GET /wallet/account): bank, account number (copyable), holder, operator notes.
// Native controls, no antd (issue 48).
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { NativeAlert, NativeButton, SkeletonLines, type LoadStore, type WalletAccount } from '@casino/shared';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';

/** How long the copy button says "copied". */
const COPIED_MS = 2_000;

function CopyButton({ text }: { text: string }) {
  const { t } = useTranslation(NS);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () => {
    void navigator.clipboard?.writeText(text).then(() => setCopied(true), () => undefined);
  };
  return (
    <NativeButton size="small" variant="text" onClick={copy} className="wallet-copy" data-testid="deposit-account-copy">
      <span aria-live="polite">{copied ? t('deposit.copied') : t('deposit.copy')}</span>
    </NativeButton>
  );
}

export const DepositAccountPanel = observer(function DepositAccountPanel({ store }: { store: LoadStore<WalletAccount> }) {
  const { t } = useTranslation(NS);
  const titleId = useId();
  const { data: account, failure } = store;
  return (
    <section className="wallet-card" aria-labelledby={titleId} data-testid="deposit-account">
      <h2 className="wallet-card__title" id={titleId}>{t('deposit.accountTitle')}</h2>
      {failure && !account && (
        <div className="wallet-card__alert">
          <NativeAlert
            type="warning"
            title={failure.msg === 'item_not_found' ? t('deposit.accountMissing') : t('deposit.accountUnavailable', { reason: t(failure.key) })}
            data-testid="deposit-account-error"
          />
          <NativeButton size="small" onClick={() => void store.load()}>{t('common:retry')}</NativeButton>
        </div>
      )}
      {!account && !failure && <SkeletonLines rows={2} />}
      {account && (
        <dl className="wallet-account">
          <dt>{t('deposit.bank')}</dt>
          <dd data-testid="deposit-account-bank">{account.bank_name}</dd>
          <dt>{t('deposit.accountNumber')}</dt>
          <dd className="wallet-account__row">
            <span className="wallet-account__number" data-testid="deposit-account-number">{account.bank_account}</span>
            <CopyButton text={account.bank_account} />
          </dd>
          <dt>{t('deposit.holder')}</dt>
          <dd data-testid="deposit-account-holder">{account.holder}</dd>
          {account.notes && <><dt>{t('deposit.notes')}</dt><dd className="wallet-notes" data-testid="deposit-account-notes">{account.notes}</dd></>}
        </dl>
      )}
    </section>
  );
});
