// The request's JSON log line and its id (docs/operations.md "Observe"): every answer carries X-Request-Id
// (browsers may read it: CORS exposes it), and the one log line of the request carries the same id, so the id a
// member quotes from the error panel finds the line. An incoming id is kept only when it is a short token.
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { backends, build, type Backend } from '../helper';

interface Line { level: number; msg: string; reqId?: string; method?: string; route?: string; status?: number; ms?: number; instance?: string; [key: string]: unknown }

/** An app whose pino logger writes into `lines`. */
async function loggedApp(backend: Backend, env: NodeJS.ProcessEnv = {}): Promise<{ app: FastifyInstance; lines: Line[] }> {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const text of chunk.toString('utf8').split('\n')) if (text) lines.push(JSON.parse(text) as Line);
      callback();
    },
  });
  const app = await build(backend, { options: { env: { INSTANCE_NAME: 'api-test-1', ...env }, logger: { stream } as never, corsOrigins: ['http://site.test'] } });
  return { app, lines };
}

const requestLines = (lines: Line[]) => lines.filter((l) => l.msg === 'request');

describe.each(backends())('request id and request log ($name)', (backend) => {
  let app: FastifyInstance;
  let lines: Line[];
  beforeAll(async () => { ({ app, lines } = await loggedApp(backend)); });
  afterAll(async () => { await app.close(); });

  it('answers X-Request-Id, and the request\'s one log line at info carries the same id, method, route, status, duration and instance', async () => {
    lines.length = 0;
    const res = await app.inject({ method: 'GET', url: '/support/faq' });
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const logged = requestLines(lines);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 30, reqId: id, method: 'GET', route: '/support/faq', status: 200, instance: 'api-test-1' });
    expect(typeof logged[0]!.ms).toBe('number');
  });

  it('writes the request line with its fixed fields only: it is not redacted, so it must never carry anything else', async () => {
    lines.length = 0;
    await app.inject({ method: 'POST', url: '/auth/login', headers: { 'content-type': 'text/plain', authorization: 'Bearer secret-token' }, payload: JSON.stringify({ username: 'nobody', password: 'a-password-1' }) });
    const [line] = requestLines(lines);
    expect(Object.keys(line!).sort()).toEqual(['hostname', 'instance', 'level', 'method', 'ms', 'msg', 'pid', 'reqId', 'route', 'status', 'time']);
    expect(JSON.stringify(lines)).not.toMatch(/secret-token|a-password-1/);
  });

  it('does not log the balancer\'s healthy probes line by line (they still answer with an id)', async () => {
    lines.length = 0;
    for (const url of ['/health', '/health/ready']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(requestLines(lines)).toEqual([]);
  });

  it('logs the route pattern of an unknown URL as "unmatched", and a failure with its status', async () => {
    lines.length = 0;
    const res = await app.inject({ method: 'GET', url: '/no-such/place?token=abc' });
    expect(res.statusCode).toBe(404);
    expect(requestLines(lines)).toEqual([expect.objectContaining({ reqId: res.headers['x-request-id'], route: 'unmatched', status: 404 })]);
    expect(JSON.stringify(lines)).not.toContain('token=abc');
  });

  it('keeps a well-formed incoming id (a proxy\'s), and replaces a malformed one with its own', async () => {
    lines.length = 0;
    const kept = await app.inject({ method: 'GET', url: '/support/faq', headers: { 'x-request-id': 'lb-7f3a9c2e41' } });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a9c2e41');
    for (const bad of ['short', 'has spaces in it', 'x'.repeat(65), '<script>alert(1)</script>', 'line\\nbreak-123']) {
      const res = await app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(requestLines(lines).map((l) => l.reqId)).toContain('lb-7f3a9c2e41');
  });

  it('lets a browser of an allowed origin read the id (Access-Control-Expose-Headers)', async () => {
    const res = await app.inject({ method: 'GET', url: '/health', headers: { origin: 'http://site.test' } });
    expect(String(res.headers['access-control-expose-headers']).split(/,\s*/)).toContain('X-Request-Id');
  });
});

describe('LOG_REQUESTS=0', () => {
  it('turns the request lines off (warnings and errors are still logged)', async () => {
    const { app, lines } = await loggedApp(backends()[0]!, { LOG_REQUESTS: '0' });
    try {
      const res = await app.inject({ method: 'GET', url: '/support/faq' });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(requestLines(lines)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
