// A player's whole story (issue 47 §5): one timeline of everything that happened to the member, newest first —
// ledger rows, requests with the operator who decided, responsible-gaming changes with who made them, operator actions
// with the operator named, four-eyes requests (maker → checker), KYC uploads and reviews, AML alerts (owner and
// compliance only), internal notes and login attempts — filterable by kind; and the form that adds an internal
// note (never shown to the member; a correction is a new note).
import { Alert, App, Button, Checkbox, Input, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AML_ONLY_TIMELINE_KINDS, MEMBER_NOTE_MAX, OperatorPaths, TIMELINE_KINDS, type MemberNote, type TimelineItem, type TimelineKind } from '@casino/shared/contract';
import { EMPTY_VALUE, formatMoney, formatTimestamp, orEmpty } from '@casino/shared';
import { useStores } from '../../lib/stores';
import { useAction, useApi } from '../../lib/use-api';
import { useFailureText } from '../../lib/failures';
import { can } from '../../lib/roles';

const SIZE = 50;
const KIND_COLOR: Record<TimelineKind, string> = {
  ledger: 'blue', points: 'cyan', deposit: 'green', withdrawal: 'orange', responsible: 'purple', approval: 'geekblue', kyc: 'lime', alert: 'red',
  operator: 'magenta', note: 'gold', login: 'default',
};

export function TimelineTab({ memberId }: { memberId: number }) {
  const { t } = useTranslation('bo');
  const { client, session } = useStores();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const { run, busy } = useAction();
  // the kinds this role may read (the server leaves AML alerts out for the others as well)
  const readable = TIMELINE_KINDS.filter((k) => can(session.role, 'aml') || !AML_ONLY_TIMELINE_KINDS.includes(k));
  const [kinds, setKinds] = useState<TimelineKind[]>(readable);
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState('');
  const { data, loading, failure, reload } = useApi(
    () => client.get<{ list: TimelineItem[]; total: number }>(OperatorPaths.memberTimeline(memberId), { kinds: kinds.join(','), page, size: SIZE }),
    [memberId, kinds.join(','), page],
  );

  const addNote = async () => {
    const body = draft.trim();
    if (!body) return;
    const outcome = await run('note', (sequence) => client.post<MemberNote>(OperatorPaths.memberNotes(memberId), { body }, { sequence }));
    if (outcome.ok) { setDraft(''); void message.success(t('timeline.noteAdded')); await reload(); } else void message.error(failureText(outcome.failure));
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space.Compact style={{ width: '100%' }}>
        <Input.TextArea
          value={draft} onChange={(e) => setDraft(e.target.value)} maxLength={MEMBER_NOTE_MAX} autoSize={{ minRows: 1, maxRows: 4 }}
          placeholder={t('timeline.notePlaceholder')} aria-label={t('timeline.note')} data-testid="note-input"
        />
        <Button type="primary" onClick={() => void addNote()} loading={busy === 'note'} disabled={!draft.trim()} data-testid="note-add">{t('timeline.addNote')}</Button>
      </Space.Compact>
      <Checkbox.Group
        value={kinds} onChange={(v) => { setPage(1); setKinds(v as TimelineKind[]); }} aria-label={t('timeline.kinds')}
        options={readable.map((k) => ({ value: k, label: t(`timeline.kind.${k}`) }))}
      />
      {failure && <Alert type="error" showIcon title={failureText(failure)} />}
      <Table<TimelineItem>
        rowKey={(r) => `${r.kind}-${r.action}-${r.id}`} size="small" loading={loading} dataSource={kinds.length > 0 ? data?.list ?? [] : []} scroll={{ x: true }} data-testid="member-timeline"
        pagination={{ current: page, pageSize: SIZE, total: data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        onRow={(r) => ({ 'data-testid': `timeline-${r.kind}-${r.id}` } as object)}
        columns={[
          { title: t('ledger.time'), dataIndex: 'at', render: (v: string) => formatTimestamp(v), width: 160 },
          { title: t('timeline.what'), dataIndex: 'kind', render: (k: TimelineKind) => <Tag color={KIND_COLOR[k]}>{t(`timeline.kind.${k}`)}</Tag> },
          { title: t('audit.action'), dataIndex: 'action' },
          { title: t('ledger.amount'), dataIndex: 'amount', align: 'right', render: (v: number | null) => (v === null ? EMPTY_VALUE : formatMoney(v, { signed: true })) },
          { title: t('timeline.detail'), dataIndex: 'detail', render: (v: string) => <span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{orEmpty(v)}</span> },
          { title: t('timeline.by'), dataIndex: 'actor', render: (v: string) => orEmpty(v) },
        ]}
      />
    </Space>
  );
}
