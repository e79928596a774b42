// Cashier: the open deposit and withdrawal queues, oldest first, each request with its member in context.
// Approve or reject (a reason is required to reject); the decision is idempotent (a repeated click is the
// same request; a request someone else decided answers 6000 and simply leaves the queue). Usable on a
// 390 px phone: one card per request, buttons full width.
import { Alert, App, Badge, Button, Card, Empty, Input, Modal, Space, Tabs, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADJUST_REASON_MAX, Code, OperatorPaths, type DecisionAnswer, type QueueRow } from '@casino/shared/contract';
import { useStores } from '../../lib/stores';
import { can } from '../../lib/roles';
import { useAction } from '../../lib/use-api';
import { useFailureText } from '../../lib/failures';
import { formatMoney, formatTimestamp, minutesSince } from '@casino/shared';
import { MemberContext } from './member-context';
import { QUEUE_KINDS, QueueStore, type QueueKind } from './queue-store';

type Decision = 'approve' | 'reject';
const decisionPath = (kind: QueueKind, decision: Decision, id: number) =>
  kind === 'deposit'
    ? (decision === 'approve' ? OperatorPaths.depositApprove(id) : OperatorPaths.depositReject(id))
    : (decision === 'approve' ? OperatorPaths.withdrawalApprove(id) : OperatorPaths.withdrawalReject(id));

export const CashierPage = observer(function CashierPage() {
  const { t } = useTranslation('bo');
  const { client, live, session } = useStores();
  const [store] = useState(() => new QueueStore(client));
  const [tab, setTab] = useState<QueueKind>('deposit');

  useEffect(() => {
    void store.loadAll();
    return live.subscribe(store.onEvent);
  }, [store, live]);
  // After the stream reconnects, events may have been missed: load again.
  useEffect(() => { if (live.state === 'open') void store.loadAll(); }, [live.state, store]);

  const decide = can(session.role, 'cashierDecide');
  return (
    <Tabs
      activeKey={tab} onChange={(k) => setTab(k as QueueKind)}
      items={QUEUE_KINDS.map((kind) => ({
        key: kind,
        label: <span data-testid={`queue-tab-${kind}`}>{t(`cashier.${kind}s`)} <Badge count={store.count(kind)} showZero color={store.count(kind) ? '#fa541c' : '#bbb'} data-testid={`queue-count-${kind}`} /></span>,
        children: <Queue store={store} kind={kind} decide={decide} />,
      }))}
    />
  );
});

const Queue = observer(function Queue({ store, kind, decide }: { store: QueueStore; kind: QueueKind; decide: boolean }) {
  const { t } = useTranslation('bo');
  const failureText = useFailureText();
  const failure = store.failure[kind];
  return (
    <div data-testid={`queue-${kind}`}>
      {failure && <Alert type="error" showIcon title={failureText(failure)} action={<Button size="small" onClick={() => { void store.load(kind); }}>{t('common.retry')}</Button>} style={{ marginBottom: 12 }} />}
      {store.loaded[kind] && store.rows[kind].length === 0 && !failure && <Empty description={t('cashier.empty')} data-testid={`queue-empty-${kind}`} />}
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        {store.rows[kind].map((row) => <RequestCard key={row.id} row={row} kind={kind} store={store} decide={decide} />)}
      </Space>
    </div>
  );
});

const RequestCard = observer(function RequestCard({ row, kind, store, decide }: { row: QueueRow; kind: QueueKind; store: QueueStore; decide: boolean }) {
  const { t } = useTranslation('bo');
  const { client } = useStores();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const { run, busy } = useAction();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');

  const submit = async (decision: Decision) => {
    const outcome = await run(`${decision}-${row.id}`, (sequence) => client.post<DecisionAnswer>(decisionPath(kind, decision, row.id), reason.trim() ? { reason: reason.trim() } : {}, { sequence }));
    if (outcome.ok && outcome.data.pending_approval) {
      // four eyes (issue 47 §1): the payout account changed in the last 24 hours; the withdrawal stays waiting
      void message.info(t('cashier.sentForApproval', { id: row.id }));
    } else if (outcome.ok) {
      store.remove(kind, row.id);
      void message.success(t(decision === 'approve' ? 'cashier.approved' : 'cashier.rejected', { id: row.id }));
      setRejecting(false);
    } else if (!outcome.failure.client && outcome.failure.code === Code.ALREADY_PROCESSED) {
      store.remove(kind, row.id);
      void message.info(t('cashier.decidedElsewhere', { id: row.id }));
      setRejecting(false);
    } else {
      void message.error(failureText(outcome.failure));
    }
  };

  return (
    <Card
      size="small" data-testid={`request-${kind}-${row.id}`}
      title={<Space wrap size={6}><Typography.Text strong data-testid="request-amount">{formatMoney(row.amount)}</Typography.Text><span>#{row.id}</span></Space>}
      extra={<Typography.Text type="secondary">{t('cashier.waiting', { minutes: minutesSince(row.created_at) })}</Typography.Text>}
    >
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>{formatTimestamp(row.created_at)}</Typography.Text>
      {row.member && <MemberContext member={row.member} />}
      {decide && (
        <div style={{ display: 'flex', gap: 8, marginTop: 8, flexWrap: 'wrap' }}>
          <Button type="primary" style={{ flex: '1 1 140px' }} loading={busy === `approve-${row.id}`} onClick={() => { void submit('approve'); }} data-testid={`approve-${row.id}`}>
            {t('cashier.approve')}
          </Button>
          <Button danger style={{ flex: '1 1 140px' }} onClick={() => setRejecting(true)} data-testid={`reject-${row.id}`}>{t('cashier.reject')}</Button>
        </div>
      )}
      <Modal
        open={rejecting} title={t('cashier.rejectTitle', { id: row.id })} onCancel={() => setRejecting(false)}
        okText={t('cashier.reject')} okButtonProps={{ danger: true, disabled: !reason.trim(), loading: busy === `reject-${row.id}`, 'data-testid': 'reject-confirm' }}
        onOk={() => { void submit('reject'); }} destroyOnHidden
      >
        <Input.TextArea rows={3} maxLength={ADJUST_REASON_MAX} value={reason} onChange={(e) => setReason(e.target.value)} placeholder={t('cashier.reason')} data-testid="reject-reason" />
      </Modal>
    </Card>
  );
});

export default CashierPage;
