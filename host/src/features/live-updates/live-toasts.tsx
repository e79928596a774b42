// Live updates for the member (issue 16): each notice the session store takes from the member's stream
// (deposit or withdrawal decided, memo received, inquiry answered, balance changed) is shown once as a
// translated toast. The new balance itself is already in the store, so the app bar shows it at once.
import { App } from 'antd';
import { reaction } from 'mobx';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '@casino/shared';

export function LiveToasts() {
  const { session } = useStores();
  const { message } = App.useApp();
  const { t } = useTranslation('host');
  useEffect(() => reaction(
    () => session.liveNotice,
    (notice) => {
      if (notice) void message.info({ content: t(`live.${notice.key}`, notice.values), className: 'live-toast' });
    },
  ), [session, message, t]);
  return null;
}
