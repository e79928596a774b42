// What every answer leaves behind (docs/operations.md "Observe"), in one onResponse hook: the request metrics
// (metrics.ts: count by method, route pattern and status class, duration histogram, 429 refusals) and the
// request's JSON log line at `info` — method, route, status, duration in ms, with the request id (`reqId`, the
// `X-Request-Id` answer header, plugins/core.ts) and the instance bound by the logger (app.ts) — unless
// LOG_REQUESTS=0. The gauges read the open SSE streams (plugins/live.ts) and the database pool when scraped.
//
// The metrics themselves are served on a port of their own (`startMetricsServer`, main.ts, METRICS_PORT),
// never by the public API.
import http from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  addPoolSource, addStreamSource, collectProcessMetrics, httpDuration, httpRequests, rateLimitRefusals, refusedByLimiter,
  registry, UNMATCHED_ROUTE,
} from '../metrics';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;

/** One route's and method's series, made on its first answer: later answers allocate nothing here. */
interface Series {
  byClass: ReturnType<typeof httpRequests.labels>[];
  duration: ReturnType<typeof httpDuration.labels>;
}
const seriesCache = new Map<string, Map<string, Series>>();

function seriesOf(method: string, route: string): Series {
  let byMethod = seriesCache.get(route);
  if (!byMethod) seriesCache.set(route, byMethod = new Map());
  let series = byMethod.get(method);
  if (!series) {
    series = {
      byClass: STATUS_CLASSES.map((status_class) => httpRequests.labels({ method, route, status_class })),
      duration: httpDuration.labels({ method, route }),
    };
    byMethod.set(method, series);
  }
  return series;
}

/** Routes the load balancer and orchestrators probe: their successful answers are not logged line by line. */
const HEALTH_PROBES = new Set(['/health', '/health/ready']);

/** The request's route pattern, or `unmatched`: never its URL (bounded labels). */
export function routeLabel(request: FastifyRequest): string {
  return request.routeOptions.url ?? UNMATCHED_ROUTE;
}

export default fp(async function observability(app: FastifyInstance, opts: { logRequests: boolean }) {
  const { logRequests } = opts;
  // The request line is written by one logger made here, not by the request's own child logger: making that child
  // (pino runs its redaction over the bindings) and redacting the line cost ≈ 55 µs a request on the 2-core machine,
  // `/api/cnf` at 0.58–0.63× of the unlogged `/health` against 0.82–1.00× with LOG_REQUESTS=0 (docs/performance.md,
  // "Flatness beside the baseline, a request line without redaction, …"). The line's fields are fixed here and carry no secret (the method, the route pattern, the status, the time
  // and the request id, a UUID or a short token: app.ts REQUEST_ID_RE), so this logger has no redaction paths; the app's
  // wildcard paths (`*.password`, `*.*.jwt`, …) made pino walk every field of every line. Everything else logged in a
  // request still goes through `request.log`, redacted.
  const requestLog = app.log.child({}, { redact: [] });
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
    const route = routeLabel(request);
    const method = METHODS.has(request.method) ? request.method : 'other';
    const status = reply.statusCode;
    const ms = reply.elapsedTime;
    const series = seriesOf(method, route);
    series.byClass[Math.min(Math.max(Math.floor(status / 100), 1), 5) - 1]!.inc();
    series.duration.observe(ms / 1000);
    if (status === 429 && !refusedByLimiter.has(request)) rateLimitRefusals.inc({ limiter: 'throttle', route });
    // the balancer's health probes (about two a second per instance) are counted, but a healthy answer is not logged
    const quietProbe = status < 400 && HEALTH_PROBES.has(route);
    if (logRequests && !quietProbe) requestLog.info({ reqId: request.id, method: request.method, route, status, ms: Math.round(ms * 10) / 10 }, 'request');
    done();
  });

  const removers: (() => void)[] = [];
  app.addHook('onReady', (done) => {
    removers.push(addStreamSource(() => app.live?.streams ?? 0));
    removers.push(addPoolSource(() => app.database.poolStats()));
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    for (const remove of removers.splice(0)) remove();
    done();
  });
}, { name: 'observability', dependencies: ['core'] });

/** The Prometheus text of this process's metrics (what `GET /metrics` on the metrics port answers). */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  return { contentType: registry.contentType, body: await registry.metrics() };
}

/**
 * The metrics listener: `GET /metrics` on its own port (METRICS_PORT), so that the public API never serves them
 * and the network can keep the port to the Prometheus servers. Anything else answers 404. Starts prom-client's
 * process metrics. Answers the listening server (close it to stop).
 */
export async function startMetricsServer(port: number, host: string): Promise<http.Server> {
  await collectProcessMetrics();
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    metricsText().then(({ contentType, body }) => {
      res.writeHead(200, { 'content-type': contentType }).end(body);
    }, () => {
      res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed\n');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => { server.off('error', reject); resolve(); });
  });
  return server;
}
