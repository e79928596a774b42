/**
 * @jest-environment node
 */
// The client keeps the server's X-Request-Id on the Result, and a failed call's Failure carries it (the failure
// panel shows it: failure-notice.tsx).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiClient } from './client';
import { attempt } from '../failure/failure';

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    const failing = req.url === '/fails';
    res.writeHead(200, { 'Content-Type': 'application/json', 'X-Request-Id': failing ? 'req-failing-0001' : 'req-working-0002' });
    res.end(JSON.stringify(failing ? { code: 5000, msg: 'internal_error', data: null } : { code: 0, msg: '', data: { a: 1 } }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

test('a Result carries the request id; a failure made from it too', async () => {
  const client = new ApiClient({ baseURL: base, isOnline: () => true });
  expect((await client.get('/works')).requestId).toBe('req-working-0002');
  const failed = await attempt(() => client.get('/fails'));
  expect(failed).toEqual({ ok: false, failure: expect.objectContaining({ msg: 'internal_error', requestId: 'req-failing-0001' }) });
});
