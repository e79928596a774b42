// Releases: what the remote registry serves today for each remote (version, base URL, the domain row it
// comes from). It grows with progressive delivery (stable and canary) when that lands on the server.
import { Alert, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { OperatorPaths, type RemoteRegistryRow } from '@casino/shared/contract';
import { useStores } from '../../lib/stores';
import { useApi } from '../../lib/use-api';
import { useFailureText } from '../../lib/failures';
import { EMPTY_VALUE, formatTimestamp } from '@casino/shared';

type Row = RemoteRegistryRow & { canary?: { version: string; percent?: number } | null; stable?: string };

export function ReleasesPage() {
  const { t } = useTranslation('bo');
  const { client } = useStores();
  const failureText = useFailureText();
  const { data, loading, failure } = useApi(() => client.get<{ domain: string; list: Row[] }>(OperatorPaths.remotes), []);
  return (
    <>
      {failure && <Alert type="error" showIcon title={failureText(failure)} />}
      <Table<Row>
        rowKey="name" size="small" loading={loading} dataSource={data?.list ?? []} pagination={false} scroll={{ x: true }}
        title={() => `${t('releases.domain')}: ${data?.domain ?? ''}`}
        columns={[
          { title: t('releases.remote'), dataIndex: 'name' },
          { title: t('releases.stable'), key: 'stable', render: (_: unknown, r) => <Tag color="green" data-testid={`release-${r.name}`}>{r.stable ?? r.version}</Tag> },
          { title: t('releases.canary'), key: 'canary', render: (_: unknown, r) => (r.canary ? <Tag color="gold">{r.canary.version}{r.canary.percent !== undefined ? ` · ${r.canary.percent}%` : ''}</Tag> : EMPTY_VALUE) },
          { title: t('releases.baseUrl'), dataIndex: 'base_url' },
          { title: t('releases.source'), dataIndex: 'inherited', render: (v: boolean, r) => (v ? t('releases.inherited', { domain: r.domain }) : r.domain) },
          { title: t('releases.updated'), dataIndex: 'updated_at', render: (v: string) => formatTimestamp(v) },
        ]}
      />
    </>
  );
}

export default ReleasesPage;
