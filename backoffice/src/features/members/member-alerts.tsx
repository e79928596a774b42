// A member's open AML alerts (issue 47 §3), on his page for the roles that work them (owner, compliance): one tag per
// alert, linking to the compliance queue. Other roles see nothing (no tipping-off through a support screen).
import { Space, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { OperatorPaths, type AmlAlertRow } from '@casino/shared/contract';
import { useStores } from '../../lib/stores';
import { can } from '../../lib/roles';
import { useApi } from '../../lib/use-api';

export const MemberAlerts = observer(function MemberAlerts({ memberId }: { memberId: number }) {
  const { session } = useStores();
  return can(session.role, 'aml') ? <OpenAlerts memberId={memberId} /> : null;
});

function OpenAlerts({ memberId }: { memberId: number }) {
  const { t } = useTranslation('bo');
  const { client } = useStores();
  const { data } = useApi(() => client.get<{ list: AmlAlertRow[]; total: number }>(OperatorPaths.amlAlerts, { member_id: memberId, status: 'open', size: 100 }), [memberId]);
  if (!data || data.total === 0) return null;
  return (
    <Space wrap size={4} style={{ marginTop: 8 }} data-testid="member-aml-alerts">
      <Typography.Text strong>{t('aml.memberOpen', { count: data.total })}</Typography.Text>
      {data.list.map((a) => <Link key={a.id} to="/aml"><Tag color="volcano" data-testid={`member-aml-${a.id}`}>{t(`aml.rule.${a.rule}`)} #{a.id}</Tag></Link>)}
    </Space>
  );
}
