// Types of provably-fair.js (a plain ES module so that browsers can load the very same file).
export declare const ALGORITHM: string;
export declare const SERVER_SEED_RE: RegExp;
export declare const CLIENT_SEED_RE: RegExp;

export declare function blockMessage(clientSeed: string, nonce: number, round: number): string;

export declare class NeedMoreBlocksError extends Error {
  constructor(blocks: number);
  readonly blocks: number;
}

export interface FairStream {
  nextUint32(): number;
  /** A whole number in [0, n), exactly uniform. */
  uniformInt(n: number): number;
  /** A whole number in [0, 2^52). */
  uniform52(): number;
  blocksUsed(): number;
  draws(): number;
}

export declare function createStream(block: (round: number) => Uint8Array | undefined): FairStream;
export declare function streamOfBlocks(blocks: Uint8Array[]): FairStream;
export declare function sha256Hex(text: string): Promise<string>;
export declare function hmacBlocks(serverSeed: string, clientSeed: string, nonce: number, count: number): Promise<Uint8Array[]>;
export declare function replay<T>(serverSeed: string, clientSeed: string, nonce: number, play: (stream: FairStream) => T): Promise<T>;
