// Audit of every operator action (who, role, action, target, before, after, IP, time), filtered by
// operator, member, action and Asia/Seoul dates. Read-only: no API changes an audit row.
import { Alert, App, Button, DatePicker, Form, Input, InputNumber, Space, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OperatorPaths, type AuditQuery, type OperatorAuditRow } from '@casino/shared/contract';
import { useStores } from '../../lib/stores';
import { useApi } from '../../lib/use-api';
import { opFailureFromResult, useFailureText } from '../../lib/failures';
import { saveDownload } from '../../lib/download';
import { EMPTY_VALUE, formatTimestamp } from '@casino/shared';

const SIZE = 50;

interface Filters { operator_id?: number; member_id?: number; action?: string; dates?: [Dayjs, Dayjs] | null }

/** Before and after as compact JSON (values are data, shown as text). */
function Value({ v }: { v: unknown }) {
  if (v === null || v === undefined) return <>{EMPTY_VALUE}</>;
  const text = typeof v === 'string' ? v : JSON.stringify(v);
  return <Typography.Text code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12 }}>{text}</Typography.Text>;
}

export function AuditPage() {
  const { t } = useTranslation('bo');
  const { client } = useStores();
  const failureText = useFailureText();
  const [query, setQuery] = useState<AuditQuery>({});
  const [page, setPage] = useState(1);
  const { message } = App.useApp();
  const { data, loading, failure } = useApi(() => client.get<{ list: OperatorAuditRow[]; total: number }>(OperatorPaths.audit, { ...query, page, size: SIZE }), [query, page]);
  // the filtered audit as a file for Excel (UTF-8 with a BOM; issue 47 §7)
  const exportCsv = async () => {
    try {
      const refused = await saveDownload(client, OperatorPaths.auditCsv, { ...query }, `operator-audit${query.from ? `-${query.from}` : ''}${query.to ? `-${query.to}` : ''}.csv`);
      if (refused) void message.error(failureText(opFailureFromResult(refused)));
    } catch {
      void message.error(t('common:client.NETWORK_ERROR'));
    }
  };
  const apply = (f: Filters) => {
    setPage(1);
    setQuery({
      ...(f.operator_id ? { operator_id: f.operator_id } : {}),
      ...(f.member_id ? { member_id: f.member_id } : {}),
      ...(f.action?.trim() ? { action: f.action.trim() } : {}),
      ...(f.dates ? { from: f.dates[0].format('YYYY-MM-DD'), to: f.dates[1].format('YYYY-MM-DD') } : {}),
    });
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Form<Filters> layout="inline" onFinish={apply} style={{ rowGap: 8 }}>
        <Form.Item name="operator_id" label={t('audit.operatorId')}><InputNumber min={1} precision={0} style={{ width: 100 }} data-testid="audit-operator" /></Form.Item>
        <Form.Item name="member_id" label={t('audit.memberId')}><InputNumber min={1} precision={0} style={{ width: 100 }} data-testid="audit-member" /></Form.Item>
        <Form.Item name="action" label={t('audit.action')}><Input placeholder="deposit.approve" style={{ width: 170 }} data-testid="audit-action" /></Form.Item>
        <Form.Item name="dates" label={t('audit.dates')}><DatePicker.RangePicker /></Form.Item>
        <Button type="primary" htmlType="submit" data-testid="audit-filter">{t('audit.filter')}</Button>
        <Button onClick={() => void exportCsv()} data-testid="audit-export">{t('reports.csv')}</Button>
      </Form>
      {failure && <Alert type="error" showIcon title={failureText(failure)} />}
      <Table<OperatorAuditRow>
        rowKey="id" size="small" loading={loading} dataSource={data?.list ?? []} scroll={{ x: true }} data-testid="audit-table"
        pagination={{ current: page, pageSize: SIZE, total: data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: t('ledger.time'), dataIndex: 'created_at', render: (v: string) => formatTimestamp(v), width: 160 },
          { title: t('audit.operator'), dataIndex: 'operator', render: (v: string, r) => `${v} (${t(`role.${r.role}`, { defaultValue: r.role })})` },
          { title: t('audit.action'), dataIndex: 'action' },
          { title: t('audit.target'), key: 'target', render: (_: unknown, r) => `${r.target_type} ${r.target_id}` },
          { title: t('audit.member'), dataIndex: 'member_id', render: (v: number | null) => v ?? EMPTY_VALUE },
          { title: t('audit.before'), dataIndex: 'before', render: (v: unknown) => <Value v={v} /> },
          { title: t('audit.after'), dataIndex: 'after', render: (v: unknown) => <Value v={v} /> },
          { title: 'IP', dataIndex: 'ip' },
        ]}
        onRow={(r) => ({ 'data-testid': `audit-row-${r.action}-${r.target_id}` } as object)}
      />
    </Space>
  );
}

export default AuditPage;
