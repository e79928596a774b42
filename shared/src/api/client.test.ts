/**
 * @jest-environment node
 */
// The client against a real local HTTP server: transport rules of spec §7 and client results of §8.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiClient, PREFETCH_TTL_MS } from './client';
import { ConfigFailedError, NetworkError, OfflineError, SessionExpiredError } from './errors';

type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: string };
let server: Server;
let base: string;
const seen: Seen[] = [];
let handler: (req: IncomingMessage, res: ServerResponse, body: string) => void;
const waiters = new Set<{ n: number; resolve: () => void }>();
/** Resolves once the server has seen `n` requests (since the last reset of `seen`). */
const arrived = (n: number) => new Promise<void>((resolve) => { if (seen.length >= n) resolve(); else waiters.add({ n, resolve }); });

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => { body += c; });
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      for (const w of [...waiters]) if (seen.length >= w.n) { waiters.delete(w); w.resolve(); }
      handler(req, res, body);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => { seen.length = 0; });

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};

test('GET sends data as query params with language and bearer, without a sequence header', async () => {
  handler = (_q, res) => json(res, 200, { code: 0, msg: '', data: { x: 1 } });
  const client = new ApiClient({ baseURL: base, getLanguage: () => 'ja', getCredential: () => 'tok' });
  const r = await client.get<{ x: number }>('/wallet/transactions', { tag: 'new', q: 'a b' });
  expect(r).toMatchObject({ ok: true, code: 0, data: { x: 1 } });
  expect(seen[0].url).toBe('/wallet/transactions?tag=new&q=a+b');
  expect(seen[0].headers['accept-language']).toBe('ja');
  expect(seen[0].headers.authorization).toBe('Bearer tok');
  expect(seen[0].headers['x-sequence']).toBeUndefined();
});

test('a public read goes without the credential (no CORS preflight); a member read and any write carry it', async () => {
  handler = (_q, res) => json(res, 200, { code: 0, msg: '', data: null });
  const client = new ApiClient({ baseURL: base, getCredential: () => 'tok' });
  await client.get('/game/providers', { category: 'slot' });
  await client.get('/support/notices/7');
  await client.get('/main/init');
  await client.post('/support/notices', {});
  expect(seen.map((s) => [s.url.split('?')[0], s.headers.authorization ?? null])).toEqual([
    ['/game/providers', null], ['/support/notices/7', null], ['/main/init', 'Bearer tok'], ['/support/notices', 'Bearer tok'],
  ]);
});

describe('prefetch', () => {
  test('the first matching get takes the early answer instead of asking again, once', async () => {
    let n = 0;
    handler = (_q, res) => json(res, 200, { code: 0, msg: '', data: { n: ++n }, session: { auth_token: 'a', expires_at: 1 } });
    const onSession = jest.fn();
    const client = new ApiClient({ getCredential: () => 'tok', getLanguage: () => 'en', onSession });
    client.prefetch('/main/init', { baseURL: base, language: 'en' });
    await arrived(1);
    client.configure({ baseURL: base });
    expect(await client.get('/main/init')).toMatchObject({ ok: true, data: { n: 1 } });
    expect(onSession).toHaveBeenCalledTimes(1); // handled as the call's own answer
    expect(seen).toHaveLength(1);
    expect(seen[0].headers).toMatchObject({ authorization: 'Bearer tok', 'accept-language': 'en' });
    expect(await client.get('/main/init')).toMatchObject({ data: { n: 2 } }); // taken once: the next call asks
    expect(seen).toHaveLength(2);
  });

  test('is not taken by a call to another address, with another credential or language, or after its time', async () => {
    handler = (_q, res) => json(res, 200, { code: 0, msg: '', data: null });
    // each case: a prefetch to `early`, then one call made as `call` says; both requests reach the server
    const cases: Array<{ early: { baseURL: string; language: string }; call: { baseURL: string; credential: string; language: string }; later?: number }> = [
      { early: { baseURL: `${base}/other`, language: 'ko' }, call: { baseURL: base, credential: 'tok', language: 'ko' } },
      { early: { baseURL: base, language: 'ko' }, call: { baseURL: base, credential: 'other', language: 'ko' } },
      { early: { baseURL: base, language: 'ko' }, call: { baseURL: base, credential: 'tok', language: 'ja' } },
      { early: { baseURL: base, language: 'ko' }, call: { baseURL: base, credential: 'tok', language: 'ko' }, later: PREFETCH_TTL_MS + 1 },
    ];
    const now = jest.spyOn(Date, 'now');
    try {
      for (const { early, call, later } of cases) {
        seen.length = 0;
        let credential = 'tok';
        now.mockReturnValue(1_000_000);
        const client = new ApiClient({ getCredential: () => credential, getLanguage: () => call.language });
        client.prefetch('/main/init', early);
        credential = call.credential;
        client.configure({ baseURL: call.baseURL });
        now.mockReturnValue(1_000_000 + (later ?? 0));
        expect(await client.get('/main/init')).toMatchObject({ ok: true });
        await arrived(2);
        expect(seen.map((r) => [r.url, r.headers.authorization, r.headers['accept-language']])).toEqual(expect.arrayContaining([
          ['/main/init', `Bearer ${call.credential}`, call.language],
        ]));
        expect(seen).toHaveLength(2);
      }
    } finally {
      now.mockRestore();
    }
  });

  test('with parameters: taken by the same query in any order, not by another query', async () => {
    let n = 0;
    handler = (_q, res) => json(res, 200, { code: 0, msg: '', data: { n: ++n } });
    const client = new ApiClient({ getLanguage: () => 'ko' });
    client.prefetch('/support/notices', { baseURL: base, language: 'ko', params: { page: 1, size: 3, popup: true } });
    await arrived(1);
    expect(seen[0].url).toBe('/support/notices?page=1&size=3&popup=true');
    client.configure({ baseURL: base });
    expect(await client.get('/support/notices', { page: 1, size: 5, popup: true })).toMatchObject({ data: { n: 2 } });
    expect(await client.get('/support/notices', { popup: true, size: '3', page: 1 })).toMatchObject({ data: { n: 1 } });
    expect(seen).toHaveLength(2);
  });

  test('a prefetch that failed on the network is replaced by the call\'s own request', async () => {
    handler = (_q, res) => json(res, 200, { code: 0, msg: '', data: { fresh: true } });
    const client = new ApiClient({ retryDelayMs: 1 });
    client.prefetch('/main/init', { baseURL: 'http://127.0.0.1:9', language: 'ko' });
    client.configure({ baseURL: 'http://127.0.0.1:9' });
    // the early request's retries fail too; then the call asks on its own, at the address it is configured with
    client.configure({ baseURL: base });
    expect(await client.get('/main/init')).toMatchObject({ ok: true, data: { fresh: true } });
  });
});

test('POST sends a JSON text body as text/plain; each logical call gets the next counter', async () => {
  handler = (_q, res) => json(res, 200, { code: 0, msg: '', data: null });
  const client = new ApiClient({ baseURL: base });
  await client.post('/wallet/deposit', { amount: 10000 });
  await client.post('/wallet/deposit', { amount: 20000 });
  expect(seen[0].headers['content-type']).toMatch(/^text\/plain/);
  expect(JSON.parse(seen[0].body)).toEqual({ amount: 10000 });
  const [a, b] = seen.map((s) => String(s.headers['x-sequence']));
  expect(a.split('-')[0]).toBe(b.split('-')[0]);
  expect(Number(b.split('-')[1])).toBe(Number(a.split('-')[1]) + 1);
});

test('a business failure is a Result with the code, msg and field, not an exception', async () => {
  handler = (_q, res) => json(res, 200, { code: 4001, msg: 'amount_unit', data: null, field: 'amount' });
  const r = await new ApiClient({ baseURL: base }).post('/wallet/deposit', { amount: 1 });
  expect(r).toMatchObject({ ok: false, code: 4001, msg: 'amount_unit', field: 'amount' });
});

test('the legacy RESULT/DATA/message form is normalised', async () => {
  handler = (_q, res) => json(res, 200, { RESULT: false, DATA: null, message: 'item_not_found' });
  const r = await new ApiClient({ baseURL: base }).get('/game/provider', { provider_id: 9 });
  expect(r).toMatchObject({ ok: false, msg: 'item_not_found' });
  handler = (_q, res) => json(res, 200, { RESULT: true, DATA: { url: 'u' }, message: '' });
  const ok = await new ApiClient({ baseURL: base }).get<{ url: string }>('/game/launch');
  expect(ok).toMatchObject({ ok: true, data: { url: 'u' } });
});

test('a session object in an answer is handed to the store', async () => {
  handler = (_q, res) => json(res, 200, { code: 0, msg: '', data: {}, session: { uid: 'u', email: 'e', auth_token: 't' } });
  const onSession = jest.fn();
  await new ApiClient({ baseURL: base, onSession }).post('/auth/login', {});
  expect(onSession).toHaveBeenCalledWith({ uid: 'u', email: 'e', auth_token: 't' });
});

test('403 with a credential becomes SESSION_EXPIRED (455) and notifies the handler', async () => {
  handler = (_q, res) => json(res, 403, { code: 4030, msg: 'invalid_token', data: null });
  const client = new ApiClient({ baseURL: base, getCredential: () => 'old' });
  const expired = jest.fn();
  client.onSessionExpired(expired);
  await expect(client.get('/main/init')).rejects.toMatchObject({ name: 'SessionExpiredError', status: 455 });
  expect(expired).toHaveBeenCalledTimes(1);
  await expect(client.get('/main/init')).rejects.toBeInstanceOf(SessionExpiredError);
});

test('offline calls fail fast with OFFLINE_ERROR and never reach the server', async () => {
  const client = new ApiClient({ baseURL: base, isOnline: () => false });
  await expect(client.get('/x')).rejects.toBeInstanceOf(OfflineError);
  expect(seen).toHaveLength(0);
});

test('no API domain means CONFIG_FAILED (500)', async () => {
  await expect(new ApiClient({}).get('/x')).rejects.toMatchObject({ name: 'ConfigFailedError', status: 500 });
  expect(new ConfigFailedError()).toBeInstanceOf(Error);
});

test('network errors are retried 3 times with the same X-Sequence, then NETWORK_ERROR (503)', async () => {
  let calls = 0;
  const sequences: string[] = [];
  handler = (req, res) => {
    calls += 1;
    sequences.push(String(req.headers['x-sequence']));
    if (calls <= 2) { req.socket.destroy(); return; }
    json(res, 200, { code: 0, msg: '', data: 'third time' });
  };
  const client = new ApiClient({ baseURL: base, retryDelayMs: 10 });
  const r = await client.post('/wallet/withdraw', { amount: 10000 });
  expect(r.data).toBe('third time');
  expect(calls).toBe(3);
  expect(new Set(sequences).size).toBe(1);

  calls = 0;
  handler = (req) => { calls += 1; req.socket.destroy(); };
  await expect(client.get('/x')).rejects.toBeInstanceOf(NetworkError);
  expect(calls).toBe(4); // the first try and three retries
});

test('writes carry an X-Sequence and reads do not, so a visitor\'s reads need no CORS preflight', async () => {
  const seen: Array<{ method: string; sequence: string | undefined }> = [];
  handler = (req, res) => {
    seen.push({ method: String(req.method), sequence: req.headers['x-sequence'] as string | undefined });
    json(res, 200, { code: 0, msg: '', data: null });
  };
  const client = new ApiClient({ baseURL: base });
  await client.get('/notice/list');
  await client.post('/inquiry', { title: 't' });
  await client.get('/x', { headers: { 'X-Sequence': 'stray-1' } });
  expect(seen[0]).toEqual({ method: 'GET', sequence: undefined });
  expect(seen[1]!.method).toBe('POST');
  expect(seen[1]!.sequence).toMatch(/^[A-Za-z0-9_-]+-\d+$/);
  expect(seen[2]).toEqual({ method: 'GET', sequence: undefined });
});

test('an answer that reached the server is never retried', async () => {
  let calls = 0;
  handler = (_q, res) => { calls += 1; json(res, 500, { code: 5000, msg: 'internal_error', data: null }); };
  const r = await new ApiClient({ baseURL: base, retryDelayMs: 10 }).post('/x', {});
  expect(r).toMatchObject({ ok: false, code: 5000 });
  expect(calls).toBe(1);
});

test('6001 sequence_reused (HTTP 409) is a failure, sent once, and the next call uses a new client id', async () => {
  let calls = 0;
  handler = (_q, res) => {
    calls += 1;
    if (calls === 1) json(res, 409, { code: 6001, msg: 'sequence_reused', data: null, field: 'x-sequence' });
    else json(res, 200, { code: 0, msg: '', data: { id: 7 } });
  };
  const sessions: unknown[] = [];
  const client = new ApiClient({ baseURL: base, retryDelayMs: 10, onSession: (s) => sessions.push(s) });
  const r = await client.post('/support/inquiries', { title: 't', content: 'c' });
  expect(r).toMatchObject({ ok: false, code: 6001, msg: 'sequence_reused', data: null, httpStatus: 409 });
  expect(calls).toBe(1);
  const again = await client.post('/support/inquiries', { title: 't', content: 'c' });
  expect(again).toMatchObject({ ok: true, data: { id: 7 } });
  const [first, second] = seen.map((s) => String(s.headers['x-sequence']));
  expect(second.split('-')[0]).not.toBe(first.split('-')[0]);
  expect(second.split('-')[1]).toBe('1');
});
