// OpenAPI document generated from the route schemas (TypeBox, beside each route): always built (app.swagger(),
// which the fuzz suite reads), and served with Swagger UI at /docs in development; in production only with
// OPENAPI_DOCS=1 (issue 44: the document lists every operator route).
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

export default fp(async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Casino members site — front API',
        version: '1.0.0',
        description: [
          'Every JSON answer is the envelope `{code, msg, data, session?, field?}`; business outcomes are HTTP 200 and the code says which.',
          '403 = missing/invalid/expired/revoked credential, 409 = X-Sequence reused for another request (code 6001), 413 = body over 64 KiB, 429 = rate limited (code 4290), 500 = server fault (code 5000).',
          'POST/PUT/PATCH bodies are JSON text sent as `text/plain` (or `application/json`).',
          'Mutating member calls are idempotent per `X-Sequence` for 24 h: a repeat answers code 6000 with the first answer\'s data; the same X-Sequence with another request (method, URL or body) answers HTTP 409 code 6001 (sequence_reused) and does nothing.',
          'Answers carrying a member\'s or an operator\'s data or credentials are `Cache-Control: no-store`.',
        ].join('\n\n'),
      },
      servers: [{ url: app.config.publicApiUrl }],
      components: {
        securitySchemes: {
          member: { type: 'http', scheme: 'bearer', description: 'member jwt, or the auth token from the login answer' },
          operator: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'operator jwt' },
          house: { type: 'apiKey', in: 'header', name: 'X-House-Session', description: 'house game session token (POST /house/session)' },
        },
      },
      tags: [
        { name: 'health' }, { name: 'config', description: 'site configuration service' }, { name: 'auth' },
        { name: 'main' }, { name: 'operator', description: 'back office' },
      ],
    },
  });
  if (!app.config.openapiDocs) return;
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    // the API is often reached over plain http (localhost): do not ask the browser to upgrade to https
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
}, { name: 'swagger', dependencies: ['core'] });
