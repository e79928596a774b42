// One member: profile and balances, then tabs for the ledgers (before/after), deposits and withdrawals,
// house rounds, responsible-gaming settings with their audit, and KYC. The actions the operator's role
// allows sit above the tabs.
import { Alert, Card, Descriptions, Tabs, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { OperatorPaths, type MemberDetail } from '@casino/shared/contract';
import { useStores } from '../../lib/stores';
import { useApi } from '../../lib/use-api';
import { useFailureText } from '../../lib/failures';
import { EMPTY_VALUE, formatMoney, formatTimestamp } from '@casino/shared';
import { MemberActions } from './member-actions';
import { MemberPasswordReset } from './member-password-reset';
import { LedgerTab, LoginsTab, RequestsTab, RoundsTab } from './member-history';
import { TimelineTab } from './member-timeline';
import { MemberAlerts } from './member-alerts';
import { KycTab, ResponsibleTab } from './member-responsible';

export const MemberDetailPage = observer(function MemberDetailPage() {
  const { t } = useTranslation('bo');
  const { client } = useStores();
  const failureText = useFailureText();
  const id = Number(useParams().id);
  const { data: m, failure, reload } = useApi(() => client.get<MemberDetail>(OperatorPaths.member(id)), [id]);
  if (failure && !m) return <Alert type="error" showIcon title={failureText(failure)} />;
  if (!m) return null;
  return (
    <div data-testid="member-detail">
      <Card size="small" title={<span>{m.username} ({m.nickname}) <Tag color={m.status === 'active' ? 'green' : 'red'} data-testid="member-status">{t(`member.status.${m.status}`, { defaultValue: m.status })}</Tag>{m.at_risk && <Tag color="volcano" title={m.at_risk_reason ?? undefined} data-testid="member-at-risk">{t('imposed.atRisk')}</Tag>}</span>}>
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
          <Descriptions.Item label="ID">{m.id}</Descriptions.Item>
          <Descriptions.Item label={t('member.balance')}><span data-testid="member-balance">{formatMoney(m.balance)}</span></Descriptions.Item>
          <Descriptions.Item label={t('member.points')}><span data-testid="member-points">{formatMoney(m.points)}</span></Descriptions.Item>
          <Descriptions.Item label={t('member.rolling')}>{formatMoney(m.rolling)}</Descriptions.Item>
          <Descriptions.Item label={t('member.email')}>{m.email}</Descriptions.Item>
          <Descriptions.Item label={t('member.phone')}>{m.phone}</Descriptions.Item>
          <Descriptions.Item label={t('member.bank')}><span data-testid="member-bank">{m.bank_name} {m.bank_account} ({m.bank_holder})</span></Descriptions.Item>
          <Descriptions.Item label={t('member.kyc')}>{t(`kyc.${m.kyc_status}`)} {m.verified_name ?? ''}</Descriptions.Item>
          <Descriptions.Item label={t('member.dateOfBirth')}>{m.date_of_birth ?? EMPTY_VALUE}</Descriptions.Item>
          <Descriptions.Item label={t('member.joined')}>{formatTimestamp(m.created_at)}</Descriptions.Item>
          <Descriptions.Item label={t('member.lastLogin')}>{formatTimestamp(m.last_login_at)}</Descriptions.Item>
          <Descriptions.Item label={t('member.sessions')}>{m.live_sessions} · {t('member.loginFailures', { count: m.login_failures })}</Descriptions.Item>
        </Descriptions>
        <MemberAlerts memberId={id} />
        <MemberActions member={m} onChanged={reload} />
        <MemberPasswordReset member={m} />
      </Card>
      <Tabs
        style={{ marginTop: 12 }} destroyOnHidden
        items={[
          { key: 'timeline', label: t('member.tabs.timeline'), children: <TimelineTab memberId={id} /> },
          { key: 'ledger', label: t('member.tabs.ledger'), children: <LedgerTab memberId={id} kind="cash" /> },
          { key: 'points', label: t('member.tabs.points'), children: <LedgerTab memberId={id} kind="points" /> },
          { key: 'deposits', label: t('member.tabs.deposits'), children: <RequestsTab memberId={id} kind="deposit" /> },
          { key: 'withdrawals', label: t('member.tabs.withdrawals'), children: <RequestsTab memberId={id} kind="withdrawal" /> },
          { key: 'rounds', label: t('member.tabs.rounds'), children: <RoundsTab memberId={id} /> },
          { key: 'logins', label: t('member.tabs.logins'), children: <LoginsTab memberId={id} /> },
          { key: 'responsible', label: t('member.tabs.responsible'), children: <ResponsibleTab memberId={id} member={m} onChanged={reload} /> },
          { key: 'kyc', label: t('member.tabs.kyc'), children: <KycTab member={m} onChanged={reload} /> },
        ]}
      />
    </div>
  );
});

export default MemberDetailPage;
