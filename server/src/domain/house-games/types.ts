// Shapes every house game engine shares: parseParams(body) → {ok, params, stake} | {ok:false, field};
// play(stream, params) → the outcome with `win` (won returned, stake included).
import type { FairStream } from '../fairness/provably-fair';
import type { Fraction } from './exact';

export type Parsed<P> = { ok: true; params: P; stake: number } | { ok: false; field: string };

export interface Engine<P = unknown, O extends { win: number } = { win: number } & Record<string, unknown>> {
  readonly id: string;
  parseParams(input: unknown): Parsed<P>;
  play(stream: FairStream, params: P): O;
}

/** The bet levels of the slots and the crash game, won (multiples of 100, so every pay is whole won). */
export const BET_LEVELS: readonly number[] = [100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000, 100000];

/** The request body's field, if the body is an object. */
export const field = (input: unknown, name: string): unknown =>
  (input !== null && typeof input === 'object' ? (input as Record<string, unknown>)[name] : undefined);

export type { FairStream, Fraction };
