// The house pages' bodies, each through the one template (page-template.ts): the two slots share their page
// (reels, win lines, bet and autoplay controls), baccarat and crash have their tables, the verifier its form.
// Built into HTML files by ../build.ts; the game pages' scripts fill in texts (data-i18n) and the shell's bar.
import { BET_BOX, gamePage, pageHtml } from './page-template';

const SLOT_CONTROLS = `
${BET_BOX}
  <button type="button" class="play-btn" data-testid="play" data-i18n="spin" disabled></button>
  <div class="side">
    <button type="button" class="btn" data-testid="auto" aria-pressed="false" data-i18n="auto"></button>
    <div class="last-win"><span data-i18n="lastWin"></span><strong data-testid="last-win">—</strong></div>
  </div>`;

/** A slot's stage: the framed reels with the game's marquee, the win banner, the list of wins. */
const slotStage = (marquee: string, frameClass = '') => `
  <div class="slot-frame${frameClass ? ` ${frameClass}` : ''}">
    <div class="marquee">${marquee}</div>
    <div id="reels" data-testid="reels" aria-hidden="true"></div>
    <div class="win-banner" data-testid="win-banner" aria-hidden="true"></div>
  </div>
  <p class="sr-only" role="status" aria-live="polite" aria-atomic="true" data-testid="reels-result"></p>
  <ul class="win-lines" data-testid="win-lines"></ul>`;

/** File name → HTML: the game pages by engine, the verifier, the page for an unknown game code. */
export function housePages(): Record<string, string> {
  return {
    'reels5.html': gamePage({ title: 'Fortune Reels', engine: 'reels5', stage: slotStage('FORTUNE REELS'), controls: SLOT_CONTROLS }),
    'nine.html': gamePage({ title: 'Lucky Nine', engine: 'nine', stage: slotStage('LUCKY NINE', 'nine'), controls: SLOT_CONTROLS }),
    'baccarat.html': gamePage({ title: 'House Baccarat', engine: 'baccarat', stage: BACCARAT_STAGE, controls: BACCARAT_CONTROLS, controlsClass: 'baccarat-controls' }),
    'crash.html': gamePage({ title: 'Rocket Crash', engine: 'crash', stage: CRASH_STAGE, controls: CRASH_CONTROLS, controlsClass: 'crash-controls' }),
    'fairness.html': pageHtml({ title: 'Fairness verifier', bodyClass: 'verifier', assets: 'assets/', script: 'page-fairness.js', body: VERIFIER }),
    'unknown.html': pageHtml({ title: 'House', lang: 'en', assets: '../assets/', parentOrigins: false, body: UNKNOWN }),
  };
}

const BACCARAT_STAGE = `
  <div class="table">
    <div class="dealer" data-testid="dealer">
      <svg class="dealer-figure" viewBox="0 0 80 92" aria-hidden="true">
        <path d="M8 92c2-22 14-32 32-32s30 10 32 32z" fill="#212121"/>
        <path d="M30 60l10 14 10-14z" fill="#fafafa"/>
        <path d="M34 64l6 4 6-4-6 6z" fill="#c62828"/>
        <rect x="34" y="48" width="12" height="12" rx="4" fill="#e0b48a"/>
        <circle cx="40" cy="34" r="17" fill="#f1c6a0"/>
        <path d="M22 32c0-14 8-20 18-20s19 6 19 20c-4-7-10-10-19-10s-15 3-18 10z" fill="#3e2723"/>
        <g class="eyes"><circle cx="34" cy="35" r="2" fill="#3e2723"/><circle cx="46" cy="35" r="2" fill="#3e2723"/></g>
        <path d="M35 43c3 2 7 2 10 0" stroke="#a1665e" stroke-width="1.6" fill="none" stroke-linecap="round"/>
        <g class="arm"><path d="M60 62c8 4 14 10 16 18l-6 3c-3-6-7-10-14-13z" fill="#212121"/><circle cx="73" cy="82" r="4" fill="#f1c6a0"/></g>
      </svg>
      <div class="shoe" aria-hidden="true"></div>
    </div>
    <div class="hands">
      <section class="hand player" data-testid="hand-player"><h2><span data-i18n="player"></span><span class="score" data-testid="score-player">–</span></h2><div class="cards"></div></section>
      <section class="hand banker" data-testid="hand-banker"><h2><span data-i18n="banker"></span><span class="score" data-testid="score-banker">–</span></h2><div class="cards"></div></section>
    </div>
    <div class="result-banner" data-testid="result-banner" aria-live="polite"></div>
    <div class="spots">
      <button type="button" class="spot player" data-spot="player" data-testid="spot-player"><span class="name" data-i18n="player"></span><span class="odds">1 : 1</span><span class="stake"></span></button>
      <button type="button" class="spot tie" data-spot="tie" data-testid="spot-tie"><span class="name" data-i18n="tie"></span><span class="odds">8 : 1</span><span class="stake"></span></button>
      <button type="button" class="spot banker" data-spot="banker" data-testid="spot-banker"><span class="name" data-i18n="banker"></span><span class="odds">0.95 : 1</span><span class="stake"></span></button>
    </div>
    <div class="road" data-testid="road" aria-hidden="true"></div>
  </div>`;

const BACCARAT_CONTROLS = `
  <div class="chips" data-testid="chips"></div>
  <div class="baccarat-actions">
    <button type="button" class="btn" data-testid="clear" data-i18n="clear"></button>
    <button type="button" class="play-btn" data-testid="play" data-i18n="deal" disabled></button>
    <button type="button" class="btn" data-testid="rebet" data-i18n="rebet"></button>
  </div>
  <div class="last-win"><span><span data-i18n="bet"></span> <strong data-testid="bet-amount">—</strong> · <span data-i18n="lastWin"></span> <strong data-testid="last-win">—</strong></span></div>`;

const CRASH_STAGE = `
  <div class="sky" data-testid="sky">
    <canvas data-testid="crash-canvas"></canvas>
    <div class="multiplier" data-testid="multiplier">1.00×</div>
    <div class="sky-note" data-testid="crash-note" aria-live="polite"></div>
  </div>
  <div class="crash-history" data-testid="crash-history" aria-hidden="true"></div>`;

const CRASH_CONTROLS = `
${BET_BOX}
  <button type="button" class="play-btn" data-testid="play" data-i18n="launch" disabled></button>
  <div class="target-box">
    <label for="target" data-i18n="target"></label>
    <div class="target-row">
      <input id="target" data-testid="target" type="number" inputmode="decimal" min="1.01" max="100" step="0.01" value="2.00">
      <button type="button" class="btn small" data-testid="auto" aria-pressed="false" data-i18n="auto"></button>
    </div>
    <div class="quick">
      <button type="button" class="btn small" data-target="1.5">1.5×</button>
      <button type="button" class="btn small" data-target="2">2×</button>
      <button type="button" class="btn small" data-target="5">5×</button>
      <button type="button" class="btn small" data-target="10">10×</button>
    </div>
  </div>`;

const VERIFIER = `
<main class="verifier-main" data-testid="fairness-verifier">
  <h1 data-i18n="verifierTitle"></h1>
  <p class="muted" data-i18n="fairIntro"></p>
  <form class="form-grid" id="verify-form" novalidate>
    <label><span data-i18n="game"></span>
      <select name="game" data-testid="verify-game">
        <option value="reels5">Fortune Reels</option>
        <option value="nine">Lucky Nine</option>
        <option value="baccarat">House Baccarat</option>
        <option value="crash">Rocket Crash</option>
      </select>
    </label>
    <label><span data-i18n="nonce"></span><input class="input" name="nonce" data-testid="verify-nonce" type="number" min="0" step="1" value="0"></label>
    <label class="wide"><span data-i18n="serverSeed"></span><input class="input" name="server_seed" data-testid="verify-server-seed" autocomplete="off" spellcheck="false"></label>
    <label class="wide"><span data-i18n="clientSeed"></span><input class="input" name="client_seed" data-testid="verify-client-seed" autocomplete="off" spellcheck="false"></label>
    <label data-for="bet"><span data-i18n="bet"></span><input class="input" name="bet" data-testid="verify-bet" type="number" min="100" step="100" value="1000"></label>
    <label data-for="target"><span data-i18n="target"></span><input class="input" name="target" data-testid="verify-target" type="number" min="1.01" max="100" step="0.01" value="2.00"></label>
    <label data-for="spots"><span data-i18n="player"></span><input class="input" name="player" type="number" min="0" step="1000" value="1000"></label>
    <label data-for="spots"><span data-i18n="banker"></span><input class="input" name="banker" type="number" min="0" step="1000" value="0"></label>
    <label data-for="spots"><span data-i18n="tie"></span><input class="input" name="tie" type="number" min="0" step="1000" value="0"></label>
    <div class="wide row"><button type="submit" class="btn primary" data-testid="verify-compute" data-i18n="compute"></button></div>
  </form>
  <section class="verify-out" data-testid="verify-output" hidden></section>
</main>`;

const UNKNOWN = `
<div class="overlay" data-testid="unknown-game"><h2>게임을 찾을 수 없습니다 · Game not found</h2><p>로비에서 게임을 다시 시작해 주세요. · Please start the game again from the lobby.</p></div>`;
