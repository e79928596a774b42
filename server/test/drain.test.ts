// SIGTERM drain (src/drain.ts, called by main.ts): new connections are refused at once, a request in flight
// finishes with its answer, the database closes after it; past the grace period the connections are cut.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { drain } from '../src/drain';
import { backends, build } from './helper';

type Answer = { status: number; body: string } | { error: string };

function get(port: number, path: string): Promise<Answer> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk) => { body += chunk; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
  });
}

/** A promise with its opener: the test waits on state (the handler reached, the request let go), never on time. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => { open = resolve; });
  return { open, opened };
}

describe('drain on SIGTERM', () => {
  const backend = backends()[0]!;
  let reached = gate();
  let finish = gate();
  beforeEach(() => { reached = gate(); finish = gate(); });
  afterEach(() => finish.open()); // whatever a test did, no handler is left waiting
  // /test/slow holds its request until the test lets it go; /test/fast answers at once
  const slowRoutes = async (app: import('fastify').FastifyInstance) => {
    app.get('/test/slow', async () => {
      reached.open();
      await finish.opened;
      await app.database.ping(); // the database is still open for the request in flight
      return { done: true };
    });
    app.get('/test/fast', async () => {
      await app.database.ping();
      return { fast: true };
    });
  };

  it('refuses new connections, finishes the request in flight, then closes the database', async () => {
    const app = await build(backend, { routes: slowRoutes });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    expect(await get(port, '/health/ready')).toMatchObject({ status: 200 });

    const inFlight = get(port, '/test/slow');
    await reached.opened; // the request is in its handler
    const draining = drain(app, 10_000);
    expect(app.lifecycle.draining).toBe(true);
    while (app.server.listening) await new Promise((r) => setImmediate(r)); // closing the listener is its next step
    expect(await get(port, '/health')).toEqual({ error: 'ECONNREFUSED' });

    finish.open();
    const answer = await inFlight;
    expect(answer).toMatchObject({ status: 200 });
    expect(JSON.parse((answer as { body: string }).body)).toEqual({ done: true });
    expect(await draining).toMatchObject({ graceful: true });
    await expect(app.database.ping()).rejects.toThrow();
  });

  it('closes a kept-alive connection after the answer it was busy with, so that the drain does not wait for it', async () => {
    const app = await build(backend, { routes: slowRoutes });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const call = (path: string) => new Promise<{ status: number; connection?: string }>((resolve, reject) => {
        http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
        }).on('error', reject);
      });
      expect(await call('/test/fast')).toEqual({ status: 200, connection: 'keep-alive' });
      const busy = call('/test/slow'); // on the same kept-alive connection
      await reached.opened;
      // a grace period far below the keep-alive timeout (72 s): it suffices only if the connection is closed
      const draining = drain(app, 3_000);
      finish.open();
      expect(await busy).toEqual({ status: 200, connection: 'close' });
      expect(await draining).toMatchObject({ graceful: true });
    } finally {
      agent.destroy();
    }
  });

  it('cuts what is still running after the grace period', async () => {
    const app = await build(backend, { routes: slowRoutes });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const stuck = get(port, '/test/slow');
    await reached.opened; // and never let go
    const result = await drain(app, 200);
    expect(result.graceful).toBe(false);
    expect(await stuck).toEqual({ error: 'ECONNRESET' });
    finish.open();
    await app.close().catch(() => undefined);
  });
});
