// Transaction history (spec §2): date-from, date-to (Korea-time days, inclusive), fetch, the cash ledger rows
// with the spec's columns (id, username, type, amount, before, after, date), and load-more by cursor.
import { Alert, Button, Input } from 'antd';
import Table from 'antd/es/table';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatTimestamp, LEDGER_TYPES, type TransactionRow } from '@casino/shared';
import { NS } from '../../../i18n';
import { useColorScheme } from '../../../lib/color-scheme';
import { TransactionStore } from '../stores/transaction-store';

const typeKey = (type: string) => ((LEDGER_TYPES as readonly string[]).includes(type) ? `type.${type}` : 'type.unknown');

function SignedAmount({ value }: { value: number }) {
  return <span className={value > 0 ? 'wallet-amount--plus' : value < 0 ? 'wallet-amount--minus' : undefined}>{formatMoney(value, { signed: true })}</span>;
}

export const TransactionHistory = observer(function TransactionHistory() {
  const { t } = useTranslation(NS);
  const [store] = useState(() => new TransactionStore());
  useEffect(() => { void store.fetch(); }, [store]);
  const problem = store.rangeProblem;
  const dateStyle = { colorScheme: useColorScheme() };

  return (
    <div data-testid="history-transactions">
      <form className="wallet-range" onSubmit={(e) => { e.preventDefault(); void store.fetch(); }}>
        <label>
          {t('history.from')}
          <Input type="date" style={dateStyle} value={store.from} onChange={(e) => store.setFrom(e.target.value)} status={problem === 'from' || problem === 'order' ? 'error' : undefined} data-testid="tx-from" />
        </label>
        <label>
          {t('history.to')}
          <Input type="date" style={dateStyle} value={store.to} onChange={(e) => store.setTo(e.target.value)} status={problem === 'to' || problem === 'order' ? 'error' : undefined} data-testid="tx-to" />
        </label>
        <Button type="primary" htmlType="submit" loading={store.isLoading && !store.nextCursor} disabled={Boolean(problem)} data-testid="tx-fetch">{t('history.fetch')}</Button>
      </form>
      {problem && <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={t(problem === 'order' ? 'history.rangeOrder' : 'history.rangeInvalid')} data-testid="tx-range-error" />}
      {store.failure && <Alert type="error" showIcon style={{ marginBottom: 12 }} title={t('history.loadFailed', { reason: t(store.failure.key) })} data-testid="history-error" />}
      <p className="wallet-hint">{t('history.timezone')}</p>
      <Table<TransactionRow>
        rowKey="id"
        size="middle"
        loading={store.isLoading && store.list.length === 0}
        dataSource={store.list}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('history.empty') }}
        onRow={(row) => ({ 'data-testid': 'tx-row', 'data-id': row.id, 'data-type': row.type } as HTMLAttributes<HTMLElement>)}
        columns={[
          { key: 'id', title: t('history.columns.id'), dataIndex: 'id' },
          { key: 'username', title: t('history.columns.username'), dataIndex: 'username' },
          { key: 'type', title: t('history.columns.type'), render: (_, row) => t(typeKey(row.type)) },
          { key: 'amount', title: t('history.columns.amount'), align: 'right', render: (_, row) => <SignedAmount value={row.amount} /> },
          { key: 'before', title: t('history.columns.before'), align: 'right', render: (_, row) => formatMoney(row.before) },
          { key: 'after', title: t('history.columns.after'), align: 'right', render: (_, row) => <span data-testid="tx-after">{formatMoney(row.after)}</span> },
          { key: 'date', title: t('history.columns.date'), render: (_, row) => formatTimestamp(row.date) },
        ]}
      />
      <div className="wallet-more">
        {store.nextCursor
          ? <Button onClick={() => void store.loadMore()} loading={store.isLoading} data-testid="tx-load-more">{t('history.loadMore')}</Button>
          : store.list.length > 0 && <span className="wallet-hint" data-testid="tx-end">{t('history.end')}</span>}
      </div>
    </div>
  );
});
