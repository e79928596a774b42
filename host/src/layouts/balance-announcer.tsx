// Tells screen readers when the balance changes (a win, a deposit approved, a bet): a polite live region with
// the new amount in the member's language. The first amount is not announced — it is on the screen already,
// nor is a change that arrives with its own live toast (a decided deposit, an adjustment): the toast, a live
// region too, tells it, and a screen reader would otherwise hear the same change twice.
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, useStores } from '@casino/shared';

export const BalanceAnnouncer = observer(function BalanceAnnouncer() {
  const { session } = useStores();
  const { t } = useTranslation('host');
  const amount = session.isLoggedIn ? session.user.amount : null;
  const notice = session.liveNotice;
  const previous = useRef(amount);
  const toldNotice = useRef(notice?.seq);
  const [text, setText] = useState('');
  useEffect(() => {
    const toastTellsIt = notice != null && notice.seq !== toldNotice.current && notice.tellsBalance;
    if (amount != null && previous.current != null && amount !== previous.current && !toastTellsIt) {
      setText(t('a11y.balanceChanged', { amount: formatMoney(amount) }));
    }
    previous.current = amount;
    toldNotice.current = notice?.seq;
  }, [amount, notice, t]);
  return <div role="status" aria-live="polite" aria-atomic="true" className="casino-sr-only" data-testid="balance-announcer">{text}</div>;
});
