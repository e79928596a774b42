// One row per limit: the current value, a field for the new one, save and remove. Lowering applies at once;
// raising or removing waits for the cooling-off, and the row then says when it applies. A limit the site's team
// imposed (issue 47 §4) says so with its reason; it cannot be removed, only made stricter.
import { App, Button, Flex, Input, List, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COOLING_OFF_HOURS, formatDateTime, formatMoney, LIMIT_KINDS, useFailure, type LimitKind } from '@casino/shared';
import type { ResponsibleStore } from '../stores/responsible-store';
import { DEPOSIT_STEP, isDepositKind, MAX_MINUTES, parseLimit } from './limit-value';

function useShowValue() {
  const { t } = useTranslation('account');
  return (kind: LimitKind, value: number | null) => {
    if (value === null) return t('responsible.limits.none');
    return isDepositKind(kind) ? t('money.won', { amount: formatMoney(value) }) : t('responsible.minutes', { minutes: value });
  };
}

const LimitRow = observer(function LimitRow({ store, kind }: { store: ResponsibleStore; kind: LimitKind }) {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const show = useShowValue();
  const failure = useFailure();
  const [raw, setRaw] = useState('');
  const [error, setError] = useState<string | null>(null);
  const current = store.data?.limits[kind] ?? null;
  const imposed = store.data?.imposed?.find((c) => c.kind === kind) ?? null;

  const save = async (value: number | null) => {
    setError(null);
    const outcome = await store.setLimit(kind, value);
    if (!outcome.ok) {
      // The row's message line is its inline spot; faults are toasts (the failure catalogue).
      const place = failure.show(outcome.failure, { inline: true });
      if (place.show === 'inline') setError(t(outcome.failure.key));
      return;
    }
    setRaw('');
    if (outcome.data.applied) message.success(t('responsible.limits.appliedNow'));
    else message.info(t('responsible.limits.appliesOn', { date: formatDateTime(outcome.data.effective_at) }));
  };
  const submit = () => {
    const parsed = parseLimit(kind, raw);
    if ('problem' in parsed) setError(t(parsed.problem, { step: formatMoney(DEPOSIT_STEP), max: MAX_MINUTES }));
    else void save(parsed.value);
  };

  return (
    <List.Item data-testid={`limit-${kind}`}>
      <Flex vertical gap={6} style={{ width: '100%' }}>
        <Flex justify="space-between" wrap gap={8}>
          <Typography.Text strong>{t(`responsible.limits.${kind}`)}</Typography.Text>
          <Typography.Text data-testid={`limit-${kind}-current`}>{show(kind, current)}</Typography.Text>
        </Flex>
        {imposed && (
          <Typography.Text type="secondary" data-testid={`limit-${kind}-imposed`}>
            {t('responsible.imposed.limit', { value: show(kind, imposed.value), reason: imposed.reason })}
          </Typography.Text>
        )}
        <Flex gap={8} wrap>
          <Input
            inputMode="numeric"
            value={raw}
            onChange={(e) => { setRaw(e.target.value); setError(null); }}
            onPressEnter={submit}
            placeholder={t(isDepositKind(kind) ? 'responsible.limits.wonPlaceholder' : 'responsible.limits.minutesPlaceholder')}
            aria-label={t(`responsible.limits.${kind}`)}
            data-testid={`limit-${kind}-input`}
            style={{ flex: '1 1 140px', minWidth: 0 }}
          />
          <Button type="primary" onClick={submit} loading={store.busy === kind} data-testid={`limit-${kind}-save`}>{t('responsible.limits.save')}</Button>
          {current !== null && !imposed && (
            <Button onClick={() => void save(null)} disabled={store.busy !== null} data-testid={`limit-${kind}-remove`}>{t('responsible.limits.remove')}</Button>
          )}
        </Flex>
        {error && <Typography.Text type="danger" role="alert" data-testid={`limit-${kind}-error`}>{error}</Typography.Text>}
      </Flex>
    </List.Item>
  );
});

export const LimitsPanel = observer(function LimitsPanel({ store }: { store: ResponsibleStore }) {
  const { t } = useTranslation('account');
  const show = useShowValue();
  const pending = store.data?.pending ?? [];
  return (
    <section aria-label={t('responsible.limits.title')} style={{ marginBottom: 16 }}>
      <Typography.Title level={5}>{t('responsible.limits.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('responsible.limits.rule', { hours: COOLING_OFF_HOURS })}</Typography.Paragraph>
      <List size="small" bordered dataSource={[...LIMIT_KINDS]} renderItem={(kind) => <LimitRow key={kind} store={store} kind={kind} />} />
      {pending.length > 0 && (
        <div style={{ marginTop: 12 }} data-testid="limits-pending">
          <Typography.Text strong>{t('responsible.pending.title')}</Typography.Text>
          <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
            {pending.map((p) => (
              <li key={`${p.kind}-${p.effective_at}`} data-testid={`pending-${p.kind}`}>
                {t('responsible.pending.item', { limit: t(`responsible.limits.${p.kind}`), value: show(p.kind, p.value), date: formatDateTime(p.effective_at) })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
});
