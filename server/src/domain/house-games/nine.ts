// "Lucky Nine": the 3 × 3 nine-slot with 5 lines (docs/games.md) — the reels engine (reels.ts) with these strips,
// the three rows and both diagonals paying three of a kind (W substitutes), and the NINE bonus for a window of
// nine matching symbols.
import { fullWindowFeature, oneSymbol, reelsGame, type ReelsOutcome, type ReelsParams } from './reels';

export type NineSymbol = 'W' | '7' | 'R' | 'B' | 'P' | 'O' | 'L' | 'C';
export type NineParams = ReelsParams;
export type NineOutcome = ReelsOutcome<NineSymbol, 'nine', { hit: boolean; win: number }>;

export const SYMBOLS: NineSymbol[] = ['W', '7', 'R', 'B', 'P', 'O', 'L', 'C'];
export const SYMBOL_NAMES: Record<NineSymbol, string> = { W: 'wild', 7: 'seven', R: 'bar', B: 'bell', P: 'plum', O: 'orange', L: 'lemon', C: 'cherry' };

/** Three of a kind on a line, in line bets (line bet = bet / 5). */
export const LINE_PAYS: Record<NineSymbol, Record<3, number>> = {
  W: { 3: 100 }, 7: { 3: 50 }, R: { 3: 25 }, B: { 3: 15 }, P: { 3: 10 }, O: { 3: 8 }, L: { 3: 5 }, C: { 3: 4 },
};
/** The run lengths that pay, as the paytable shows them. */
export const PAY_COUNTS = [3] as const;
/** All nine cells one symbol (wilds substituting), in total bets, on top of the line wins. */
export const NINE_BONUS = 20;

const game = reelsGame({
  id: 'nine',
  rows: 3,
  strips: ['CCC7BCWPORLOBCWPORL', 'ORCL7CCCBOWPLRCOBLWP', 'BLWPORCL7BCCCOWPLRCO'],
  /** The three rows and the two diagonals, as [row on reel 1, row on reel 2, row on reel 3]. */
  lines: [[0, 0, 0], [1, 1, 1], [2, 2, 2], [0, 1, 2], [2, 1, 0]],
  wild: 'W',
  linePays: LINE_PAYS,
  feature: fullWindowFeature<NineSymbol, 'nine'>('nine', 'W', NINE_BONUS),
});

export const id = 'nine';
export const { REELS, ROWS, STRIPS, LINES, BET_LEVELS, parseParams, draw, windowOf, linePay, settle, play, exactRtp } = game;

/** The symbol three cells make (W substituting), or null. */
export const threeOfAKind = (cells: NineSymbol[]): NineSymbol | null => oneSymbol(cells, 'W');

/** Lines in line bets, the NINE bonus as hit or not. */
export function evaluate(grid: NineSymbol[][]): { lines: Array<{ line: number; symbol: NineSymbol; pay: number }>; nine: boolean } {
  const lines = game.lineWins(grid, LINES.length).map((l) => ({ line: l.line, symbol: l.symbol, pay: l.win }));
  return { lines, nine: oneSymbol(grid.flat(), 'W') !== null };
}
