// Responsible gaming the site's team imposes on a member (issue 47 §4; owner and compliance): a limit ceiling,
// a time-out or an exclusion, each with a mandatory reason the member is shown, and the internal at-risk flag.
// The server enforces everything (the member's own rules); there is deliberately no form that lifts a ceiling
// or ends an exclusion. Every control is labelled (axe, WCAG 2.2 AA).
import { App, Button, Card, Form, Input, Popconfirm, Select, Space, Tag, Typography, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  IMPOSED_REASON_MAX, LIMIT_KINDS, OperatorPaths, SELF_EXCLUSION_PERIODS, TIMEOUT_PERIODS, type AtRiskState, type Exclusion, type ImposedLimit, type LimitKind,
} from '@casino/shared/contract';
import { formatTimestamp } from '@casino/shared';
import { useStores } from '../../lib/stores';
import { useAction } from '../../lib/use-api';
import { useFailureText } from '../../lib/failures';
import { can } from '../../lib/roles';

/** The period choices, kind and period in one value ("timeout:24h", "self_exclusion:6m"). */
const EXCLUSION_CHOICES = [
  ...TIMEOUT_PERIODS.map((p) => `timeout:${p}`),
  ...SELF_EXCLUSION_PERIODS.map((p) => `self_exclusion:${p}`),
];

/** "100,000" or "100000" → 100000; anything else → null. */
export function parseWhole(raw: string | undefined): number | null {
  const digits = (raw ?? '').replace(/[,\s]/g, '');
  return /^\d{1,13}$/.test(digits) ? Number(digits) : null;
}

function ReasonField({ name }: { name: string }) {
  const { t } = useTranslation('bo');
  return (
    <Form.Item name="reason" label={t('imposed.reason')} rules={[{ required: true, whitespace: true, message: t('imposed.reasonRequired') }]} htmlFor={`${name}-reason`}>
      <Input.TextArea id={`${name}-reason`} aria-label={t('imposed.reason')} maxLength={IMPOSED_REASON_MAX} rows={2} data-testid={`${name}-reason`} />
    </Form.Item>
  );
}

/** The forms of the responsible tab: impose a ceiling, a time-out or an exclusion (owner, compliance). */
export function ImposeForms({ memberId, onChanged }: { memberId: number; onChanged: () => Promise<void> }) {
  const { t } = useTranslation('bo');
  const { client, session } = useStores();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const { run, busy } = useAction();
  const [limitForm] = Form.useForm<{ kind: LimitKind; value: string; reason: string }>();
  const [exclusionForm] = Form.useForm<{ choice: string; reason: string }>();
  if (!can(session.role, 'memberResponsible')) return null;

  const imposeLimit = async (f: { kind: LimitKind; value: string; reason: string }) => {
    const value = parseWhole(f.value);
    if (value === null || value <= 0) { limitForm.setFields([{ name: 'value', errors: [t('imposed.valueInvalid')] }]); return; }
    const outcome = await run('impose-limit', (sequence) => client.post<ImposedLimit>(OperatorPaths.memberImposeLimit(memberId), { kind: f.kind, value, reason: f.reason.trim() }, { sequence }));
    if (outcome.ok) { void message.success(t('imposed.limitDone')); limitForm.resetFields(['value', 'reason']); await onChanged(); } else void message.error(failureText(outcome.failure));
  };
  const imposeExclusion = async () => {
    const f = await exclusionForm.validateFields().catch(() => null);
    if (!f) return;
    const [kind, period] = f.choice.split(':');
    const outcome = await run('impose-exclusion', (sequence) => client.post<Exclusion>(OperatorPaths.memberImposeExclusion(memberId), { kind, period, reason: f.reason.trim() }, { sequence }));
    if (outcome.ok) { void message.success(t('imposed.exclusionDone')); exclusionForm.resetFields(['reason']); await onChanged(); } else void message.error(failureText(outcome.failure));
  };

  return (
    <Space wrap align="start" style={{ width: '100%' }} data-testid="impose-forms">
      <Card size="small" title={t('imposed.limitTitle')} style={{ minWidth: 300 }}>
        <Typography.Paragraph type="secondary">{t('imposed.limitHelp')}</Typography.Paragraph>
        <Form form={limitForm} name="impose-limit" layout="vertical" initialValues={{ kind: 'deposit_daily' }} onFinish={(f) => { void imposeLimit(f); }}>
          <Form.Item name="kind" label={t('imposed.kind')} htmlFor="impose-limit-kind">
            <Select id="impose-limit-kind" aria-label={t('imposed.kind')} options={LIMIT_KINDS.map((k) => ({ value: k, label: t(`limit.${k}`) }))} data-testid="impose-limit-kind" />
          </Form.Item>
          <Form.Item name="value" label={t('imposed.value')} rules={[{ required: true, message: t('imposed.valueInvalid') }]} htmlFor="impose-limit-value">
            <Input id="impose-limit-value" inputMode="numeric" aria-label={t('imposed.value')} data-testid="impose-limit-value" />
          </Form.Item>
          <ReasonField name="impose-limit" />
          <Button htmlType="submit" type="primary" loading={busy === 'impose-limit'} data-testid="impose-limit-submit">{t('imposed.limitSubmit')}</Button>
        </Form>
      </Card>
      <Card size="small" title={t('imposed.exclusionTitle')} style={{ minWidth: 300 }}>
        <Typography.Paragraph type="secondary">{t('imposed.exclusionHelp')}</Typography.Paragraph>
        <Form form={exclusionForm} name="impose-exclusion" layout="vertical" initialValues={{ choice: 'timeout:24h' }}>
          <Form.Item name="choice" label={t('imposed.period')} htmlFor="impose-exclusion-period">
            <Select
              id="impose-exclusion-period" aria-label={t('imposed.period')} data-testid="impose-exclusion-period"
              options={EXCLUSION_CHOICES.map((c) => {
                const [kind, period] = c.split(':');
                return { value: c, label: `${t(`exclusion.${kind}`)} · ${t(`imposed.periods.${period}`)}` };
              })}
            />
          </Form.Item>
          <ReasonField name="impose-exclusion" />
          <Popconfirm
            title={t('imposed.exclusionConfirm')} onConfirm={() => { void imposeExclusion(); }}
            okText={t('common.confirm')} okButtonProps={{ danger: true, 'data-testid': 'impose-exclusion-ok' } as ButtonProps}
          >
            <Button danger loading={busy === 'impose-exclusion'} data-testid="impose-exclusion-submit">{t('imposed.exclusionSubmit')}</Button>
          </Popconfirm>
        </Form>
      </Card>
    </Space>
  );
}

/** The at-risk flag: a clear tag for everyone who reads the member; owner and compliance set or clear it with a reason. */
export function AtRiskControl({ memberId, atRisk, reason, onChanged }: { memberId: number; atRisk: boolean; reason: string | null; onChanged: () => Promise<void> }) {
  const { t } = useTranslation('bo');
  const { client, session } = useStores();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const { run, busy } = useAction();
  const [form] = Form.useForm<{ reason: string }>();
  const allowed = can(session.role, 'memberResponsible');
  const submit = async (f: { reason: string }) => {
    const outcome = await run('at-risk', (sequence) => client.post<AtRiskState>(OperatorPaths.memberAtRisk(memberId), { at_risk: !atRisk, reason: f.reason.trim() }, { sequence }));
    if (outcome.ok) { void message.success(t('common.saved')); form.resetFields(); await onChanged(); } else void message.error(failureText(outcome.failure));
  };
  return (
    <Card size="small" title={t('imposed.atRiskTitle')} data-testid="at-risk-card">
      <Typography.Paragraph>
        {atRisk
          ? <><Tag color="volcano" data-testid="at-risk-state">{t('imposed.atRisk')}</Tag>{reason}</>
          : <Tag data-testid="at-risk-state">{t('imposed.notAtRisk')}</Tag>}
      </Typography.Paragraph>
      {allowed && (
        <Form form={form} name="at-risk" layout="vertical" onFinish={(f) => { void submit(f); }}>
          <ReasonField name="at-risk" />
          <Button htmlType="submit" danger={!atRisk} loading={busy === 'at-risk'} data-testid="at-risk-submit">{atRisk ? t('imposed.clearAtRisk') : t('imposed.flagAtRisk')}</Button>
        </Form>
      )}
    </Card>
  );
}

/** "set by the site: 100,000 — reason (time)" beside a limit kind. */
export function ImposedNote({ imposed, show }: { imposed: ImposedLimit; show: (v: number) => string }) {
  const { t } = useTranslation('bo');
  return (
    <Tag color="purple" data-testid={`imposed-${imposed.kind}`}>
      {t('imposed.ceiling', { value: show(imposed.value), reason: imposed.reason, time: formatTimestamp(imposed.set_at) })}
    </Tag>
  );
}
