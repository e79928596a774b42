// Lucky Nine page: 3 × 3, 5 lines and the NINE bonus (game math: server/src/domain/house-games/nine.ts).
import * as game from '../../domain/house-games/nine';
import { money, t } from './i18n';
import { startSlotPage } from './slot-page';

void startSlotPage<game.NineOutcome>({
  game,
  defaultBet: 500,
  describeExtra(outcome, display) {
    if (outcome.nine.hit) display.labels.push(`NINE! · ${money(outcome.nine.win)}`);
  },
  rulesNotes: () => [t('nineNote', { bonus: game.NINE_BONUS })],
});
