// The deposit page's content: where to transfer, what to know, the amount form with quick-add buttons, and the
// latest requests. While a request waits, the form explains why a new one is not possible yet. The latest
// requests are the history feature's: the page hands their list and panel in (features never import each other).
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatMoney, formatTimestamp, LoadStore, NativeAlert, useStores, validateMoneyAmount, type WalletRequestRow } from '@casino/shared';
import { NS } from '../../../i18n';
import { MoneyActionStore } from '../../../lib/money-action-store';
import { AmountForm } from '../../../components/amount-form';
import { getWalletAccount } from '../api/get-wallet-account';
import { DepositAccountPanel } from './deposit-account-panel';
import { requestDeposit } from '../api/request-deposit';
import { DepositNotice } from './deposit-notice';

export const RECENT_SIZE = 5;

/** The member's latest deposit requests (first page): a waiting one blocks a new request. */
export interface RecentDeposits {
  readonly waiting: WalletRequestRow | undefined;
  load(page: number): Promise<void>;
}

export interface DepositBoxProps {
  recent: RecentDeposits;
  /** Shows `recent` beside the form. */
  recentPanel: ReactNode;
}

export const DepositBox = observer(function DepositBox({ recent, recentPanel }: DepositBoxProps) {
  const { t } = useTranslation(NS);
  const { session } = useStores();
  const [account] = useState(() => new LoadStore(getWalletAccount));
  const [action] = useState(() => new MoneyActionStore(session, requestDeposit));
  useEffect(() => { void account.load(); void recent.load(1); }, [account, recent]);
  const waiting = recent.waiting;

  return (
    <div className="wallet-grid wallet-grid--two">
      <div>
        <DepositNotice />
        <div style={{ height: 12 }} />
        {waiting && (
          <div style={{ marginBottom: 12 }}>
            <NativeAlert
              type="warning"
              title={t('deposit.pending', { amount: t('money.won', { value: formatMoney(waiting.amount) }), date: formatTimestamp(waiting.created_at) })}
              data-testid="deposit-pending"
            />
          </div>
        )}
        <AmountForm
          name="deposit"
          unit="won"
          label={t('deposit.amountLabel')}
          submitLabel={t('deposit.submit')}
          validate={(amount) => validateMoneyAmount(amount)}
          submit={async (amount) => {
            const res = await action.submit(amount);
            void recent.load(1); // success or not (a request waiting elsewhere), show the server's list
            return res;
          }}
          submitting={action.isSubmitting}
          successText={() => t('deposit.submitted')}
          failedKey="deposit.failed"
          quick
          disabled={Boolean(waiting)}
        />
        <p className="wallet-hint"><Link to="/wallet/deposit-backup" data-testid="deposit-simple-link">{t('deposit.simpleLink')}</Link></p>
      </div>
      <div style={{ display: 'grid', gap: 16, alignContent: 'start' }}>
        <DepositAccountPanel store={account} />
        {recentPanel}
      </div>
    </div>
  );
});
