// "Fortune Reels": the 5-reel, 3-row, 10-line video slot (docs/games.md). Pure game math: reel strips,
// paylines, paytable, the mapping from the provably fair stream to reel stops, the settlement of a spin and
// its exact theoretical return to player. Used as is by the server, the RTP bench and the browser.
import { fraction, add } from './exact.js';

export const id = 'reels5';
export const REELS = 5;
export const ROWS = 3;

/** Symbols, from the highest paying. W substitutes for every symbol but S; S pays anywhere. */
export const SYMBOLS = ['W', 'S', '7', 'D', 'B', 'R', 'C', 'L', 'G'];
export const SYMBOL_NAMES = { W: 'wild', S: 'scatter', 7: 'seven', D: 'diamond', B: 'bell', R: 'bar', C: 'cherry', L: 'lemon', G: 'grape' };

/** Pays per line for 3, 4 and 5 of a kind from the leftmost reel, in line bets. */
export const LINE_PAYS = {
  W: { 3: 50, 4: 250, 5: 2000 },
  7: { 3: 40, 4: 150, 5: 750 },
  D: { 3: 25, 4: 80, 5: 300 },
  B: { 3: 15, 4: 50, 5: 200 },
  R: { 3: 10, 4: 40, 5: 150 },
  C: { 3: 8, 4: 25, 5: 100 },
  L: { 3: 5, 4: 20, 5: 75 },
  G: { 3: 5, 4: 15, 5: 50 },
};
/** Scatters anywhere in the window (at most one per reel), in total bets. */
export const SCATTER_PAYS = { 3: 2, 4: 10, 5: 50 };

/** Paylines: the row (0 top, 1 middle, 2 bottom) on each reel. */
export const LINES = [
  [1, 1, 1, 1, 1], [0, 0, 0, 0, 0], [2, 2, 2, 2, 2], [0, 1, 2, 1, 0], [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2], [2, 2, 1, 0, 0], [1, 0, 0, 0, 1], [1, 2, 2, 2, 1], [1, 0, 1, 2, 1],
];

/** Reel strips, read downwards; the window shows the stop and the next two positions (wrapping). */
export const STRIPS = [
  'SBCWLC7RLDLCBGGRLGCDGL7BRCLGGGDR',
  'CLLGGSRB7CLWRCDLGBCGRLG7CGWBRD',
  'DBGLRCGLWLSBC7RGDGLWCGBLLRGL7WC',
  'GG7DCWBRCLGLGDRSBC7LCWRLDGCBGLR',
  'CBGGRLGCDG7BRCLLGGDRSBCWLC7RLDL',
].map((s) => s.split(''));

/** Total bets a member can choose, won (a multiple of 10 lines × 10 won, so every pay is whole won). */
export const BET_LEVELS = [100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000, 100000];

/** `{bet}` from a request body, or the name of the wrong field. */
export function parseParams(input) {
  const bet = input && input.bet;
  if (!BET_LEVELS.includes(bet)) return { ok: false, field: 'bet' };
  return { ok: true, params: { bet }, stake: bet };
}

/** Reel stops: one uniform draw per reel, left to right. */
export function draw(stream) {
  return STRIPS.map((strip) => stream.uniformInt(strip.length));
}

/** The 3 × 5 window of symbols for these stops: grid[row][reel]. */
export function windowOf(stops) {
  return Array.from({ length: ROWS }, (_, row) => stops.map((stop, reel) => STRIPS[reel][(stop + row) % STRIPS[reel].length]));
}

/** The pay of one line's five symbols, in line bets: the better of the wild run and the substituted symbol run. */
export function linePay(symbols) {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === 'W') wilds += 1;
  const wildPay = wilds >= 3 ? LINE_PAYS.W[wilds] : 0;
  const base = symbols[wilds];
  if (base === undefined || base === 'S') return { symbol: 'W', count: wilds, pay: wildPay };
  let count = wilds;
  while (count < symbols.length && (symbols[count] === base || symbols[count] === 'W')) count += 1;
  const pay = count >= 3 ? LINE_PAYS[base][count] : 0;
  return pay >= wildPay ? { symbol: base, count, pay } : { symbol: 'W', count: wilds, pay: wildPay };
}

/** Settles a spin of `bet` won: line wins (line bet = bet / 10) plus scatter pays. */
export function settle(stops, params) {
  const grid = windowOf(stops);
  const lineBet = params.bet / LINES.length;
  const lines = [];
  LINES.forEach((rows, index) => {
    const result = linePay(rows.map((row, reel) => grid[row][reel]));
    if (result.pay > 0) lines.push({ line: index + 1, symbol: result.symbol, count: result.count, win: result.pay * lineBet });
  });
  const scatters = grid.flat().filter((s) => s === 'S').length;
  const scatterWin = (SCATTER_PAYS[scatters] ?? 0) * params.bet;
  const win = lines.reduce((sum, l) => sum + l.win, 0) + scatterWin;
  return { stops, grid, lines, scatter: { count: scatters, win: scatterWin }, win };
}

/** One round: the stream's reel stops, settled. */
export function play(stream, params) {
  return settle(draw(stream), params);
}

/**
 * Exact RTP as a fraction. Every payline shows, on each reel, a symbol that is uniform over that reel's strip
 * positions, independently of the other reels, so the expected pay of a line is the sum over symbol
 * combinations of (product of symbol counts) × pay / (product of strip lengths); scatter counts per reel
 * come from every stop's window, combined by convolution.
 */
export function exactRtp() {
  const counts = STRIPS.map((strip) => {
    const c = {};
    for (const s of strip) c[s] = (c[s] ?? 0) + 1;
    return c;
  });
  const lengths = STRIPS.map((s) => BigInt(s.length));
  const total = lengths.reduce((a, b) => a * b, 1n);
  let linePays = 0n;
  const combo = [];
  const walk = (reel, weight) => {
    if (reel === REELS) {
      const { pay } = linePay(combo);
      if (pay) linePays += weight * BigInt(pay);
      return;
    }
    for (const [symbol, n] of Object.entries(counts[reel])) {
      combo[reel] = symbol;
      walk(reel + 1, weight * BigInt(n));
    }
  };
  walk(0, 1n);
  // scatter: distribution of the number of reels showing one (a window never holds two)
  let dist = [1n];
  STRIPS.forEach((strip, reel) => {
    let showing = 0n;
    for (let stop = 0; stop < strip.length; stop += 1) {
      const window = [0, 1, 2].map((row) => strip[(stop + row) % strip.length]);
      const n = window.filter((s) => s === 'S').length;
      if (n > 1) throw new Error('a reel window holds two scatters');
      if (n === 1) showing += 1n;
    }
    const next = Array(dist.length + 1).fill(0n);
    dist.forEach((w, k) => {
      next[k] += w * (lengths[reel] - showing);
      next[k + 1] += w * showing;
    });
    dist = next;
  });
  const scatterPays = dist.reduce((sum, w, k) => sum + w * BigInt(SCATTER_PAYS[k] ?? 0), 0n);
  const lines = fraction(linePays, total);
  const scatter = fraction(scatterPays, total);
  return { total: add(lines, scatter), parts: { lines, scatter } };
}
