// Game math of the house games: paytables and rules on chosen windows, and the exact theoretical RTP that
// docs/games.md publishes (the RTP bench's confidence intervals must contain these values).
import fs from 'node:fs';
import path from 'node:path';
import * as reels5 from '../../../src/domain/house-games/reels5.js';
import * as nine from '../../../src/domain/house-games/nine.js';
import * as baccarat from '../../../src/domain/house-games/baccarat.js';
import * as crash from '../../../src/domain/house-games/crash.js';
import { toDecimal, fraction } from '../../../src/domain/house-games/exact.js';
import { ENGINE_IDS, engine } from '../../../src/domain/house-games/games.js';
import { fairStream } from '../../../src/providers/house/seeds';

describe('Fortune Reels (5 × 3, 10 lines)', () => {
  it('pays runs from the left with wilds substituting, the better of wild run and symbol run', () => {
    expect(reels5.linePay(['7', '7', '7', 'G', 'G'])).toEqual({ symbol: '7', count: 3, pay: 40 });
    expect(reels5.linePay(['W', '7', 'W', '7', 'C'])).toEqual({ symbol: '7', count: 4, pay: 150 });
    expect(reels5.linePay(['W', 'W', 'W', 'G', 'L'])).toEqual({ symbol: 'W', count: 3, pay: 50 }); // 50 > G×4 = 15
    expect(reels5.linePay(['W', 'W', 'W', 'W', 'W'])).toEqual({ symbol: 'W', count: 5, pay: 2000 });
    expect(reels5.linePay(['G', 'G', 'C', 'G', 'G'])).toMatchObject({ pay: 0 });
    expect(reels5.linePay(['W', 'S', 'G', 'G', 'G'])).toMatchObject({ pay: 0 }); // a scatter breaks the line
    expect(reels5.linePay(['C', 'C', 'W', 'C', 'C'])).toEqual({ symbol: 'C', count: 5, pay: 100 });
  });

  it('settles a spin: line wins in line bets (bet / 10), scatters anywhere in total bets', () => {
    // find the stops of a window with a middle-line win, from the strips themselves
    const outcome = reels5.play(fairStream('0'.repeat(64), 'reels', 3), { bet: 1000 });
    const recomputed = reels5.LINES.reduce((sum, rows) => sum + reels5.linePay(rows.map((r, reel) => outcome.grid[r]![reel]!)).pay * 100, 0)
      + (reels5.SCATTER_PAYS[outcome.scatter.count as 3] ?? 0) * 1000;
    expect(outcome.win).toBe(recomputed);
    expect(outcome.grid).toEqual(reels5.windowOf(outcome.stops));
    expect(outcome.grid.map((row) => row.length)).toEqual([5, 5, 5]);
  });

  it('never shows two scatters on one reel, and its strips only use its symbols', () => {
    for (const strip of reels5.STRIPS) {
      for (const s of strip) expect(reels5.SYMBOLS).toContain(s);
      for (let stop = 0; stop < strip.length; stop += 1) {
        expect([0, 1, 2].filter((r) => strip[(stop + r) % strip.length] === 'S').length).toBeLessThanOrEqual(1);
      }
    }
  });

  it('has the published exact RTP 96.1213 % (3,436,259 / 3,574,920)', () => {
    const rtp = reels5.exactRtp();
    expect(rtp.total).toEqual(fraction(3_436_259n, 3_574_920n));
    expect(toDecimal(rtp.total, 6)).toBe('0.961213');
  });

  it('accepts only its bet levels', () => {
    expect(reels5.parseParams({ bet: 1000 })).toEqual({ ok: true, params: { bet: 1000 }, stake: 1000 });
    for (const bet of [0, 150, -100, '1000', 1e9]) expect(reels5.parseParams({ bet })).toEqual({ ok: false, field: 'bet' });
  });
});

describe('Lucky Nine (3 × 3, 5 lines)', () => {
  it('pays three of a kind on rows and diagonals, wild substituting, and the NINE bonus', () => {
    const grid = [['7', 'W', '7'], ['C', '7', 'L'], ['7', 'O', 'W']] as Array<Array<'7' | 'W' | 'C' | 'L' | 'O'>>;
    const { lines, nine: full } = nine.evaluate(grid);
    expect(lines).toEqual([{ line: 1, symbol: '7', pay: 50 }, { line: 4, symbol: '7', pay: 50 }, { line: 5, symbol: '7', pay: 50 }]);
    expect(full).toBe(false);
    const all = nine.evaluate([['C', 'W', 'C'], ['C', 'C', 'W'], ['W', 'C', 'C']]);
    expect(all.nine).toBe(true);
    expect(all.lines).toHaveLength(5);
  });

  it('has the published exact RTP 96.1316 % (3,653 / 3,800)', () => {
    expect(nine.exactRtp().total).toEqual(fraction(3653n, 3800n));
  });

  it('settles whole won for every bet level', () => {
    for (const bet of nine.BET_LEVELS) {
      const o = nine.play(fairStream('1'.repeat(64), 'nine', bet), { bet });
      expect(Number.isSafeInteger(o.win)).toBe(true);
    }
  });
});

describe('House Baccarat (8 decks, fresh shoe each round)', () => {
  it('follows the banker drawing rules', () => {
    expect(baccarat.bankerDraws(5, null)).toBe(true);
    expect(baccarat.bankerDraws(6, null)).toBe(false);
    expect(baccarat.bankerDraws(3, 8)).toBe(false);
    expect(baccarat.bankerDraws(3, 9)).toBe(true);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((t) => baccarat.bankerDraws(4, t))).toEqual([2, 3, 4, 5, 6, 7]);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((t) => baccarat.bankerDraws(5, t))).toEqual([4, 5, 6, 7]);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((t) => baccarat.bankerDraws(6, t))).toEqual([6, 7]);
    expect(baccarat.bankerDraws(7, 0)).toBe(false);
    expect(baccarat.bankerDraws(2, 8)).toBe(true);
  });

  it('stands on naturals and draws by the tableau', () => {
    expect(baccarat.tableau([4, 3, 4, 0, 9, 9])).toMatchObject({ player: [0, 2], banker: [1, 3], natural: true, result: 'player' });
    expect(baccarat.tableau([1, 3, 2, 0, 5, 9])).toMatchObject({ player: [0, 2, 4], banker: [1, 3, 5], totals: { player: 8, banker: 2 } });
    expect(baccarat.tableau([3, 6, 3, 0, 2, 9])).toMatchObject({ player: [0, 2], banker: [1, 3], result: 'tie', totals: { player: 6, banker: 6 } });
  });

  it('pays player 1:1, banker 0.95:1, tie 8:1, and pushes player and banker bets on a tie', () => {
    expect(baccarat.spotReturn('banker', 10000, 'banker')).toBe(19500);
    expect(baccarat.spotReturn('player', 10000, 'player')).toBe(20000);
    expect(baccarat.spotReturn('tie', 1000, 'tie')).toBe(9000);
    expect(baccarat.spotReturn('player', 5000, 'tie')).toBe(5000);
    expect(baccarat.spotReturn('player', 5000, 'banker')).toBe(0);
  });

  it('has the exact outcome probabilities and RTPs of an 8-deck shoe', () => {
    const rtp = baccarat.exactRtp();
    expect(toDecimal(rtp.outcomes.banker, 8)).toBe('0.45859742');
    expect(toDecimal(rtp.outcomes.player, 8)).toBe('0.44624661');
    expect(toDecimal(rtp.outcomes.tie, 8)).toBe('0.09515597');
    expect(toDecimal(rtp.player, 6)).toBe('0.987649');
    expect(toDecimal(rtp.banker, 6)).toBe('0.989421');
    expect(toDecimal(rtp.tie, 6)).toBe('0.856404');
    // the three add up to exactly 1
    const one = [rtp.outcomes.player, rtp.outcomes.banker, rtp.outcomes.tie].reduce((a, b) => fraction(a.num * b.den + b.num * a.den, a.den * b.den));
    expect(one).toEqual(fraction(1n));
  });

  it('validates spots: multiples of 1,000, at least one chip, 100,000 at most', () => {
    expect(baccarat.parseParams({ bets: { player: 5000 } })).toEqual({ ok: true, params: { bets: { player: 5000, banker: 0, tie: 0 } }, stake: 5000 });
    expect(baccarat.parseParams({ bets: { player: 1500 } })).toEqual({ ok: false, field: 'bets.player' });
    expect(baccarat.parseParams({ bets: {} })).toEqual({ ok: false, field: 'bets' });
    expect(baccarat.parseParams({ bets: { player: 60000, banker: 50000 } })).toEqual({ ok: false, field: 'bets' });
    expect(baccarat.parseParams({})).toEqual({ ok: false, field: 'bets' });
  });

  it('draws exactly like splicing each card out of the ordered shoe (the published description)', () => {
    const spliced = (stream: ReturnType<typeof fairStream>) => {
      const shoe = Array.from({ length: 416 }, (_, i) => i);
      return Array.from({ length: 6 }, (_, n) => shoe.splice(stream.uniformInt(416 - n), 1)[0]);
    };
    for (let nonce = 0; nonce < 300; nonce += 1) {
      expect(baccarat.draw(fairStream('4'.repeat(64), 'splice', nonce))).toEqual(spliced(fairStream('4'.repeat(64), 'splice', nonce)));
    }
  });

  it('deals six distinct cards', () => {
    const cards = baccarat.draw(fairStream('2'.repeat(64), 'shoe', 0));
    expect(new Set(cards).size).toBe(6);
    expect(cards.every((c) => c >= 0 && c < 416)).toBe(true);
  });
});

describe('Rocket Crash', () => {
  it('derives the crash point from 52 bits: 96 · 2^52 / (2^52 − h) hundredths', () => {
    expect(crash.crashPointOf(0)).toBe(96);
    expect(crash.crashPointOf(2 ** 51)).toBe(192);
    expect(crash.settle(96, { bet: 1000, target: 101 })).toEqual({ crash: 100, target: 101, won: false, win: 0 });
    expect(crash.settle(250, { bet: 1000, target: 250 })).toEqual({ crash: 250, target: 250, won: true, win: 2500 });
  });

  it('returns 96 % for every target (less than 10^-12 below)', () => {
    for (const t of [101, 150, 200, 1000, 10000]) {
      const r = crash.exactRtp(t);
      expect(Number(r.num) / Number(r.den)).toBeCloseTo(0.96, 12);
      expect(r.num * 100n <= 96n * r.den).toBe(true);
    }
  });

  it('takes targets with at most two decimals in 1.01–100', () => {
    expect(crash.parseParams({ bet: 1000, target: 2.5 })).toEqual({ ok: true, params: { bet: 1000, target: 250 }, stake: 1000 });
    expect(crash.parseParams({ bet: 1000, target: 1.005 })).toEqual({ ok: false, field: 'target' });
    expect(crash.parseParams({ bet: 1000, target: 1 })).toEqual({ ok: false, field: 'target' });
    expect(crash.parseParams({ bet: 1000, target: 100.01 })).toEqual({ ok: false, field: 'target' });
    expect(crash.parseParams({ bet: 1000 })).toEqual({ ok: false, field: 'target' });
  });
});

describe('docs/games.md', () => {
  const doc = fs.readFileSync(path.resolve(__dirname, '../../../../docs/games.md'), 'utf8');
  const pct = (f: { num: bigint; den: bigint }) => `${toDecimal(fraction(f.num * 100n, f.den), 4)} %`;

  it('publishes the exact RTPs the modules compute, and their reel strips', () => {
    const b = baccarat.exactRtp();
    for (const value of [reels5.exactRtp().total, nine.exactRtp().total, b.player, b.banker, b.tie]) expect(doc).toContain(`**${pct(value)}**`);
    expect(doc).toContain(`**${pct(crash.exactRtp(200))}**`);
    for (const strip of [...reels5.STRIPS, ...nine.STRIPS]) expect(doc).toContain(strip.join(''));
  });
});

describe('engines', () => {
  it('every engine plays whole-won, non-negative wins for parsed bets', () => {
    const params: Record<string, unknown> = { reels5: { bet: 100 }, nine: { bet: 100 }, baccarat: { bets: { player: 1000, banker: 1000, tie: 1000 } }, crash: { bet: 100, target: 1.5 } };
    for (const id of ENGINE_IDS) {
      const parsed = engine(id)!.parseParams(params[id]);
      if (!parsed.ok) throw new Error(`${id}: ${parsed.field}`);
      for (let nonce = 0; nonce < 200; nonce += 1) {
        const { win } = engine(id)!.play(fairStream('3'.repeat(64), 'all', nonce), parsed.params);
        expect(Number.isSafeInteger(win) && win >= 0).toBe(true);
      }
    }
    expect(engine('nope')).toBeUndefined();
    expect(engine('toString')).toBeUndefined();
  });
});
