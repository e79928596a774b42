// Games: each provider's status (active, down, hidden) and its games; hide or show a game.
import { Alert, App, Input, Select, Space, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OperatorPaths, PROVIDER_STATUSES, type OperatorGame, type OperatorProvider, type ProviderStatus } from '@casino/shared/contract';
import { useStores } from '../../lib/stores';
import { useAction, useApi } from '../../lib/use-api';
import { useFailureText } from '../../lib/failures';

const STATUS_COLOUR: Record<string, string> = { active: 'green', down: 'orange', hidden: 'default' };

export function GamesPage() {
  const { t } = useTranslation('bo');
  const { client } = useStores();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const { run, busy } = useAction();
  const [providerId, setProviderId] = useState<number | null>(null);
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const providers = useApi(() => client.get<{ list: OperatorProvider[] }>(OperatorPaths.providers), []);
  const games = useApi(() => client.get<{ list: OperatorGame[]; total: number }>(OperatorPaths.games, { provider_id: providerId ?? undefined, q: q || undefined, page, size: 50 }), [providerId, q, page]);

  const setProvider = async (p: OperatorProvider, status: ProviderStatus) => {
    const outcome = await run(`provider-${p.id}`, (sequence) => client.put(OperatorPaths.provider(p.id), { status }, { sequence }));
    if (outcome.ok) { void message.success(t('common.saved')); await providers.reload(); } else void message.error(failureText(outcome.failure));
  };
  const setGame = async (g: OperatorGame, visible: boolean) => {
    const outcome = await run(`game-${g.id}`, (sequence) => client.put(OperatorPaths.game(g.id), { status: visible ? 'active' : 'hidden' }, { sequence }));
    if (outcome.ok) await games.reload(); else void message.error(failureText(outcome.failure));
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {(providers.failure || games.failure) && <Alert type="error" showIcon title={failureText((providers.failure ?? games.failure)!)} />}
      <Table<OperatorProvider>
        rowKey="id" size="small" loading={providers.loading} dataSource={providers.data?.list ?? []} pagination={false} scroll={{ x: true }}
        onRow={(p) => ({ onClick: () => { setProviderId(p.id); setPage(1); }, style: { cursor: 'pointer', background: p.id === providerId ? '#e6f4ff' : undefined } })}
        columns={[
          { title: t('games.provider'), dataIndex: 'title' },
          { title: t('games.category'), dataIndex: 'category' },
          { title: t('games.count'), dataIndex: 'games', align: 'right' },
          {
            title: t('games.status'), dataIndex: 'status', render: (s: ProviderStatus, p) => (
              <Select<ProviderStatus>
                size="small" value={s} style={{ width: 120 }} loading={busy === `provider-${p.id}`} aria-label={`${t('games.status')}: ${p.title}`} onClick={(e) => e.stopPropagation()}
                onChange={(v) => { void setProvider(p, v); }}
                options={PROVIDER_STATUSES.map((v) => ({ value: v, label: <Tag color={STATUS_COLOUR[v]}>{t(`games.statuses.${v}`)}</Tag> }))}
              />
            ),
          },
        ]}
      />
      <Input.Search allowClear placeholder={t('games.search')} aria-label={t('games.search')} onSearch={(v) => { setQ(v.trim()); setPage(1); }} style={{ maxWidth: 360 }} />
      <Table<OperatorGame>
        rowKey="id" size="small" loading={games.loading} dataSource={games.data?.list ?? []} scroll={{ x: true }}
        pagination={{ current: page, pageSize: 50, total: games.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: t('games.game'), dataIndex: 'title' },
          { title: t('games.code'), dataIndex: 'code' },
          { title: t('games.provider'), dataIndex: 'provider' },
          {
            title: t('games.visible'), dataIndex: 'status', render: (s: string, g) => (
              <Switch checked={s === 'active'} loading={busy === `game-${g.id}`} aria-label={`${t('games.visible')}: ${g.title}`} onChange={(v) => { void setGame(g, v); }} data-testid={`game-visible-${g.id}`} />
            ),
          },
        ]}
      />
    </Space>
  );
}

export default GamesPage;
