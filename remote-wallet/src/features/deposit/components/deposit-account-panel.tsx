// Where to transfer a deposit (GET /wallet/account): bank, account number (copyable), holder, operator notes.
import { Alert, Button, Card, Skeleton, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import type { LoadStore, WalletAccount } from '@casino/shared';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';

export const DepositAccountPanel = observer(function DepositAccountPanel({ store }: { store: LoadStore<WalletAccount> }) {
  const { t } = useTranslation(NS);
  const { data: account, failure } = store;
  return (
    <Card title={t('deposit.accountTitle')} size="small" data-testid="deposit-account">
      {failure && !account && (
        <Alert
          type="warning"
          showIcon
          title={failure.msg === 'item_not_found' ? t('deposit.accountMissing') : t('deposit.accountUnavailable', { reason: t(failure.key) })}
          action={<Button size="small" onClick={() => void store.load()}>{t('common:retry')}</Button>}
          data-testid="deposit-account-error"
        />
      )}
      {!account && !failure && <Skeleton active paragraph={{ rows: 2 }} title={false} />}
      {account && (
        <dl className="wallet-account">
          <dt>{t('deposit.bank')}</dt>
          <dd data-testid="deposit-account-bank">{account.bank_name}</dd>
          <dt>{t('deposit.accountNumber')}</dt>
          <dd>
            <Typography.Text className="wallet-account__number" copyable={{ text: account.bank_account, tooltips: [t('deposit.copy'), t('deposit.copied')] }} data-testid="deposit-account-number">
              {account.bank_account}
            </Typography.Text>
          </dd>
          <dt>{t('deposit.holder')}</dt>
          <dd data-testid="deposit-account-holder">{account.holder}</dd>
          {account.notes && <><dt>{t('deposit.notes')}</dt><dd className="wallet-notes" data-testid="deposit-account-notes">{account.notes}</dd></>}
        </dl>
      )}
    </Card>
  );
});
