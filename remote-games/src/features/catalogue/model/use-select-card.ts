// What choosing a card does (spec §4): a provider opens its games (login required); a casino game or a game in
// service launches in the game frame; any other game is not playable yet.
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { launchesDirectly, type GridCardItem } from '@casino/shared';
import { useLaunch } from '../../launch/use-launch';

export function useSelectCard(openProvider?: (card: GridCardItem) => void) {
  const launch = useLaunch();
  const { message } = App.useApp();
  const { t } = useTranslation('games');
  return useCallback((card: GridCardItem) => {
    if (card.kind === 'provider') { openProvider?.(card); return; }
    if (launchesDirectly(card)) { void launch(card); return; }
    message.info(t('games.notInService'));
  }, [openProvider, launch, message, t]);
}
