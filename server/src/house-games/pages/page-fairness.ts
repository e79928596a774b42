// The fairness verifier (/house/fairness; the site's footer fairness page frames it with ?embed=1&lang=…): paste a
// revealed server seed, the client seed and the nonce, and see the round's outcome computed here, in the browser,
// with Web Crypto and the same modules the server settles rounds with (server/src/domain, bundled into this page).
// Seeds may be prefilled through the URL fragment (#game=…&server_seed=…&client_seed=…&nonce=…), which never
// reaches a server.
import { replay, SERVER_SEED_RE, sha256HexAsync } from '../../domain/fairness/provably-fair';
import type { BaccaratOutcome, Card } from '../../domain/house-games/baccarat';
import type { CrashOutcome } from '../../domain/house-games/crash';
import { ENGINES, type EngineId } from '../../domain/house-games/games';
import type { NineOutcome } from '../../domain/house-games/nine';
import type { Reels5Outcome } from '../../domain/house-games/reels5';
import { cardElement } from './cards';
import { parentOrigin } from './dom';
import { money, startLanguage, t } from './i18n';
import { installSymbolDefs, symbolSvg } from './symbols';

const query = new URLSearchParams(window.location.search);
startLanguage();
installSymbolDefs();
const embedded = query.get('embed') === '1';
if (embedded) document.body.classList.add('embed');
if (query.get('theme') === 'light') document.body.classList.add('light');

const form = document.getElementById('verify-form') as HTMLFormElement;
const out = document.querySelector<HTMLElement>('[data-testid="verify-output"]')!;
const input = (name: string) => form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
const value = (name: string) => input(name)?.value ?? '';

/** An element with a text and a class (the verifier shows only texts it computed or the member typed). */
function textEl(tag: string, text?: string, className?: string) {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

function postHeight() {
  if (!embedded || window.parent === window) return;
  const origin = parentOrigin();
  if (origin) window.parent.postMessage({ type: 'house-fairness-height', height: document.documentElement.scrollHeight }, origin);
}
if (window.ResizeObserver) new ResizeObserver(postHeight).observe(document.body);

function showFields() {
  const game = value('game');
  for (const label of form.querySelectorAll<HTMLElement>('[data-for]')) {
    const f = label.dataset.for;
    label.hidden = !(f === 'bet' ? game !== 'baccarat' : f === 'target' ? game === 'crash' : game === 'baccarat');
  }
}
input('game')?.addEventListener('change', showFields);

function params(game: string) {
  if (game === 'baccarat') return { bets: { player: Number(value('player')), banker: Number(value('banker')), tie: Number(value('tie')) } };
  if (game === 'crash') return { bet: Number(value('bet')), target: Number(value('target')) };
  return { bet: Number(value('bet')) };
}

function grid(rows: number, reels: number, cells: string[][]) {
  const box = textEl('div', undefined, 'mini-grid');
  box.style.gridTemplateColumns = `repeat(${reels}, auto)`;
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < reels; c += 1) {
      const cell = textEl('div', undefined, 'cell');
      cell.innerHTML = symbolSvg(cells[r]![c]!); // constant markup of a known symbol id
      cell.dataset.symbol = cells[r]![c]!;
      box.append(cell);
    }
  }
  return box;
}

function cardRow(label: string, cards: Card[]) {
  const row = textEl('div');
  row.append(textEl('strong', label));
  const list = textEl('div', undefined, 'mini-cards');
  for (const c of cards) list.append(cardElement(c, 'up'));
  row.append(list);
  return row;
}

async function compute(event?: Event) {
  event?.preventDefault();
  out.hidden = false;
  out.replaceChildren();
  const game = value('game');
  const serverSeed = value('server_seed').trim();
  const clientSeed = value('client_seed').trim();
  const nonce = Number(value('nonce'));
  if (!SERVER_SEED_RE.test(serverSeed)) { out.append(textEl('p', t('seedFormat'))); return; }
  if (!clientSeed || !Number.isSafeInteger(nonce) || nonce < 0) { out.append(textEl('p', t('invalidBet'))); return; }
  if (!Object.prototype.hasOwnProperty.call(ENGINES, game)) { out.append(textEl('p', t('invalidBet'))); return; }
  const engine = ENGINES[game as EngineId];
  const parsed = engine.parseParams(params(game));
  if (!parsed.ok) { out.append(textEl('p', `${t('invalidBet')} (${parsed.field})`)); return; }
  let outcome: Reels5Outcome | NineOutcome | BaccaratOutcome | CrashOutcome;
  let hash: string;
  try {
    hash = await sha256HexAsync(serverSeed);
    outcome = await replay(serverSeed, clientSeed, nonce, (stream) => (engine.play as (s: typeof stream, p: unknown) => typeof outcome)(stream, parsed.params));
  } catch {
    out.append(textEl('p', t('needsHttps')));
    return;
  }
  const hashBox = textEl('div', undefined, 'kv');
  const hashCode = textEl('code', hash);
  hashCode.setAttribute('data-testid', 'verify-hash');
  hashBox.append(textEl('span', t('serverSeedHash')), hashCode);
  out.append(textEl('h2', t('outcome')), hashBox, textEl('p', t('hashMatches'), 'muted'));
  if ('stops' in outcome) {
    const slot = ENGINES[game as 'reels5' | 'nine'];
    out.append(textEl('p', `${t('stops')}: ${outcome.stops.join(', ')}`), grid(slot.ROWS, slot.REELS, outcome.grid));
    for (const l of outcome.lines) out.append(textEl('p', `${t('payLine', { line: l.line })} · ${l.symbol} ×${l.count} · ${money(l.win)}`));
    if ('scatter' in outcome && outcome.scatter.win) out.append(textEl('p', `${t('scatterWin', { count: outcome.scatter.count })} · ${money(outcome.scatter.win)}`));
    if ('nine' in outcome && outcome.nine.hit) out.append(textEl('p', `${t('nineWin')} · ${money(outcome.nine.win)}`));
  } else if ('cards' in outcome) {
    out.append(cardRow(`${t('player')} ${outcome.totals.player}`, outcome.cards.player), cardRow(`${t('banker')} ${outcome.totals.banker}`, outcome.cards.banker));
    out.append(textEl('p', outcome.result === 'tie' ? t('tieResult') : t(outcome.result === 'player' ? 'playerWins' : 'bankerWins')));
  } else {
    out.append(textEl('p', `${t('crashPoint')}: ${(outcome.crash / 100).toFixed(2)}×`));
  }
  const win = textEl('p', `${t('win')}: ${money(outcome.win)}`, 'rtp');
  win.setAttribute('data-testid', 'verify-win');
  const raw = textEl('pre', JSON.stringify(outcome), 'muted');
  raw.setAttribute('data-testid', 'verify-json');
  raw.classList.add('raw');
  out.append(win, raw);
  postHeight();
}

form.addEventListener('submit', compute);
const prefill = new URLSearchParams(window.location.hash.slice(1));
for (const name of ['game', 'server_seed', 'client_seed', 'nonce', 'bet', 'target', 'player', 'banker', 'tie']) {
  const field = input(name);
  if (prefill.has(name) && field) field.value = prefill.get(name) ?? '';
}
showFields();
if (prefill.get('server_seed')) void compute();
postHeight();
