// Fortune Reels page: 5 reels, 3 rows, 10 lines and scatters (game math: server/src/domain/house-games/reels5.ts).
import * as game from '../../domain/house-games/reels5';
import { money, t } from './i18n';
import { startSlotPage } from './slot-page';

void startSlotPage<game.Reels5Outcome>({
  game,
  defaultBet: 1000,
  describeExtra(outcome, display) {
    if (outcome.scatter.win <= 0) return;
    outcome.grid.forEach((row, r) => row.forEach((s, reel) => { if (s === 'S') display.cells.push([r, reel]); }));
    display.labels.push(`★ ×${outcome.scatter.count} · ${money(outcome.scatter.win)}`);
  },
  rulesNotes: () => [
    t('scatterPays', { a: game.SCATTER_PAYS[3], b: game.SCATTER_PAYS[4], c: game.SCATTER_PAYS[5] }),
    t('wildNote'),
  ],
});
