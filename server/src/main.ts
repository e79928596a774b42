// Process entry: configuration from the environment (docs/server.md), listen, close cleanly on SIGINT/SIGTERM.
import { buildApp } from './app';
import { loadDotEnv } from './config';

async function main() {
  loadDotEnv();
  const port = Number(process.env.PORT || 4000);
  const host = process.env.HOST || '0.0.0.0';
  const app = await buildApp();

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    app.close().then(() => process.exit(0), (err) => {
      app.log.error({ err }, 'error while closing');
      process.exit(1);
    });
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port, host });
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  // Plain line for people and scripts, whatever the log level.
  process.stdout.write(`Casino API listening on http://${shown}:${port} (OpenAPI: http://${shown}:${port}/docs, database: ${app.database.kind})\n`);
}

main().catch((err: unknown) => {
  // Start-up failures (bad configuration, database unreachable) end the process with a readable reason.
  process.stderr.write(`server failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
