// Responsible gaming as the member set it (limits, pending changes, exclusion, usage) with its audit trail,
// and KYC with its decision (owner and compliance may set it; a verified status needs the verified name).
// Issue 47 §4: what the site's team imposed (ceilings, a time-out or exclusion with its reason), the forms that
// impose them and the at-risk flag (member-imposed.tsx).
import { Alert, Button, Descriptions, Form, Input, Select, Space, Table, Tag, App } from 'antd';
import { useTranslation } from 'react-i18next';
import { KYC_SET_STATUSES, OperatorPaths, VERIFIED_NAME_MAX, type KycStatus, type LimitsResponse, type MemberDetail, type ResponsibleAuditRow } from '@casino/shared/contract';
import { useStores } from '../../lib/stores';
import { useAction, useApi } from '../../lib/use-api';
import { useFailureText } from '../../lib/failures';
import { can } from '../../lib/roles';
import { EMPTY_VALUE, formatMoney, formatTimestamp } from '@casino/shared';
import { AtRiskControl, ImposedNote, ImposeForms } from './member-imposed';

export function ResponsibleTab({ memberId, member, onChanged }: { memberId: number; member?: MemberDetail; onChanged?: () => Promise<void> }) {
  const { t } = useTranslation('bo');
  const { client } = useStores();
  const failureText = useFailureText();
  const limits = useApi(() => client.get<LimitsResponse>(OperatorPaths.memberResponsible(memberId)), [memberId]);
  const audit = useApi(() => client.get<{ list: ResponsibleAuditRow[] }>(OperatorPaths.memberResponsibleAudit(memberId)), [memberId]);
  const r = limits.data;
  const show = (k: string) => (v: number) => (k.startsWith('deposit') ? formatMoney(v) : String(v));
  const reload = async () => { await Promise.all([limits.reload(), audit.reload(), onChanged?.()]); };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {limits.failure && <Alert type="error" showIcon title={failureText(limits.failure)} />}
      {r && (
        <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
          {Object.entries(r.limits).map(([k, v]) => {
            const imposed = r.imposed?.find((c) => c.kind === k);
            return (
              <Descriptions.Item key={k} label={t(`limit.${k}`)}>
                <span data-testid={`limit-value-${k}`}>{v === null ? EMPTY_VALUE : show(k)(v)}</span> {imposed && <ImposedNote imposed={imposed} show={show(k)} />}
              </Descriptions.Item>
            );
          })}
          <Descriptions.Item label={t('responsible.exclusion')}>
            {r.exclusion ? (
              <span data-testid="responsible-exclusion">
                <Tag color="red">{t(`exclusion.${r.exclusion.kind}`)} {r.exclusion.period} {r.exclusion.until ? `→ ${formatTimestamp(r.exclusion.until)}` : ''}</Tag>
                {r.exclusion.imposed && <Tag color="purple">{t('imposed.bySite', { reason: r.exclusion.reason ?? '' })}</Tag>}
              </span>
            ) : EMPTY_VALUE}
          </Descriptions.Item>
          <Descriptions.Item label={t('responsible.pending')}>{r.pending.map((p) => `${t(`limit.${p.kind}`)} → ${p.value ?? EMPTY_VALUE} (${formatTimestamp(p.effective_at)})`).join(', ') || EMPTY_VALUE}</Descriptions.Item>
          <Descriptions.Item label={t('responsible.usage')}>{formatMoney(r.deposit_usage.daily)} / {formatMoney(r.deposit_usage.weekly)} / {formatMoney(r.deposit_usage.monthly)}</Descriptions.Item>
          <Descriptions.Item label={t('responsible.sessionToday')}>{r.session_minutes_today}</Descriptions.Item>
        </Descriptions>
      )}
      {member && <AtRiskControl memberId={memberId} atRisk={member.at_risk ?? false} reason={member.at_risk_reason ?? null} onChanged={reload} />}
      <ImposeForms memberId={memberId} onChanged={reload} />
      <Table<ResponsibleAuditRow>
        rowKey="id" size="small" dataSource={audit.data?.list ?? []} loading={audit.loading} scroll={{ x: true }} pagination={{ pageSize: 20 }}
        columns={[
          { title: t('ledger.time'), dataIndex: 'created_at', render: (v: string) => formatTimestamp(v) },
          { title: t('audit.actor'), dataIndex: 'actor' },
          { title: t('audit.action'), dataIndex: 'action' },
          { title: t('audit.before'), dataIndex: 'old_value' },
          { title: t('audit.after'), dataIndex: 'new_value' },
        ]}
      />
    </Space>
  );
}

export function KycTab({ member, onChanged }: { member: MemberDetail; onChanged: () => Promise<void> }) {
  const { t } = useTranslation('bo');
  const { client, session } = useStores();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const { run, busy } = useAction();
  const allowed = can(session.role, 'memberKyc');
  const submit = async (f: { status: KycStatus; verified_name?: string }) => {
    const outcome = await run('kyc', (sequence) => client.post(OperatorPaths.memberKyc(member.id), { status: f.status, ...(f.verified_name ? { verified_name: f.verified_name } : {}) }, { sequence }));
    if (outcome.ok) { void message.success(t('common.saved')); await onChanged(); } else void message.error(failureText(outcome.failure));
  };
  return (
    <Space orientation="vertical">
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={t('member.kyc')}>{t(`kyc.${member.kyc_status}`)}</Descriptions.Item>
        <Descriptions.Item label={t('member.verifiedName')}>{member.verified_name ?? EMPTY_VALUE}</Descriptions.Item>
      </Descriptions>
      {allowed && (
        <Form layout="inline" initialValues={{ status: member.kyc_status, verified_name: member.verified_name ?? '' }} onFinish={(f) => { void submit(f); }}>
          <Form.Item name="status"><Select style={{ width: 160 }} aria-label={t('member.kyc')} options={KYC_SET_STATUSES.map((s) => ({ value: s, label: t(`kyc.${s}`) }))} /></Form.Item>
          <Form.Item name="verified_name"><Input placeholder={t('member.verifiedName')} aria-label={t('member.verifiedName')} maxLength={VERIFIED_NAME_MAX} /></Form.Item>
          <Button htmlType="submit" type="primary" loading={busy === 'kyc'}>{t('common.save')}</Button>
        </Form>
      )}
    </Space>
  );
}
