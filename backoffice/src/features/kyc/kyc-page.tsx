// KYC review (issue 47 §2; owner and compliance): the pending queue (live), and for the member picked his documents
// (each downloaded through the API as an attachment: the server audits who opened which document), the review history,
// and the decision: approve with the verified legal name, reject, or ask for more documents with a reason the member reads.
import { Alert, App, Badge, Button, Card, Descriptions, Empty, Input, Radio, Space, Table, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import {
  KYC_DECISIONS, KYC_REASON_MAX, KycPaths, VERIFIED_NAME_MAX, type KycDecision, type KycDocument, type KycMemberFile, type KycQueueRow,
} from '@casino/shared/contract';
import { formatTimestamp, minutesSince } from '@casino/shared';
import { useStores } from '../../lib/stores';
import { useAction, useApi } from '../../lib/use-api';
import { opFailureFromResult, useFailureText } from '../../lib/failures';
import { saveDownload } from '../../lib/download';
import { KycQueueStore } from './kyc-store';

const STATUS_COLOUR: Record<string, string> = { unverified: 'default', pending: 'processing', verified: 'success', rejected: 'error', more_needed: 'warning' };

export const KycPage = observer(function KycPage() {
  const { t } = useTranslation('bo');
  const { client, live } = useStores();
  const [store] = useState(() => new KycQueueStore(client));
  const [selected, setSelected] = useState<number | null>(null);
  const failureText = useFailureText();

  useEffect(() => {
    void store.load();
    return live.subscribe(store.onEvent);
  }, [store, live]);
  useEffect(() => { if (live.state === 'open') void store.load(); }, [live.state, store]);

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="kyc-page">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('kycReview.title')} <Badge count={store.rows.length} showZero color={store.rows.length ? '#fa541c' : '#bbb'} data-testid="kyc-queue-count" />
      </Typography.Title>
      {store.failure && <Alert type="error" showIcon title={failureText(store.failure)} />}
      <Table<KycQueueRow>
        rowKey="member_id" size="small" pagination={false} dataSource={store.rows} data-testid="kyc-queue"
        locale={{ emptyText: <Empty description={t('kycReview.empty')} /> }}
        onRow={(row) => ({ 'data-testid': `kyc-row-${row.member_id}` } as HTMLAttributes<HTMLTableRowElement>)}
        columns={[
          { title: t('member.username'), dataIndex: 'username' },
          { title: t('member.nickname'), dataIndex: 'nickname' },
          { title: t('kycReview.waitingDocs'), dataIndex: 'waiting' },
          { title: t('kycReview.since'), dataIndex: 'first_waiting_at', render: (v: string) => t('cashier.waiting', { minutes: minutesSince(v) }) },
          {
            title: t('kycReview.open'), key: 'open',
            render: (_: unknown, row) => (
              <Button size="small" type={selected === row.member_id ? 'primary' : 'default'} onClick={() => setSelected(row.member_id)}
                aria-label={t('kycReview.openMember', { username: row.username })} data-testid={`kyc-open-${row.member_id}`}>
                {t('kycReview.open')}
              </Button>
            ),
          },
        ]}
      />
      {selected !== null && <MemberFile key={selected} memberId={selected} onDecided={() => { store.remove(selected); setSelected(null); }} />}
    </Space>
  );
});

const MemberFile = observer(function MemberFile({ memberId, onDecided }: { memberId: number; onDecided: () => void }) {
  const { t } = useTranslation('bo');
  const { client } = useStores();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const { run, busy } = useAction();
  const loaded = useApi(() => client.get<KycMemberFile>(KycPaths.member(memberId)), [memberId]);
  const [decision, setDecision] = useState<KycDecision>('approve');
  const [reason, setReason] = useState('');
  const [name, setName] = useState<string | null>(null);

  if (loaded.failure) return <Alert type="error" showIcon title={failureText(loaded.failure)} />;
  const file = loaded.data;
  if (!file) return null;
  const verifiedName = name ?? file.verified_name ?? file.bank_holder;
  const ready = decision === 'approve' ? verifiedName.trim() !== '' : reason.trim() !== '';

  const download = async (doc: KycDocument) => {
    const failed = await saveDownload(client, KycPaths.file(doc.id), {}, `kyc-${file.member_id}-${doc.id}-${doc.kind}`);
    if (failed) void message.error(failureText(opFailureFromResult(failed)));
  };
  const submit = async () => {
    const body = decision === 'approve' ? { decision, verified_name: verifiedName.trim() } : { decision, reason: reason.trim() };
    const outcome = await run(`kyc-${memberId}`, (sequence) => client.post<KycMemberFile>(KycPaths.decision(memberId), body, { sequence }));
    if (outcome.ok) { void message.success(t(`kycReview.done.${decision}`, { username: file.username })); onDecided(); } else void message.error(failureText(outcome.failure));
  };

  return (
    <Card title={`${file.username} (${file.nickname})`} data-testid="kyc-file"
      extra={<Tag color={STATUS_COLOUR[file.kyc_status]} data-testid="kyc-file-status">{t(`kyc.${file.kyc_status}`)}</Tag>}>
      <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
        <Descriptions.Item label={t('member.verifiedName')}>{file.verified_name ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('kycReview.bankHolder')}>{file.bank_holder}</Descriptions.Item>
        {file.reason && <Descriptions.Item label={t('kycReview.reason')}>{file.reason}</Descriptions.Item>}
      </Descriptions>
      <Table<KycDocument>
        rowKey="id" size="small" pagination={false} dataSource={file.documents} style={{ marginBottom: 16 }} data-testid="kyc-documents"
        columns={[
          { title: t('kycReview.kind'), dataIndex: 'kind', render: (v: string) => t(`kycReview.kinds.${v}`) },
          { title: t('kycReview.type'), dataIndex: 'mime' },
          { title: t('kycReview.size'), dataIndex: 'size', render: (v: number) => `${Math.ceil(v / 1024)} KB` },
          { title: t('kycReview.uploaded'), dataIndex: 'created_at', render: (v: string) => formatTimestamp(v) },
          { title: t('kycReview.decision'), dataIndex: 'decision', render: (v: KycDecision | null) => (v ? t(`kycReview.decisions.${v}`) : <Tag color="processing">{t('kycReview.waiting')}</Tag>) },
          {
            title: t('kycReview.download'), key: 'download',
            render: (_: unknown, doc) => (
              <Button size="small" onClick={() => { void download(doc); }} aria-label={t('kycReview.downloadDoc', { id: doc.id })} data-testid={`kyc-download-${doc.id}`}>
                {t('kycReview.download')}
              </Button>
            ),
          },
        ]}
      />
      <Space orientation="vertical" style={{ width: '100%' }} data-testid="kyc-decision">
        <Radio.Group value={decision} onChange={(e) => setDecision(e.target.value as KycDecision)} aria-label={t('kycReview.decision')}
          options={KYC_DECISIONS.map((d) => ({ value: d, label: <span data-testid={`kyc-decision-${d}`}>{t(`kycReview.decisions.${d}`)}</span> }))} />
        {decision === 'approve'
          ? <Input value={verifiedName} onChange={(e) => setName(e.target.value)} maxLength={VERIFIED_NAME_MAX} aria-label={t('member.verifiedName')} placeholder={t('member.verifiedName')} data-testid="kyc-verified-name" />
          : <Input.TextArea rows={3} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={KYC_REASON_MAX} aria-label={t('kycReview.reasonToMember')} placeholder={t('kycReview.reasonToMember')} data-testid="kyc-reason" />}
        <Button type="primary" danger={decision === 'reject'} disabled={!ready} loading={busy === `kyc-${memberId}`} onClick={() => { void submit(); }} data-testid="kyc-submit">
          {t(`kycReview.submit.${decision}`)}
        </Button>
      </Space>
      <Typography.Title level={5} style={{ marginTop: 16 }}>{t('kycReview.history')}</Typography.Title>
      <Table
        rowKey="id" size="small" pagination={false} dataSource={file.reviews} data-testid="kyc-reviews"
        locale={{ emptyText: <Empty description={t('kycReview.noHistory')} /> }}
        columns={[
          { title: t('kycReview.when'), dataIndex: 'created_at', render: (v: string) => formatTimestamp(v) },
          { title: t('kycReview.decision'), dataIndex: 'decision', render: (v: KycDecision) => t(`kycReview.decisions.${v}`) },
          { title: t('kycReview.reason'), dataIndex: 'reason', render: (v: string | null) => v ?? '—' },
          { title: t('member.verifiedName'), dataIndex: 'verified_name', render: (v: string | null) => v ?? '—' },
          { title: t('kycReview.operator'), dataIndex: 'operator' },
        ]}
      />
    </Card>
  );
});

export default KycPage;
