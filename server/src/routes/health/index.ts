import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { safeError } from '../../http/log-safe';

const Health = Type.Object({ status: Type.String(), db: Type.String() });

export default async function healthRoutes(app: FastifyInstance) {
  app.get('/health', {
    schema: {
      tags: ['health'],
      summary: 'Liveness and database check (not enveloped)',
      response: { 200: Health, 503: Health },
    },
  }, async (request, reply) => {
    try {
      await app.database.ping();
      return { status: 'ok', db: 'ok' };
    } catch (err) {
      request.log.warn({ err: safeError(err) }, 'health check: database unavailable');
      return reply.status(503).send({ status: 'error', db: 'error' });
    }
  });
}
