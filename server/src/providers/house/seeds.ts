// Provably fair seed pairs (docs/games.md "Provably fair"). A member has one active pair: a secret server seed,
// published only as its SHA-256 until the pair is rotated, a client seed the member may set, and the next
// nonce. Every round takes the next nonce in the transaction that opens it. Rotating (or setting a new client
// seed, which rotates) reveals the old server seed so that every round played with it can be checked.
// The SQL is in repositories/house-repository.ts.
import crypto from 'node:crypto';
import { sha256Hex } from '../../domain/digest';
import type { Queryable, Tx } from '../../db/client';
import { blockMessage, createStream, type FairStream } from '../../domain/fairness/provably-fair';
import { activePair, insertPair, insertRoundWithNextNonce, pairById, revealPair, takeNextNonce, type NextNonce, type SeedPair } from '../../repositories/house-repository';

export { activePair, pairById, revealedPairs, type SeedPair } from '../../repositories/house-repository';

export const newServerSeed = () => crypto.randomBytes(32).toString('hex');
export const newClientSeed = () => crypto.randomBytes(8).toString('hex');

/** The round's random source on the server (Node's HMAC; the browser replays it with Web Crypto). */
export function fairStream(serverSeed: string, clientSeed: string, nonce: number): FairStream {
  return createStream((round) => crypto.createHmac('sha256', serverSeed).update(blockMessage(clientSeed, nonce, round)).digest());
}

function newPair(q: Queryable, memberId: number, clientSeed: string) {
  const serverSeed = newServerSeed();
  return insertPair(q, { memberId, serverSeed, serverSeedHash: sha256Hex(serverSeed), clientSeed });
}

/** The member's active pair, created on first use. */
export async function ensurePair(q: Queryable, memberId: number): Promise<SeedPair> {
  const found = await activePair(q, memberId);
  if (found) return found;
  await newPair(q, memberId, newClientSeed());
  return (await activePair(q, memberId))!;
}

/**
 * Inserts a round on the next nonce of the member's active pair (creating the pair when missing): one statement
 * when the pair exists. Answers the open round with the seeds it is played with.
 */
export function insertRoundOnNextNonce(tx: Tx, input: Parameters<typeof insertRoundWithNextNonce>[1]) {
  return onActivePair(tx, input.memberId, () => insertRoundWithNextNonce(tx, input));
}

/** The next nonce of the member's active pair (creating the pair when missing), for a round played at once. */
export function nextNonce(tx: Tx, memberId: number): Promise<NextNonce> {
  return onActivePair(tx, memberId, () => takeNextNonce(tx, memberId));
}

/** `take` on the member's active pair: once, or, when the member has none yet, again after creating it. */
async function onActivePair<T>(tx: Tx, memberId: number, take: () => Promise<T | undefined>): Promise<T> {
  const taken = await take();
  if (taken) return taken;
  await newPair(tx, memberId, newClientSeed());
  return (await take())!;
}

/** Reveals the active pair and starts a new one (with `clientSeed`, else the old client seed). */
export async function rotatePair(tx: Tx, memberId: number, clientSeed?: string): Promise<{ revealed: SeedPair; active: SeedPair }> {
  const old = await ensurePair(tx, memberId);
  await revealPair(tx, old.id);
  await newPair(tx, memberId, clientSeed ?? old.clientSeed);
  return { revealed: (await pairById(tx, old.id))!, active: (await activePair(tx, memberId))! };
}

/** What a member may see of a pair: the server seed only once revealed. */
export function pairView(p: SeedPair) {
  return {
    id: p.id, server_seed_hash: p.serverSeedHash, server_seed: p.active ? null : p.serverSeed, client_seed: p.clientSeed,
    next_nonce: p.nextNonce, created_at: p.createdAt, revealed_at: p.revealedAt || null,
  };
}
