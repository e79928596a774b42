// The withdraw page's content: the amount form (quick-add buttons, at most the current balance), where the
// money goes (the member's registered account, masked), what happens next, and the latest requests.
import { Alert } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores, validateWithdrawAmount } from '@casino/shared';
import { NS } from '../../../i18n';
import { groupDigits } from '../../../lib/format';
import { MoneyActionStore } from '../../../lib/money-action-store';
import { AmountForm } from '../../../components/amount-form';
import { RequestHistoryStore } from '../../history/stores/request-history-store';
import { RecentRequests } from '../../history/components/recent-requests';
import { requestWithdraw } from '../api/request-withdraw';

export const WithdrawBox = observer(function WithdrawBox() {
  const { t } = useTranslation(NS);
  const { session } = useStores();
  const [recent] = useState(() => new RequestHistoryStore('withdraw', 5));
  const [action] = useState(() => new MoneyActionStore(session, requestWithdraw));
  useEffect(() => { void recent.load(1); }, [recent]);
  const { bank_name: bank, bank_account: account } = session.user;

  return (
    <div className="wallet-grid wallet-grid--two">
      <div>
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('withdraw.noticeTitle')}
          description={(
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              <li>{t('withdraw.noticeImmediate')}</li>
              <li>{t('withdraw.noticeRefund')}</li>
              <li>{t('withdraw.noticeMaintenance')}</li>
            </ul>
          )}
          data-testid="withdraw-notice"
        />
        {bank && <p className="wallet-hint" data-testid="withdraw-destination">{t('withdraw.destination', { bank, account })}</p>}
        <AmountForm
          name="withdraw"
          unit="won"
          label={t('withdraw.amountLabel', { balance: t('money.won', { value: groupDigits(session.user.amount) }) })}
          submitLabel={t('withdraw.submit')}
          validate={(amount) => validateWithdrawAmount(amount, session.user.amount)}
          submit={async (amount) => {
            const res = await action.submit(amount);
            void recent.load(1);
            return res;
          }}
          submitting={action.isSubmitting}
          successText={() => t('withdraw.submitted')}
          failedKey="withdraw.failed"
          quick
        />
      </div>
      <div style={{ display: 'grid', gap: 16, alignContent: 'start' }}>
        <RecentRequests store={recent} />
      </div>
    </div>
  );
});
