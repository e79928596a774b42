// Provably fair seed pairs (docs/games.md "Provably fair"). A member has one active pair: a secret server seed,
// published only as its SHA-256 until the pair is rotated, a client seed the member may set, and the next
// nonce. Every round takes the next nonce in the transaction that opens it. Rotating (or setting a new client
// seed, which rotates) reveals the old server seed so that every round played with it can be checked.
import crypto from 'node:crypto';
import { firstRow, rows, sql, type Queryable, type Tx } from '../../db/client';
import { toIso, toNumber } from '../../db/values';
import { blockMessage, createStream, type FairStream } from '../../domain/fairness/provably-fair';

export interface SeedPair {
  id: number; memberId: number; serverSeed: string; serverSeedHash: string; clientSeed: string; nextNonce: number;
  active: boolean; createdAt: string; revealedAt: string;
}

const pair = (r: Record<string, unknown>): SeedPair => ({
  id: toNumber(r.id), memberId: toNumber(r.member_id), serverSeed: String(r.server_seed), serverSeedHash: String(r.server_seed_hash),
  clientSeed: String(r.client_seed), nextNonce: toNumber(r.next_nonce), active: Boolean(r.active),
  createdAt: toIso(r.created_at), revealedAt: toIso(r.revealed_at),
});

export const sha256Hex = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
export const newServerSeed = () => crypto.randomBytes(32).toString('hex');
export const newClientSeed = () => crypto.randomBytes(8).toString('hex');

/** The round's random source on the server (Node's HMAC; the browser replays it with Web Crypto). */
export function fairStream(serverSeed: string, clientSeed: string, nonce: number): FairStream {
  return createStream((round) => crypto.createHmac('sha256', serverSeed).update(blockMessage(clientSeed, nonce, round)).digest());
}

async function insertPair(q: Queryable, memberId: number, clientSeed: string) {
  const serverSeed = newServerSeed();
  await q.execute(sql`
    INSERT INTO fair_seeds (member_id, server_seed, server_seed_hash, client_seed)
    VALUES (${memberId}, ${serverSeed}, ${sha256Hex(serverSeed)}, ${clientSeed})
    ON CONFLICT (member_id) WHERE active DO NOTHING`);
}

export async function activePair(q: Queryable, memberId: number, lock = false): Promise<SeedPair | undefined> {
  const r = await firstRow<Record<string, unknown>>(q, sql`
    SELECT * FROM fair_seeds WHERE member_id = ${memberId} AND active ${lock ? sql`FOR UPDATE` : sql``}`);
  return r && pair(r);
}

/** The member's active pair, created on first use. */
export async function ensurePair(q: Queryable, memberId: number): Promise<SeedPair> {
  const found = await activePair(q, memberId);
  if (found) return found;
  await insertPair(q, memberId, newClientSeed());
  return (await activePair(q, memberId))!;
}

/** Takes the next nonce of the member's active pair (creating the pair when missing). */
export async function reserveNonce(tx: Tx, memberId: number): Promise<{ seedId: number; nonce: number }> {
  await ensurePair(tx, memberId);
  const r = await firstRow<{ id: unknown; nonce: unknown }>(tx, sql`
    UPDATE fair_seeds SET next_nonce = next_nonce + 1 WHERE member_id = ${memberId} AND active
    RETURNING id, next_nonce - 1 AS nonce`);
  return { seedId: toNumber(r!.id), nonce: toNumber(r!.nonce) };
}

export async function pairById(q: Queryable, id: number): Promise<SeedPair | undefined> {
  const r = await firstRow<Record<string, unknown>>(q, sql`SELECT * FROM fair_seeds WHERE id = ${id}`);
  return r && pair(r);
}

/** Reveals the active pair and starts a new one (with `clientSeed`, else the old client seed). */
export async function rotatePair(tx: Tx, memberId: number, clientSeed?: string): Promise<{ revealed: SeedPair; active: SeedPair }> {
  const old = await ensurePair(tx, memberId);
  await tx.execute(sql`UPDATE fair_seeds SET active = false, revealed_at = now() WHERE id = ${old.id}`);
  await insertPair(tx, memberId, clientSeed ?? old.clientSeed);
  return { revealed: (await pairById(tx, old.id))!, active: (await activePair(tx, memberId))! };
}

/** Revealed pairs, newest first. */
export async function revealedPairs(q: Queryable, memberId: number, limit: number): Promise<SeedPair[]> {
  const found = await rows<Record<string, unknown>>(q, sql`
    SELECT * FROM fair_seeds WHERE member_id = ${memberId} AND NOT active ORDER BY id DESC LIMIT ${limit}`);
  return found.map(pair);
}

/** What a member may see of a pair: the server seed only once revealed. */
export function pairView(p: SeedPair) {
  return {
    id: p.id, server_seed_hash: p.serverSeedHash, server_seed: p.active ? null : p.serverSeed, client_seed: p.clientSeed,
    next_nonce: p.nextNonce, created_at: p.createdAt, revealed_at: p.revealedAt || null,
  };
}
