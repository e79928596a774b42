// Types of crash.js.
import type { FairStream, Fraction, Parsed } from './types';

/** target: hundredths (2.50× = 250). */
export interface CrashParams { bet: number; target: number }
export interface CrashOutcome { crash: number; target: number; won: boolean; win: number }

export declare const id: 'crash';
export declare const RTP_PERCENT: bigint;
export declare const MIN_TARGET: number;
export declare const MAX_TARGET: number;
export declare const MAX_SHOWN: number;
export declare const BET_LEVELS: number[];
export declare function parseParams(input: unknown): Parsed<CrashParams>;
export declare function crashPointOf(h: number): number;
export declare function draw(stream: FairStream): number;
export declare function settle(crash: number, params: CrashParams): CrashOutcome;
export declare function play(stream: FairStream, params: CrashParams): CrashOutcome;
export declare function exactRtp(target?: number): Fraction;
