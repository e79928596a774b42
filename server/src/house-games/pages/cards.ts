// A playing card as the baccarat table and the fairness verifier draw it: back and face (rank and suit pip).
import type { Card } from '../../domain/house-games/baccarat';
import { el } from './dom';

const SUIT: Record<Card['suit'], string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** `className` adds to `card` (e.g. 'third' for a third card dealt sideways, 'up' for a card shown face up). */
export function cardElement(card: Card, className = ''): HTMLDivElement {
  return el('div', { className: `card${className ? ` ${className}` : ''}`, 'data-card': `${card.rank}${card.suit}` }, [
    el('div', { className: 'back' }),
    el('div', { className: `face${card.suit === 'H' || card.suit === 'D' ? ' red' : ''}` }, [
      el('span', { className: 'corner', text: card.rank }),
      el('span', { className: 'pip', text: SUIT[card.suit] }),
    ]),
  ]);
}
