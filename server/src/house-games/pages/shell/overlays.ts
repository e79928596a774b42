// What covers the table: the short message at the bottom (toast), and the overlay shown while the game loads,
// when the session has ended (back to the lobby) or when the server cannot be reached.
import { el, notifyParent } from '../dom';
import { t } from '../i18n';

export type MessageKind = 'info' | 'error';

export function createToast() {
  const toast = el('div', { className: 'toast', role: 'status', 'aria-live': 'polite', 'data-testid': 'game-message' });
  document.body.append(toast);
  let timer = 0;
  return (text: string, kind: MessageKind = 'info') => {
    toast.textContent = text;
    toast.dataset.kind = kind;
    toast.classList.add('show');
    clearTimeout(timer);
    timer = window.setTimeout(() => toast.classList.remove('show'), kind === 'error' ? 4500 : 2600);
  };
}

export function createLoadingOverlay() {
  const overlay = el('div', { className: 'overlay', 'data-testid': 'game-loading' }, [el('div', { className: 'spinner' }), el('p', { text: t('loading') })]);
  document.body.append(overlay);
  return {
    hide() { overlay.hidden = true; },
    /** The session is over (expired, refused, or the member stopped): only the way back to the lobby is left. */
    ended() {
      overlay.replaceChildren(el('h2', { text: t('expiredTitle') }), el('p', { text: t('expiredBody') }),
        el('button', { type: 'button', className: 'btn primary', text: t('lobby'), onclick: () => notifyParent('close') }));
      overlay.setAttribute('data-testid', 'session-ended');
      overlay.hidden = false;
    },
    unreachable() { overlay.replaceChildren(el('p', { text: t('networkError') })); },
  };
}
