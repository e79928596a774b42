// Types of reels5.js.
import type { FairStream, Fraction, Parsed } from './types';

export type Reels5Symbol = 'W' | 'S' | '7' | 'D' | 'B' | 'R' | 'C' | 'L' | 'G';
export interface Reels5Params { bet: number }
export interface Reels5Outcome {
  stops: number[];
  grid: Reels5Symbol[][];
  lines: Array<{ line: number; symbol: Reels5Symbol; count: number; win: number }>;
  scatter: { count: number; win: number };
  win: number;
}

export declare const id: 'reels5';
export declare const REELS: number;
export declare const ROWS: number;
export declare const SYMBOLS: Reels5Symbol[];
export declare const SYMBOL_NAMES: Record<Reels5Symbol, string>;
export declare const LINE_PAYS: Record<Exclude<Reels5Symbol, 'S'>, Record<3 | 4 | 5, number>>;
export declare const SCATTER_PAYS: Record<3 | 4 | 5, number>;
export declare const LINES: number[][];
export declare const STRIPS: Reels5Symbol[][];
export declare const BET_LEVELS: number[];
export declare function parseParams(input: unknown): Parsed<Reels5Params>;
export declare function draw(stream: FairStream): number[];
export declare function windowOf(stops: number[]): Reels5Symbol[][];
export declare function linePay(symbols: Reels5Symbol[]): { symbol: Reels5Symbol; count: number; pay: number };
export declare function settle(stops: number[], params: Reels5Params): Reels5Outcome;
export declare function play(stream: FairStream, params: Reels5Params): Reels5Outcome;
export declare function exactRtp(): { total: Fraction; parts: { lines: Fraction; scatter: Fraction } };
