// What every house game page shares around its table: the bar with balance and the session's net position,
// messages, the one-round-per-interval pacing (the server enforces it too), autoplay at that pace, the reality
// check every N minutes (continue / stop playing → {type:'close'} to the site), the info dialog (rules,
// fairness, history), sound (off until the member turns it on) and {type:'balance'} to the site after each round.
import { ApiError, connect, getState, playRound } from './house-api.js';
import { money, setLanguage, signedMoney, t, translatePage } from './house-i18n.js';
import { play as playSound, setSound, soundEnabled } from './house-sound.js';
import { renderFairness, renderHistory } from './house-fair-panel.js';

const ICONS = {
  soundOff: '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor"/><path d="M17 9l4 6M21 9l-4 6" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>',
  soundOn: '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor"/><path d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" stroke="currentColor" stroke-width="2" fill="none" stroke-linecap="round"/></svg>',
  info: '<svg viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="12" r="9.5" stroke="currentColor" stroke-width="2" fill="none"/><path d="M12 10.5v6" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"/><circle cx="12" cy="7.3" r="1.4" fill="currentColor"/></svg>',
  close: '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M6 6l12 12M18 6L6 18" stroke="currentColor" stroke-width="2.4" stroke-linecap="round"/></svg>',
};

function el(tag, attrs = {}, children = []) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'text') node.textContent = v;
    else if (k === 'html') node.innerHTML = v; // only the constant icons above
    else if (k.startsWith('data-') || k.startsWith('aria-') || k === 'role' || k === 'type' || k === 'id' || k === 'hidden') node.setAttribute(k, v);
    else node[k] = v;
  }
  for (const c of children) node.append(c);
  return node;
}
export { el };

/** The site's origin, if it is one this server allows to frame its games (messages go nowhere else). */
function parentOrigin() {
  const meta = document.querySelector('meta[name="house-parent-origins"]');
  let allowed = [];
  try { allowed = JSON.parse(meta ? meta.content : '[]'); } catch { /* none */ }
  const candidates = [];
  if (window.location.ancestorOrigins && window.location.ancestorOrigins.length) candidates.push(window.location.ancestorOrigins[0]);
  try { if (document.referrer) candidates.push(new URL(document.referrer).origin); } catch { /* none */ }
  return candidates.find((o) => allowed.includes(o)) || null;
}

export function notifyParent(type) {
  const origin = parentOrigin();
  if (origin && window.parent !== window) window.parent.postMessage({ type }, origin);
}

/**
 * Starts the page: language, bar, session. `game.rules(container, state)` fills the rules tab; `game.onReady(state)`
 * runs once the session is there. Answers the shell the game plays through.
 */
export async function startShell(game) {
  const params = new URLSearchParams(window.location.search);
  setLanguage(params.get('lang') || navigator.language || 'ko');
  translatePage();

  const balanceEl = el('strong', { 'data-testid': 'balance', text: '—' });
  const netEl = el('strong', { 'data-testid': 'session-net', text: '—' });
  const titleEl = el('h1', { 'data-testid': 'game-title', text: '' });
  const soundBtn = el('button', { type: 'button', className: 'icon-btn', 'data-testid': 'sound-toggle', 'aria-pressed': 'false', html: ICONS.soundOff });
  const infoBtn = el('button', { type: 'button', className: 'icon-btn', 'data-testid': 'open-info', html: ICONS.info });
  const lobbyBtn = el('button', { type: 'button', className: 'icon-btn', 'data-testid': 'to-lobby', html: ICONS.close });
  soundBtn.setAttribute('aria-label', t('soundOff'));
  infoBtn.setAttribute('aria-label', t('info'));
  lobbyBtn.setAttribute('aria-label', t('lobby'));
  const hud = el('header', { className: 'hud' }, [
    el('div', { className: 'hud-title' }, [el('span', { className: 'brand', text: 'HOUSE' }), titleEl]),
    el('div', { className: 'hud-stats' }, [
      el('div', { className: 'stat' }, [el('span', { text: t('balance') }), balanceEl]),
      el('div', { className: 'stat' }, [el('span', { text: t('sessionNet') }), netEl]),
    ]),
    el('div', { className: 'hud-tools' }, [soundBtn, infoBtn, lobbyBtn]),
  ]);
  document.body.prepend(hud);

  const toast = el('div', { className: 'toast', role: 'status', 'aria-live': 'polite', 'data-testid': 'game-message' });
  document.body.append(toast);
  let toastTimer = 0;
  const message = (text, kind = 'info') => {
    toast.textContent = text;
    toast.dataset.kind = kind;
    toast.classList.add('show');
    clearTimeout(toastTimer);
    toastTimer = window.setTimeout(() => toast.classList.remove('show'), kind === 'error' ? 4500 : 2600);
  };

  const loading = el('div', { className: 'overlay', 'data-testid': 'game-loading' }, [el('div', { className: 'spinner' }), el('p', { text: t('loading') })]);
  document.body.append(loading);
  const ended = () => {
    loading.replaceChildren(el('h2', { text: t('expiredTitle') }), el('p', { text: t('expiredBody') }),
      el('button', { type: 'button', className: 'btn primary', text: t('lobby'), onclick: () => notifyParent('close') }));
    loading.setAttribute('data-testid', 'session-ended');
    loading.hidden = false;
    shell.stopAuto();
  };

  // ---- state shared with the game
  const shell = {
    state: null,
    busy: false,
    blocked: false,
    nextAllowedAt: 0,
    autoLeft: 0,
    t, money, message, sound: playSound,
    listeners: new Set(),
    onChange(fn) { this.listeners.add(fn); fn(this); },
    changed() { for (const fn of this.listeners) fn(this); },
    pacingLeft() { return Math.max(0, this.nextAllowedAt - Date.now()); },
    canStart() { return !this.busy && !this.blocked && this.state !== null && this.pacingLeft() === 0; },
    showBalance(amount) { balanceEl.textContent = money(amount); },
    showNet(session) {
      netEl.textContent = signedMoney(session.net);
      netEl.dataset.sign = session.net > 0 ? 'up' : session.net < 0 ? 'down' : 'zero';
    },
    stopAuto() { this.autoLeft = 0; this.changed(); },
  };

  /** Sends a round; answers {round, balance, session} or null (the message is shown). */
  shell.play = async (body) => {
    if (!shell.canStart()) return null;
    shell.busy = true;
    shell.nextAllowedAt = Date.now() + shell.state.settings.min_round_interval_ms;
    shell.changed();
    try {
      const answer = await playRound(body);
      if (answer.code === 0 || answer.code === 6000) {
        const { round } = answer.data;
        shell.showBalance(answer.data.balance - (round.win ?? 0)); // the bet leaves now; the win shows when revealed
        return answer.data;
      }
      shell.busy = false;
      if (answer.code === 4290) {
        shell.nextAllowedAt = Date.now() + (answer.data?.retry_after_ms ?? 1000);
        message(t('tooFast'));
      } else if (answer.msg === 'insufficient_balance') {
        message(t('insufficient', { balance: money(answer.data?.balance ?? 0) }), 'error');
        shell.stopAuto();
      } else if (answer.code === 4030) {
        message(t('refused'), 'error');
        shell.stopAuto();
      } else if (answer.code === 4001 || answer.code === 4000) {
        message(t('invalidBet'), 'error');
        shell.stopAuto();
      } else {
        message(t('error'), 'error');
        shell.stopAuto();
      }
      shell.changed();
      return null;
    } catch (err) {
      shell.busy = false;
      shell.stopAuto();
      if (err instanceof ApiError && err.status === 403) ended();
      else message(t('networkError'), 'error');
      shell.changed();
      return null;
    }
  };

  /** The game has shown the round: balance, net, the site's balance, ready for the next round. */
  shell.settled = (result) => {
    shell.state.balance = result.balance;
    shell.state.session = result.session;
    shell.showBalance(result.balance);
    shell.showNet(result.session);
    shell.busy = false;
    notifyParent('balance');
    shell.changed();
    checkReality();
  };

  /** Autoplay: `runOne()` plays and shows one round (false stops); rounds never start faster than the pacing. */
  shell.autoplay = async (count, runOne) => {
    shell.autoLeft = count;
    shell.changed();
    while (shell.autoLeft > 0) {
      while ((!shell.canStart()) && shell.autoLeft > 0) await new Promise((r) => setTimeout(r, 100));
      if (shell.autoLeft <= 0) break;
      shell.autoLeft -= 1;
      shell.changed();
      const ok = await runOne();
      if (!ok) shell.stopAuto();
    }
  };

  // ---- sound (off by default)
  soundBtn.addEventListener('click', () => {
    setSound(!soundEnabled());
    const on = soundEnabled();
    soundBtn.setAttribute('aria-pressed', String(on));
    soundBtn.setAttribute('aria-label', t(on ? 'soundOn' : 'soundOff'));
    soundBtn.innerHTML = on ? ICONS.soundOn : ICONS.soundOff;
    playSound('click');
  });
  lobbyBtn.addEventListener('click', () => notifyParent('close'));

  // ---- reality check
  const rcDialog = el('dialog', { className: 'dialog reality', 'data-testid': 'reality-check' });
  document.body.append(rcDialog);
  let nextCheckAt = Infinity;
  function checkReality() {
    if (!shell.state || shell.busy || rcDialog.open || Date.now() < nextCheckAt) return;
    const minutes = Math.floor((Date.now() - shell.state.startedLocal) / 60_000);
    shell.blocked = true;
    shell.changed();
    rcDialog.replaceChildren(
      el('h2', { text: t('rcTitle') }),
      el('p', { 'data-testid': 'reality-check-body', text: t('rcBody', { minutes, net: signedMoney(shell.state.session.net) }) }),
      el('div', { className: 'dialog-actions' }, [
        el('button', { type: 'button', className: 'btn', 'data-testid': 'reality-stop', text: t('rcStop'), onclick: () => {
          rcDialog.close();
          shell.stopAuto();
          notifyParent('close');
          ended();
        } }),
        el('button', { type: 'button', className: 'btn primary', 'data-testid': 'reality-continue', text: t('rcContinue'), onclick: () => {
          rcDialog.close();
          nextCheckAt = Date.now() + shell.state.settings.reality_check_minutes * 60_000;
          shell.blocked = false;
          shell.changed();
        } }),
      ]),
    );
    rcDialog.showModal();
  }
  rcDialog.addEventListener('cancel', (e) => e.preventDefault()); // Esc must not skip the question
  window.setInterval(() => { checkReality(); shell.changed(); }, 1000);

  // ---- info dialog: rules, fairness, history
  const infoDialog = el('dialog', { className: 'dialog info', 'data-testid': 'info-dialog' });
  document.body.append(infoDialog);
  infoBtn.addEventListener('click', () => {
    const panel = el('div', { className: 'tab-panel' });
    const tabs = [['rules', t('tabRules')], ['fair', t('tabFair')], ['history', t('tabHistory')]];
    const show = (key) => {
      for (const b of tabBar.children) b.setAttribute('aria-selected', String(b.dataset.tab === key));
      panel.replaceChildren();
      if (key === 'rules') game.rules(panel, shell.state);
      else if (key === 'fair') renderFairness(panel, shell);
      else renderHistory(panel, shell);
    };
    const tabBar = el('div', { className: 'tabs', role: 'tablist' }, tabs.map(([key, label]) =>
      el('button', { type: 'button', role: 'tab', className: 'tab', 'data-tab': key, 'data-testid': `tab-${key}`, text: label, onclick: () => show(key) })));
    infoDialog.replaceChildren(tabBar, panel, el('div', { className: 'dialog-actions' }, [
      el('button', { type: 'button', className: 'btn', 'data-testid': 'close-info', text: t('close'), onclick: () => infoDialog.close() }),
    ]));
    show('rules');
    infoDialog.showModal();
  });

  // ---- session
  try {
    const state = await connect(window.location.pathname.split('/').pop());
    shell.state = state;
    titleEl.textContent = state.game.title;
    document.title = state.game.title;
    shell.showBalance(state.balance);
    shell.showNet(state.session);
    const every = state.settings.reality_check_minutes;
    nextCheckAt = every > 0 ? state.startedLocal + every * 60_000 : Infinity; // 0 = off
    loading.hidden = true;
    notifyParent('balance');
    shell.changed();
    game.onReady(state);
    // money can change outside the game (a deposit, another tab): refresh the bar while idle
    window.setInterval(async () => {
      if (shell.busy || document.hidden) return;
      try {
        const answer = await getState();
        if (shell.busy || answer.code !== 0) return;
        shell.state.balance = answer.data.balance;
        shell.state.session = answer.data.session;
        shell.showBalance(answer.data.balance);
        shell.showNet(answer.data.session);
      } catch (err) {
        if (err instanceof ApiError && err.status === 403) ended();
      }
    }, 15_000);
  } catch (err) {
    if (err instanceof ApiError && err.status === 403) ended();
    else {
      loading.replaceChildren(el('p', { text: t('networkError') }));
    }
  }
  return shell;
}
