// Graceful stop (SIGTERM/SIGINT): readiness turns 503 `draining`, the listener stops accepting and idle
// connections close, requests in flight finish (every answer now carries `Connection: close`, see
// plugins/core.ts; one arriving on an open connection meanwhile is still served), then the database and Redis
// close. If that takes longer than SHUTDOWN_GRACE_MS the remaining connections are cut and the process ends
// anyway.
import type { FastifyInstance } from 'fastify';
import { safeError } from './http/log-safe';

export interface DrainResult { graceful: boolean; ms: number }

export async function drain(app: FastifyInstance, graceMs = app.config.shutdownGraceMs): Promise<DrainResult> {
  const started = Date.now();
  app.lifecycle.draining = true;
  let timer: NodeJS.Timeout | undefined;
  const overdue = new Promise<'overdue'>((resolve) => {
    timer = setTimeout(() => resolve('overdue'), graceMs);
    timer.unref();
  });
  const closed = app.close().then(() => 'closed' as const);
  const first = await Promise.race([closed, overdue]);
  clearTimeout(timer);
  if (first === 'closed') return { graceful: true, ms: Date.now() - started };
  app.log.error({ graceMs }, 'shutdown: requests still running after the grace period; cutting connections');
  app.server.closeAllConnections();
  // the close goes on (database, Redis) once the connections are gone; give it a moment, no more
  await Promise.race([closed.catch((err) => app.log.error({ err: safeError(err) }, 'error while closing')), new Promise((r) => setTimeout(r, 1_000).unref())]);
  return { graceful: false, ms: Date.now() - started };
}
