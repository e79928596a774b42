// Dashboard: what waits (deposits, withdrawals, inquiries), today's and 30 days' cash in, cash out and
// gross gaming revenue (bets − wins), and active members. The operator stream recounts without a reload.
import { Alert, Card, Col, Row, Statistic } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { OperatorPaths, type DashboardAnswer } from '@casino/shared/contract';
import { useStores } from '../../lib/stores';
import { useApi } from '../../lib/use-api';
import { useFailureText } from '../../lib/failures';
import { formatMoney } from '@casino/shared';
import { MoneyChart } from '../../components/money-chart';

const RECOUNT = /^(deposit|withdrawal|inquiry)\./;

export const DashboardPage = observer(function DashboardPage() {
  const { t } = useTranslation('bo');
  const { client, live } = useStores();
  const failureText = useFailureText();
  const { data, failure, reload } = useApi(() => client.get<DashboardAnswer>(OperatorPaths.dashboard), []);
  useEffect(() => live.subscribe((e) => { if (RECOUNT.test(e.type)) void reload(); }), [live, reload]);

  if (failure && !data) return <Alert type="error" showIcon title={failureText(failure)} />;
  if (!data) return null;
  const pending = [
    { key: 'deposits', value: data.pending.deposits, to: '/cashier' },
    { key: 'withdrawals', value: data.pending.withdrawals, to: '/cashier' },
    { key: 'inquiries', value: data.pending.inquiries, to: '/support' },
  ];
  const today = [
    { key: 'cashIn', value: data.today.cash_in },
    { key: 'cashOut', value: data.today.cash_out },
    { key: 'ggr', value: data.today.ggr },
  ];
  return (
    <div data-testid="dashboard">
      <Row gutter={[12, 12]}>
        {pending.map((p) => (
          <Col xs={12} md={6} key={p.key}>
            <Card size="small"><Link to={p.to}><Statistic title={t(`dashboard.pending.${p.key}`)} value={p.value} styles={{ content: { color: p.value ? '#fa541c' : undefined } }} data-testid={`pending-${p.key}`} /></Link></Card>
          </Col>
        ))}
        <Col xs={12} md={6}>
          <Card size="small"><Statistic title={t('dashboard.activeMembers')} value={data.active_members} suffix={<small> / {t('dashboard.membersToday', { count: data.members_today })}</small>} data-testid="active-members" /></Card>
        </Col>
        {today.map((m) => (
          <Col xs={24} md={8} key={m.key}>
            <Card size="small"><Statistic title={t(`dashboard.today.${m.key}`)} value={formatMoney(m.value)} suffix="₩" data-testid={`today-${m.key}`} /></Card>
          </Col>
        ))}
      </Row>
      <Row gutter={[12, 12]} style={{ marginTop: 12 }}>
        <Col xs={24} lg={12}><Card size="small" title={t('dashboard.chart.cash')}><MoneyChart days={data.days} series={['cash_in', 'cash_out']} /></Card></Col>
        <Col xs={24} lg={12}><Card size="small" title={t('dashboard.chart.ggr')}><MoneyChart days={data.days} series={['bets', 'wins', 'ggr']} /></Card></Col>
      </Row>
    </div>
  );
});

export default DashboardPage;
