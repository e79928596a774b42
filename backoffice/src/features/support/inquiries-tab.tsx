// Inquiries: pending first (oldest first, as the server orders them) or answered; the answer editor
// answers, or corrects an earlier answer. New inquiries arrive through the operator stream.
import { Alert, App, Button, Card, Empty, Input, Segmented, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ANSWER_MAX, INQUIRY_STATUSES, OperatorPaths, type InquiryStatus, type OperatorInquiry } from '@casino/shared/contract';
import { useStores } from '../../lib/stores';
import { useAction, useApi } from '../../lib/use-api';
import { useFailureText } from '../../lib/failures';
import { formatTimestamp } from '@casino/shared';

export function InquiriesTab() {
  const { t } = useTranslation('bo');
  const { client, live } = useStores();
  const failureText = useFailureText();
  const [status, setStatus] = useState<InquiryStatus>('pending');
  const { data, failure, reload } = useApi(() => client.get<{ list: OperatorInquiry[]; total: number }>(OperatorPaths.inquiries, { status, page: 1, size: 100 }), [status]);
  useEffect(() => live.subscribe((e) => { if (e.type.startsWith('inquiry.')) void reload(); }), [live, reload]);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Segmented<InquiryStatus> value={status} onChange={setStatus} options={INQUIRY_STATUSES.map((s) => ({ value: s, label: t(`inquiry.${s}`) }))} />
      {failure && <Alert type="error" showIcon title={failureText(failure)} />}
      {data && data.list.length === 0 && <Empty description={t('support.noInquiries')} />}
      {data?.list.map((q) => <InquiryCard key={q.id} inquiry={q} onAnswered={reload} />)}
    </Space>
  );
}

function InquiryCard({ inquiry, onAnswered }: { inquiry: OperatorInquiry; onAnswered: () => Promise<void> }) {
  const { t } = useTranslation('bo');
  const { client } = useStores();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const { run, busy } = useAction();
  const [answer, setAnswer] = useState(inquiry.answer);
  const send = async () => {
    const outcome = await run(`answer-${inquiry.id}`, (sequence) => client.post(OperatorPaths.inquiryAnswer(inquiry.id), { answer: answer.trim() }, { sequence }));
    if (outcome.ok) { void message.success(t('support.answered')); await onAnswered(); } else void message.error(failureText(outcome.failure));
  };
  return (
    <Card size="small" data-testid={`inquiry-${inquiry.id}`} title={<Space wrap><span>#{inquiry.id}</span><Typography.Text strong>{inquiry.title}</Typography.Text><Tag>{inquiry.username}</Tag></Space>} extra={formatTimestamp(inquiry.created_at)}>
      {/* member text is rendered as text, never as HTML */}
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{inquiry.content}</Typography.Paragraph>
      <Input.TextArea rows={3} maxLength={ANSWER_MAX} value={answer} onChange={(e) => setAnswer(e.target.value)} placeholder={t('support.answerPlaceholder')} />
      <Button type="primary" style={{ marginTop: 8 }} disabled={!answer.trim()} loading={busy === `answer-${inquiry.id}`} onClick={() => { void send(); }}>
        {inquiry.status === 'answered' ? t('support.correct') : t('support.answer')}
      </Button>
    </Card>
  );
}
