// What choosing a card does (spec §4): a provider opens its games (login required); a casino game or a game in
// service launches in the game frame; any other game is not playable yet. Launching belongs to the launch
// feature: the page or widget that shows the catalogue passes it in (features never import each other).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { launchesDirectly, useToaster, type GridCardItem } from '@casino/shared';

/** Opens a game in the frame; false when it could not (the member has been told why). */
export type LaunchGame = (item: Pick<GridCardItem, 'refId' | 'name' | 'category'>) => Promise<boolean>;

export function useSelectCard(launch: LaunchGame, openProvider?: (card: GridCardItem) => void) {
  const message = useToaster();
  const { t } = useTranslation('games');
  return useCallback((card: GridCardItem) => {
    if (card.kind === 'provider') { openProvider?.(card); return; }
    if (launchesDirectly(card)) { void launch(card); return; }
    message.info(t('games.notInService'));
  }, [openProvider, launch, message, t]);
}
