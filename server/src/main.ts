// Process entry: configuration from the environment (docs/server.md), listen, drain and close on
// SIGINT/SIGTERM (see drain.ts; bounded by SHUTDOWN_GRACE_MS).
//
// The database starts opening first, and the rest of the server is loaded while it does (`import('./app')`
// is loaded on demand in the bundle): the embedded PGlite's start — reading and compiling its WebAssembly —
// then overlaps reading the server's modules instead of following it (docs/performance.md "Start").
import { loadDotEnv, resolveConfig } from './config';
import { openDatabase } from './db/client';
import { databaseOptions } from './plugins/db';
import { safeError } from './http/log-safe';

async function main() {
  loadDotEnv();
  const port = Number(process.env.PORT || 4000);
  const host = process.env.HOST || '0.0.0.0';
  const config = resolveConfig(); // once: buildApp takes it as it is
  const opening = openDatabase(databaseOptions(config));
  opening.catch(() => undefined); // the db plugin awaits it and reports a failure
  const [{ buildApp }, { drain }] = await Promise.all([import('./app'), import('./drain')]);
  const app = await buildApp({}, { config, opening });

  let closing = false;
  let metricsServer: import('node:http').Server | undefined;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, graceMs: app.config.shutdownGraceMs }, 'draining: no new connections, finishing requests in flight');
    metricsServer?.close(); // scrapes stop; the process exits once the API has drained
    drain(app).then((result) => {
      app.log.info(result, 'shut down');
      process.exit(result.graceful ? 0 : 1);
    }, (err: unknown) => {
      app.log.error({ err: safeError(err) }, 'error while closing');
      process.exit(1);
    });
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  // Prometheus metrics on their own port, never the API's (docs/operations.md "Observe"); unset = no listener
  const metricsPort = process.env.METRICS_PORT ? Number(process.env.METRICS_PORT) : undefined;
  if (metricsPort !== undefined && (!Number.isInteger(metricsPort) || metricsPort < 1 || metricsPort > 65535 || metricsPort === port)) {
    throw new Error(`METRICS_PORT must be a port number other than PORT (got ${process.env.METRICS_PORT})`);
  }
  await app.listen({ port, host });
  if (metricsPort !== undefined) {
    const { startMetricsServer } = await import('./plugins/observability');
    metricsServer = await startMetricsServer(metricsPort, process.env.METRICS_HOST || host);
  }
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  // Plain line for people and scripts, whatever the log level.
  const shared = app.config.instances > 1 ? `, one of ${app.config.instances} instances` : '';
  const metricsAt = metricsPort === undefined ? '' : `, metrics: http://${shown}:${metricsPort}/metrics`;
  process.stdout.write(`Casino API listening on http://${shown}:${port} (OpenAPI: ${app.config.openapiDocs ? `http://${shown}:${port}/docs` : 'off (OPENAPI_DOCS=1 serves /docs)'}, database: ${app.database.kind}${shared}${metricsAt})\n`);
}

main().catch((err: unknown) => {
  // Start-up failures (bad configuration, database unreachable) end the process with a readable reason.
  process.stderr.write(`server failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
