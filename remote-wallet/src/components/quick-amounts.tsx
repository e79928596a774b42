// Quick-add buttons of spec §5 (+10,000 … +1,000,000) and a clear button (native controls: no antd on the deposit page).
import { useTranslation } from 'react-i18next';
import { formatMoney, NativeButton, QUICK_AMOUNTS } from '@casino/shared';
import { NS } from '../i18n';

export function QuickAmounts({ onAdd, onClear, disabled }: { onAdd: (value: number) => void; onClear: () => void; disabled?: boolean }) {
  const { t } = useTranslation(NS);
  return (
    <div className="wallet-quick" role="group" aria-label={t('amount.quickLabel')}>
      {QUICK_AMOUNTS.map((value) => (
        <NativeButton key={value} onClick={() => onAdd(value)} disabled={disabled} data-testid={`quick-${value}`}>
          +{formatMoney(value)}
        </NativeButton>
      ))}
      <NativeButton onClick={onClear} disabled={disabled} data-testid="quick-clear">{t('amount.clear')}</NativeButton>
    </div>
  );
}
