// Quick-add buttons of spec §5 (+10,000 … +1,000,000) and a clear button.
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney, QUICK_AMOUNTS } from '@casino/shared';
import { NS } from '../i18n';

export function QuickAmounts({ onAdd, onClear, disabled }: { onAdd: (value: number) => void; onClear: () => void; disabled?: boolean }) {
  const { t } = useTranslation(NS);
  return (
    <div className="wallet-quick" role="group" aria-label={t('amount.quickLabel')}>
      {QUICK_AMOUNTS.map((value) => (
        <Button key={value} onClick={() => onAdd(value)} disabled={disabled} data-testid={`quick-${value}`}>
          +{formatMoney(value)}
        </Button>
      ))}
      <Button onClick={onClear} disabled={disabled} danger data-testid="quick-clear">{t('amount.clear')}</Button>
    </div>
  );
}
