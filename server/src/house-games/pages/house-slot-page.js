// The slot pages (Fortune Reels, Lucky Nine): bet selection, spin, autoplay at the server's pace, reels landing on
// the settled stops, winning lines and cells, the win banner, the paytable with the exact RTP from the game module.
import { startShell } from './house-shell.js';
import { createReels } from './house-reels.js';
import { installSymbolDefs, symbolSvg } from './house-symbols.js';
import { money, t } from './house-i18n.js';

const $ = (id) => document.querySelector(`[data-testid="${id}"]`);
const AUTO_ROUNDS = 10;

/** `describe(outcome)` → {cells:[[row,reel]], lines:[{rows,index}], labels:[text]} for the win display. */
export async function startSlotPage({ game, describe, rules, defaultBet }) {
  installSymbolDefs();
  const reels = createReels($('reels'), { strips: game.STRIPS, rows: game.ROWS });
  const banner = $('win-banner');
  const winLines = $('win-lines');
  const playBtn = $('play');
  const autoBtn = $('auto');
  let betIndex = Math.max(0, game.BET_LEVELS.indexOf(defaultBet));

  const shell = await startShell({
    rules: (panel) => rules(panel, { money, t, symbolSvg }),
    onReady: () => undefined,
  });

  const render = () => {
    $('bet-amount').textContent = money(game.BET_LEVELS[betIndex]);
    const left = shell.pacingLeft();
    const interval = shell.state?.settings.min_round_interval_ms || 1;
    playBtn.style.setProperty('--p', String(left > 0 ? Math.round((1 - left / interval) * 100) : 0));
    playBtn.disabled = !shell.canStart() || shell.autoLeft > 0;
    const locked = shell.busy || shell.autoLeft > 0;
    $('bet-down').disabled = locked || betIndex === 0;
    $('bet-up').disabled = locked || betIndex === game.BET_LEVELS.length - 1;
    autoBtn.setAttribute('aria-pressed', String(shell.autoLeft > 0));
    autoBtn.textContent = shell.autoLeft > 0 ? t('autoLeft', { n: shell.autoLeft }) : t('auto');
    autoBtn.disabled = !shell.state || (shell.blocked && shell.autoLeft === 0);
  };
  shell.onChange(render);
  setInterval(render, 150);

  const showWin = (round) => {
    const { cells, lines, labels } = describe(round.outcome);
    reels.highlight(cells, lines);
    winLines.replaceChildren(...labels.map((text) => Object.assign(document.createElement('li'), { textContent: text })));
    $('last-win').textContent = money(round.win);
    if (round.win > 0) {
      banner.textContent = round.win >= round.bet * 10 ? `${t('bigWin')} ${money(round.win)}` : t('youWin', { amount: money(round.win) });
      banner.classList.toggle('big', round.win >= round.bet * 10);
      banner.classList.add('show');
      shell.sound('win');
      setTimeout(() => banner.classList.remove('show'), 1800);
    }
  };

  async function spinOnce(fast = false) {
    const result = await shell.play({ bet: game.BET_LEVELS[betIndex] });
    if (!result) return false;
    banner.classList.remove('show');
    winLines.replaceChildren();
    shell.sound('spin');
    await reels.spin(result.round.outcome.stops, { fast, onReelStop: () => shell.sound('stop') });
    showWin(result.round);
    shell.settled(result);
    return true;
  }

  playBtn.addEventListener('click', () => { void spinOnce(); });
  $('bet-down').addEventListener('click', () => { betIndex = Math.max(0, betIndex - 1); shell.sound('click'); render(); });
  $('bet-up').addEventListener('click', () => { betIndex = Math.min(game.BET_LEVELS.length - 1, betIndex + 1); shell.sound('click'); render(); });
  autoBtn.addEventListener('click', () => {
    if (shell.autoLeft > 0) { shell.stopAuto(); return; }
    void shell.autoplay(AUTO_ROUNDS, () => spinOnce(true));
  });
  document.addEventListener('keydown', (e) => {
    if (e.code === 'Space' && e.target === document.body) { e.preventDefault(); if (!playBtn.disabled) void spinOnce(); }
  });
}

/** Exact RTP fraction as "96.12 %". */
export const percent = (f) => `${(Number((f.num * 1_000_000n) / f.den) / 10_000).toFixed(2)} %`;

/** A paytable: one row per symbol, columns per count. */
export function paytable(rows, counts, symbolSvg) {
  const table = document.createElement('table');
  table.className = 'paytable';
  const head = table.insertRow();
  for (const h of ['', ...counts.map((c) => `×${c}`)]) head.append(Object.assign(document.createElement('th'), { textContent: h }));
  for (const [symbol, pays] of rows) {
    const tr = table.insertRow();
    const sym = tr.insertCell();
    sym.innerHTML = `<div class="sym">${symbolSvg(symbol)}</div>`; // constant markup
    for (const p of pays) tr.insertCell().textContent = String(p);
  }
  return table;
}
