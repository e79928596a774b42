// The fairness verifier (/house/fairness; the site's footer fairness page frames it with ?embed=1&lang=…): paste a
// revealed server seed, the client seed and the nonce, and see the round's outcome computed here, in the browser,
// with Web Crypto and the same modules the server settles rounds with. Seeds may be prefilled through the URL
// fragment (#game=…&server_seed=…&client_seed=…&nonce=…), which never reaches a server.
import { replay, SERVER_SEED_RE, sha256Hex } from '../lib/fairness/provably-fair.js';
import { engine as engineOf } from '../lib/house-games/games.js';
import { money, setLanguage, t, translatePage } from './house-i18n.js';
import { installSymbolDefs, symbolSvg } from './house-symbols.js';

const query = new URLSearchParams(window.location.search);
setLanguage(query.get('lang') || navigator.language || 'ko');
translatePage();
installSymbolDefs();
const embedded = query.get('embed') === '1';
if (embedded) document.body.classList.add('embed');
if (query.get('theme') === 'light') document.body.classList.add('light');

const form = document.getElementById('verify-form');
const out = document.querySelector('[data-testid="verify-output"]');
const SUIT = { S: '♠', H: '♥', D: '♦', C: '♣' };

function el(tag, text, className) {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

function postHeight() {
  if (!embedded || window.parent === window) return;
  let allowed = [];
  try { allowed = JSON.parse(document.querySelector('meta[name="house-parent-origins"]').content); } catch { /* none */ }
  const candidates = [...(window.location.ancestorOrigins || [])].slice(0, 1);
  try { if (document.referrer) candidates.push(new URL(document.referrer).origin); } catch { /* none */ }
  const origin = candidates.find((o) => allowed.includes(o));
  if (origin) window.parent.postMessage({ type: 'house-fairness-height', height: document.documentElement.scrollHeight }, origin);
}
if (window.ResizeObserver) new ResizeObserver(postHeight).observe(document.body);

function showFields() {
  const game = form.game.value;
  for (const label of form.querySelectorAll('[data-for]')) {
    const f = label.dataset.for;
    label.hidden = !(f === 'bet' ? game !== 'baccarat' : f === 'target' ? game === 'crash' : game === 'baccarat');
  }
}
form.game.addEventListener('change', showFields);

function params(game) {
  if (game === 'baccarat') return { bets: { player: Number(form.player.value), banker: Number(form.banker.value), tie: Number(form.tie.value) } };
  if (game === 'crash') return { bet: Number(form.bet.value), target: Number(form.target.value) };
  return { bet: Number(form.bet.value) };
}

function grid(rows, reels, cells) {
  const box = el('div', undefined, 'mini-grid');
  box.style.gridTemplateColumns = `repeat(${reels}, auto)`;
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < reels; c += 1) {
      const cell = el('div', undefined, 'cell');
      cell.innerHTML = symbolSvg(cells[r][c]); // constant markup of a known symbol id
      cell.dataset.symbol = cells[r][c];
      box.append(cell);
    }
  }
  return box;
}

function cardRow(label, cards) {
  const row = el('div');
  row.append(el('strong', label));
  const list = el('div', undefined, 'mini-cards');
  for (const c of cards) {
    const card = el('div', undefined, 'card up');
    const face = el('div', undefined, `face${c.suit === 'H' || c.suit === 'D' ? ' red' : ''}`);
    face.append(el('span', c.rank, 'corner'), el('span', SUIT[c.suit], 'pip'));
    card.append(el('div', undefined, 'back'), face);
    list.append(card);
  }
  row.append(list);
  return row;
}

async function compute(event) {
  event?.preventDefault();
  out.hidden = false;
  out.replaceChildren();
  const game = form.game.value;
  const serverSeed = form.server_seed.value.trim();
  const clientSeed = form.client_seed.value.trim();
  const nonce = Number(form.nonce.value);
  if (!SERVER_SEED_RE.test(serverSeed)) { out.append(el('p', t('seedFormat'))); return; }
  if (!clientSeed || !Number.isSafeInteger(nonce) || nonce < 0) { out.append(el('p', t('invalidBet'))); return; }
  const engine = engineOf(game);
  if (!engine) { out.append(el('p', t('invalidBet'))); return; }
  const parsed = engine.parseParams(params(game));
  if (!parsed.ok) { out.append(el('p', `${t('invalidBet')} (${parsed.field})`)); return; }
  let outcome;
  let hash;
  try {
    hash = await sha256Hex(serverSeed);
    outcome = await replay(serverSeed, clientSeed, nonce, (stream) => engine.play(stream, parsed.params));
  } catch {
    out.append(el('p', t('needsHttps')));
    return;
  }
  const hashBox = el('div', undefined, 'kv');
  const hashCode = el('code', hash);
  hashCode.setAttribute('data-testid', 'verify-hash');
  hashBox.append(el('span', t('serverSeedHash')), hashCode);
  out.append(el('h2', t('outcome')), hashBox, el('p', t('hashMatches'), 'muted'));
  if (game === 'reels5' || game === 'nine') {
    out.append(el('p', `${t('stops')}: ${outcome.stops.join(', ')}`), grid(engine.ROWS, engine.REELS, outcome.grid));
    for (const l of outcome.lines) out.append(el('p', `${t('payLine', { line: l.line })} · ${l.symbol} ×${l.count} · ${money(l.win)}`));
    if (outcome.scatter?.win) out.append(el('p', `${t('scatterWin', { count: outcome.scatter.count })} · ${money(outcome.scatter.win)}`));
    if (outcome.nine?.hit) out.append(el('p', `${t('nineWin')} · ${money(outcome.nine.win)}`));
  } else if (game === 'baccarat') {
    out.append(cardRow(`${t('player')} ${outcome.totals.player}`, outcome.cards.player), cardRow(`${t('banker')} ${outcome.totals.banker}`, outcome.cards.banker));
    out.append(el('p', outcome.result === 'tie' ? t('tieResult') : t(outcome.result === 'player' ? 'playerWins' : 'bankerWins')));
  } else {
    out.append(el('p', `${t('crashPoint')}: ${(outcome.crash / 100).toFixed(2)}×`));
  }
  const win = el('p', `${t('win')}: ${money(outcome.win)}`, 'rtp');
  win.setAttribute('data-testid', 'verify-win');
  const raw = el('pre', JSON.stringify(outcome), 'muted');
  raw.setAttribute('data-testid', 'verify-json');
  raw.classList.add('raw');
  out.append(win, raw);
  postHeight();
}

form.addEventListener('submit', compute);
const prefill = new URLSearchParams(window.location.hash.slice(1));
for (const name of ['game', 'server_seed', 'client_seed', 'nonce', 'bet', 'target', 'player', 'banker', 'tie']) {
  if (prefill.has(name) && form[name]) form[name].value = prefill.get(name);
}
showFields();
if (prefill.get('server_seed')) void compute();
postHeight();
