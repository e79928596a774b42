// "House Baccarat" (punto banco, docs/games.md): a fresh 8-deck shoe for every round, six cards drawn from it
// in order (player, banker, player, banker, then the third cards as the tableau needs them), the standard
// drawing rules, and bets on player (1:1), banker (1:1 less 5 % commission) and tie (8:1; player and banker
// bets push on a tie). Pure game math, shared by the server, the RTP bench and the browser.
import type { FairStream } from '../fairness/provably-fair';
import { fraction, type Fraction } from './exact';
import { field, type Parsed } from './types';

export type Spot = 'player' | 'banker' | 'tie';
export type Suit = 'S' | 'H' | 'D' | 'C';
export interface Card { index: number; rank: string; suit: Suit; value: number }
export interface BaccaratParams { bets: Record<Spot, number> }
export interface BaccaratOutcome {
  cards: { player: Card[]; banker: Card[] };
  totals: { player: number; banker: number };
  natural: boolean;
  result: Spot;
  returns: Record<Spot, number>;
  win: number;
}
export interface Tableau { player: number[]; banker: number[]; totals: { player: number; banker: number }; natural: boolean; result: Spot }

export const id = 'baccarat';
export const DECKS = 8;
export const SHOE = DECKS * 52;
export const SPOTS: Spot[] = ['player', 'banker', 'tie'];
/** What a winning spot returns per won staked (stake included): banker 1.95 = 1 + 1 × 0.95. */
export const RETURNS: Record<Spot, { num: number; den: number }> = { player: { num: 2, den: 1 }, banker: { num: 195, den: 100 }, tie: { num: 9, den: 1 } };
/** Chips, won. A spot's stake is a sum of chips (a multiple of 1,000, so a banker win is whole won). */
export const CHIPS = [1000, 5000, 10000, 50000, 100000];
export const CHIP_UNIT = 1000;
export const MAX_TOTAL = 100000;
export const SUITS: Suit[] = ['S', 'H', 'D', 'C'];
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** Card index 0–415 (deck-major, then suit, then rank) → its face and baccarat value. */
export function cardOf(index: number): Card {
  const rank = index % 13;
  return { index, rank: RANKS[rank]!, suit: SUITS[Math.floor((index % 52) / 13)]!, value: rank >= 9 ? 0 : rank + 1 };
}

/** `{bets:{player,banker,tie}}`: each 0 or a multiple of 1,000; at least one chip; at most 100,000 in all. */
export function parseParams(input: unknown): Parsed<BaccaratParams> {
  const bets = field(input, 'bets') as Record<string, unknown> | null | undefined;
  if (!bets || typeof bets !== 'object') return { ok: false, field: 'bets' };
  const clean: Record<Spot, number> = { player: 0, banker: 0, tie: 0 };
  let stake = 0;
  for (const spot of SPOTS) {
    const amount = bets[spot] ?? 0;
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 0 || amount % CHIP_UNIT !== 0) return { ok: false, field: `bets.${spot}` };
    clean[spot] = amount;
    stake += amount;
  }
  if (stake <= 0 || stake > MAX_TOTAL) return { ok: false, field: 'bets' };
  return { ok: true, params: { bets: clean }, stake };
}

/**
 * Six cards from a fresh shoe: each drawn uniformly from the cards still in it. Draw n picks position
 * uniformInt(416 − n) among the remaining cards in index order (as if the drawn ones were spliced out of the
 * ordered shoe); the card is that position moved past every smaller card already drawn.
 */
export function draw(stream: FairStream): number[] {
  const cards: number[] = [];
  for (let n = 0; n < 6; n += 1) {
    let card = stream.uniformInt(SHOE - n);
    for (const taken of [...cards].sort((a, b) => a - b)) if (taken <= card) card += 1;
    cards.push(card);
  }
  return cards;
}

/** Does the banker draw, given its total and the player's third card value (null when the player stood)? */
export function bankerDraws(banker: number, playerThird: number | null): boolean {
  if (playerThird === null) return banker <= 5;
  if (banker <= 2) return true;
  if (banker === 3) return playerThird !== 8;
  if (banker === 4) return playerThird >= 2 && playerThird <= 7;
  if (banker === 5) return playerThird >= 4 && playerThird <= 7;
  if (banker === 6) return playerThird === 6 || playerThird === 7;
  return false;
}

/** The tableau over card values in draw order: which cards each side gets, totals and the result. */
export function tableau(values: number[]): Tableau {
  const player = [0, 2];
  const banker = [1, 3];
  const total = (idx: number[]) => idx.reduce((s, i) => s + values[i]!, 0) % 10;
  let next = 4;
  const natural = total(player) >= 8 || total(banker) >= 8;
  if (!natural) {
    let playerThird: number | null = null;
    if (total(player) <= 5) {
      player.push(next);
      playerThird = values[next]!;
      next += 1;
    }
    if (bankerDraws(total(banker), playerThird)) banker.push(next);
  }
  const p = total(player);
  const b = total(banker);
  return { player, banker, totals: { player: p, banker: b }, natural, result: p > b ? 'player' : b > p ? 'banker' : 'tie' };
}

/** What each spot returns for a result (stake included). */
export function spotReturn(spot: Spot, stake: number, result: Spot): number {
  if (stake === 0) return 0;
  if (result === 'tie') return spot === 'tie' ? stake * 9 : stake;
  if (spot !== result) return 0;
  const r = RETURNS[spot];
  return (stake * r.num) / r.den;
}

export function settle(cards: number[], params: BaccaratParams): BaccaratOutcome {
  const faces = cards.map(cardOf);
  const t = tableau(faces.map((c) => c.value));
  const returns = {} as Record<Spot, number>;
  for (const spot of SPOTS) returns[spot] = spotReturn(spot, params.bets[spot], t.result);
  return {
    cards: { player: t.player.map((i) => faces[i]!), banker: t.banker.map((i) => faces[i]!) },
    totals: t.totals, natural: t.natural, result: t.result, returns,
    win: SPOTS.reduce((s, spot) => s + returns[spot], 0),
  };
}

export function play(stream: FairStream, params: BaccaratParams): BaccaratOutcome {
  return settle(draw(stream), params);
}

/**
 * Exact probabilities of player, banker and tie over the 8-deck shoe, by walking every sequence of card values
 * the tableau can use (ten values: 0 has 128 cards, 1–9 have 32 each), weighted by the cards left; then the
 * RTP of each spot. Fractions over 416 × 415 × … × 411.
 */
export function exactOutcomes(): Record<Spot, Fraction> {
  const counts = [128, 32, 32, 32, 32, 32, 32, 32, 32, 32];
  const weights: Record<Spot, bigint> = { player: 0n, banker: 0n, tie: 0n };
  const values: number[] = [];
  const tail = (k: number) => { let w = 1n; for (let i = k; i < 6; i += 1) w *= BigInt(SHOE - i); return w; };
  const tails = Array.from({ length: 7 }, (_, k) => tail(k));
  const walk = (depth: number, weight: bigint): void => {
    if (depth >= 4) {
      const t = tableau(values);
      const used = Math.max(...t.player, ...t.banker) + 1;
      if (depth === used) {
        weights[t.result] += weight * tails[depth]!;
        return;
      }
    }
    for (let v = 0; v < 10; v += 1) {
      const n = counts[v]!;
      if (n === 0) continue;
      counts[v] = n - 1;
      values[depth] = v;
      walk(depth + 1, weight * BigInt(n));
      counts[v] = n;
    }
    values.length = depth;
  };
  walk(0, 1n);
  const all = tails[0]!;
  return { player: fraction(weights.player, all), banker: fraction(weights.banker, all), tie: fraction(weights.tie, all) };
}

/** Exact RTP of each spot as a fraction (a player or banker bet's push on a tie counts as returned). */
export function exactRtp(): Record<Spot, Fraction> & { outcomes: Record<Spot, Fraction> } {
  const p = exactOutcomes();
  const rtp = (spot: Spot) => {
    const r = RETURNS[spot];
    const win = fraction(p[spot].num * BigInt(r.num), p[spot].den * BigInt(r.den));
    if (spot === 'tie') return win;
    return fraction(win.num * p.tie.den + p.tie.num * win.den, win.den * p.tie.den);
  };
  return { player: rtp('player'), banker: rtp('banker'), tie: rtp('tie'), outcomes: p };
}
