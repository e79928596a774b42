// "Rocket Crash" (docs/games.md): the rocket's multiplier rises until it crashes; the member picks an
// auto cash-out target before the round and wins bet × target when the rocket reaches it. The crash point comes
// from 52 uniform bits h: with k = 2^52 − h (1 … 2^52), crash = floor(96 · 2^52 / k) hundredths, so
// P(crash ≥ t) = floor(96 · 2^52 / t) / 2^52 ≈ 0.96 / t and every target returns 96 % (less than 10^-12 less).
// Pure game math, shared by the server, the RTP bench and the browser.
import type { FairStream } from '../fairness/provably-fair';
import { fraction, type Fraction } from './exact';
import { BET_LEVELS as LEVELS, field, type Parsed } from './types';

/** target: hundredths (2.50× = 250). */
export interface CrashParams { bet: number; target: number }
export interface CrashOutcome { crash: number; target: number; won: boolean; win: number }

export const id = 'crash';
const TWO_52 = 2n ** 52n;
/** The house keeps 4 %: the crash point's scale, in hundredths. */
export const RTP_PERCENT = 96n;
/** Targets in hundredths: 1.01× … 100.00×. */
export const MIN_TARGET = 101;
export const MAX_TARGET = 10000;
export const BET_LEVELS = LEVELS;

/** `{bet, target}` with target a multiplier such as 2 or 2.5 (two decimals at most). */
export function parseParams(input: unknown): Parsed<CrashParams> {
  const bet = field(input, 'bet');
  if (typeof bet !== 'number' || !BET_LEVELS.includes(bet)) return { ok: false, field: 'bet' };
  const target = field(input, 'target');
  if (typeof target !== 'number' || !Number.isFinite(target)) return { ok: false, field: 'target' };
  const cents = Math.round(target * 100);
  if (Math.abs(cents - target * 100) > 1e-6 || cents < MIN_TARGET || cents > MAX_TARGET) return { ok: false, field: 'target' };
  return { ok: true, params: { bet, target: cents }, stake: bet };
}

/** The crash point in hundredths for 52 uniform bits (below 100 = the rocket fails at once: shown as 1.00×). */
export function crashPointOf(h: number): number {
  const k = TWO_52 - BigInt(h);
  return Number((RTP_PERCENT * TWO_52) / k);
}

export function draw(stream: FairStream): number {
  return crashPointOf(stream.uniform52());
}

/** Crash points are shown (and stored) capped at 1,000,000.00×; every target is far below. */
export const MAX_SHOWN = 100000000;

/** bet is a multiple of 100 won, so bet × target / 100 is whole won. */
export function settle(crash: number, params: CrashParams): CrashOutcome {
  const won = crash >= params.target;
  return { crash: Math.min(Math.max(crash, 100), MAX_SHOWN), target: params.target, won, win: won ? (params.bet * params.target) / 100 : 0 };
}

export function play(stream: FairStream, params: CrashParams): CrashOutcome {
  return settle(draw(stream), params);
}

/** Exact RTP of a target (hundredths): target / 100 × floor(96 · 2^52 / target) / 2^52. */
export function exactRtp(target = 200): Fraction {
  const t = BigInt(target);
  return fraction(t * ((RTP_PERCENT * TWO_52) / t), 100n * TWO_52);
}
