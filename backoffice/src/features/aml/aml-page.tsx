// Compliance: the AML alerts queue (issue 47 §3). Open alerts oldest first (or closed ones, newest first), filtered by
// rule and assignee; each alert can be assigned (to me, to another owner or compliance operator), commented and closed
// with an outcome and a note. Live: an alert raised or changed anywhere (the rules, another compliance screen) reloads
// the list at once, without a page reload.
import { Alert, Empty, Select, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AML_RULES, OperatorPaths, type AmlAlertRow, type AmlRule, type AmlStatus } from '@casino/shared/contract';
import { useStores } from '../../lib/stores';
import { useApi } from '../../lib/use-api';
import { useFailureText } from '../../lib/failures';
import { AmlAlertCard, type Assignee } from './aml-alert-card';

type AssigneeFilter = 'all' | 'me' | 'none';

export const AmlPage = observer(function AmlPage() {
  const { t } = useTranslation('bo');
  const { client, live } = useStores();
  const failureText = useFailureText();
  const [status, setStatus] = useState<AmlStatus>('open');
  const [rule, setRule] = useState<AmlRule | 'all'>('all');
  const [assignee, setAssignee] = useState<AssigneeFilter>('all');
  const [tick, setTick] = useState(0);

  useEffect(() => live.subscribe((e) => { if (e.type === 'aml.alert') setTick((n) => n + 1); }), [live]);
  // after the stream reconnects, events may have been missed: load again
  useEffect(() => { if (live.state === 'open') setTick((n) => n + 1); }, [live.state]);

  const query = { status, size: 100, ...(rule !== 'all' ? { rule } : {}), ...(assignee !== 'all' ? { assignee } : {}) };
  const { data, failure } = useApi(() => client.get<{ list: AmlAlertRow[]; total: number }>(OperatorPaths.amlAlerts, query), [status, rule, assignee, tick]);
  const { data: people } = useApi(() => client.get<{ list: Assignee[] }>(OperatorPaths.amlAssignees), []);
  const reload = () => setTick((n) => n + 1);

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid="aml-page">
      <Typography.Title level={4} style={{ margin: 0 }}>{t('aml.title')}</Typography.Title>
      <Space wrap>
        <Select<AmlStatus>
          value={status} onChange={setStatus} style={{ minWidth: 140 }} aria-label={t('aml.filter.status')} data-testid="aml-filter-status"
          options={(['open', 'closed'] as const).map((s) => ({ value: s, label: t(`aml.status.${s}`) }))}
        />
        <Select<AmlRule | 'all'>
          value={rule} onChange={setRule} style={{ minWidth: 240 }} aria-label={t('aml.filter.rule')} data-testid="aml-filter-rule"
          options={[{ value: 'all', label: t('aml.filter.allRules') }, ...AML_RULES.map((r) => ({ value: r, label: t(`aml.rule.${r}`) }))]}
        />
        <Select<AssigneeFilter>
          value={assignee} onChange={setAssignee} style={{ minWidth: 160 }} aria-label={t('aml.filter.assignee')} data-testid="aml-filter-assignee"
          options={(['all', 'me', 'none'] as const).map((a) => ({ value: a, label: t(`aml.filter.assignee_${a}`) }))}
        />
        <Typography.Text type="secondary" data-testid="aml-total">{t('aml.total', { count: data?.total ?? 0 })}</Typography.Text>
      </Space>
      {failure && <Alert type="error" showIcon title={failureText(failure)} />}
      {data && data.list.length === 0 && !failure && <Empty description={t('aml.empty')} data-testid="aml-empty" />}
      {data?.list.map((alert) => <AmlAlertCard key={alert.id} alert={alert} assignees={people?.list ?? []} onChanged={reload} />)}
    </Space>
  );
});

export default AmlPage;
