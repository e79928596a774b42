// Live updates for the member (issue 16): each notice the session store takes from the member's stream
// (deposit or withdrawal decided, memo received, inquiry answered, balance changed) is shown once as a
// translated toast. The new balance itself is already in the store, so the app bar shows it at once.
// The page's toasts (useToaster): the host's own in the shell, so a member's page loads no antd for them.
import { reaction } from 'mobx';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores, useToaster } from '@casino/shared';

export function LiveToasts() {
  const { session } = useStores();
  const toaster = useToaster();
  const { t } = useTranslation('host');
  useEffect(() => reaction(
    () => session.liveNotice,
    (notice) => {
      if (notice) toaster.info(t(`live.${notice.key}`, notice.values), { className: 'live-toast' });
    },
  ), [session, toaster, t]);
  return null;
}
