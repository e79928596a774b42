// Security headers and CORS. The API is read by the site (:3000) and the remotes (:3001–3004), which are
// other origins: CORS allows exactly the configured origins, and Cross-Origin-Resource-Policy is
// `cross-origin` so they may read answers and static images. Credentials are bearer tokens, never cookies.
//
// The headers are helmet's, computed once at start (issue 19): @fastify/helmet builds a new helmet middleware,
// parsing the CSP directives again, on every request (≈ 10 % of a `/main/init` poll's CPU). The options are
// the same for every route, so the answer is too; a route that needs its own CSP (the house game pages, the
// demo table) sets the header itself, which replaces this one exactly as it did with the plugin.
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';

const HELMET_OPTIONS: HelmetOptions = {
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  // Not on JSON answers: the two document headers (the HTML pages add them: http/document-headers.ts) and three
  // for browsers and plug-ins long gone (IE8's downloads, Flash's cross-domain policies, the XSS auditor that
  // `X-XSS-Protection: 0` switches off).
  originAgentCluster: false, xDnsPrefetchControl: false,
  xDownloadOptions: false, xPermittedCrossDomainPolicies: false, xXssProtection: false,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"] },
  },
};

/** The headers helmet sets with `options`, read once by running its middleware against a recording response. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => { headers[name.toLowerCase()] = String(value); },
    removeHeader: (name: string) => { delete headers[name.toLowerCase()]; },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => { if (err) throw err; });
  return headers;
}

export default fp(async function security(app: FastifyInstance) {
  const headers = helmetHeaders(HELMET_OPTIONS);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  const allowed = new Set(app.config.corsOrigins);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    // Last-Event-ID: a live stream that reconnects asks for the events it missed (http/sse.ts)
    allowedHeaders: ['Content-Type', 'Authorization', 'X-Sequence', 'Accept-Language', 'Last-Event-ID'],
    exposedHeaders: ['X-Request-Id', 'Retry-After', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'],
    credentials: false,
    maxAge: 600,
  });
}, { name: 'security', dependencies: ['core'] });
