// wallet-history: deposit history, withdraw history and transaction history as tabs; `?tab=` picks one so
// other pages can link straight to it.
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { NS } from '../../../i18n';
import { RequestHistory } from './request-history';
import { TransactionHistory } from './transaction-history';

export const HISTORY_TABS = ['deposit', 'withdraw', 'transactions'] as const;
type HistoryTab = (typeof HISTORY_TABS)[number];

export function HistoryTabs() {
  const { t } = useTranslation(NS);
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: HistoryTab = (HISTORY_TABS as readonly string[]).includes(asked ?? '') ? (asked as HistoryTab) : 'deposit';
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setParams({ tab: key }, { replace: true })}
      destroyOnHidden
      items={[
        { key: 'deposit', label: <span data-testid="history-tab-deposit">{t('history.tabs.deposit')}</span>, children: <RequestHistory kind="deposit" /> },
        { key: 'withdraw', label: <span data-testid="history-tab-withdraw">{t('history.tabs.withdraw')}</span>, children: <RequestHistory kind="withdraw" /> },
        { key: 'transactions', label: <span data-testid="history-tab-transactions">{t('history.tabs.transactions')}</span>, children: <TransactionHistory /> },
      ]}
    />
  );
}
