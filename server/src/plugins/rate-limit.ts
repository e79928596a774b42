// Request rate limits per IP: in memory for one process, or in Redis (REDIS_URL) so that several processes
// behind a load balancer count together. The login limit of API.md is separate and stored in the database
// (see domain/login-throttle.ts), which every instance shares already; this one caps floods of any call
// (RATE_LIMIT_PER_MINUTE) and of registrations (REGISTER_LIMIT_PER_HOUR, applied by the register route).
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type Redis from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { Code, Msg } from '@casino/shared/contract';
import { HandlerFailure } from '../http/envelope';
import { safeError } from '../http/log-safe';
import { rateLimitRefusals, refusedByLimiter, UNMATCHED_ROUTE } from '../metrics';

/** Requests that never count: the load balancer's liveness and readiness probes. */
export const UNLIMITED_PATHS = new Set(['/health', '/health/ready']);

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis connection when REDIS_URL is set. */
    redis?: Redis;
  }
}

/** Connects (or throws a readable reason): a server told to share its limits must not silently keep them alone. */
export async function connectRedis(url: string, timeoutMs = 5_000): Promise<Redis> {
  let established = false;
  // loaded only when REDIS_URL is set: a one-process start does not read the client (docs/performance.md)
  const { default: Redis } = await import('ioredis');
  const redis = new Redis(url, {
    lazyConnect: true,
    // no retries until the first connection worked (start-up fails with the reason); afterwards, keep trying
    retryStrategy: (times) => (established ? Math.min(times * 200, 2_000) : null),
    connectTimeout: timeoutMs,
    // A command waits for at most one reconnection, then fails; the limiter then lets the request through
    // (skipOnError) rather than holding every API call while Redis is away.
    maxRetriesPerRequest: 1,
  });
  redis.on('error', () => undefined); // reported by the failing commands; never an unhandled 'error' event
  try {
    await redis.connect();
    await redis.ping();
    established = true;
  } catch (err) {
    if (redis.status !== 'end') redis.disconnect(); // (after 'end' it would only leave a 2-second timer behind)
    throw new Error(`REDIS_URL: cannot reach Redis (${err instanceof Error ? err.message : String(err)})`, { cause: err });
  }
  return redis;
}

export default fp(async function rateLimits(app: FastifyInstance) {
  const { rateLimitPerMinute: perMinute, redisUrl, redisKeyPrefix } = app.config;
  let redis: Redis | undefined;
  if (redisUrl) {
    redis = await connectRedis(redisUrl);
    app.decorate('redis', redis);
    // Redis away: the limits let requests through (skipOnError) and say so in the log, at most once a minute
    let warned = 0;
    redis.on('error', (err: Error) => {
      if (Date.now() - warned < 60_000) return;
      warned = Date.now();
      app.log.warn({ err: safeError(err) }, 'Redis unavailable: request rate limits are not enforced until it is back');
    });
    app.addHook('onClose', async () => {
      await redis!.quit().catch(() => redis!.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: perMinute > 0,
    max: perMinute > 0 ? perMinute : 1_000_000,
    timeWindow: 60_000,
    allowList: (request) => UNLIMITED_PATHS.has(request.url),
    ...(redis ? { redis, nameSpace: `${redisKeyPrefix}rate-limit:`, skipOnError: true } : {}),
    errorResponseBuilder: () => new HandlerFailure(Code.TOO_MANY_REQUESTS, Msg.too_many_requests, undefined, 429),
    // counted here as the per-IP limiter's (metrics.ts); other 429 answers count as "throttle" (plugins/observability.ts)
    onExceeded: (request) => {
      refusedByLimiter.add(request);
      rateLimitRefusals.inc({ limiter: 'ip', route: request.routeOptions.url ?? UNMATCHED_ROUTE });
    },
  });
  if (redis) app.log.info('request rate limits shared through Redis');
}, { name: 'rate-limit', dependencies: ['core', 'envelope'] });
