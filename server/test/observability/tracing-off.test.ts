// Without OTEL_EXPORTER_OTLP_ENDPOINT tracing costs nothing: no OpenTelemetry module is loaded (a file of its
// own: the module registry of a test file that turned tracing on holds them).
import { backends, build } from '../helper';

describe('without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('loads no OpenTelemetry SDK, exporter or instrumentation', async () => {
    const app = await build(backends()[0]!);
    try {
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
      // (only the API package, which prom-client reads for its CPU metric: no-op functions without an SDK)
      const loaded = Object.keys(require.cache).filter((f) => /[\\/]@opentelemetry[\\/](?!api[\\/])|[\\/]@fastify[\\/]otel[\\/]/.test(f));
      expect(loaded).toEqual([]);
      expect(Object.keys(require.cache).some((f) => f.endsWith('/src/app.ts'))).toBe(true); // the check sees the server's modules
    } finally {
      await app.close();
    }
  });
});
