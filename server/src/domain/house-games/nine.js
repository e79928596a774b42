// "Lucky Nine": the 3 × 3 nine-slot with 5 lines (docs/games.md). Three reels show three symbols each; the
// three rows and both diagonals pay three of a kind (W substitutes), and a window of nine matching symbols
// adds the NINE bonus. Pure game math, shared by the server, the RTP bench and the browser.
import { fraction } from './exact.js';

export const id = 'nine';
export const REELS = 3;
export const ROWS = 3;

export const SYMBOLS = ['W', '7', 'R', 'B', 'P', 'O', 'L', 'C'];
export const SYMBOL_NAMES = { W: 'wild', 7: 'seven', R: 'bar', B: 'bell', P: 'plum', O: 'orange', L: 'lemon', C: 'cherry' };

/** Three of a kind on a line, in line bets (line bet = bet / 5). */
export const LINE_PAYS = { W: 100, 7: 50, R: 25, B: 15, P: 10, O: 8, L: 5, C: 4 };
/** All nine cells one symbol (wilds substituting), in total bets, on top of the line wins. */
export const NINE_BONUS = 20;

/** Paylines as [row on reel 1, row on reel 2, row on reel 3]. */
export const LINES = [[0, 0, 0], [1, 1, 1], [2, 2, 2], [0, 1, 2], [2, 1, 0]];

export const STRIPS = [
  'CCC7BCWPORLOBCWPORL',
  'ORCL7CCCBOWPLRCOBLWP',
  'BLWPORCL7BCCCOWPLRCO',
].map((s) => s.split(''));

/** Total bets, won (multiples of 5 lines × 20 won, so every pay is whole won). */
export const BET_LEVELS = [100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000, 100000];

export function parseParams(input) {
  const bet = input && input.bet;
  if (!BET_LEVELS.includes(bet)) return { ok: false, field: 'bet' };
  return { ok: true, params: { bet }, stake: bet };
}

/** Reel stops: one uniform draw per reel, left to right. */
export function draw(stream) {
  return STRIPS.map((strip) => stream.uniformInt(strip.length));
}

export function windowOf(stops) {
  return Array.from({ length: ROWS }, (_, row) => stops.map((stop, reel) => STRIPS[reel][(stop + row) % STRIPS[reel].length]));
}

/** The symbol three cells make (W substituting), or null. */
export function threeOfAKind(cells) {
  const base = cells.find((s) => s !== 'W') ?? 'W';
  return cells.every((s) => s === base || s === 'W') ? base : null;
}

/** Lines in line bets, the NINE bonus in total bets. */
export function evaluate(grid) {
  const lines = [];
  LINES.forEach((rows, index) => {
    const symbol = threeOfAKind(rows.map((row, reel) => grid[row][reel]));
    if (symbol) lines.push({ line: index + 1, symbol, pay: LINE_PAYS[symbol] });
  });
  const nine = threeOfAKind(grid.flat()) !== null;
  return { lines, nine };
}

export function settle(stops, params) {
  const grid = windowOf(stops);
  const lineBet = params.bet / LINES.length;
  const { lines, nine } = evaluate(grid);
  const wins = lines.map((l) => ({ line: l.line, symbol: l.symbol, count: 3, win: l.pay * lineBet }));
  const bonus = nine ? NINE_BONUS * params.bet : 0;
  return { stops, grid, lines: wins, nine: { hit: nine, win: bonus }, win: wins.reduce((s, l) => s + l.win, 0) + bonus };
}

export function play(stream, params) {
  return settle(draw(stream), params);
}

/** Exact RTP: every combination of stops (the product of the strip lengths) is settled once. */
export function exactRtp() {
  const [a, b, c] = STRIPS.map((s) => s.length);
  let lineUnits = 0n;
  let bonusUnits = 0n;
  for (let i = 0; i < a; i += 1) {
    for (let j = 0; j < b; j += 1) {
      for (let k = 0; k < c; k += 1) {
        const { lines, nine } = evaluate(windowOf([i, j, k]));
        for (const l of lines) lineUnits += BigInt(l.pay);
        if (nine) bonusUnits += BigInt(NINE_BONUS);
      }
    }
  }
  const combos = BigInt(a * b * c);
  const lines = fraction(lineUnits, combos * BigInt(LINES.length));
  const bonus = fraction(bonusUnits, combos);
  return { total: fraction(lines.num * bonus.den + bonus.num * lines.den, lines.den * bonus.den), parts: { lines, bonus } };
}
