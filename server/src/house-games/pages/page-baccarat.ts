// House Baccarat page: chips on player / tie / banker, the dealer deals the settled hand card by card (third cards
// sideways, as at a real table), scores, the result and a bead road (game math:
// server/src/domain/house-games/baccarat.ts).
import * as game from '../../domain/house-games/baccarat';
import type { BaccaratOutcome, Spot } from '../../domain/house-games/baccarat';
import { percent } from '../../domain/house-games/exact';
import { cardElement } from './cards';
import { byTestId as $, sleep } from './dom';
import { money, t } from './i18n';
import { startShell } from './shell';

let chip = game.CHIPS[1]!;
let bets: Record<Spot, number> = { player: 0, banker: 0, tie: 0 };
let lastBets: Record<Spot, number> | null = null;
const road: string[] = [];

const stakeOf = (b: Record<Spot, number>) => game.SPOTS.reduce((s, spot) => s + b[spot], 0);

const shell = await startShell({
  rules(panel) {
    const p = (text: string, className: string) => Object.assign(document.createElement('p'), { textContent: text, className });
    const rtp = p(`${t('rtp')}: …`, 'rtp');
    panel.append(p(t('baccaratNote'), 'muted'), rtp);
    window.setTimeout(() => {
      const r = game.exactRtp();
      rtp.textContent = `${t('rtp')}: ${t('player')} ${percent(r.player)} · ${t('banker')} ${percent(r.banker)} · ${t('tie')} ${percent(r.tie)}`;
    }, 30);
  },
});
const { store } = shell;

const playBtn = $<HTMLButtonElement>('play');
const chips = $('chips');
for (const value of game.CHIPS) {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = 'chip';
  b.dataset.value = String(value);
  b.setAttribute('data-testid', `chip-${value}`);
  const ko = document.documentElement.lang === 'ko';
  b.textContent = value >= 10000 ? (ko ? `${value / 10000}만` : `${value / 1000}K`) : (ko ? `${value / 1000}천` : `${value / 1000}K`);
  b.setAttribute('aria-label', `${t('chip')} ${money(value)}`);
  b.addEventListener('click', () => { chip = value; shell.sound('click'); render(); });
  chips.append(b);
}

function render() {
  for (const b of chips.children) b.setAttribute('aria-pressed', String(Number((b as HTMLElement).dataset.value) === chip));
  for (const spot of game.SPOTS) {
    const el = $<HTMLButtonElement>(`spot-${spot}`);
    el.querySelector('.stake')!.textContent = bets[spot] ? money(bets[spot]) : '';
    el.disabled = store.busy;
  }
  $('bet-amount').textContent = money(stakeOf(bets));
  playBtn.style.setProperty('--p', String(shell.pacingProgress()));
  playBtn.disabled = !store.canStart() || stakeOf(bets) === 0;
  $<HTMLButtonElement>('clear').disabled = store.busy || stakeOf(bets) === 0;
  $<HTMLButtonElement>('rebet').disabled = store.busy || !lastBets;
}
store.onChange(render);
window.setInterval(render, 150);

for (const spot of game.SPOTS) {
  $(`spot-${spot}`).addEventListener('click', () => {
    if (store.busy) return;
    if (stakeOf(bets) + chip > game.MAX_TOTAL) { shell.message(t('invalidBet'), 'error'); return; }
    bets = { ...bets, [spot]: bets[spot] + chip };
    shell.sound('click');
    render();
  });
}
$('clear').addEventListener('click', () => { bets = { player: 0, banker: 0, tie: 0 }; render(); });
$('rebet').addEventListener('click', () => { if (lastBets) { bets = { ...lastBets }; render(); } });

function resetTable() {
  for (const side of ['player', 'banker']) {
    $(`hand-${side}`).classList.remove('won');
    $(`hand-${side}`).querySelector('.cards')!.replaceChildren();
    $(`score-${side}`).textContent = '–';
  }
  for (const spot of game.SPOTS) $(`spot-${spot}`).classList.remove('won');
  $('result-banner').classList.remove('show');
}

async function deal() {
  if (stakeOf(bets) === 0) { shell.message(t('placeBets')); return; }
  const placed = { ...bets };
  const result = await shell.play<BaccaratOutcome>({ bets: placed });
  if (!result) return;
  lastBets = placed;
  const o = result.round.outcome;
  resetTable();
  $('dealer').classList.add('dealing');
  // dealing order: player, banker, player, banker, then the third cards
  const deal: Array<['player' | 'banker', number]> = [['player', 0], ['banker', 0], ['player', 1], ['banker', 1], ['player', 2], ['banker', 2]];
  const order = deal.filter(([side, i]) => o.cards[side][i]);
  const shown: Record<'player' | 'banker', number[]> = { player: [], banker: [] };
  for (const [side, i] of order) {
    const card = o.cards[side][i]!;
    const el = cardElement(card, i === 2 ? 'third' : '');
    $(`hand-${side}`).querySelector('.cards')!.append(el);
    shell.sound('card');
    await sleep(280);
    el.classList.add('up');
    shown[side].push(card.value);
    $(`score-${side}`).textContent = String(shown[side].reduce((a, b) => a + b, 0) % 10);
    await sleep(i === 2 ? 650 : 420);
  }
  $('dealer').classList.remove('dealing');
  const banner = $('result-banner');
  banner.textContent = `${o.result === 'tie' ? t('tieResult') : t(o.result === 'player' ? 'playerWins' : 'bankerWins')} ${o.totals.player} : ${o.totals.banker}${o.natural ? ` · ${t('natural')}` : ''}`;
  banner.classList.add('show');
  if (o.result !== 'tie') $(`hand-${o.result}`).classList.add('won');
  $(`spot-${o.result}`).classList.add('won');
  road.push(o.result === 'player' ? 'P' : o.result === 'banker' ? 'B' : 'T');
  $('road').replaceChildren(...road.slice(-14).map((r) => Object.assign(document.createElement('span'), { className: r, textContent: r })));
  const win = result.round.win ?? 0;
  $('last-win').textContent = money(win);
  shell.sound(win > 0 ? 'win' : 'lose');
  if (win > 0) shell.message(t('youWin', { amount: money(win) }));
  shell.settled(result);
}

playBtn.addEventListener('click', () => { void deal(); });
render();
