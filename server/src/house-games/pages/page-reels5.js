// Fortune Reels page: 5 reels, 3 rows, 10 lines (game math: ../lib/house-games/reels5.js).
import * as game from '../lib/house-games/reels5.js';
import { paytable, percent, startSlotPage } from './house-slot-page.js';
import { money, t } from './house-i18n.js';

const p = (tag, text, className) => Object.assign(document.createElement(tag), { textContent: text, className: className || '' });

startSlotPage({
  game,
  defaultBet: 1000,
  describe(outcome) {
    const cells = [];
    const lines = [];
    const labels = [];
    for (const win of outcome.lines) {
      const rows = game.LINES[win.line - 1];
      for (let reel = 0; reel < win.count; reel += 1) cells.push([rows[reel], reel]);
      lines.push({ rows, index: win.line - 1 });
      labels.push(`${t('payLine', { line: win.line })} · ×${win.count} · ${money(win.win)}`);
    }
    if (outcome.scatter.win > 0) {
      outcome.grid.forEach((row, r) => row.forEach((s, reel) => { if (s === 'S') cells.push([r, reel]); }));
      labels.push(`★ ×${outcome.scatter.count} · ${money(outcome.scatter.win)}`);
    }
    return { cells, lines, labels };
  },
  rules(panel, { symbolSvg }) {
    const rows = Object.entries(game.LINE_PAYS).map(([s, pays]) => [s, [pays[3], pays[4], pays[5]]]);
    panel.append(
      p('p', `${t('lines', { n: game.LINES.length })} · ${t('paytable')}`, 'muted'),
      paytable(rows, [3, 4, 5], symbolSvg),
      p('p', t('scatterPays', { a: game.SCATTER_PAYS[3], b: game.SCATTER_PAYS[4], c: game.SCATTER_PAYS[5] }), 'muted'),
      p('p', t('wildNote'), 'muted'),
      p('p', `${t('rtp')}: ${percent(game.exactRtp().total)}`, 'rtp'),
    );
  },
});
