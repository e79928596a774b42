// Shapes shared by the engines' declarations.
import type { FairStream } from '../fairness/provably-fair';
import type { Fraction } from './exact';

export type Parsed<P> = { ok: true; params: P; stake: number } | { ok: false; field: string };

export interface Engine<P = unknown, O extends { win: number } = { win: number } & Record<string, unknown>> {
  readonly id: string;
  parseParams(input: unknown): Parsed<P>;
  play(stream: FairStream, params: P): O;
}

export type { FairStream, Fraction };
