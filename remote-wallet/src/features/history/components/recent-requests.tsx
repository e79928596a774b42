// The last few deposit or withdraw requests under their form, with a link to the full history.
import { Alert, Card } from 'antd';
import Table from 'antd/es/table';
import { observer } from 'mobx-react-lite';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatMoney, formatTimestamp, type WalletRequestRow } from '@casino/shared';
import { NS } from '../../../i18n';
import { StatusTag } from '../../../components/status-tag';
import type { RequestHistoryStore } from '../stores/request-history-store';

export const RecentRequests = observer(function RecentRequests({ store }: { store: RequestHistoryStore }) {
  const { t } = useTranslation(NS);
  const tab = store.kind;
  return (
    <Card
      size="small"
      title={t('recent.title')}
      extra={<Link to={`/wallet/history?tab=${tab}`} data-testid={`recent-${tab}-more`}>{t('recent.more')}</Link>}
      data-testid={`recent-${tab}`}
    >
      {store.failure && <Alert type="error" showIcon title={t('history.loadFailed', { reason: t(store.failure.key) })} />}
      <Table<WalletRequestRow>
        size="small"
        rowKey="id"
        pagination={false}
        loading={store.isLoading && store.list.length === 0}
        dataSource={store.list}
        locale={{ emptyText: t('recent.empty') }}
        onRow={(row) => ({ 'data-testid': `recent-${tab}-row`, 'data-id': row.id } as HTMLAttributes<HTMLElement>)}
        columns={[
          { key: 'date', title: t('history.columns.requestedAt'), render: (_, row) => formatTimestamp(row.created_at) },
          { key: 'amount', title: t('history.columns.amount'), align: 'right', render: (_, row) => formatMoney(row.amount) },
          { key: 'status', title: t('history.columns.status'), render: (_, row) => <StatusTag kind={store.kind} status={row.status} /> },
        ]}
      />
    </Card>
  );
});
