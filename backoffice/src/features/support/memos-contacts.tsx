// Memos to one member (by id) or to every member, and the contact-form messages of visitors.
import { Alert, App, Button, Card, Form, Input, InputNumber, Radio, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMO_CONTENT_MAX, MEMO_TITLE_MAX, OperatorPaths, type ContactMessage } from '@casino/shared/contract';
import { useStores } from '../../lib/stores';
import { useAction, useApi } from '../../lib/use-api';
import { useFailureText } from '../../lib/failures';
import { formatTimestamp } from '@casino/shared';

interface MemoFields { to: 'one' | 'all'; member_id?: number; title: string; content: string }

export function MemoTab() {
  const { t } = useTranslation('bo');
  const { client } = useStores();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const { run, busy } = useAction();
  const [form] = Form.useForm<MemoFields>();
  const to = Form.useWatch('to', form);
  const send = async (f: MemoFields) => {
    const body = { ...(f.to === 'one' ? { member_id: f.member_id } : {}), title: f.title.trim(), content: f.content.trim() };
    const outcome = await run('memo', (sequence) => client.post(OperatorPaths.memos, body, { sequence }));
    if (outcome.ok) { void message.success(t('support.memoSent')); form.resetFields(); } else void message.error(failureText(outcome.failure));
  };
  return (
    <Card size="small" style={{ maxWidth: 640 }}>
      <Form form={form} layout="vertical" initialValues={{ to: 'one' }} onFinish={(f) => { void send(f); }}>
        <Form.Item name="to"><Radio.Group options={[{ value: 'one', label: t('support.memoOne') }, { value: 'all', label: t('support.memoAll') }]} /></Form.Item>
        {to !== 'all' && <Form.Item name="member_id" label={t('support.memberId')} rules={[{ required: true, message: t('form.required') }]}><InputNumber min={1} precision={0} style={{ width: 200 }} /></Form.Item>}
        <Form.Item name="title" label={t('field.title')} rules={[{ required: true, whitespace: true, message: t('form.required') }]}><Input maxLength={MEMO_TITLE_MAX} /></Form.Item>
        <Form.Item name="content" label={t('field.content')} rules={[{ required: true, whitespace: true, message: t('form.required') }]}><Input.TextArea rows={5} maxLength={MEMO_CONTENT_MAX} /></Form.Item>
        <Button type="primary" htmlType="submit" loading={busy === 'memo'}>{t('support.sendMemo')}</Button>
      </Form>
    </Card>
  );
}

export function ContactsTab() {
  const { t } = useTranslation('bo');
  const { client } = useStores();
  const failureText = useFailureText();
  const [page, setPage] = useState(1);
  const { data, loading, failure } = useApi(() => client.get<{ list: ContactMessage[]; total: number }>(OperatorPaths.contacts, { page, size: 20 }), [page]);
  return (
    <>
      {failure && <Alert type="error" showIcon title={failureText(failure)} />}
      <Table<ContactMessage>
        rowKey="id" size="small" loading={loading} dataSource={data?.list ?? []} scroll={{ x: true }}
        pagination={{ current: page, pageSize: 20, total: data?.total ?? 0, onChange: setPage }}
        expandable={{ expandedRowRender: (c) => <div style={{ whiteSpace: 'pre-wrap' }}>{c.content}</div> }}
        columns={[
          { title: t('ledger.time'), dataIndex: 'created_at', render: (v: string) => formatTimestamp(v) },
          { title: t('support.name'), dataIndex: 'name' },
          { title: t('support.email'), dataIndex: 'email' },
          { title: t('field.title'), dataIndex: 'title' },
        ]}
      />
    </>
  );
}
