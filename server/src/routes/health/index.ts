// Probes for a load balancer or orchestrator (not enveloped, never rate-limited):
// - GET /health: liveness and database check, as before.
// - GET /health/ready: readiness. 503 with a reason while the process drains (SIGTERM received: take it out of
//   rotation) or when the database does not answer; 200 otherwise.
import type { TypedApp } from '../../http/type-provider';
import { HealthAnswer, ReadyAnswer } from '@casino/shared/contract/schemas/site';
import { safeError } from '../../http/log-safe';

export default async function healthRoutes(app: TypedApp) {
  app.get('/health', {
    schema: {
      tags: ['health'],
      summary: 'Liveness and database check (not enveloped)',
      response: { 200: HealthAnswer, 503: HealthAnswer },
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

  app.get('/health/ready', {
    schema: {
      tags: ['health'],
      summary: 'Readiness for a load balancer (not enveloped): 503 with a reason while draining or without a database',
      response: { 200: ReadyAnswer, 503: ReadyAnswer },
    },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (app.lifecycle.draining) return reply.status(503).send({ status: 'not_ready', reason: 'draining' });
    try {
      await app.database.ping();
    } catch (err) {
      request.log.warn({ err: safeError(err) }, 'readiness: database unavailable');
      return reply.status(503).send({ status: 'not_ready', reason: 'database_unreachable' });
    }
    return { status: 'ready' };
  });
}
