// The bar above the table: brand and game title, the balance and the session's net position, and the tools
// (sound, info, back to the lobby).
import type { SessionNumbers } from '../api';
import { el } from '../dom';
import { money, signedMoney, t } from '../i18n';
import { ICONS } from './icons';

export type Hud = ReturnType<typeof createHud>;

export function createHud() {
  const balance = el('strong', { 'data-testid': 'balance', text: '—' });
  const net = el('strong', { 'data-testid': 'session-net', text: '—' });
  const title = el('h1', { 'data-testid': 'game-title', text: '' });
  const soundButton = el('button', { type: 'button', className: 'icon-btn', 'data-testid': 'sound-toggle', 'aria-pressed': 'false', 'aria-label': t('soundOff'), html: ICONS.soundOff });
  const infoButton = el('button', { type: 'button', className: 'icon-btn', 'data-testid': 'open-info', 'aria-label': t('info'), html: ICONS.info });
  const lobbyButton = el('button', { type: 'button', className: 'icon-btn', 'data-testid': 'to-lobby', 'aria-label': t('lobby'), html: ICONS.close });
  document.body.prepend(el('header', { className: 'hud' }, [
    el('div', { className: 'hud-title' }, [el('span', { className: 'brand', text: 'HOUSE' }), title]),
    el('div', { className: 'hud-stats' }, [
      el('div', { className: 'stat' }, [el('span', { text: t('balance') }), balance]),
      el('div', { className: 'stat' }, [el('span', { text: t('sessionNet') }), net]),
    ]),
    el('div', { className: 'hud-tools' }, [soundButton, infoButton, lobbyButton]),
  ]));
  return {
    soundButton, infoButton, lobbyButton,
    showTitle(text: string) {
      title.textContent = text;
      document.title = text;
    },
    showBalance(amount: number) { balance.textContent = money(amount); },
    showNet(session: SessionNumbers) {
      net.textContent = signedMoney(session.net);
      net.dataset.sign = session.net > 0 ? 'up' : session.net < 0 ? 'down' : 'zero';
    },
  };
}
