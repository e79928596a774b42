// The launch flow of spec §5 and §8: a login token is required; the server's URL opens in the game frame.
// RESULT not true → "game.launch.fetchError: <translated message or unknownError>"; no URL →
// "game.launch.fetchError"; an exception → "game.launch.serverError". http:// becomes https:// on an https site.
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores, type GridCardItem } from '@casino/shared';
import { launchGame } from './api/launch-game';
import { upgradeLaunchUrl } from './model/launch-url';
import { useServerMessage } from '../../lib/use-server-message';

export function useLaunch() {
  const { session, ui } = useStores();
  const { message } = App.useApp();
  const { t } = useTranslation('games');
  const serverMessage = useServerMessage();

  return useCallback(async (item: Pick<GridCardItem, 'refId' | 'name' | 'category'>): Promise<boolean> => {
    if (!session.credential) {
      message.warning(t('LOGIN_REQUIRED'));
      return false;
    }
    try {
      const res = await launchGame(item.refId, item.category);
      if (!res.ok) {
        message.error(`${t('game.launch.fetchError')}: ${serverMessage(res.msg)}`);
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
    } catch {
      message.error(t('game.launch.serverError'));
      return false;
    }
  }, [session, ui, message, t, serverMessage]);
}
