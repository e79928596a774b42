// The reality check: every HOUSE_REALITY_CHECK_MINUTES (0 = off) of the session, between rounds, play stops for
// the question "time played, net result: continue or stop playing?". Stopping posts {type:'close'} to the site.
import type { SessionState } from '../api';
import { el, notifyParent } from '../dom';
import { signedMoney, t } from '../i18n';
import type { ShellStore } from './store';

export function createRealityCheck(store: ShellStore, ended: () => void) {
  const dialog = el('dialog', { className: 'dialog reality', 'data-testid': 'reality-check' });
  document.body.append(dialog);
  dialog.addEventListener('cancel', (e) => e.preventDefault()); // Esc must not skip the question
  let nextCheckAt = Infinity;

  const stop = () => {
    dialog.close();
    store.stopAuto();
    notifyParent('close');
    ended();
  };
  const carryOn = (state: SessionState) => {
    dialog.close();
    nextCheckAt = Date.now() + state.settings.reality_check_minutes * 60_000;
    store.blocked = false;
    store.changed();
  };

  function check(): void {
    const state = store.state;
    if (!state || store.busy || dialog.open || Date.now() < nextCheckAt) return;
    const minutes = Math.floor((Date.now() - state.startedLocal) / 60_000);
    store.blocked = true;
    store.changed();
    dialog.replaceChildren(
      el('h2', { text: t('rcTitle') }),
      el('p', { 'data-testid': 'reality-check-body', text: t('rcBody', { minutes, net: signedMoney(state.session.net) }) }),
      el('div', { className: 'dialog-actions' }, [
        el('button', { type: 'button', className: 'btn', 'data-testid': 'reality-stop', text: t('rcStop'), onclick: stop }),
        el('button', { type: 'button', className: 'btn primary', 'data-testid': 'reality-continue', text: t('rcContinue'), onclick: () => carryOn(state) }),
      ]),
    );
    dialog.showModal();
  }

  window.setInterval(() => { check(); store.changed(); }, 1000);
  return {
    check,
    /** The first check, counted from the session's start in this browser. */
    start(state: SessionState) {
      const every = state.settings.reality_check_minutes;
      nextCheckAt = every > 0 ? state.startedLocal + every * 60_000 : Infinity;
    },
  };
}
