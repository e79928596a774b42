// The provably fair algorithm against fixed vectors: block 0 below was computed independently with
// `printf 'player-seed:0:0' | openssl dgst -sha256 -hmac <seed>`; the game draws are pinned so that any change
// to the public algorithm (message format, byte order, rejection rule, draw order) fails here.
import crypto from 'node:crypto';
import {
  blockMessage, CLIENT_SEED_RE, createStream, NeedMoreBlocksError, replay, SERVER_SEED_RE, sha256HexAsync, streamOfBlocks,
} from '../../../src/domain/fairness/provably-fair.js';
import { ENGINES } from '../../../src/domain/house-games/games.js';
import { fairStream } from '../../../src/providers/house/seeds';

const SERVER_SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const CLIENT_SEED = 'player-seed';

describe('provably fair stream', () => {
  it('block r is HMAC-SHA256(serverSeed, "clientSeed:nonce:r") and is read as big-endian 32-bit numbers', () => {
    expect(blockMessage(CLIENT_SEED, 0, 0)).toBe('player-seed:0:0');
    const block0 = crypto.createHmac('sha256', SERVER_SEED).update('player-seed:0:0').digest('hex');
    expect(block0).toBe('21632e098009398f68490a617ddf72346d5cbd803ba53e00ff2145713fff4c74');
    const stream = fairStream(SERVER_SEED, CLIENT_SEED, 0);
    expect([stream.nextUint32(), stream.nextUint32(), stream.nextUint32()]).toEqual([0x21632e09, 0x8009398f, 0x68490a61]);
  });

  it('continues into block 1 after eight numbers', () => {
    const stream = fairStream(SERVER_SEED, CLIENT_SEED, 7);
    for (let i = 0; i < 8; i += 1) stream.nextUint32();
    expect(stream.blocksUsed()).toBe(1);
    const block1 = crypto.createHmac('sha256', SERVER_SEED).update('player-seed:7:1').digest();
    expect(stream.nextUint32()).toBe(block1.readUInt32BE(0));
    expect(stream.blocksUsed()).toBe(2);
  });

  it('uniformInt rejects values at or above the largest multiple of n (no modulo bias)', () => {
    const block = (values: number[]) => {
      const b = Buffer.alloc(32);
      values.forEach((v, i) => b.writeUInt32BE(v, i * 4));
      return new Uint8Array(b);
    };
    // 2^32 mod 3 = 1: 0xffffffff is rejected, the next value (7) is used
    expect(streamOfBlocks([block([0xffffffff, 7])]).uniformInt(3)).toBe(1);
    // 0xfffffffe is the last accepted value for n = 3
    expect(streamOfBlocks([block([0xfffffffe])]).uniformInt(3)).toBe(0xfffffffe % 3);
    // n = 2^32 never rejects; n = 1 is always 0
    expect(streamOfBlocks([block([0xffffffff])]).uniformInt(2 ** 32)).toBe(0xffffffff);
    expect(streamOfBlocks([block([123])]).uniformInt(1)).toBe(0);
    expect(() => streamOfBlocks([block([1])]).uniformInt(0)).toThrow(RangeError);
  });

  it('uniform52 joins 32 bits and the top 20 bits of the next number', () => {
    const b = Buffer.alloc(32);
    b.writeUInt32BE(0x00000001, 0);
    b.writeUInt32BE(0xfffff000, 4);
    expect(streamOfBlocks([new Uint8Array(b)]).uniform52()).toBe(2 ** 20 + 0xfffff);
  });

  it('says when the blocks it was given run out', () => {
    const stream = streamOfBlocks([new Uint8Array(32)]);
    for (let i = 0; i < 8; i += 1) stream.nextUint32();
    expect(() => stream.nextUint32()).toThrow(NeedMoreBlocksError);
  });

  it('maps the stream to outcomes exactly as published (fixed vectors, nonces 0–2)', () => {
    const at = (nonce: number) => fairStream(SERVER_SEED, CLIENT_SEED, nonce);
    const vectors = [
      { reels5: [9, 7, 3, 0, 3], nine: [9, 7, 9], baccarat: [233, 67, 259, 389, 161, 344], crash: 110 },
      { reels5: [14, 10, 8, 3, 12], nine: [15, 0, 13], baccarat: [334, 5, 174, 377, 259, 322], crash: 384 },
      { reels5: [6, 26, 20, 7, 25], nine: [17, 6, 7], baccarat: [390, 336, 267, 160, 105, 253], crash: 120 },
    ];
    vectors.forEach((v, nonce) => {
      expect({
        reels5: ENGINES.reels5.draw(at(nonce)), nine: ENGINES.nine.draw(at(nonce)),
        baccarat: ENGINES.baccarat.draw(at(nonce)), crash: ENGINES.crash.draw(at(nonce)),
      }).toEqual(v);
    });
    const hand = ENGINES.baccarat.play(at(0), { bets: { player: 1000, banker: 0, tie: 0 } });
    expect(hand).toMatchObject({
      cards: {
        player: [{ rank: 'K', suit: 'H' }, { rank: 'K', suit: 'C' }, { rank: '6', suit: 'S' }],
        banker: [{ rank: '3', suit: 'H' }, { rank: 'K', suit: 'H' }, { rank: '7', suit: 'D' }],
      },
      totals: { player: 6, banker: 0 }, result: 'player', win: 2000,
    });
  });

  it('the browser path (Web Crypto, blocks computed ahead) replays the server outcome', async () => {
    for (const nonce of [0, 1, 2, 99]) {
      const server = ENGINES.baccarat.play(fairStream(SERVER_SEED, CLIENT_SEED, nonce), { bets: { player: 0, banker: 5000, tie: 1000 } });
      const browser = await replay(SERVER_SEED, CLIENT_SEED, nonce, (s) => ENGINES.baccarat.play(s, { bets: { player: 0, banker: 5000, tie: 1000 } }));
      expect(browser).toEqual(server);
    }
    expect(await sha256HexAsync(SERVER_SEED)).toBe(crypto.createHash('sha256').update(SERVER_SEED).digest('hex'));
    expect(await sha256HexAsync(SERVER_SEED)).toBe('7b3d979ca8330a94fa7e9e1b466d8b99e0bcdea1ec90596c0dcc8d7ef6b4300c');
  });

  it('checks the seed formats', () => {
    expect(SERVER_SEED_RE.test(SERVER_SEED)).toBe(true);
    expect(SERVER_SEED_RE.test(SERVER_SEED.toUpperCase())).toBe(false);
    expect(CLIENT_SEED_RE.test('my-Seed_1.2')).toBe(true);
    expect(CLIENT_SEED_RE.test('a:b')).toBe(false);
    expect(CLIENT_SEED_RE.test('x'.repeat(65))).toBe(false);
  });

  it('is deterministic and seed-sensitive', () => {
    const a = ENGINES.reels5.draw(fairStream(SERVER_SEED, CLIENT_SEED, 5));
    expect(ENGINES.reels5.draw(fairStream(SERVER_SEED, CLIENT_SEED, 5))).toEqual(a);
    const others = [
      ENGINES.reels5.draw(fairStream(SERVER_SEED, 'other', 5)),
      ENGINES.reels5.draw(fairStream(SERVER_SEED, CLIENT_SEED, 6)),
      ENGINES.reels5.draw(fairStream(`0${SERVER_SEED.slice(1)}`, CLIENT_SEED, 5)),
    ];
    for (const o of others) expect(o).not.toEqual(a);
    expect(createStream(() => undefined).uniformInt).toBeInstanceOf(Function);
  });
});
