// Request-rate limits per IP (in memory, or in Redis when REDIS_URL is set): the global cap and the registration
// cap answer 429 / 4290.
import { backends, build, json, post, registration } from '../helper';
import { deleteRedisKeys, redisAnswers, TEST_REDIS_URL, uniqueRedisPrefix } from '../redis-helper';

describe('request rate limits', () => {
  it('caps requests per minute per IP and registrations per hour per IP, never /health', async () => {
    const app = await build(backends()[0]!, { options: { rateLimitPerMinute: 8, registerLimitPerHour: 2 } });
    try {
      const ip = { remoteAddress: '10.7.0.1' };
      expect(json(await post(app, '/auth/register', registration(), ip)).code).toBe(0);
      expect(json(await post(app, '/auth/register', registration(), ip)).code).toBe(0);
      const third = await post(app, '/auth/register', registration(), ip);
      expect(third.statusCode).toBe(429);
      expect(json(third)).toEqual({ code: 4290, msg: 'too_many_requests', data: null });
      // seconds until the hour's window lets this address register again
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(third.headers['retry-after'])).toBeLessThanOrEqual(3600);
      // another address may still register
      expect(json(await post(app, '/auth/register', registration(), { remoteAddress: '10.7.0.2' })).code).toBe(0);

      // (the register route has its own limit and does not count here)
      for (let i = 0; i < 8; i++) await app.inject({ method: 'GET', url: '/api/remotes', ...ip });
      const capped = await app.inject({ method: 'GET', url: '/api/remotes', ...ip });
      expect(capped.statusCode).toBe(429);
      expect(json(capped)).toMatchObject({ code: 4290, msg: 'too_many_requests' });
      expect((await app.inject({ method: 'GET', url: '/health', ...ip })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('request rate limits without Redis', () => {
  it('refuse to start when REDIS_URL does not answer, rather than count alone', async () => {
    await expect(build(backends()[0]!, { options: { redisUrl: 'redis://127.0.0.1:1', rateLimitPerMinute: 5 } }))
      .rejects.toThrow(/REDIS_URL: cannot reach Redis/);
  });
});

(redisAnswers() ? describe : describe.skip)('request rate limits shared through Redis', () => {
  const prefix = uniqueRedisPrefix();
  afterAll(async () => { await deleteRedisKeys(prefix); });

  it('two apps on one Redis count one IP together, and the registration cap too', async () => {
    const options = { redisUrl: TEST_REDIS_URL, redisKeyPrefix: prefix, rateLimitPerMinute: 6, registerLimitPerHour: 2 };
    const a = await build(backends()[0]!, { options });
    const b = await build(backends()[0]!, { options });
    try {
      const ip = { remoteAddress: '10.7.1.1' };
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) codes.push((await (i % 2 ? b : a).inject({ method: 'GET', url: '/api/remotes', ...ip })).statusCode);
      expect(codes).toEqual([200, 200, 200, 200, 200, 200]);
      // the 7th request, on either app, is over the shared limit
      for (const app of [a, b]) {
        const capped = await app.inject({ method: 'GET', url: '/api/remotes', ...ip });
        expect(capped.statusCode).toBe(429);
        expect(json(capped)).toEqual({ code: 4290, msg: 'too_many_requests', data: null });
      }
      expect((await b.inject({ method: 'GET', url: '/api/remotes', remoteAddress: '10.7.1.2' })).statusCode).toBe(200);
      expect((await a.inject({ method: 'GET', url: '/health/ready', ...ip })).statusCode).toBe(200);

      const reg = { remoteAddress: '10.7.1.3' };
      expect(json(await post(a, '/auth/register', registration(), reg)).code).toBe(0);
      expect(json(await post(b, '/auth/register', registration(), reg)).code).toBe(0);
      expect((await post(a, '/auth/register', registration(), reg)).statusCode).toBe(429);
      expect(a.redis).toBeDefined();
    } finally {
      await a.close();
      await b.close();
    }
  });
});
