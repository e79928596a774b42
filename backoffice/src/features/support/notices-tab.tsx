// Notices: list, create, edit, delete; the popup flag also shows a notice as a home-page popup.
import { Alert, App, Button, Checkbox, Form, Input, Modal, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTICE_CONTENT_MAX, NOTICE_TITLE_MAX, OperatorPaths, type Notice } from '@casino/shared/contract';
import { useStores } from '../../lib/stores';
import { useAction, useApi } from '../../lib/use-api';
import { useFailureText } from '../../lib/failures';
import { formatTimestamp } from '@casino/shared';

type Editing = Notice | 'new' | null;

export function NoticesTab() {
  const { t } = useTranslation('bo');
  const { client } = useStores();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const { run } = useAction();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>(null);
  const { data, loading, failure, reload } = useApi(() => client.get<{ list: Notice[]; total: number }>(OperatorPaths.notices, { page, size: 20 }), [page]);
  const remove = async (n: Notice) => {
    const outcome = await run(`delete-${n.id}`, (sequence) => client.delete(OperatorPaths.notice(n.id), undefined, { sequence }));
    if (outcome.ok) { void message.success(t('common.deleted')); await reload(); } else void message.error(failureText(outcome.failure));
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Button type="primary" onClick={() => setEditing('new')}>{t('support.newNotice')}</Button>
      {failure && <Alert type="error" showIcon title={failureText(failure)} />}
      <Table<Notice>
        rowKey="id" size="small" loading={loading} dataSource={data?.list ?? []} scroll={{ x: true }}
        pagination={{ current: page, pageSize: 20, total: data?.total ?? 0, onChange: setPage }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 60 },
          { title: t('field.title'), dataIndex: 'title' },
          { title: t('support.popup'), dataIndex: 'popup', render: (p: boolean) => (p ? <Tag color="blue">{t('support.popup')}</Tag> : null) },
          { title: t('ledger.time'), dataIndex: 'created_at', render: (v: string) => formatTimestamp(v) },
          {
            title: '', key: 'actions', render: (_: unknown, n: Notice) => (
              <Space>
                <Button size="small" onClick={() => setEditing(n)}>{t('common.edit')}</Button>
                <Popconfirm title={t('support.deleteNotice')} onConfirm={() => remove(n)}><Button size="small" danger>{t('common.delete')}</Button></Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {editing && <NoticeDialog notice={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSaved={async () => { setEditing(null); await reload(); }} />}
    </Space>
  );
}

function NoticeDialog({ notice, onClose, onSaved }: { notice: Notice | null; onClose: () => void; onSaved: () => Promise<void> }) {
  const { t } = useTranslation('bo');
  const { client } = useStores();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const { run, busy } = useAction();
  const [form] = Form.useForm<{ title: string; content: string; popup: boolean }>();
  const save = async (f: { title: string; content: string; popup: boolean }) => {
    const body = { title: f.title.trim(), content: f.content.trim(), popup: Boolean(f.popup) };
    const outcome = await run('save', (sequence) => (notice ? client.put(OperatorPaths.notice(notice.id), body, { sequence }) : client.post(OperatorPaths.notices, body, { sequence })));
    if (outcome.ok) { void message.success(t('common.saved')); await onSaved(); } else void message.error(failureText(outcome.failure));
  };
  return (
    <Modal open title={notice ? t('support.editNotice') : t('support.newNotice')} onCancel={onClose} onOk={() => form.submit()} okButtonProps={{ loading: busy === 'save' }} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={notice ?? { popup: false }} onFinish={(f) => { void save(f); }}>
        <Form.Item name="title" label={t('field.title')} rules={[{ required: true, whitespace: true, message: t('form.required') }]}><Input maxLength={NOTICE_TITLE_MAX} /></Form.Item>
        <Form.Item name="content" label={t('field.content')} rules={[{ required: true, whitespace: true, message: t('form.required') }]}><Input.TextArea rows={6} maxLength={NOTICE_CONTENT_MAX} /></Form.Item>
        <Form.Item name="popup" valuePropName="checked"><Checkbox>{t('support.popupHint')}</Checkbox></Form.Item>
      </Form>
    </Modal>
  );
}
