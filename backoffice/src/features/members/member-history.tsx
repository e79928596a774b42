// The member's histories, newest first, paged by the server: cash and points ledgers with before and after,
// deposits and withdrawals, house-game rounds, login attempts. One paged table; each tab says where its rows come from and
// which columns it shows.
import { Alert, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OperatorPaths, type CashLedgerRow, type HouseRoundRow, type MemberLoginRow, type OperatorRequestRow, type PointLedgerRow } from '@casino/shared/contract';
import { useStores } from '../../lib/stores';
import { useApi } from '../../lib/use-api';
import { useFailureText } from '../../lib/failures';
import { formatMoney, formatTimestamp, orEmpty } from '@casino/shared';

const SIZE = 20;
type Page<T> = { list: T[]; total: number };

function PagedTable<T extends { id: number | string }>({ path, columns, testId }: { path: string; columns: TableColumnsType<T>; testId?: string }) {
  const { client } = useStores();
  const failureText = useFailureText();
  const [page, setPage] = useState(1);
  const { data, loading, failure } = useApi(() => client.get<Page<T>>(path, { page, size: SIZE }), [path, page]);
  return (
    <>
      {failure && <Alert type="error" showIcon title={failureText(failure)} />}
      <Table<T>
        rowKey="id" size="small" loading={loading} dataSource={data?.list ?? []} scroll={{ x: true }} data-testid={testId} columns={columns}
        pagination={{ current: page, pageSize: SIZE, total: data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
      />
    </>
  );
}

export function LedgerTab({ memberId, kind }: { memberId: number; kind: 'cash' | 'points' }) {
  const { t } = useTranslation('bo');
  return (
    <PagedTable<CashLedgerRow | PointLedgerRow>
      path={kind === 'cash' ? OperatorPaths.memberLedger(memberId) : OperatorPaths.memberPointLedger(memberId)} testId={`ledger-${kind}`}
      columns={[
        { title: t('ledger.time'), dataIndex: 'created_at', render: (v: string) => formatTimestamp(v) },
        { title: t('ledger.type'), dataIndex: 'type', render: (v: string) => t(`ledgerType.${v}`, { defaultValue: v }) },
        { title: t('ledger.amount'), dataIndex: 'amount', align: 'right', render: (v: number) => formatMoney(v, { signed: true }) },
        { title: t('ledger.before'), dataIndex: 'before', align: 'right', render: (v: number) => formatMoney(v) },
        { title: t('ledger.after'), dataIndex: 'after', align: 'right', render: (v: number) => formatMoney(v) },
        { title: t('ledger.ref'), dataIndex: 'ref', render: (v: string | null) => orEmpty(v) },
      ]}
    />
  );
}

export function RequestsTab({ memberId, kind }: { memberId: number; kind: 'deposit' | 'withdrawal' }) {
  const { t } = useTranslation('bo');
  return (
    <PagedTable<OperatorRequestRow>
      path={kind === 'deposit' ? OperatorPaths.memberDeposits(memberId) : OperatorPaths.memberWithdrawals(memberId)}
      columns={[
        { title: 'ID', dataIndex: 'id' },
        { title: t('ledger.time'), dataIndex: 'created_at', render: (v: string) => formatTimestamp(v) },
        { title: t('ledger.amount'), dataIndex: 'amount', align: 'right', render: (v: number) => formatMoney(v) },
        { title: t('request.status'), dataIndex: 'status', render: (s: string) => <Tag>{t(`requestStatus.${s}`, { defaultValue: s })}</Tag> },
        { title: t('request.processed'), dataIndex: 'processed_at', render: (v: string) => formatTimestamp(v) },
        { title: t('request.reason'), dataIndex: 'reason' },
      ]}
    />
  );
}

export function RoundsTab({ memberId }: { memberId: number }) {
  const { t } = useTranslation('bo');
  return (
    <PagedTable<HouseRoundRow>
      path={OperatorPaths.memberRounds(memberId)}
      columns={[
        { title: 'ID', dataIndex: 'id' },
        { title: t('ledger.time'), dataIndex: 'created_at', render: (v: string) => formatTimestamp(v) },
        { title: t('rounds.game'), dataIndex: 'game_code' },
        { title: t('money.bets'), dataIndex: 'bet', align: 'right', render: (v: number) => formatMoney(v) },
        { title: t('money.wins'), dataIndex: 'win', align: 'right', render: (v: number) => formatMoney(v) },
        { title: t('rounds.state'), dataIndex: 'state' },
      ]}
    />
  );
}

/** Login attempts on the member's account, newest first (issue 47 §5): when, the result, from which address and browser. */
export function LoginsTab({ memberId }: { memberId: number }) {
  const { t } = useTranslation('bo');
  return (
    <PagedTable<MemberLoginRow>
      path={OperatorPaths.memberLogins(memberId)} testId="member-logins"
      columns={[
        { title: t('ledger.time'), dataIndex: 'created_at', render: (v: string) => formatTimestamp(v) },
        { title: t('logins.result'), dataIndex: 'outcome', render: (v: MemberLoginRow['outcome'], r) => <Tag color={r.success ? 'green' : 'red'}>{t(`logins.outcome.${v}`)}</Tag> },
        { title: t('logins.ip'), dataIndex: 'ip' },
        { title: t('logins.agent'), dataIndex: 'user_agent', render: (v: string) => orEmpty(v) },
      ]}
    />
  );
}
