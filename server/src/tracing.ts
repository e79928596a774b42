// OpenTelemetry traces (docs/operations.md "Observe"): a span per request (@fastify/otel, with the route's
// handler as its child) and a child span per SQL statement on both databases (db/client.ts runs every
// statement through `rows` or `prepared`: `setStatementTracer` wraps them; instrumentation-pg would see only
// PostgreSQL), exported over OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT).
//
// Off unless one of those is set: the OpenTelemetry packages are loaded by `startTracing` only, so a server
// without it loads none of them, and its statements pay one test of an unset variable (db/client.ts). A span holds a statement's text,
// never its values (passwords, bank accounts travel as parameters), and a request's path without its query.
import os from 'node:os';
import type { FastifyPluginCallback } from 'fastify';
import { setStatementTracer } from './db/client';

/** The packages tracing needs, loaded when it starts (never by a server without OTEL_EXPORTER_OTLP_ENDPOINT). */
async function loadOtel() {
  const [api, node, exporter, resources, fastifyOtel] = await Promise.all([
    import('@opentelemetry/api'), import('@opentelemetry/sdk-trace-node'), import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'), import('@fastify/otel'),
  ]);
  return { ...api, ...node, ...exporter, ...resources, FastifyOtelInstrumentation: fastifyOtel.FastifyOtelInstrumentation };
}

/** Tracing is on when the environment names where to send spans (the standard OTEL variables). */
export function tracingEnabled(env: NodeJS.ProcessEnv): boolean {
  if (env.OTEL_SDK_DISABLED === 'true' || env.OTEL_TRACES_EXPORTER === 'none') return false;
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

export interface Tracing {
  /** The Fastify plugin that opens a span per request: register it before any route. */
  plugin: FastifyPluginCallback;
  /** Sends the spans still buffered and turns tracing off (the app's onClose). */
  shutdown(): Promise<void>;
}

/** A statement's text in a span: the first 4 KiB (placeholders only: values never reach this). */
const MAX_STATEMENT_CHARS = 4096;
const OPERATION_RE = /^\s*(?:\/\*.*?\*\/\s*)?([A-Za-z]+)/s;

/** Starts the tracer provider (one per process) from the standard OTEL_* variables of `env`. */
export async function startTracing(env: NodeJS.ProcessEnv, serviceVersion?: string): Promise<Tracing> {
  const {
    context, propagation, SpanKind, SpanStatusCode, trace, NodeTracerProvider, BatchSpanProcessor, OTLPTraceExporter,
    resourceFromAttributes, FastifyOtelInstrumentation,
  } = await loadOtel();
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT
    || `${(env.OTEL_EXPORTER_OTLP_ENDPOINT ?? '').replace(/\/+$/, '')}/v1/traces`;
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      'service.name': env.OTEL_SERVICE_NAME || 'casino-api',
      'service.instance.id': env.INSTANCE_NAME || `${os.hostname()}:${process.pid}`,
      ...(serviceVersion ? { 'service.version': serviceVersion } : {}),
    }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: endpoint }))],
  });
  provider.register(); // the async context manager and W3C trace-context propagation, process-wide
  const tracer = provider.getTracer('casino-api');

  setStatementTracer(<R>(text: string, run: () => Promise<R>): Promise<R> => {
    const operation = OPERATION_RE.exec(text)?.[1]?.toUpperCase() ?? 'SQL';
    return tracer.startActiveSpan(operation, {
      kind: SpanKind.CLIENT,
      attributes: {
        'db.system.name': 'postgresql',
        'db.operation.name': operation,
        'db.query.text': text.length > MAX_STATEMENT_CHARS ? text.slice(0, MAX_STATEMENT_CHARS) : text,
      },
    }, async (span) => {
      try {
        return await run();
      } catch (err) {
        // the error's SQLSTATE and class, not its message (a constraint message can quote a value)
        const code = (err as { code?: unknown }).code;
        span.setStatus({ code: SpanStatusCode.ERROR, message: typeof code === 'string' ? `SQLSTATE ${code}` : 'statement failed' });
        throw err;
      } finally {
        span.end();
      }
    });
  });

  const instrumentation = new FastifyOtelInstrumentation({
    registerOnInitialization: false,
    instrumentHooks: false, // one span per request, and the handler's inside it: not one per hook
    recordExceptions: false, // the envelope answers errors; a span's exception event would carry their text
    requestHook: (span, request) => {
      const route = request.routeOptions.url;
      span.updateName(`${request.method} ${route ?? 'unmatched'}`);
      const query = request.url.indexOf('?');
      if (query >= 0) span.setAttribute('url.path', request.url.slice(0, query));
      span.setAttribute('casino.request_id', request.id);
    },
  });
  instrumentation.setTracerProvider(provider);

  return {
    plugin: instrumentation.plugin() as FastifyPluginCallback,
    async shutdown() {
      setStatementTracer(undefined);
      instrumentation.disable();
      try {
        await provider.shutdown(); // flushes the batch: the last requests' spans are sent before the process ends
      } finally {
        trace.disable();
        context.disable();
        propagation.disable();
      }
    },
  };
}
