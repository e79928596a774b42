// The launch flow of spec §5 and §8: a login token is required; the server's URL opens in the game frame.
// RESULT not true → "game.launch.fetchError: <the catalogue's translated message>"; no URL →
// "game.launch.fetchError"; a transport failure → "game.launch.serverError". http:// becomes https:// on an
// https site. Where a failure is shown (toast, or /login for an expired session) is the failure catalogue's call.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { attempt, useFailure, useStores, useToaster, type GridCardItem } from '@casino/shared';
import { launchGame } from './api/launch-game';
import { upgradeLaunchUrl } from './model/launch-url';

export function useLaunch() {
  const { session, ui } = useStores();
  const message = useToaster();
  const { t } = useTranslation('games');
  const failure = useFailure();

  return useCallback(async (item: Pick<GridCardItem, 'refId' | 'name' | 'category'>): Promise<boolean> => {
    if (!session.credential) {
      message.warning(t('LOGIN_REQUIRED'));
      return false;
    }
    const res = await attempt(() => launchGame(item.refId, item.category));
    if (!res.ok) {
      failure.show(res.failure, { toast: (reason, f) => (f.client ? t('game.launch.serverError') : `${t('game.launch.fetchError')}: ${reason}`) });
      return false;
    }
    const url = res.data?.url;
    if (!url) {
      message.error(t('game.launch.fetchError'));
      return false;
    }
    ui.openGame({ id: item.refId, title: item.name, url: upgradeLaunchUrl(url, window.location.protocol) });
    ui.setDrawerOpen(false);
    return true;
  }, [session, ui, message, t, failure]);
}
