// The current member's profile strings, in the current language. Fresh numbers on opening: one init call
// on mount (the host keeps polling every 10 s after that).
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '@casino/shared';
import { profileValues, type ProfileValues } from './profile-values';

export function useProfile(): { values: ProfileValues; loaded: boolean } {
  const { session } = useStores();
  const { t } = useTranslation('account');
  useEffect(() => {
    if (session.isLoggedIn) void session.refresh();
  }, [session]);
  return {
    values: profileValues(session.user, session.info, (k, v) => t(k, v) as string),
    loaded: session.user.username !== '',
  };
}
