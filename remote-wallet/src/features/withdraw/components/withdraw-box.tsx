// The withdraw page's content: the amount form (quick-add buttons, at most the current balance), where the
// money goes (the member's registered account, masked), what happens next, and the latest requests (the
// history feature's: the page hands their list and panel in).
import { Alert } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, useStores, validateWithdrawAmount } from '@casino/shared';
import { NS } from '../../../i18n';
import { MoneyActionStore } from '../../../lib/money-action-store';
import { AmountForm } from '../../../components/amount-form';
import { requestWithdraw } from '../api/request-withdraw';

/** The member's latest withdraw requests, reloaded after each request. */
export interface RecentWithdrawals {
  load(page: number): Promise<void>;
}

export interface WithdrawBoxProps {
  recent: RecentWithdrawals;
  /** Shows `recent` beside the form. */
  recentPanel: ReactNode;
}

export const WithdrawBox = observer(function WithdrawBox({ recent, recentPanel }: WithdrawBoxProps) {
  const { t } = useTranslation(NS);
  const { session } = useStores();
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
          label={t('withdraw.amountLabel', { balance: t('money.won', { value: formatMoney(session.user.amount) }) })}
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
        {recentPanel}
      </div>
    </div>
  );
});
