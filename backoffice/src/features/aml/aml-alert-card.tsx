// One AML alert in the compliance queue: what the rule saw, who works it, and the actions — assign (to me or to
// another owner or compliance operator), comment (the comments are listed), close with an outcome and a note (once:
// an alert someone else closed answers 6000 and the queue reloads).
import { App, Button, Card, Descriptions, Input, Modal, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  AML_COMMENT_MAX, AML_OUTCOMES, Code, OperatorPaths, type AmlAlertDetail, type AmlAlertRow, type AmlOutcome,
} from '@casino/shared/contract';
import { formatTimestamp } from '@casino/shared';
import { useStores } from '../../lib/stores';
import { useAction, useApi } from '../../lib/use-api';
import { useFailureText } from '../../lib/failures';

export interface Assignee { id: number; username: string; role: string }

const detailText = (value: unknown): string => (typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));

export function AmlAlertCard({ alert, assignees, onChanged }: { alert: AmlAlertRow; assignees: Assignee[]; onChanged: () => void }) {
  const { t } = useTranslation('bo');
  const { client, session } = useStores();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const { run, busy } = useAction();
  const [closing, setClosing] = useState(false);
  const [outcome, setOutcome] = useState<AmlOutcome>('no_action');
  const [note, setNote] = useState('');
  const [comment, setComment] = useState('');
  const [showComments, setShowComments] = useState(false);
  const open = alert.status === 'open';

  const act = async (key: string, path: string, body: Record<string, unknown>, done: string) => {
    const answer = await run(`${key}-${alert.id}`, (sequence) => client.post<AmlAlertDetail>(path, body, { sequence }));
    if (answer.ok) { void message.success(t(done, { id: alert.id })); onChanged(); return true; }
    if (!answer.failure.client && answer.failure.code === Code.ALREADY_PROCESSED) { void message.info(t('aml.closedElsewhere', { id: alert.id })); onChanged(); return true; }
    void message.error(failureText(answer.failure));
    return false;
  };
  const assign = (operatorId: number | null | undefined) => act('assign', OperatorPaths.amlAssign(alert.id), operatorId === undefined ? {} : { operator_id: operatorId }, 'aml.assigned');
  const addComment = async () => { if (await act('comment', OperatorPaths.amlComment(alert.id), { body: comment.trim() }, 'aml.commented')) setComment(''); };
  const close = async () => { if (await act('close', OperatorPaths.amlClose(alert.id), { outcome, note: note.trim() }, 'aml.closed')) setClosing(false); };

  return (
    <Card
      size="small" data-testid={`aml-alert-${alert.id}`}
      title={<Space wrap size={6}><Tag color={open ? 'volcano' : 'default'} data-testid="aml-rule">{t(`aml.rule.${alert.rule}`)}</Tag><span>#{alert.id}</span>
        <Link to={`/members/${alert.member_id}`} data-testid="aml-member">{alert.username} ({alert.nickname})</Link></Space>}
      extra={<Typography.Text type="secondary">{formatTimestamp(alert.created_at)}</Typography.Text>}
    >
      <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
        {Object.entries(alert.detail).map(([key, value]) => <Descriptions.Item key={key} label={key}>{detailText(value)}</Descriptions.Item>)}
        <Descriptions.Item label={t('aml.assignee')}><span data-testid="aml-assignee">{alert.assignee || t('aml.unassigned')}</span></Descriptions.Item>
        {!open && <Descriptions.Item label={t('aml.outcome')}><span data-testid="aml-outcome">{alert.outcome ? t(`aml.outcomes.${alert.outcome}`) : ''} · {alert.note} · {alert.closed_by}</span></Descriptions.Item>}
      </Descriptions>
      <Space wrap style={{ marginTop: 8 }}>
        {open && alert.assignee_id !== session.operator?.id && (
          <Button onClick={() => void assign(undefined)} loading={busy === `assign-${alert.id}`} data-testid={`aml-assign-me-${alert.id}`}>{t('aml.assignMe')}</Button>
        )}
        {open && (
          <Select<number | 'none'>
            placeholder={t('aml.assignTo')} aria-label={t('aml.assignTo')} style={{ minWidth: 180 }} value={null as unknown as number} data-testid={`aml-assign-to-${alert.id}`}
            onChange={(v) => void assign(v === 'none' ? null : v)}
            options={[...assignees.map((a) => ({ value: a.id, label: a.username })), { value: 'none' as const, label: t('aml.unassign') }]}
          />
        )}
        <Button onClick={() => setShowComments(true)} data-testid={`aml-comments-${alert.id}`}>{t('aml.comments', { count: alert.comments })}</Button>
        {open && <Button danger onClick={() => setClosing(true)} data-testid={`aml-close-${alert.id}`}>{t('aml.close')}</Button>}
      </Space>
      <Modal open={showComments} title={t('aml.commentsTitle', { id: alert.id })} onCancel={() => setShowComments(false)} footer={null} destroyOnHidden>
        <Comments alertId={alert.id} revision={alert.comments} />
        <Space.Compact style={{ width: '100%', marginTop: 8 }}>
          <Input.TextArea
            value={comment} onChange={(e) => setComment(e.target.value)} maxLength={AML_COMMENT_MAX} autoSize={{ minRows: 1, maxRows: 4 }}
            aria-label={t('aml.comment')} placeholder={t('aml.comment')} data-testid="aml-comment-input"
          />
          <Button type="primary" disabled={!comment.trim()} loading={busy === `comment-${alert.id}`} onClick={() => void addComment()} data-testid="aml-comment-add">{t('aml.addComment')}</Button>
        </Space.Compact>
      </Modal>
      <Modal
        open={closing} title={t('aml.closeTitle', { id: alert.id })} onCancel={() => setClosing(false)} destroyOnHidden
        okText={t('aml.close')} okButtonProps={{ danger: true, disabled: !note.trim(), loading: busy === `close-${alert.id}`, 'data-testid': 'aml-close-confirm' }}
        onOk={() => void close()}
      >
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Select<AmlOutcome>
            value={outcome} onChange={setOutcome} style={{ width: '100%' }} aria-label={t('aml.outcome')} data-testid="aml-close-outcome"
            options={AML_OUTCOMES.map((o) => ({ value: o, label: t(`aml.outcomes.${o}`) }))}
          />
          <Input.TextArea rows={3} maxLength={AML_COMMENT_MAX} value={note} onChange={(e) => setNote(e.target.value)} aria-label={t('aml.note')} placeholder={t('aml.note')} data-testid="aml-close-note" />
        </Space>
      </Modal>
    </Card>
  );
}

function Comments({ alertId, revision }: { alertId: number; revision: number }) {
  const { t } = useTranslation('bo');
  const { client } = useStores();
  const { data } = useApi(() => client.get<AmlAlertDetail>(OperatorPaths.amlAlert(alertId)), [alertId, revision]);
  const list = data?.comments_list ?? [];
  if (list.length === 0) return <Typography.Text type="secondary" data-testid="aml-comment-list">{t('aml.noComments')}</Typography.Text>;
  return (
    <ol style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="aml-comment-list">
      {list.map((c) => (
        <li key={c.id} style={{ padding: '6px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
          <Typography.Text style={{ display: 'block', whiteSpace: 'pre-wrap' }}>{c.body}</Typography.Text>
          <Typography.Text type="secondary">{c.operator} · {formatTimestamp(c.created_at)}</Typography.Text>
        </li>
      ))}
    </ol>
  );
}
