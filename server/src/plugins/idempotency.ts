// Idempotent mutations (API.md): (member, X-Sequence) is a key for 24 h; operator calls are keyed the same
// way by (operator, X-Sequence). The key row is claimed in
// the same transaction as the mutation, first thing; a repeat (or a concurrent twin, which waits for the
// first to commit) answers 6000 with the first answer's data and changes nothing. Only a successful (code 0)
// answer consumes the key: a business failure rolls the whole transaction back, key included, so a retry
// is judged afresh. Requests without X-Sequence simply run in a transaction.
//
// Every POST/PUT/PATCH/DELETE route that acts for a logged-in member or operator wraps its work in withIdempotency.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Code, Msg, type Envelope } from '@casino/shared/contract';
import type { Tx } from '../db/client';
import { invalidInput } from '../http/envelope';
import { parseSequence } from '../domain/sequence';
import { claimKey, storedResponse, storeResponse, type Actor } from '../repositories/idempotency-repository';

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

export async function withIdempotency<T>(
  request: FastifyRequest,
  work: (tx: Tx) => Promise<Envelope<T>>,
): Promise<Envelope<T | unknown>> {
  const actor: Actor | undefined = request.member ? { kind: 'member', id: request.member.id }
    : request.operator ? { kind: 'operator', id: request.operator.id } : undefined;
  const sequence = actor === undefined ? undefined : request.sequence;
  const path = request.routeOptions.url ?? request.url;
  try {
    return await request.server.db.transaction(async (tx) => {
      if (actor !== undefined && sequence !== undefined) {
        const claimed = await claimKey(tx, actor, sequence, request.method, path);
        if (!claimed) {
          const first = await storedResponse(tx, actor, sequence);
          return { code: Code.ALREADY_PROCESSED, msg: Msg.request_already_processed, data: first?.data ?? null };
        }
      }
      const envelope = await work(tx);
      if (envelope.code !== Code.OK) throw new Rollback(envelope);
      if (actor !== undefined && sequence !== undefined) {
        await storeResponse(tx, actor, sequence, { data: envelope.data ?? null });
      }
      return envelope;
    });
  } catch (err) {
    if (err instanceof Rollback) return err.envelope;
    throw err;
  }
}

export default fp(async function idempotency(app: FastifyInstance) {
  app.decorateRequest('sequence', undefined);
  app.addHook('onRequest', async (request) => {
    if (!MUTATING.has(request.method)) return; // reads need no key; a stray header on them is harmless
    const sequence = parseSequence(request.headers['x-sequence']);
    if (sequence === null) throw invalidInput('x-sequence');
    request.sequence = sequence;
  });
}, { name: 'idempotency', dependencies: ['db'] });
