// Idempotent mutations (API.md): (member, X-Sequence) is a key for 24 h; operator calls are keyed the same
// way by (operator, X-Sequence). A key is bound to the request that first used it by a SHA-256 digest of its
// method, URL and body. The key row is claimed in the same transaction as the mutation; a repeat of the same
// request (or a concurrent twin, which waits for the first to commit) answers 6000 with the first answer's data
// and changes nothing; the same key with another request answers HTTP 409 6001 sequence_reused and changes
// nothing. Only a successful (code 0) answer consumes the key: a business failure rolls the whole transaction
// back, key included, so a retry is judged afresh. Requests without X-Sequence simply run in a transaction.
//
// Lock order (docs/server.md "Lock order"): a member's write locks the member row first (FOR NO KEY UPDATE),
// then claims the key, then does its work. Every POST/PUT/PATCH/DELETE route that acts for a logged-in member
// or operator wraps its work in withIdempotency.
import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { Code, Msg, type Envelope } from '@casino/shared/contract';
import type { Tx } from '../db/client';
import { HandlerFailure, invalidInput } from '../http/envelope';
import { parseSequence } from '../domain/sequence';
import { claimKey, storeResponse, type Actor } from '../repositories/idempotency-repository';
import { lockMemberRow } from '../repositories/members-repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** The validated X-Sequence header, when sent. */
    sequence: string | undefined;
  }
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

class Rollback {
  constructor(readonly envelope: Envelope<unknown>) {}
}

/** JSON with object keys sorted, so that the digest does not depend on key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value).sort().filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * The digest that binds a key to its request: SHA-256 (hex) of the method, the URL as sent (path parameters and
 * query included) and the parsed body. `bind` adds what else makes two requests different (e.g. the game of a
 * house session).
 */
export function requestDigest(request: Pick<FastifyRequest, 'method' | 'url' | 'body'>, bind = ''): string {
  return crypto.createHash('sha256')
    .update(`${request.method}\n${request.url}\n${canonical(request.body)}\n${bind}`)
    .digest('hex');
}

const actorOf = (request: FastifyRequest): Actor | undefined => (request.member ? { kind: 'member', id: request.member.id }
  : request.operator ? { kind: 'operator', id: request.operator.id } : undefined);

export interface IdempotencyOptions {
  /** Bound into the request digest besides method, URL and body. */
  bind?: string;
  /**
   * The work writes the key's answer itself, in one of its own statements (`keyOf` and the repository's
   * `storeResponseFrom`), so withIdempotency does not write it again (issue 19: a statement less per house round).
   */
  workStoresAnswer?: boolean;
}

/** The key this request claims (its actor and X-Sequence), for a work that stores its answer itself; none without X-Sequence. */
export function keyOf(request: FastifyRequest): { actor: Actor; sequence: string } | undefined {
  const actor = actorOf(request);
  return actor === undefined || request.sequence === undefined ? undefined : { actor, sequence: request.sequence };
}

export async function withIdempotency<T>(
  request: FastifyRequest,
  work: (tx: Tx) => Promise<Envelope<T>>,
  options: IdempotencyOptions = {},
): Promise<Envelope<T | unknown>> {
  const actor = actorOf(request);
  const sequence = actor === undefined ? undefined : request.sequence;
  const path = request.routeOptions.url ?? request.url;
  try {
    return await request.server.db.transaction(async (tx) => {
      // 1. the member row (every member-scoped write, with or without X-Sequence): a keyed one locks it in its
      // key's claim (one statement), an unkeyed one here
      if (actor?.kind === 'member' && sequence === undefined) await lockMemberRow(tx, actor.id);
      // 2. the key
      if (actor !== undefined && sequence !== undefined) {
        const digest = requestDigest(request, options.bind);
        const claim = await claimKey(tx, actor, sequence, { method: request.method, path, digest });
        if (!claim.claimed) {
          // a key written before digests existed (null) is judged as before
          if (claim.digest !== null && claim.digest !== digest) {
            throw new HandlerFailure(Code.SEQUENCE_REUSED, Msg.sequence_reused, 'x-sequence', 409);
          }
          return { code: Code.ALREADY_PROCESSED, msg: Msg.request_already_processed, data: claim.response?.data ?? null };
        }
      }
      // 3. the work
      const envelope = await work(tx);
      if (envelope.code !== Code.OK) throw new Rollback(envelope);
      if (actor !== undefined && sequence !== undefined && !options.workStoresAnswer) {
        await storeResponse(tx, actor, sequence, { data: envelope.data ?? null });
      }
      return envelope;
    });
  } catch (err) {
    if (err instanceof Rollback) return err.envelope;
    throw err;
  }
}

/**
 * Replaces the stored answer of this request's key by the complete answer, for a route that finishes its
 * answer after withIdempotency's transaction (a house round is settled in a second transaction), so that a
 * repeat answers exactly the first answer's data. No-op without X-Sequence.
 */
export async function completeStoredAnswer(request: FastifyRequest, data: unknown): Promise<void> {
  const actor = actorOf(request);
  if (actor === undefined || request.sequence === undefined) return;
  await storeResponse(request.server.db, actor, request.sequence, { data });
}

/** HTTP 409 answer of a reused key, documented on every keyed route (OpenAPI). */
export const SequenceReusedAnswer = Type.Object({
  code: Type.Literal(Code.SEQUENCE_REUSED), msg: Type.Literal(Msg.sequence_reused), data: Type.Null(), field: Type.Literal('x-sequence'),
}, { description: 'X-Sequence already used for another request (method, URL or body): nothing was done (code 6001)' });

/** Mutating calls that act for a member, an operator or a house game session: the ones keyed by X-Sequence. */
const isKeyedRoute = (route: RouteOptions) => [route.method].flat().some((m) => MUTATING.has(m))
  && (Boolean((route.schema as { security?: unknown } | undefined)?.security)
    || (route.url.startsWith('/house/') && route.url !== '/house/session'));

export default fp(async function idempotency(app: FastifyInstance) {
  app.decorateRequest('sequence', undefined);
  app.addHook('onRoute', (route) => {
    if (!isKeyedRoute(route)) return;
    const schema = (route.schema ??= {}) as { response?: Record<string, unknown> };
    schema.response = { ...(schema.response ?? {}), 409: SequenceReusedAnswer };
  });
  app.addHook('onRequest', (request, _reply, done) => {
    if (MUTATING.has(request.method)) { // reads need no key; a stray header on them is harmless
      const sequence = parseSequence(request.headers['x-sequence']);
      if (sequence === null) throw invalidInput('x-sequence');
      request.sequence = sequence;
    }
    done();
  });
}, { name: 'idempotency', dependencies: ['db'] });
