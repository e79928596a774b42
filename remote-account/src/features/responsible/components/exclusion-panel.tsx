// Time-out (24 h, 7 days, 30 days) and self-exclusion (6 months … permanent). Each starts only after a
// confirmation that says it cannot be undone or shortened; while one is active the choices are hidden.
import { App, Button, Flex, Radio, Typography, type ButtonProps } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SELF_EXCLUSION_PERIODS, TIMEOUT_PERIODS, useFailure, useStores, type SelfExclusionPeriod, type TimeoutPeriod } from '@casino/shared';
import type { ResponsibleStore } from '../stores/responsible-store';

type Kind = 'timeout' | 'self_exclusion';
const PERIODS: Record<Kind, readonly string[]> = { timeout: TIMEOUT_PERIODS, self_exclusion: SELF_EXCLUSION_PERIODS };

const ExclusionRow = observer(function ExclusionRow({ store, kind }: { store: ResponsibleStore; kind: Kind }) {
  const { t } = useTranslation('account');
  const { modal, message } = App.useApp();
  const failure = useFailure();
  const { ui } = useStores();
  const [period, setPeriod] = useState<string>(PERIODS[kind][0]!);

  const confirm = () => {
    const name = t(`responsible.exclusion.period.${period}`);
    modal.confirm({
      title: period === 'permanent' ? t('responsible.exclusion.confirmPermanent') : t(`responsible.exclusion.confirmTitle.${kind}`, { period: name }),
      content: t('responsible.exclusion.confirmBody'),
      okText: t('responsible.exclusion.confirmOk'),
      cancelText: t('responsible.exclusion.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'exclusion-confirm-ok' } as ButtonProps,
      cancelButtonProps: { 'data-testid': 'exclusion-confirm-cancel' } as ButtonProps,
      onOk: async () => {
        const outcome = await store.exclude(kind === 'timeout'
          ? { kind, period: period as TimeoutPeriod }
          : { kind, period: period as SelfExclusionPeriod });
        if (outcome.ok) { ui.closeGame(); message.success(t('responsible.exclusion.started')); } else failure.show(outcome.failure);
      },
    });
  };

  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }} data-testid={`exclusion-${kind}`}>
      <Typography.Text strong>{t(`responsible.exclusion.kind.${kind}`)}</Typography.Text>
      <Typography.Text type="secondary">{t(`responsible.exclusion.about.${kind}`)}</Typography.Text>
      <Radio.Group value={period} onChange={(e) => setPeriod(e.target.value as string)} optionType="button" buttonStyle="solid">
        {PERIODS[kind].map((p) => (
          <Radio.Button key={p} value={p}><span data-testid={`exclusion-${kind}-${p}`}>{t(`responsible.exclusion.period.${p}`)}</span></Radio.Button>
        ))}
      </Radio.Group>
      <div>
        <Button danger onClick={confirm} loading={store.busy === 'exclusion'} data-testid={`exclusion-${kind}-start`}>
          {t(`responsible.exclusion.start.${kind}`)}
        </Button>
      </div>
    </Flex>
  );
});

export const ExclusionPanel = observer(function ExclusionPanel({ store }: { store: ResponsibleStore }) {
  const { t } = useTranslation('account');
  if (store.data?.exclusion) return null;
  return (
    <section aria-label={t('responsible.exclusion.title')}>
      <Typography.Title level={5}>{t('responsible.exclusion.title')}</Typography.Title>
      <ExclusionRow store={store} kind="timeout" />
      <ExclusionRow store={store} kind="self_exclusion" />
    </section>
  );
});
