// The slot pages (Fortune Reels, Lucky Nine): bet selection, spin, autoplay at the server's pace, reels landing on
// the settled stops, winning lines and cells, the win banner, the paytable with the exact RTP from the game's
// engine (the reels engine of server/src/domain/house-games, bundled into the page).
import { percent, type Fraction } from '../../domain/house-games/exact';
import type { LineWin } from '../../domain/house-games/reels';
import { byTestId, el } from './dom';
import { money, t } from './i18n';
import { createReels, type DrawnLine } from './reels-view';
import { startShell } from './shell';
import { installSymbolDefs, symbolSvg } from './symbols';

const AUTO_ROUNDS = 10;

/** The reels engine's parts a slot page uses. */
export interface SlotGame<O extends SlotOutcome> {
  STRIPS: string[][];
  ROWS: number;
  BET_LEVELS: readonly number[];
  LINES: number[][];
  LINE_PAYS: Partial<Record<string, Partial<Record<number, number>>>>;
  PAY_COUNTS: readonly number[];
  exactRtp(): { total: Fraction };
  /** Marker for the outcome type (never read). */
  play(...args: never[]): O;
}
export interface SlotOutcome { stops: number[]; grid: string[][]; lines: Array<LineWin<string>>; win: number }

/** The win display of an outcome: cells [row, reel] to light, lines to draw, one label per win. */
export interface WinDisplay { cells: Array<[number, number]>; lines: DrawnLine[]; labels: string[] }

export interface SlotPage<O extends SlotOutcome> {
  game: SlotGame<O>;
  defaultBet: number;
  /** The game's own wins beside its lines (scatters, the NINE bonus). */
  describeExtra(outcome: O, display: WinDisplay): void;
  /** The game's own rules under the paytable. */
  rulesNotes(): string[];
}

/** Line wins: the cells of each run, the line itself, and its label. */
function describeLines(game: SlotGame<SlotOutcome>, outcome: SlotOutcome): WinDisplay {
  const display: WinDisplay = { cells: [], lines: [], labels: [] };
  for (const win of outcome.lines) {
    const rows = game.LINES[win.line - 1]!;
    for (let reel = 0; reel < win.count; reel += 1) display.cells.push([rows[reel]!, reel]);
    display.lines.push({ rows, index: win.line - 1 });
    display.labels.push(game.PAY_COUNTS.length > 1
      ? `${t('payLine', { line: win.line })} · ×${win.count} · ${money(win.win)}`
      : `${t('payLine', { line: win.line })} · ${money(win.win)}`);
  }
  return display;
}

/** A paytable: one row per symbol, one column per paying run length. */
function paytable(game: SlotGame<SlotOutcome>): HTMLTableElement {
  const table = el('table', { className: 'paytable' });
  const head = table.insertRow();
  for (const h of ['', ...game.PAY_COUNTS.map((c) => `×${c}`)]) head.append(el('th', { text: h }));
  for (const [symbol, pays] of Object.entries(game.LINE_PAYS)) {
    const tr = table.insertRow();
    tr.insertCell().append(el('div', { className: 'sym', html: symbolSvg(symbol) })); // constant markup
    for (const count of game.PAY_COUNTS) tr.insertCell().textContent = String(pays?.[count] ?? '');
  }
  return table;
}

export async function startSlotPage<O extends SlotOutcome>({ game, defaultBet, describeExtra, rulesNotes }: SlotPage<O>): Promise<void> {
  installSymbolDefs();
  const reels = createReels(byTestId('reels'), { strips: game.STRIPS, rows: game.ROWS });
  const banner = byTestId('win-banner');
  const winLines = byTestId('win-lines');
  const playButton = byTestId<HTMLButtonElement>('play');
  const autoButton = byTestId<HTMLButtonElement>('auto');
  const betDown = byTestId<HTMLButtonElement>('bet-down');
  const betUp = byTestId<HTMLButtonElement>('bet-up');
  let betIndex = Math.max(0, game.BET_LEVELS.indexOf(defaultBet));

  const shell = await startShell({
    rules(panel) {
      panel.append(
        el('p', { className: 'muted', text: `${t('lines', { n: game.LINES.length })} · ${t('paytable')}` }),
        paytable(game),
        ...rulesNotes().map((text) => el('p', { className: 'muted', text })),
        el('p', { className: 'rtp', text: `${t('rtp')}: ${percent(game.exactRtp().total)}` }),
      );
    },
  });
  const { store } = shell;

  const render = () => {
    byTestId('bet-amount').textContent = money(game.BET_LEVELS[betIndex]);
    playButton.style.setProperty('--p', String(shell.pacingProgress()));
    playButton.disabled = !store.canStart() || store.autoLeft > 0;
    const locked = store.busy || store.autoLeft > 0;
    betDown.disabled = locked || betIndex === 0;
    betUp.disabled = locked || betIndex === game.BET_LEVELS.length - 1;
    autoButton.setAttribute('aria-pressed', String(store.autoLeft > 0));
    autoButton.textContent = store.autoLeft > 0 ? t('autoLeft', { n: store.autoLeft }) : t('auto');
    autoButton.disabled = !store.state || (store.blocked && store.autoLeft === 0);
  };
  store.onChange(render);
  window.setInterval(render, 150);

  const result = byTestId('reels-result');
  const showWin = (outcome: O, bet: number, win: number) => {
    const display = describeLines(game, outcome);
    describeExtra(outcome, display);
    // The reels are pictures: screen readers hear the landed symbols row by row, the wins and the total.
    result.textContent = [
      t('reelsResult', { rows: outcome.grid.map((row, i) => t('reelsRow', { n: i + 1, symbols: row.map((sym) => t(`sym_${sym}`)).join(', ') })).join('; ') }),
      ...display.labels,
      win > 0 ? t('youWin', { amount: money(win) }) : t('noWin'),
    ].join('. ');
    reels.highlight(display.cells, display.lines);
    winLines.replaceChildren(...display.labels.map((text) => el('li', { text })));
    byTestId('last-win').textContent = money(win);
    if (win > 0) {
      const big = win >= bet * 10;
      banner.textContent = big ? `${t('bigWin')} ${money(win)}` : t('youWin', { amount: money(win) });
      banner.classList.toggle('big', big);
      banner.classList.add('show');
      shell.sound('win');
      window.setTimeout(() => banner.classList.remove('show'), 1800);
    }
  };

  async function spinOnce(fast = false): Promise<boolean> {
    const result = await shell.play<O>({ bet: game.BET_LEVELS[betIndex] });
    if (!result) return false;
    banner.classList.remove('show');
    winLines.replaceChildren();
    shell.sound('spin');
    await reels.spin(result.round.outcome.stops, { fast, onReelStop: () => shell.sound('stop') });
    showWin(result.round.outcome, result.round.bet, result.round.win ?? 0);
    shell.settled(result);
    return true;
  }

  playButton.addEventListener('click', () => { void spinOnce(); });
  betDown.addEventListener('click', () => { betIndex = Math.max(0, betIndex - 1); shell.sound('click'); render(); });
  betUp.addEventListener('click', () => { betIndex = Math.min(game.BET_LEVELS.length - 1, betIndex + 1); shell.sound('click'); render(); });
  autoButton.addEventListener('click', () => {
    if (store.autoLeft > 0) { store.stopAuto(); return; }
    void shell.autoplay(AUTO_ROUNDS, () => spinOnce(true));
  });
  document.addEventListener('keydown', (e) => {
    if (e.code === 'Space' && e.target === document.body) { e.preventDefault(); if (!playButton.disabled) void spinOnce(); }
  });
}
