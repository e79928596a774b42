import { backends, build, json } from '../../helper';

describe.each(backends())('GET /health ($name)', (backend) => {
  it('answers ok while the database answers, 503 when it does not', async () => {
    const app = await build(backend);
    try {
      const res = await app.inject({ method: 'GET', url: '/health' });
      expect(res.statusCode).toBe(200);
      expect(json(res)).toEqual({ status: 'ok', db: 'ok' });
      await app.database.close();
      const down = await app.inject({ method: 'GET', url: '/health' });
      expect(down.statusCode).toBe(503);
      expect(json(down)).toEqual({ status: 'error', db: 'error' });
    } finally {
      await app.close();
    }
  });
});

describe.each(backends())('GET /health/ready ($name)', (backend) => {
  it('is ready while the database answers; 503 with a reason when draining or without a database', async () => {
    const app = await build(backend);
    try {
      const res = await app.inject({ method: 'GET', url: '/health/ready' });
      expect(res.statusCode).toBe(200);
      expect(json(res)).toEqual({ status: 'ready' });
      expect(res.headers['cache-control']).toBe('no-store');

      app.lifecycle.draining = true;
      const draining = await app.inject({ method: 'GET', url: '/health/ready' });
      expect(draining.statusCode).toBe(503);
      expect(json(draining)).toEqual({ status: 'not_ready', reason: 'draining' });
      // liveness is another question: the process is alive and its database answers
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
      app.lifecycle.draining = false;

      await app.database.close();
      const down = await app.inject({ method: 'GET', url: '/health/ready' });
      expect(down.statusCode).toBe(503);
      expect(json(down)).toEqual({ status: 'not_ready', reason: 'database_unreachable' });
    } finally {
      await app.close();
    }
  });

  it('is in the OpenAPI document and never rate-limited', async () => {
    const app = await build(backend, { options: { rateLimitPerMinute: 2 } });
    try {
      const doc = json(await app.inject({ method: 'GET', url: '/docs/json' }));
      expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/health', '/health/ready']));
      expect(Object.keys(doc.paths['/health/ready'].get.responses).sort()).toEqual(['200', '503']);
      for (let i = 0; i < 5; i++) expect((await app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
