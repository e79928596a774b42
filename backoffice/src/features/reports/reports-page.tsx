// Reports over a range of Asia/Seoul days: daily cash in and out and gross gaming revenue (bets − wins),
// and GGR per provider and per game; each table exports as CSV (the server writes it).
import { Alert, App, Button, DatePicker, Space, Table, Tabs } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OperatorPaths, type DailyReportRow, type GgrReportRow, type ReportKind } from '@casino/shared/contract';
import { useStores } from '../../lib/stores';
import { saveDownload } from '../../lib/download';
import { useApi } from '../../lib/use-api';
import { opFailureFromResult, useFailureText } from '../../lib/failures';
import { formatMoney, walletDate } from '@casino/shared';
import { MoneyChart } from '../../components/money-chart';

const PATHS: Record<ReportKind, string> = { daily: OperatorPaths.reportDaily, providers: OperatorPaths.reportProviders, games: OperatorPaths.reportGames };

export function ReportsPage() {
  const { t } = useTranslation('bo');
  const { client } = useStores();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const [range, setRange] = useState<[string, string]>([walletDate(new Date(), -6), walletDate()]);
  const [kind, setKind] = useState<ReportKind>('daily');
  const { data, loading, failure } = useApi(() => client.get<{ list: Array<DailyReportRow | GgrReportRow> }>(PATHS[kind], { from: range[0], to: range[1] }), [kind, range[0], range[1]]);

  const exportCsv = async () => {
    try {
      const refused = await saveDownload(client, OperatorPaths.reportCsv(kind), { from: range[0], to: range[1] }, `report-${kind}-${range[0]}-${range[1]}.csv`);
      if (refused) void message.error(failureText(opFailureFromResult(refused)));
    } catch {
      void message.error(t('common:client.NETWORK_ERROR'));
    }
  };

  const moneyColumns = [
    { title: t('money.bets'), dataIndex: 'bets', align: 'right' as const, render: (v: number) => formatMoney(v) },
    { title: t('money.wins'), dataIndex: 'wins', align: 'right' as const, render: (v: number) => formatMoney(v) },
    { title: t('money.ggr'), dataIndex: 'ggr', align: 'right' as const, render: (v: number) => <span data-testid="report-ggr">{formatMoney(v)}</span> },
  ];
  const columns = kind === 'daily'
    ? [{ title: t('reports.day'), dataIndex: 'day' }, { title: t('money.cash_in'), dataIndex: 'cash_in', align: 'right' as const, render: (v: number) => formatMoney(v) }, { title: t('money.cash_out'), dataIndex: 'cash_out', align: 'right' as const, render: (v: number) => formatMoney(v) }, ...moneyColumns]
    : [
      { title: t('reports.day'), dataIndex: 'day' },
      { title: t('games.provider'), dataIndex: 'provider' },
      ...(kind === 'games' ? [{ title: t('games.code'), dataIndex: 'game_code' }] : []),
      { title: t('reports.rounds'), dataIndex: 'rounds', align: 'right' as const },
      ...moneyColumns,
    ];
  const rows = (data?.list ?? []) as unknown as Array<Record<string, unknown>>;

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <DatePicker.RangePicker
          allowClear={false} value={[dayjs(range[0]), dayjs(range[1])]} data-testid="report-range"
          onChange={(v) => { if (v?.[0] && v[1]) setRange([(v[0] as Dayjs).format('YYYY-MM-DD'), (v[1] as Dayjs).format('YYYY-MM-DD')]); }}
        />
        <Button onClick={() => { void exportCsv(); }} data-testid="report-csv">{t('reports.csv')}</Button>
      </Space>
      <Tabs activeKey={kind} onChange={(k) => setKind(k as ReportKind)} items={(['daily', 'providers', 'games'] as ReportKind[]).map((k) => ({ key: k, label: <span data-testid={`report-tab-${k}`}>{t(`reports.${k}`)}</span> }))} />
      {failure && <Alert type="error" showIcon title={failureText(failure)} />}
      {kind === 'daily' && rows.length > 0 && <MoneyChart days={rows as unknown as DailyReportRow[]} series={['cash_in', 'cash_out', 'ggr']} />}
      <Table
        rowKey={(r) => `${String(r.day)}-${String(r.provider ?? '')}-${String(r.game_code ?? '')}`} size="small" loading={loading}
        dataSource={rows} columns={columns} pagination={{ pageSize: 50 }} scroll={{ x: true }} data-testid={`report-${kind}`}
      />
    </Space>
  );
}

export default ReportsPage;
