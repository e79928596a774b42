// Members: search by username, nickname, phone or id; a row opens the member's page.
import { Alert, Input, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { OperatorPaths, type MemberListRow } from '@casino/shared/contract';
import { useStores } from '../../lib/stores';
import { useApi } from '../../lib/use-api';
import { useFailureText } from '../../lib/failures';
import { formatMoney, formatTimestamp } from '@casino/shared';

const SIZE = 20;

export function MembersPage() {
  const { t } = useTranslation('bo');
  const { client } = useStores();
  const navigate = useNavigate();
  const failureText = useFailureText();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [page, setPage] = useState(1);
  const { data, loading, failure } = useApi(() => client.get<{ list: MemberListRow[]; total: number }>(OperatorPaths.members, { q: q || undefined, page, size: SIZE }), [q, page]);
  return (
    <div>
      <Input.Search
        defaultValue={q} allowClear enterButton placeholder={t('members.search')} style={{ maxWidth: 420, marginBottom: 12 }}
        onSearch={(v) => { setPage(1); setParams(v.trim() ? { q: v.trim() } : {}); }} data-testid="members-search"
      />
      {failure && <Alert type="error" showIcon title={failureText(failure)} style={{ marginBottom: 12 }} />}
      <Table<MemberListRow>
        rowKey="id" size="small" loading={loading} dataSource={data?.list ?? []} scroll={{ x: true }}
        pagination={{ current: page, pageSize: SIZE, total: data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        onRow={(r) => ({ onClick: () => navigate(`/members/${r.id}`), style: { cursor: 'pointer' }, 'data-testid': `member-row-${r.username}` } as object)}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          { title: t('member.username'), dataIndex: 'username', render: (u: string, r: MemberListRow) => <>{u}{r.at_risk && <Tag color="volcano" style={{ marginInlineStart: 6 }}>{t('imposed.atRisk')}</Tag>}</> },
          { title: t('member.nickname'), dataIndex: 'nickname' },
          { title: t('member.phone'), dataIndex: 'phone' },
          { title: t('member.balance'), dataIndex: 'balance', align: 'right', render: (v: number) => formatMoney(v) },
          { title: t('member.points'), dataIndex: 'points', align: 'right', render: (v: number) => formatMoney(v) },
          { title: t('member.statusLabel'), dataIndex: 'status', render: (s: string) => <Tag color={s === 'active' ? 'green' : 'red'}>{t(`member.status.${s}`, { defaultValue: s })}</Tag> },
          { title: t('member.lastLogin'), dataIndex: 'last_login_at', render: (v: string) => formatTimestamp(v) },
        ]}
      />
    </div>
  );
}

export default MembersPage;
