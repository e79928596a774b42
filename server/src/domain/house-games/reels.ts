// One engine for the line slots (Fortune Reels 5 × 3, Lucky Nine 3 × 3; docs/games.md): reel strips, fixed
// paylines, a paytable by run length, one wild, and one extra feature (scatters that pay anywhere, or a bonus for
// a window of one symbol). A game is this engine with its strips, lines and paytable. Pure game math, used as is
// by the server, the RTP bench and the browser (the game pages and the fairness verifier bundle it).
//
// Rules shared by every reels game: the stops are one uniform draw per reel, left to right; the window shows each
// stop and the next rows − 1 positions (wrapping); a line pays its run from the leftmost reel, the wild standing
// in for every paying symbol, and the better of its wild run and its symbol run.
import type { FairStream } from '../fairness/provably-fair';
import { add, fraction, type Fraction } from './exact';
import { BET_LEVELS, field, type Parsed } from './types';

export interface ReelsParams { bet: number }
export interface LineWin<S extends string> { line: number; symbol: S; count: number; win: number }

/** What a game adds to its line wins: its outcome key, its RTP part's name, how it settles and its exact RTP. */
export interface ReelsFeature<S extends string, K extends string, P extends string, V extends { win: number }> {
  readonly key: K;
  readonly part: P;
  settle(grid: S[][], bet: number): V;
  exactRtp(strips: S[][], rows: number): Fraction;
}

export interface ReelsSpec<S extends string, K extends string, P extends string, V extends { win: number }> {
  id: string;
  rows: number;
  /** Reel strips, read downwards, one character per symbol. */
  strips: string[];
  /** Paylines: the row (0 top) on each reel. */
  lines: number[][];
  wild: S;
  /** Line pays in line bets (line bet = bet / lines) by run length; a symbol missing here breaks a line. */
  linePays: Partial<Record<S, Partial<Record<number, number>>>>;
  feature: ReelsFeature<S, K, P, V>;
}

export type ReelsOutcome<S extends string, K extends string, V> = {
  stops: number[]; grid: S[][]; lines: Array<LineWin<S>>; win: number;
} & { [key in K]: V };

export type ReelsRtp<P extends string> = { total: Fraction; parts: { lines: Fraction } & { [part in P]: Fraction } };

export function reelsGame<S extends string, K extends string, P extends string, V extends { win: number }>(spec: ReelsSpec<S, K, P, V>) {
  const STRIPS = spec.strips.map((s) => s.split('') as S[]);
  const REELS = STRIPS.length;
  const ROWS = spec.rows;
  const LINES = spec.lines;
  const pays = spec.linePays;

  /** `{bet}` from a request body, or the name of the wrong field. */
  function parseParams(input: unknown): Parsed<ReelsParams> {
    const bet = field(input, 'bet');
    if (typeof bet !== 'number' || !BET_LEVELS.includes(bet)) return { ok: false, field: 'bet' };
    return { ok: true, params: { bet }, stake: bet };
  }

  /** Reel stops: one uniform draw per reel, left to right. */
  function draw(stream: FairStream): number[] {
    return STRIPS.map((strip) => stream.uniformInt(strip.length));
  }

  /** The window of symbols for these stops: grid[row][reel]. */
  function windowOf(stops: number[]): S[][] {
    return Array.from({ length: ROWS }, (_, row) => stops.map((stop, reel) => STRIPS[reel]![(stop + row) % STRIPS[reel]!.length]!));
  }

  /** The pay of one line's symbols, in line bets: the better of the wild run and the substituted symbol run. */
  function linePay(symbols: S[]): { symbol: S; count: number; pay: number } {
    let wilds = 0;
    while (wilds < symbols.length && symbols[wilds] === spec.wild) wilds += 1;
    const wildPay = pays[spec.wild]?.[wilds] ?? 0;
    const base = symbols[wilds];
    if (base === undefined || pays[base] === undefined) return { symbol: spec.wild, count: wilds, pay: wildPay };
    let count = wilds;
    while (count < symbols.length && (symbols[count] === base || symbols[count] === spec.wild)) count += 1;
    const pay = pays[base]?.[count] ?? 0;
    return pay >= wildPay ? { symbol: base, count, pay } : { symbol: spec.wild, count: wilds, pay: wildPay };
  }

  /** The paying lines of a window, for a total bet (line bet = bet / lines). */
  function lineWins(grid: S[][], bet: number): Array<LineWin<S>> {
    const lineBet = bet / LINES.length;
    const wins: Array<LineWin<S>> = [];
    LINES.forEach((rows, index) => {
      const result = linePay(rows.map((row, reel) => grid[row]![reel]!));
      if (result.pay > 0) wins.push({ line: index + 1, symbol: result.symbol, count: result.count, win: result.pay * lineBet });
    });
    return wins;
  }

  /** Settles a spin of `bet` won: line wins plus the game's feature. */
  function settle(stops: number[], params: ReelsParams): ReelsOutcome<S, K, V> {
    const grid = windowOf(stops);
    const lines = lineWins(grid, params.bet);
    const extra = spec.feature.settle(grid, params.bet);
    const win = lines.reduce((sum, l) => sum + l.win, 0) + extra.win;
    return { stops, grid, lines, [spec.feature.key]: extra, win } as ReelsOutcome<S, K, V>;
  }

  /** One round: the stream's reel stops, settled. */
  function play(stream: FairStream, params: ReelsParams): ReelsOutcome<S, K, V> {
    return settle(draw(stream), params);
  }

  /**
   * Exact RTP as a fraction. Every payline shows, on each reel, a symbol that is uniform over that reel's strip
   * positions, independently of the other reels, so the expected pay of a line is the sum over symbol
   * combinations of (product of symbol counts) × pay / (product of strip lengths); the feature adds its part.
   */
  function exactRtp(): ReelsRtp<P> {
    const counts = STRIPS.map((strip) => {
      const c = new Map<S, number>();
      for (const s of strip) c.set(s, (c.get(s) ?? 0) + 1);
      return c;
    });
    const total = STRIPS.reduce((a, s) => a * BigInt(s.length), 1n);
    let linePays = 0n;
    const combo: S[] = [];
    const walk = (reel: number, weight: bigint) => {
      if (reel === REELS) {
        const { pay } = linePay(combo);
        if (pay) linePays += weight * BigInt(pay);
        return;
      }
      for (const [symbol, n] of counts[reel]!) {
        combo[reel] = symbol;
        walk(reel + 1, weight * BigInt(n));
      }
    };
    walk(0, 1n);
    const lines = fraction(linePays, total);
    const extra = spec.feature.exactRtp(STRIPS, ROWS);
    return { total: add(lines, extra), parts: { lines, [spec.feature.part]: extra } } as ReelsRtp<P>;
  }

  return { id: spec.id, REELS, ROWS, STRIPS, LINES, BET_LEVELS, parseParams, draw, windowOf, linePay, lineWins, settle, play, exactRtp };
}

/** Scatters anywhere in the window (at most one per reel), paid in total bets by how many show. */
export function scatterFeature<S extends string>(symbol: S, pays: Partial<Record<number, number>>): ReelsFeature<S, 'scatter', 'scatter', { count: number; win: number }> {
  return {
    key: 'scatter',
    part: 'scatter',
    settle(grid, bet) {
      const count = grid.flat().filter((s) => s === symbol).length;
      return { count, win: (pays[count] ?? 0) * bet };
    },
    /** The distribution of the number of reels showing one (a window never holds two), by convolution. */
    exactRtp(strips, rows) {
      let dist = [1n];
      for (const strip of strips) {
        let showing = 0n;
        for (let stop = 0; stop < strip.length; stop += 1) {
          const n = Array.from({ length: rows }, (_, row) => strip[(stop + row) % strip.length]).filter((s) => s === symbol).length;
          if (n > 1) throw new Error('a reel window holds two scatters');
          if (n === 1) showing += 1n;
        }
        const next = Array<bigint>(dist.length + 1).fill(0n);
        dist.forEach((w, k) => {
          next[k]! += w * (BigInt(strip.length) - showing);
          next[k + 1]! += w * showing;
        });
        dist = next;
      }
      const total = strips.reduce((a, s) => a * BigInt(s.length), 1n);
      return fraction(dist.reduce((sum, w, k) => sum + w * BigInt(pays[k] ?? 0), 0n), total);
    },
  };
}

/** Do all these cells show one symbol, the wild standing in? Answers that symbol (the wild if all are wild), or null. */
export function oneSymbol<S extends string>(cells: S[], wild: S): S | null {
  const base = cells.find((s) => s !== wild) ?? wild;
  return cells.every((s) => s === base || s === wild) ? base : null;
}

/** A bonus of `multiple` × total bet when the whole window shows one symbol (the wild standing in). */
export function fullWindowFeature<S extends string, K extends string>(key: K, wild: S, multiple: number): ReelsFeature<S, K, 'bonus', { hit: boolean; win: number }> {
  return {
    key,
    part: 'bonus',
    settle(grid, bet) {
      const hit = oneSymbol(grid.flat(), wild) !== null;
      return { hit, win: hit ? multiple * bet : 0 };
    },
    /** Every combination of stops (the product of the strip lengths) is looked at once. */
    exactRtp(strips, rows) {
      let hits = 0n;
      let combos = 0n;
      const stops: number[] = [];
      const walk = (reel: number) => {
        if (reel === strips.length) {
          combos += 1n;
          const cells = stops.flatMap((stop, r) => Array.from({ length: rows }, (_, row) => strips[r]![(stop + row) % strips[r]!.length]!));
          if (oneSymbol(cells, wild) !== null) hits += 1n;
          return;
        }
        for (let stop = 0; stop < strips[reel]!.length; stop += 1) {
          stops[reel] = stop;
          walk(reel + 1);
        }
      };
      walk(0);
      return fraction(hits * BigInt(multiple), combos);
    },
  };
}
