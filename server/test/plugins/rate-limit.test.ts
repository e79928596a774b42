// Request-rate limits (in memory, per IP): the global cap and the registration cap answer 429 / 4290.
import { backends, build, json, post, registration } from '../helper';

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
      expect(third.headers['retry-after']).toBeDefined();
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
