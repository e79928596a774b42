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
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, graceMs: app.config.shutdownGraceMs }, 'draining: no new connections, finishing requests in flight');
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

  await app.listen({ port, host });
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  // Plain line for people and scripts, whatever the log level.
  const shared = app.config.instances > 1 ? `, one of ${app.config.instances} instances` : '';
  process.stdout.write(`Casino API listening on http://${shown}:${port} (OpenAPI: http://${shown}:${port}/docs, database: ${app.database.kind}${shared})\n`);
}

main().catch((err: unknown) => {
  // Start-up failures (bad configuration, database unreachable) end the process with a readable reason.
  process.stderr.write(`server failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
