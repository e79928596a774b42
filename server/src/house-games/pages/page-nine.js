// Lucky Nine page: 3 × 3, 5 lines and the NINE bonus (game math: ../lib/house-games/nine.js).
import * as game from '../lib/house-games/nine.js';
import { paytable, percent, startSlotPage } from './house-slot-page.js';
import { money, t } from './house-i18n.js';

const p = (tag, text, className) => Object.assign(document.createElement(tag), { textContent: text, className: className || '' });

startSlotPage({
  game,
  defaultBet: 500,
  describe(outcome) {
    const cells = [];
    const lines = [];
    const labels = [];
    for (const win of outcome.lines) {
      const rows = game.LINES[win.line - 1];
      rows.forEach((row, reel) => cells.push([row, reel]));
      lines.push({ rows, index: win.line - 1 });
      labels.push(`${t('payLine', { line: win.line })} · ${money(win.win)}`);
    }
    if (outcome.nine.hit) labels.push(`NINE! · ${money(outcome.nine.win)}`);
    return { cells, lines, labels };
  },
  rules(panel, { symbolSvg }) {
    const rows = Object.entries(game.LINE_PAYS).map(([s, pay]) => [s, [pay]]);
    panel.append(
      p('p', `${t('lines', { n: game.LINES.length })} · ${t('paytable')}`, 'muted'),
      paytable(rows, [3], symbolSvg),
      p('p', t('nineNote', { bonus: game.NINE_BONUS }), 'muted'),
      p('p', `${t('rtp')}: ${percent(game.exactRtp().total)}`, 'rtp'),
    );
  },
});
