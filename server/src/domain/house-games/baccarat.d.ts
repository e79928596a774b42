// Types of baccarat.js.
import type { FairStream, Fraction, Parsed } from './types';

export type Spot = 'player' | 'banker' | 'tie';
export interface Card { index: number; rank: string; suit: 'S' | 'H' | 'D' | 'C'; value: number }
export interface BaccaratParams { bets: Record<Spot, number> }
export interface BaccaratOutcome {
  cards: { player: Card[]; banker: Card[] };
  totals: { player: number; banker: number };
  natural: boolean;
  result: Spot;
  returns: Record<Spot, number>;
  win: number;
}

export declare const id: 'baccarat';
export declare const DECKS: number;
export declare const SHOE: number;
export declare const SPOTS: Spot[];
export declare const RETURNS: Record<Spot, { num: number; den: number }>;
export declare const CHIPS: number[];
export declare const CHIP_UNIT: number;
export declare const MAX_TOTAL: number;
export declare const SUITS: Array<Card['suit']>;
export declare const RANKS: string[];
export declare function cardOf(index: number): Card;
export declare function parseParams(input: unknown): Parsed<BaccaratParams>;
export declare function draw(stream: FairStream): number[];
export declare function bankerDraws(banker: number, playerThird: number | null): boolean;
export declare function tableau(values: number[]): {
  player: number[]; banker: number[]; totals: { player: number; banker: number }; natural: boolean; result: Spot;
};
export declare function spotReturn(spot: Spot, stake: number, result: Spot): number;
export declare function settle(cards: number[], params: BaccaratParams): BaccaratOutcome;
export declare function play(stream: FairStream, params: BaccaratParams): BaccaratOutcome;
export declare function exactOutcomes(): Record<Spot, Fraction>;
export declare function exactRtp(): Record<Spot, Fraction> & { outcomes: Record<Spot, Fraction> };
