// "Fortune Reels": the 5-reel, 3-row, 10-line video slot (docs/games.md) — the reels engine (reels.ts) with these
// strips, lines and paytable, and scatters that pay anywhere.
import { reelsGame, scatterFeature, type ReelsOutcome, type ReelsParams } from './reels';

export type Reels5Symbol = 'W' | 'S' | '7' | 'D' | 'B' | 'R' | 'C' | 'L' | 'G';
export type Reels5Params = ReelsParams;
export type Reels5Outcome = ReelsOutcome<Reels5Symbol, 'scatter', { count: number; win: number }>;

/** Symbols, from the highest paying. W substitutes for every symbol but S; S pays anywhere. */
export const SYMBOLS: Reels5Symbol[] = ['W', 'S', '7', 'D', 'B', 'R', 'C', 'L', 'G'];
export const SYMBOL_NAMES: Record<Reels5Symbol, string> = { W: 'wild', S: 'scatter', 7: 'seven', D: 'diamond', B: 'bell', R: 'bar', C: 'cherry', L: 'lemon', G: 'grape' };

/** Pays per line for 3, 4 and 5 of a kind from the leftmost reel, in line bets. */
export const LINE_PAYS: Record<Exclude<Reels5Symbol, 'S'>, Record<3 | 4 | 5, number>> = {
  W: { 3: 50, 4: 250, 5: 2000 },
  7: { 3: 40, 4: 150, 5: 750 },
  D: { 3: 25, 4: 80, 5: 300 },
  B: { 3: 15, 4: 50, 5: 200 },
  R: { 3: 10, 4: 40, 5: 150 },
  C: { 3: 8, 4: 25, 5: 100 },
  L: { 3: 5, 4: 20, 5: 75 },
  G: { 3: 5, 4: 15, 5: 50 },
};
/** The run lengths that pay, as the paytable shows them. */
export const PAY_COUNTS = [3, 4, 5] as const;
/** Scatters anywhere in the window (at most one per reel), in total bets. */
export const SCATTER_PAYS: Record<3 | 4 | 5, number> = { 3: 2, 4: 10, 5: 50 };

const game = reelsGame({
  id: 'reels5',
  rows: 3,
  strips: [
    'SBCWLC7RLDLCBGGRLGCDGL7BRCLGGGDR',
    'CLLGGSRB7CLWRCDLGBCGRLG7CGWBRD',
    'DBGLRCGLWLSBC7RGDGLWCGBLLRGL7WC',
    'GG7DCWBRCLGLGDRSBC7LCWRLDGCBGLR',
    'CBGGRLGCDG7BRCLLGGDRSBCWLC7RLDL',
  ],
  lines: [
    [1, 1, 1, 1, 1], [0, 0, 0, 0, 0], [2, 2, 2, 2, 2], [0, 1, 2, 1, 0], [2, 1, 0, 1, 2],
    [0, 0, 1, 2, 2], [2, 2, 1, 0, 0], [1, 0, 0, 0, 1], [1, 2, 2, 2, 1], [1, 0, 1, 2, 1],
  ],
  wild: 'W',
  linePays: LINE_PAYS,
  feature: scatterFeature<Reels5Symbol>('S', SCATTER_PAYS),
});

export const id = 'reels5';
export const { REELS, ROWS, STRIPS, LINES, BET_LEVELS, parseParams, draw, windowOf, linePay, settle, play, exactRtp } = game;
