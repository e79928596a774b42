// Cache-Control, decided here for every answer (issue 14): `no-store` unless a route set its own header for
// an answer that carries nobody's data (static images: public; house game page assets: no-cache + etag).
// An answer to a request that carries a credential (Authorization, X-House-Session), that acted for a member
// or an operator, or that hands out credentials (login, register, the house session exchange) is always
// `no-store`, whatever the route set: such answers must never sit in a browser, proxy or CDN cache.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Routes that answer credentials or personal data without being called with one. */
const CREDENTIAL_ROUTES = new Set(['/auth/login', '/auth/register', '/operator/login', '/house/session']);
const CREDENTIAL_HEADERS = ['authorization', 'x-house-session'];

export function isPrivateAnswer(request: FastifyRequest): boolean {
  if (request.member || request.operator) return true;
  if (CREDENTIAL_HEADERS.some((name) => request.headers[name] !== undefined)) return true;
  return CREDENTIAL_ROUTES.has(request.routeOptions.url ?? '');
}

export default fp(async function cacheControl(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isPrivateAnswer(request) || !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}, { name: 'cache-control', dependencies: ['auth'] });
