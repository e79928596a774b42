// Transport and envelope rules of API.md, as a caller sees them.
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { backends, bearer, json, post, setupApp } from './helper';
import { ok } from '../src/http/envelope';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _enc, done) { logLines.push(String(chunk)); done(); },
});

describe.each(backends())('transport and envelope ($name)', (backend) => {
  const t = setupApp(backend, {
    options: { logger: { level: 'info', stream: logStream } as never },
    routes: (app) => {
      app.get('/test/boom', async () => { throw new Error('SELECT password_hash FROM members WHERE id = 1'); });
      app.get('/test/db-boom', async () => app.db.execute(sql`INSERT INTO no_such_table (bank_account) VALUES (${'9876543210987'})`));
      app.get('/test/legacy-boom', { config: { legacy: true } }, async () => { throw new Error('kaput'); });
      // what a statement with a lock timeout raises when the lock stays held (the ledger anchor's)
      app.get('/test/db-busy', async () => app.db.execute(sql`DO $$ BEGIN RAISE EXCEPTION 'canceling statement due to lock timeout' USING ERRCODE = '55P03'; END $$`));
      app.post('/test/echo', async (request) => {
        request.log.info({ body: request.body }, 'echo');
        return ok(request.body ?? null);
      });
    },
  });

  beforeEach(() => { logLines.length = 0; });

  it('accepts JSON text as text/plain and as application/json', async () => {
    const a = await post(t.app, '/test/echo', { x: 1 });
    expect(json(a)).toEqual({ code: 0, msg: '', data: { x: 1 } });
    const b = await post(t.app, '/test/echo', { x: 2 }, { headers: { 'content-type': 'application/json' } });
    expect(json(b).data).toEqual({ x: 2 });
    const c = await post(t.app, '/test/echo', { x: 3 }, { headers: { 'content-type': 'text/plain;charset=UTF-8' } });
    expect(json(c).data).toEqual({ x: 3 });
  });

  it('treats an empty body as no body, whatever the content type', async () => {
    for (const type of ['application/json', 'text/plain']) {
      const res = await t.app.inject({ method: 'POST', url: '/test/echo', headers: { 'content-type': type }, payload: '' });
      expect(res.statusCode).toBe(200);
      expect(json(res)).toEqual({ code: 0, msg: '', data: null });
    }
  });

  it('answers malformed JSON with 4001 invalid_input_value, never 500', async () => {
    const res = await post(t.app, '/auth/login', '{"username": "demo", ');
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ code: 4001, msg: 'invalid_input_value', data: null });
  });

  it.each([['[1,2]'], ['"text"'], ['42'], ['null'], ['true']])('answers a non-object body %s with 4001', async (body) => {
    const res = await post(t.app, '/auth/login', body);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ code: 4001, msg: 'invalid_input_value' });
  });

  it('answers wrong types with 4001 and the field, missing fields with 4000 and the field', async () => {
    const wrong = json(await post(t.app, '/auth/login', { username: 123, password: 'x' }));
    expect(wrong).toMatchObject({ code: 4001, msg: 'invalid_input_value', field: 'username' });
    const missing = json(await post(t.app, '/auth/login', { username: 'demo' }));
    expect(missing).toMatchObject({ code: 4000, msg: 'required_input_missing', field: 'password' });
    const empty = json(await post(t.app, '/auth/login', { username: '', password: 'x' }));
    expect(empty).toMatchObject({ code: 4000, field: 'username' });
    const noBody = json(await t.app.inject({ method: 'POST', url: '/auth/login' }));
    expect(noBody).toMatchObject({ code: 4000, field: 'username' });
  });

  it('ignores unknown fields', async () => {
    const res = json(await post(t.app, '/auth/login', { username: 'demo', password: 'demo1234', extra: { deep: true } }));
    expect(res.code).toBe(0);
  });

  it('refuses a body over 64 KiB with HTTP 413 body_too_large', async () => {
    const res = await post(t.app, '/test/echo', { blob: 'x'.repeat(70 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(json(res)).toEqual({ code: 4001, msg: 'body_too_large', data: null, field: 'body' });
  });

  it('accepts a body just under the limit', async () => {
    const res = await post(t.app, '/test/echo', { blob: 'x'.repeat(60 * 1024) });
    expect(res.statusCode).toBe(200);
  });

  it('hides internals of a fault: 500 internal_error, no message, SQL or stack; the log has the request id', async () => {
    for (const url of ['/test/boom', '/test/db-boom']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(500);
      expect(json(res)).toEqual({ code: 5000, msg: 'internal_error', data: null });
      expect(res.body).not.toMatch(/SELECT|INSERT|no_such_table|password_hash|at /);
      const requestId = res.headers['x-request-id'];
      expect(requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      const logged = logLines.map((l) => JSON.parse(l)).find((l) => l.msg === 'request failed' && l.reqId === requestId);
      expect(logged).toBeDefined();
    }
    // the failed query's parameters (a bank account) never reach the log
    expect(logLines.join('\n')).not.toContain('9876543210987');
  });

  it('answers a lock that stayed held (PostgreSQL 55P03) with 503 busy_try_again and Retry-After, logged as a warning, not a fault', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/test/db-busy' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(json(res)).toEqual({ code: 5001, msg: 'busy_try_again', data: null });
    const lines = logLines.map((l) => JSON.parse(l)).filter((l) => l.reqId === res.headers['x-request-id']);
    expect(lines.find((l) => l.msg === 'request gave way to other work')).toMatchObject({ level: 40, err: { code: '55P03' } });
    expect(lines.find((l) => l.msg === 'request failed')).toBeUndefined();
  });

  it('answers a fault on a legacy route in the legacy form too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/test/legacy-boom' });
    expect(res.statusCode).toBe(500);
    expect(json(res)).toMatchObject({ code: 5000, msg: 'internal_error', RESULT: false, DATA: null, message: 'internal_error' });
  });

  it('redacts passwords and bank accounts in logs', async () => {
    await post(t.app, '/test/echo', { password: 'hunter2hunter2', bank_account: '5555666677778888' });
    const text = logLines.join('\n');
    expect(text).toContain('echo');
    expect(text).not.toContain('hunter2hunter2');
    expect(text).not.toContain('5555666677778888');
  });

  it('does not log the bearer credential', async () => {
    await t.app.inject({ method: 'GET', url: '/auth/check', headers: bearer('secret-token-value-abcdefghijklmnopqrstuvwxyz0') });
    expect(logLines.join('\n')).not.toContain('secret-token-value');
  });

  it('answers unknown paths with 404 in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no/such/path' });
    expect(res.statusCode).toBe(404);
    expect(json(res)).toEqual({ code: 5005, msg: 'item_not_found', data: null });
  });

  it('sends security headers, readable cross-origin', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none';base-uri 'none'");
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    // a JSON answer has no document headers, nor those of browsers long gone
    for (const name of ['origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-xss-protection']) {
      expect(res.headers[name]).toBeUndefined();
    }
    // the same headers on an answer that is refused, and on a route that is not there
    const missing = await t.app.inject({ method: 'GET', url: '/no/such/route' });
    expect(missing.headers['content-security-policy']).toBe(res.headers['content-security-policy']);
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
  });

  it('allows CORS for the site and remotes only, exposing the needed headers', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS', url: '/auth/login',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,x-sequence' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('x-sequence');

    const remote = await t.app.inject({ method: 'GET', url: '/health', headers: { origin: 'http://127.0.0.1:3003' } });
    expect(remote.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3003');
    expect(String(remote.headers['access-control-expose-headers'])).toContain('X-Request-Id');

    const evil = await t.app.inject({ method: 'GET', url: '/health', headers: { origin: 'https://evil.example' } });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('publishes an OpenAPI document built from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = json(res);
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of ['/health', '/api/cnf', '/api/remotes', '/auth/register', '/auth/login', '/auth/logout', '/auth/check',
      '/main/init', '/operator/login', '/operator/remotes', '/operator/remotes/{name}', '/operator/members']) {
      expect(doc.paths[path]).toBeDefined();
    }
    const ui = await t.app.inject({ method: 'GET', url: '/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});
