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
