// House Baccarat page: chips on player / tie / banker, the dealer deals the settled hand card by card (third cards
// sideways, as at a real table), scores, the result and a bead road (game math: ../lib/house-games/baccarat.js).
import * as game from '../lib/house-games/baccarat.js';
import { startShell } from './house-shell.js';
import { money, t } from './house-i18n.js';

const $ = (id) => document.querySelector(`[data-testid="${id}"]`);
const SUIT = { S: '♠', H: '♥', D: '♦', C: '♣' };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

let chip = game.CHIPS[1];
let bets = { player: 0, banker: 0, tie: 0 };
let lastBets = null;
const road = [];

const stakeOf = (b) => game.SPOTS.reduce((s, spot) => s + b[spot], 0);

function cardElement(card, third) {
  const el = document.createElement('div');
  el.className = `card${third ? ' third' : ''}`;
  el.dataset.card = `${card.rank}${card.suit}`;
  const back = document.createElement('div');
  back.className = 'back';
  const face = document.createElement('div');
  face.className = `face${card.suit === 'H' || card.suit === 'D' ? ' red' : ''}`;
  const corner = document.createElement('span');
  corner.className = 'corner';
  corner.textContent = card.rank;
  const pip = document.createElement('span');
  pip.className = 'pip';
  pip.textContent = SUIT[card.suit];
  face.append(corner, pip);
  el.append(back, face);
  return el;
}

const shell = await startShell({
  rules(panel) {
    const p = (text, className) => Object.assign(document.createElement('p'), { textContent: text, className });
    const rtp = p(`${t('rtp')}: …`, 'rtp');
    panel.append(p(t('baccaratNote'), 'muted'), rtp);
    setTimeout(() => {
      const r = game.exactRtp();
      const pct = (f) => `${(Number((f.num * 1_000_000n) / f.den) / 10_000).toFixed(2)} %`;
      rtp.textContent = `${t('rtp')}: ${t('player')} ${pct(r.player)} · ${t('banker')} ${pct(r.banker)} · ${t('tie')} ${pct(r.tie)}`;
    }, 30);
  },
  onReady: () => undefined,
});

const playBtn = $('play');
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
  for (const b of chips.children) b.setAttribute('aria-pressed', String(Number(b.dataset.value) === chip));
  for (const spot of game.SPOTS) {
    const el = $(`spot-${spot}`);
    el.querySelector('.stake').textContent = bets[spot] ? money(bets[spot]) : '';
    el.disabled = shell.busy;
  }
  $('bet-amount').textContent = money(stakeOf(bets));
  const left = shell.pacingLeft();
  const interval = shell.state?.settings.min_round_interval_ms || 1;
  playBtn.style.setProperty('--p', String(left > 0 ? Math.round((1 - left / interval) * 100) : 0));
  playBtn.disabled = !shell.canStart() || stakeOf(bets) === 0;
  $('clear').disabled = shell.busy || stakeOf(bets) === 0;
  $('rebet').disabled = shell.busy || !lastBets;
}
shell.onChange(render);
setInterval(render, 150);

for (const spot of game.SPOTS) {
  $(`spot-${spot}`).addEventListener('click', () => {
    if (shell.busy) return;
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
    $(`hand-${side}`).querySelector('.cards').replaceChildren();
    $(`score-${side}`).textContent = '–';
  }
  for (const spot of game.SPOTS) $(`spot-${spot}`).classList.remove('won');
  $('result-banner').classList.remove('show');
}

async function deal() {
  if (stakeOf(bets) === 0) { shell.message(t('placeBets')); return; }
  const placed = { ...bets };
  const result = await shell.play({ bets: placed });
  if (!result) return;
  lastBets = placed;
  const o = result.round.outcome;
  resetTable();
  $('dealer').classList.add('dealing');
  // dealing order: player, banker, player, banker, then the third cards
  const order = [['player', 0], ['banker', 0], ['player', 1], ['banker', 1], ['player', 2], ['banker', 2]]
    .filter(([side, i]) => o.cards[side][i]);
  const shown = { player: [], banker: [] };
  for (const [side, i] of order) {
    const card = o.cards[side][i];
    const el = cardElement(card, i === 2);
    $(`hand-${side}`).querySelector('.cards').append(el);
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
  $('last-win').textContent = money(result.round.win);
  shell.sound(result.round.win > 0 ? 'win' : 'lose');
  if (result.round.win > 0) shell.message(t('youWin', { amount: money(result.round.win) }));
  shell.settled(result);
}

playBtn.addEventListener('click', () => { void deal(); });
render();
