// The deposit page's content: where to transfer, what to know, the amount form with quick-add buttons, and the
// latest requests. While a request waits, the form explains why a new one is not possible yet.
import { Alert } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useStores, validateMoneyAmount } from '@casino/shared';
import { NS } from '../../../i18n';
import { formatSeoul, groupDigits } from '../../../lib/format';
import { MoneyActionStore } from '../../../lib/money-action-store';
import { AmountForm } from '../../../components/amount-form';
import { AccountStore } from '../../account/stores/account-store';
import { DepositAccountPanel } from '../../account/components/deposit-account-panel';
import { RequestHistoryStore } from '../../history/stores/request-history-store';
import { RecentRequests } from '../../history/components/recent-requests';
import { requestDeposit } from '../api/request-deposit';
import { DepositNotice } from './deposit-notice';

export const RECENT_SIZE = 5;

export const DepositBox = observer(function DepositBox() {
  const { t } = useTranslation(NS);
  const { session } = useStores();
  const [account] = useState(() => new AccountStore());
  const [recent] = useState(() => new RequestHistoryStore('deposit', RECENT_SIZE));
  const [action] = useState(() => new MoneyActionStore(session, requestDeposit));
  useEffect(() => { void account.load(); void recent.load(1); }, [account, recent]);
  const waiting = recent.waiting;

  return (
    <div className="wallet-grid wallet-grid--two">
      <div>
        <DepositNotice />
        <div style={{ height: 12 }} />
        {waiting && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 12 }}
            title={t('deposit.pending', { amount: t('money.won', { value: groupDigits(waiting.amount) }), date: formatSeoul(waiting.created_at) })}
            data-testid="deposit-pending"
          />
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
        <RecentRequests store={recent} />
      </div>
    </div>
  );
});
