// The provably fair random source of the house games (docs/games.md "Provably fair"). Public algorithm:
//   block(r) = HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${r}`),  r = 0, 1, 2, …
// The blocks are read one after another as 32-bit big-endian unsigned integers; a number in [0, n) is the
// first such integer below the largest multiple of n (rejection sampling: exactly uniform, no modulo bias)
// taken modulo n. The same module runs in the server, the RTP bench and the browser (the game pages and the
// fairness verifier bundle it), so it imports nothing and uses no Node or DOM API except Web Crypto in the
// async helpers.

export const ALGORITHM = 'HMAC-SHA256(serverSeed, clientSeed:nonce:round)';

/** A server seed is 32 random bytes written as 64 lowercase hex characters; its SHA-256 (hex) is the commitment. */
export const SERVER_SEED_RE = /^[0-9a-f]{64}$/;
/** Client seeds: 1–64 of A–Z a–z 0–9 . _ - (no ':' so the HMAC message cannot be ambiguous). */
export const CLIENT_SEED_RE = /^[A-Za-z0-9._-]{1,64}$/;

const TWO_32 = 2 ** 32;

/** The HMAC message of block `round` of the bet with this client seed and nonce. */
export function blockMessage(clientSeed: string, nonce: number, round: number): string {
  return `${clientSeed}:${nonce}:${round}`;
}

/** Thrown by a stream that has read every block it was given (the async verifier then computes more). */
export class NeedMoreBlocksError extends Error {
  readonly blocks: number;

  constructor(blocks: number) {
    super(`the outcome needs more than ${blocks - 1} HMAC blocks`);
    this.name = 'NeedMoreBlocksError';
    this.blocks = blocks;
  }
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

/** HMAC block r (32 bytes), or undefined when it is not available. */
export type BlockSource = (round: number) => Uint8Array | undefined;

/**
 * Reads HMAC blocks as a stream of numbers. `block(r)` returns block r (32 bytes), or undefined when it is not
 * available (then NeedMoreBlocksError tells how many blocks are needed).
 */
export function createStream(block: BlockSource): FairStream {
  let round = 0;
  let offset = 0;
  let current = block(0);
  let draws = 0;

  function nextUint32(): number {
    if (current && offset + 4 > current.length) {
      round += 1;
      offset = 0;
      current = block(round);
    }
    if (!current) throw new NeedMoreBlocksError(round + 1);
    const value = current[offset]! * 0x1000000 + ((current[offset + 1]! << 16) | (current[offset + 2]! << 8) | current[offset + 3]!);
    offset += 4;
    draws += 1;
    return value;
  }

  /** A whole number in [0, n), each exactly equally likely. */
  function uniformInt(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError('uniformInt: n must be an integer in [1, 2^32]');
    const limit = TWO_32 - (TWO_32 % n);
    for (;;) {
      const value = nextUint32();
      if (value < limit) return value % n;
    }
  }

  /** A whole number in [0, 2^52): the first integer's 32 bits, then the top 20 bits of the second. */
  function uniform52(): number {
    const high = nextUint32();
    const low = nextUint32();
    return high * 2 ** 20 + Math.floor(low / 2 ** 12);
  }

  return { nextUint32, uniformInt, uniform52, blocksUsed: () => round + 1, draws: () => draws };
}

/** Stream over blocks computed ahead of time (the browser computes them with Web Crypto, which is async). */
export function streamOfBlocks(blocks: Uint8Array[]): FairStream {
  return createStream((r) => blocks[r]);
}

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

/** Web Crypto's digest: global in browsers and Node ≥ 19 (typed here so that the module needs neither DOM nor Node types). */
type Subtle = typeof globalThis.crypto.subtle;

function subtle(): Subtle {
  const s = globalThis.crypto?.subtle;
  if (!s) throw new Error('Web Crypto is not available (a secure context is needed)');
  return s;
}

/** SHA-256 of a text (UTF-8), hex: the commitment a server seed is published as before play. */
export async function sha256HexAsync(text: string): Promise<string> {
  return hex(await subtle().digest('SHA-256', new TextEncoder().encode(text)));
}

/** The first `count` HMAC blocks of a bet (Web Crypto). */
export async function hmacBlocks(serverSeed: string, clientSeed: string, nonce: number, count: number): Promise<Uint8Array[]> {
  const encoder = new TextEncoder();
  const key = await subtle().importKey('raw', encoder.encode(serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const blocks: Uint8Array[] = [];
  for (let r = 0; r < count; r += 1) {
    blocks.push(new Uint8Array(await subtle().sign('HMAC', key, encoder.encode(blockMessage(clientSeed, nonce, r)))));
  }
  return blocks;
}

/**
 * Replays `play(stream)` with blocks computed by Web Crypto, computing more blocks when the outcome needs
 * them (a rejected draw is rare: at most n / 2^32 per draw).
 */
export async function replay<T>(serverSeed: string, clientSeed: string, nonce: number, play: (stream: FairStream) => T): Promise<T> {
  for (let count = 2; count <= 256; count *= 2) {
    const blocks = await hmacBlocks(serverSeed, clientSeed, nonce, count);
    try {
      return play(streamOfBlocks(blocks));
    } catch (err) {
      if (!(err instanceof NeedMoreBlocksError)) throw err;
    }
  }
  throw new Error('the outcome needs more than 256 HMAC blocks');
}
