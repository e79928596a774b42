// Request rate limits per IP, in memory (one server process). The login limit of API.md is separate and
// stored in the database (see domain/login-throttle.ts); this one caps floods of any call (RATE_LIMIT_PER_MINUTE)
// and of registrations (REGISTER_LIMIT_PER_HOUR, applied by the register route).
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Code, Msg } from '@casino/shared/contract';
import { ApiError } from '../http/envelope';

export default fp(async function rateLimits(app: FastifyInstance) {
  const perMinute = app.config.rateLimitPerMinute;
  await app.register(rateLimit, {
    global: perMinute > 0,
    max: perMinute > 0 ? perMinute : 1_000_000,
    timeWindow: 60_000,
    allowList: (request) => request.url === '/health',
    errorResponseBuilder: () => new ApiError(Code.TOO_MANY_REQUESTS, Msg.too_many_requests, undefined, 429),
  });
}, { name: 'rate-limit', dependencies: ['core', 'envelope'] });
