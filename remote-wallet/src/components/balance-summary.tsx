// The member's balance and points, straight from the shared session store (updated by every wallet action's
// session.refresh() and by the host's 10 s init poll). Until the server has told them (`userKnown`: a page drawn in
// the HTML, or the first /main/init still on its way) they show the empty mark (EMPTY_VALUE), as the app bar does, never ₩0.
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE, formatMoney, useStores } from '@casino/shared';
import { NS } from '../i18n';

export const BalanceSummary = observer(function BalanceSummary() {
  const { t } = useTranslation(NS);
  const { session } = useStores();
  const known = session.userKnown;
  return (
    <div className="wallet-summary" data-testid="wallet-summary">
      <div className="wallet-summary__item">
        <div className="wallet-summary__label">{t('summary.balance')}</div>
        <div className="wallet-summary__value" data-testid="wallet-balance">{known ? t('money.won', { value: formatMoney(session.user.amount) }) : EMPTY_VALUE}</div>
      </div>
      <div className="wallet-summary__item">
        <div className="wallet-summary__label">{t('summary.points')}</div>
        <div className="wallet-summary__value" data-testid="wallet-points">{known ? t('money.points', { value: formatMoney(session.user.point) }) : EMPTY_VALUE}</div>
      </div>
    </div>
  );
});
