// Types of nine.js.
import type { FairStream, Fraction, Parsed } from './types';

export type NineSymbol = 'W' | '7' | 'R' | 'B' | 'P' | 'O' | 'L' | 'C';
export interface NineParams { bet: number }
export interface NineOutcome {
  stops: number[];
  grid: NineSymbol[][];
  lines: Array<{ line: number; symbol: NineSymbol; count: number; win: number }>;
  nine: { hit: boolean; win: number };
  win: number;
}

export declare const id: 'nine';
export declare const REELS: number;
export declare const ROWS: number;
export declare const SYMBOLS: NineSymbol[];
export declare const SYMBOL_NAMES: Record<NineSymbol, string>;
export declare const LINE_PAYS: Record<NineSymbol, number>;
export declare const NINE_BONUS: number;
export declare const LINES: number[][];
export declare const STRIPS: NineSymbol[][];
export declare const BET_LEVELS: number[];
export declare function parseParams(input: unknown): Parsed<NineParams>;
export declare function draw(stream: FairStream): number[];
export declare function windowOf(stops: number[]): NineSymbol[][];
export declare function threeOfAKind(cells: NineSymbol[]): NineSymbol | null;
export declare function evaluate(grid: NineSymbol[][]): { lines: Array<{ line: number; symbol: NineSymbol; pay: number }>; nine: boolean };
export declare function settle(stops: number[], params: NineParams): NineOutcome;
export declare function play(stream: FairStream, params: NineParams): NineOutcome;
export declare function exactRtp(): { total: Fraction; parts: { lines: Fraction; bonus: Fraction } };
