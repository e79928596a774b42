// The server's Prometheus metrics (docs/operations.md "Observe"): one registry per process, read by the metrics
// listener (plugins/observability.ts `startMetricsServer`, on METRICS_PORT, never on the API's port). The
// request metrics are counted by the observability plugin's one onResponse hook; the business counters by the
// repository statements that write the rows they count (a counter increment each, after the statement
// succeeded); the gauges are read when Prometheus scrapes, from the sources the running apps register (the open
// server-sent event streams, the database pool).
//
// Labels are bounded: a route label is the route's pattern (`/wallet/deposits/:id`), never the URL, and
// `unmatched` for every URL no route serves; methods outside the HTTP set read `other`; ledger types, house
// games, remotes and event kinds come from the code, and versions from the site's own remotes (the telemetry
// route keeps only the versions it serves).
// the classes by their own modules: the package's index loads much more (prom-client-parts.d.ts)
import Registry from 'prom-client/lib/registry';
import Counter from 'prom-client/lib/counter';
import Gauge from 'prom-client/lib/gauge';
import Histogram from 'prom-client/lib/histogram';

export const registry = new Registry();

/** Route label of a request no route matched (404s, scanners): one series, whatever the URL. */
export const UNMATCHED_ROUTE = 'unmatched';

export const httpRequests = new Counter({
  name: 'casino_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status class (2xx, 3xx, 4xx, 5xx).',
  labelNames: ['method', 'route', 'status_class'] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'casino_http_request_duration_seconds',
  help: 'Time from the request arriving to its answer being sent, by method and route pattern.',
  labelNames: ['method', 'route'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const rateLimitRefusals = new Counter({
  name: 'casino_rate_limit_refusals_total',
  help: 'Requests refused with HTTP 429: limiter "ip" = the per-IP request limits (RATE_LIMIT_PER_MINUTE, REGISTER_LIMIT_PER_HOUR, the telemetry limit), "throttle" = the login throttle and the routes\' own limits (inquiries, the contact form).',
  labelNames: ['limiter', 'route'] as const,
  registers: [registry],
});

/** Requests the per-IP limiter refused (plugins/rate-limit.ts `onExceeded`): their 429 is not counted again. */
export const refusedByLimiter = new WeakSet<object>();

export const ledgerPostings = new Counter({
  name: 'casino_ledger_postings_total',
  help: 'Ledger rows written, by account (cash, points) and entry type (deposit, bet, win, …).',
  labelNames: ['account', 'type'] as const,
  registers: [registry],
});

export const houseRounds = new Counter({
  name: 'casino_house_rounds_total',
  help: 'House game rounds, by game and event: played (a stake taken), settled (its outcome paid), rolled_back (recovered without an outcome).',
  labelNames: ['game', 'event'] as const,
  registers: [registry],
});

export const remoteDelivery = new Counter({
  name: 'casino_remote_delivery_events_total',
  help: 'Remote health reports from browsers (POST /api/telemetry) that the site kept, by remote, version, track (stable, canary, preview) and kind (mount, load_failure, render_error, fallback).',
  labelNames: ['remote', 'version', 'track', 'kind'] as const,
  registers: [registry],
});

export const pageErrors = new Counter({
  name: 'casino_page_render_errors_total',
  help: 'Pages of the host or the back office that threw while rendering, as their error boundaries reported them (POST /api/page-errors), by app (host, backoffice). The page and request id are in the log line.',
  labelNames: ['app'] as const,
  registers: [registry],
});

/** What the database reports of its connections when scraped (db/client.ts `Database.poolStats`). */
export interface PoolStats {
  max: number;
  total: number;
  idle: number;
  waiting: number;
  /** Acquisitions that found no free connection and waited, since start, and the seconds they waited. */
  waits: number;
  waitSeconds: number;
}

/** Gauges read at scrape time from every running app (one per process in production; tests may hold several). */
const streamSources = new Set<() => number>();
const poolSources = new Set<() => PoolStats | undefined>();

/** Registers a source of open SSE streams; answers the unregister function. */
export function addStreamSource(source: () => number): () => void {
  streamSources.add(source);
  return () => { streamSources.delete(source); };
}

/** Registers a database's pool statistics; answers the unregister function. */
export function addPoolSource(source: () => PoolStats | undefined): () => void {
  poolSources.add(source);
  return () => { poolSources.delete(source); };
}

function sumPools(): PoolStats {
  const sum: PoolStats = { max: 0, total: 0, idle: 0, waiting: 0, waits: 0, waitSeconds: 0 };
  for (const source of poolSources) {
    const stats = source();
    if (!stats) continue;
    sum.max += stats.max; sum.total += stats.total; sum.idle += stats.idle; sum.waiting += stats.waiting;
    sum.waits += stats.waits; sum.waitSeconds += stats.waitSeconds;
  }
  return sum;
}

new Gauge({
  name: 'casino_sse_streams',
  help: 'Server-sent event streams open now (members\' and operators\' live updates).',
  registers: [registry],
  collect() {
    let n = 0;
    for (const source of streamSources) n += source();
    this.set(n);
  },
});

new Gauge({
  name: 'casino_db_pool_connections',
  help: 'Database connections by state: max (the pool size, DB_POOL_MAX), total (open), idle, waiting (statements queued for a connection). The embedded PGlite database has one connection: max = total = 1.',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    const sum = sumPools();
    this.set({ state: 'max' }, sum.max);
    this.set({ state: 'total' }, sum.total);
    this.set({ state: 'idle' }, sum.idle);
    this.set({ state: 'waiting' }, sum.waiting);
  },
});

// Cumulative, read from the pool's own tallies when scraped (a counter set from its source).
new Counter({
  name: 'casino_db_pool_acquire_waits_total',
  help: 'PostgreSQL: statements that found every pooled connection busy and waited for one.',
  registers: [registry],
  collect() {
    this.reset();
    this.inc(sumPools().waits);
  },
});

new Counter({
  name: 'casino_db_pool_acquire_wait_seconds_total',
  help: 'PostgreSQL: seconds those statements waited for a connection (rate over rate of the waits = mean wait).',
  registers: [registry],
  collect() {
    this.reset();
    this.inc(sumPools().waitSeconds);
  },
});

let defaults: Promise<void> | undefined;
/** prom-client's process metrics (CPU, memory, event loop lag, GC, handles), from when the listener starts. */
export function collectProcessMetrics(): Promise<void> {
  defaults ??= import('prom-client').then(({ collectDefaultMetrics }) => { collectDefaultMetrics({ register: registry }); });
  return defaults;
}

/** Every metric name this server exposes (the dashboard's and alert rules' test reads it). */
export async function metricNames(): Promise<string[]> {
  await collectProcessMetrics();
  return (await registry.getMetricsAsJSON()).map((m) => m.name);
}
