// The point conversion page's content: the member's points, what converts now, the amount form (minimum
// 10,000, in 10,000 steps, at most the points; spec §5) and "convert all". 1 point becomes 1 won.
import { App, Button, Card, Popconfirm } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { convertibleAll, formatMoney, useFailure, useStores, validatePointConversion } from '@casino/shared';
import { NS } from '../../../i18n';
import { MoneyActionStore } from '../../../lib/money-action-store';
import { AmountForm } from '../../../components/amount-form';
import { convertPoints } from '../api/convert-points';

export const PointBox = observer(function PointBox() {
  const { t } = useTranslation(NS);
  const { message } = App.useApp();
  const failure = useFailure();
  const { session } = useStores();
  const [action] = useState(() => new MoneyActionStore(session, convertPoints));
  const points = session.user.point;
  const all = convertibleAll(points);
  const done = (amount: number) => t('points.converted', { amount: t('money.points', { value: formatMoney(amount) }) });

  const convertAll = async () => {
    const res = await action.submit({ all: true });
    if (res.ok) void message.success(done(res.data.amount));
    // "Convert all" has no field of its own: the catalogue's field and inline failures become the toast too.
    else failure.show(res.failure, { toast: (reason) => t('points.failed', { reason }) });
  };

  return (
    <div className="wallet-grid wallet-grid--two">
      <div>
        <AmountForm
          name="points"
          unit="points"
          label={t('points.amountLabel')}
          submitLabel={t('points.submit')}
          validate={(amount) => validatePointConversion(amount, points)}
          submit={(amount) => action.submit({ amount })}
          submitting={action.isSubmitting}
          successText={(data) => done(data.amount)}
          failedKey="points.failed"
          actions={(
            <Popconfirm
              title={t('points.allConfirm', { amount: t('money.points', { value: formatMoney(all) }) })}
              onConfirm={convertAll}
              okText={t('points.all')}
              cancelText={t('points.cancel')}
              disabled={all === 0}
            >
              <Button disabled={all === 0 || action.isSubmitting} style={{ flex: '1 1 160px' }} data-testid="points-all">{t('points.all')}</Button>
            </Popconfirm>
          )}
        />
      </div>
      <Card size="small" title={t('points.rulesTitle')} data-testid="points-rules">
        <p data-testid="points-convertible">{t('points.convertible', { amount: t('money.points', { value: formatMoney(all) }) })}</p>
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          <li>{t('points.ruleMinimum')}</li>
          <li>{t('points.ruleUnit')}</li>
          <li>{t('points.ruleRate')}</li>
          <li>{t('points.ruleHistory')}</li>
        </ul>
      </Card>
    </div>
  );
});
