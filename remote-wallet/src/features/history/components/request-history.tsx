// Deposit or withdraw history: request date, amount, status and processing date, a page at a time.
import { Alert } from 'antd';
import Table from 'antd/es/table';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatTimestamp, type RequestKind, type WalletRequestRow } from '@casino/shared';
import { NS } from '../../../i18n';
import { StatusTag } from '../../../components/status-tag';
import { RequestHistoryStore } from '../stores/request-history-store';

export const RequestHistory = observer(function RequestHistory({ kind }: { kind: RequestKind }) {
  const { t } = useTranslation(NS);
  const [store] = useState(() => new RequestHistoryStore(kind));
  useEffect(() => { void store.load(1); }, [store]);
  return (
    <div data-testid={`history-${kind}`}>
      {store.failure && (
        <Alert type="error" showIcon style={{ marginBottom: 12 }} title={t('history.loadFailed', { reason: t(store.failure.key) })} data-testid="history-error" />
      )}
      <Table<WalletRequestRow>
        rowKey="id"
        size="middle"
        loading={store.isLoading}
        dataSource={store.list}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('history.empty') }}
        onRow={(row) => ({ 'data-testid': `history-${kind}-row`, 'data-id': row.id } as HTMLAttributes<HTMLElement>)}
        pagination={{ current: store.page, pageSize: store.size, total: store.total, showSizeChanger: false, onChange: (page) => void store.load(page), hideOnSinglePage: true }}
        columns={[
          { key: 'created', title: t('history.columns.requestedAt'), render: (_, row) => formatTimestamp(row.created_at) },
          { key: 'amount', title: t('history.columns.amount'), align: 'right', render: (_, row) => <span data-testid="history-amount">{formatMoney(row.amount)}</span> },
          { key: 'status', title: t('history.columns.status'), render: (_, row) => <StatusTag kind={kind} status={row.status} /> },
          { key: 'processed', title: t('history.columns.processedAt'), render: (_, row) => formatTimestamp(row.processed_at) },
        ]}
      />
    </div>
  );
});
