// The member's balance and points, straight from the shared session store (updated by every wallet action's
// session.refresh() and by the host's 10 s init poll).
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '@casino/shared';
import { NS } from '../i18n';
import { groupDigits } from '../lib/format';

export const BalanceSummary = observer(function BalanceSummary() {
  const { t } = useTranslation(NS);
  const { session } = useStores();
  return (
    <div className="wallet-summary" data-testid="wallet-summary">
      <div className="wallet-summary__item">
        <div className="wallet-summary__label">{t('summary.balance')}</div>
        <div className="wallet-summary__value" data-testid="wallet-balance">{t('money.won', { value: groupDigits(session.user.amount) })}</div>
      </div>
      <div className="wallet-summary__item">
        <div className="wallet-summary__label">{t('summary.points')}</div>
        <div className="wallet-summary__value" data-testid="wallet-points">{t('money.points', { value: groupDigits(session.user.point) })}</div>
      </div>
    </div>
  );
});
