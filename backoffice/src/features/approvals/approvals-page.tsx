// Four eyes on money (issue 47 §1): the approvals queue. What one operator asked and may not do alone — an adjustment
// above the site's threshold, a member's payout account, the deposit account, a withdrawal to a freshly changed
// account — waits here for a different operator: approve (the change is made then) or reject with a reason. The maker
// sees his own requests with the buttons disabled and why. Live: new requests and decisions reload the list (the same
// operator stream as the cashier queues); expired and decided requests are in the history filters.
import { Alert, App, Button, Input, Modal, Segmented, Space, Table, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADJUST_REASON_MAX, Code, OperatorPaths, type ApprovalRequestRow } from '@casino/shared/contract';
import { EMPTY_VALUE, formatMoney, formatTimestamp } from '@casino/shared';
import { useStores } from '../../lib/stores';
import { can } from '../../lib/roles';
import { useAction, useApi } from '../../lib/use-api';
import { useFailureText } from '../../lib/failures';

const SIZE = 50;
const FILTERS = ['pending', 'expired', 'decided'] as const;
type Filter = (typeof FILTERS)[number];
const STATE_COLOR = { pending: 'processing', expired: 'default', approved: 'success', rejected: 'error' } as const;

/** A bank account as one line: bank, number (masked for the roles that may not see it), holder. */
const accountLine = (v: Record<string, unknown> | null): string => {
  if (!v) return EMPTY_VALUE;
  const parts = [v.bank_name, v.bank_account, v.bank_holder ?? v.holder].filter((p): p is string => typeof p === 'string' && p !== '');
  return parts.length ? parts.join(' ') : EMPTY_VALUE;
};

/** What the request changes: the signed amount of an adjustment, the withdrawal's amount and account, an account before → after. */
function Change({ row }: { row: ApprovalRequestRow }) {
  const { t } = useTranslation('bo');
  if (row.kind === 'cash_adjust' || row.kind === 'points_adjust') {
    const amount = row.amount ?? 0;
    return <span data-testid="approval-change">{amount > 0 ? '+' : ''}{formatMoney(amount)} {row.kind === 'points_adjust' ? t('approvals.points') : ''}</span>;
  }
  if (row.kind === 'withdrawal_approve') {
    return <span data-testid="approval-change">{formatMoney(row.amount ?? 0)} → {accountLine(row.after)}</span>;
  }
  return (
    <span data-testid="approval-change">
      {accountLine(row.before)} → <Typography.Text strong>{accountLine(row.after)}</Typography.Text>
    </span>
  );
}

export const ApprovalsPage = observer(function ApprovalsPage() {
  const { t } = useTranslation('bo');
  const { client, live, session } = useStores();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const { run, busy } = useAction();
  const [filter, setFilter] = useState<Filter>('pending');
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<ApprovalRequestRow | null>(null);
  const [reason, setReason] = useState('');
  const { data, loading, failure, reload } = useApi(
    () => client.get<{ list: ApprovalRequestRow[]; total: number }>(OperatorPaths.approvals, { state: filter, page, size: SIZE }),
    [filter, page],
  );
  // live: a request made or decided anywhere reloads the list (and after a reconnect, as events may have been missed)
  useEffect(() => live.subscribe((e) => { if (e.type.startsWith('approval.')) void reload(); }), [live, reload]);
  useEffect(() => { if (live.state === 'open') void reload(); }, [live.state, reload]);

  const decides = can(session.role, 'approvalsDecide');
  const me = session.operator?.id;
  const decide = async (row: ApprovalRequestRow, decision: 'approve' | 'reject') => {
    const body = decision === 'reject' ? { reason: reason.trim() } : {};
    const path = decision === 'approve' ? OperatorPaths.approvalApprove(row.id) : OperatorPaths.approvalReject(row.id);
    const outcome = await run(`${decision}-${row.id}`, (sequence) => client.post<ApprovalRequestRow>(path, body, { sequence }));
    if (outcome.ok) {
      void message.success(t(decision === 'approve' ? 'approvals.approved' : 'approvals.rejected', { id: row.id }));
      setRejecting(null);
      setReason('');
    } else if (!outcome.failure.client && outcome.failure.code === Code.ALREADY_PROCESSED) {
      void message.info(t('approvals.decidedElsewhere', { id: row.id }));
      setRejecting(null);
    } else {
      void message.error(failureText(outcome.failure));
    }
    await reload();
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{t('approvals.intro')}</Typography.Paragraph>
      <Segmented<Filter>
        value={filter} onChange={(v) => { setPage(1); setFilter(v); }} aria-label={t('approvals.filter')}
        options={FILTERS.map((f) => ({ value: f, label: <span data-testid={`approvals-filter-${f}`}>{t(`approvals.filters.${f}`)}</span> }))}
      />
      {failure && <Alert type="error" showIcon title={failureText(failure)} />}
      <Table<ApprovalRequestRow>
        rowKey="id" size="small" loading={loading} dataSource={data?.list ?? []} scroll={{ x: true }} data-testid="approvals-table"
        pagination={{ current: page, pageSize: SIZE, total: data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        onRow={(r) => ({ 'data-testid': `approval-${r.id}` } as object)}
        locale={{ emptyText: t(filter === 'pending' ? 'approvals.empty' : 'approvals.emptyHistory') }}
        columns={[
          { title: '#', dataIndex: 'id', width: 60 },
          { title: t('approvals.kind'), dataIndex: 'kind', render: (k: ApprovalRequestRow['kind']) => t(`approvals.kinds.${k}`) },
          {
            title: t('approvals.member'), dataIndex: 'username',
            render: (_: string, r) => (r.member_id ? <Link to={`/members/${r.member_id}`}>{r.username}</Link> : <span>{r.target}</span>),
          },
          { title: t('approvals.change'), key: 'change', render: (_: unknown, r) => <Change row={r} /> },
          { title: t('approvals.reason'), dataIndex: 'reason', render: (v: string) => v || EMPTY_VALUE },
          { title: t('approvals.maker'), dataIndex: 'maker' },
          { title: t('approvals.created'), dataIndex: 'created_at', render: (v: string) => formatTimestamp(v) },
          { title: t('approvals.expires'), dataIndex: 'expires_at', render: (v: string) => formatTimestamp(v) },
          {
            title: t('approvals.state'), dataIndex: 'state',
            render: (s: ApprovalRequestRow['state'], r) => (
              <Space orientation="vertical" size={0}>
                <Tag color={STATE_COLOR[s]} data-testid="approval-state">{t(`approvals.states.${s}`)}</Tag>
                {r.checker && <Typography.Text type="secondary">{r.checker}{r.decision_reason ? `: ${r.decision_reason}` : ''}</Typography.Text>}
              </Space>
            ),
          },
          ...(decides && filter === 'pending' ? [{
            title: t('approvals.actions'), key: 'actions',
            render: (_: unknown, r: ApprovalRequestRow) => {
              const own = r.maker_id === me;
              return (
                <Space orientation="vertical" size={4}>
                  <Space>
                    <Button
                      type="primary" size="small" disabled={own} loading={busy === `approve-${r.id}`} onClick={() => void decide(r, 'approve')}
                      aria-label={t('approvals.approveLabel', { id: r.id })} data-testid={`approval-approve-${r.id}`}
                    >{t('approvals.approve')}</Button>
                    <Button
                      danger size="small" disabled={own} onClick={() => { setReason(''); setRejecting(r); }}
                      aria-label={t('approvals.rejectLabel', { id: r.id })} data-testid={`approval-reject-${r.id}`}
                    >{t('approvals.reject')}</Button>
                  </Space>
                  {own && <Typography.Text type="secondary" data-testid={`approval-own-${r.id}`}>{t('approvals.ownRequest')}</Typography.Text>}
                </Space>
              );
            },
          }] : []),
        ]}
      />
      <Modal
        open={rejecting !== null} title={t('approvals.rejectTitle', { id: rejecting?.id ?? '' })} onCancel={() => setRejecting(null)}
        okText={t('approvals.reject')} destroyOnHidden
        okButtonProps={{ danger: true, disabled: !reason.trim(), loading: rejecting !== null && busy === `reject-${rejecting.id}`, 'data-testid': 'approval-reject-confirm' }}
        onOk={() => { if (rejecting) void decide(rejecting, 'reject'); }}
      >
        <Input.TextArea
          rows={3} maxLength={ADJUST_REASON_MAX} value={reason} onChange={(e) => setReason(e.target.value)}
          placeholder={t('approvals.rejectReason')} aria-label={t('approvals.rejectReason')} data-testid="approval-reject-reason"
        />
      </Modal>
    </Space>
  );
});

export default ApprovalsPage;
