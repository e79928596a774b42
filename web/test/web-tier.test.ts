/**
 * @jest-environment node
 */
// The web tier's six origins over a WEB_ROOT of small builds written here (index pages, a script, a remote's version
// folder), listening on real sockets: every malformed URL answers 400 on every origin and the tier keeps serving; a lobby whose release's server
// pages cannot be trusted is served plain; a bad configuration is refused with the variable named.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, readConfig } from '../src/config';
import { createWeb, type Web } from '../src/web';

let ROOT = '';
let web: Web;

/** A WEB_ROOT as `npm run build` leaves it, in miniature. */
function writeBuilds(root: string) {
  const write = (file: string, text: string) => { mkdirSync(path.dirname(path.join(root, file)), { recursive: true }); writeFileSync(path.join(root, file), text); };
  write('host/dist/index.html', '<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="theme-color" content="#fff"></head><body><div id="root"><div id="boot">…</div></div><script src="/main.0123abcd.js"></script></body></html>');
  write('host/dist/main.0123abcd.js', `console.log(${JSON.stringify('x'.repeat(2000))});`);
  for (const r of ['account', 'games', 'wallet', 'support']) {
    write(`remote-${r}/dist/1.0.0/mf-manifest.json`, JSON.stringify({ name: r }));
    write(`remote-${r}/dist/1.0.0/remoteEntry.js`, 'var remote = 1;');
  }
  write('backoffice/dist/index.html', `<!doctype html><html><head><meta name="api-url" content="%API_URL%"></head><body>${'<p>back office</p>'.repeat(50)}</body></html>`);
}
let api: Server;
const ports: Record<string, number> = {};

/** A raw request: the path goes out exactly as written (no client normalises it). */
function get(port: number, target: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: target, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => { body += d; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

let warn: jest.SpyInstance;
beforeAll(async () => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  ROOT = mkdtempSync(path.join(tmpdir(), 'web-tier-'));
  writeBuilds(ROOT);
  // the API as the first screen asks it: the registry names a games release on an origin nobody allowed
  api = createServer((req, res) => {
    if (req.url?.startsWith('/api/remotes')) {
      res.end(JSON.stringify({ remotes: { games: { entry: 'https://cdn.untrusted.test/remote-games/9.9.9/mf-manifest.json', version: '9.9.9' } } }));
      return;
    }
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  web = await createWeb(readConfig({ PUBLIC_API_URL: apiUrl, WEB_ROOT: ROOT }, ROOT));
  for (const [name, app] of Object.entries(web.origins)) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    ports[name] = (app.server.address() as AddressInfo).port;
  }
});
afterAll(async () => {
  await web.close();
  await new Promise((resolve) => api.close(resolve));
  warn.mockRestore();
  rmSync(ROOT, { recursive: true, force: true });
});

const ORIGINS = ['site', 'remote-account', 'remote-games', 'remote-wallet', 'remote-support', 'backoffice'];
const BAD = ['/%zz', '//', '//evil.test/x', '/%00', '/a%00b.js', '/%E4%B8', '/%E4%B8.js', '/%'];

describe.each(ORIGINS)('%s', (origin) => {
  const remote = origin.startsWith('remote-') ? `/${origin}` : '';
  test.each([...BAD, ...(remote ? [`${remote}/%zz`, `${remote}/1.0.0/%E4%B8`, `${remote}/1.0.0/%00`] : [])])('%s answers 400', async (target) => {
    const res = await get(ports[origin]!, target);
    expect(res.status).toBe(400);
    expect(res.body).toBe('bad request');
  });

  test('still serves after the bad requests', async () => {
    for (const target of BAD) await get(ports[origin]!, target);
    const res = await get(ports[origin]!, remote ? `${remote}/` : '/');
    expect(res.status).toBe(200);
  });
});

test('/home is still served after every bad request, compressed, with its runtime config and security headers', async () => {
  for (const target of BAD) await get(ports.site!, target);
  const res = await get(ports.site!, '/home', { 'Accept-Encoding': 'identity' });
  expect(res.status).toBe(200);
  expect(res.body).toContain('<script type="application/json" id="runtime-config">');
  expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(res.headers['cache-control']).toBe('no-cache');
  expect((await get(ports.site!, '/home', { 'Accept-Encoding': 'gzip, br' })).headers['content-encoding']).toBe('br');
  expect((await get(ports.site!, '/home', { 'Accept-Encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
});

test("a lobby whose release's server pages are on an origin not allowed is served plain, never an error", async () => {
  const res = await get(ports.site!, '/game/slot', { 'Accept-Encoding': 'identity' });
  expect(res.status).toBe(200);
  expect(res.body).not.toContain('casino-first-screen');
  expect(res.body).toContain('id="runtime-config"');
  expect(warn).toHaveBeenCalledWith(expect.stringContaining("https://cdn.untrusted.test is not on 127.0.0.1's allow-list for server pages"));
});

test('the remotes: the version listing, CORS on every answer, caching by file kind, nothing outside the folder', async () => {
  const list = await get(ports['remote-games']!, '/remote-games/');
  expect(JSON.parse(list.body)).toEqual({ remote: 'games', versions: ['1.0.0'] });
  expect((await get(ports['remote-games']!, '/remote-games/1.0.0/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
  expect((await get(ports.site!, '/main.0123abcd.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(list.headers['access-control-allow-origin']).toBe('*');
  expect((await get(ports['remote-games']!, '/%zz')).headers['access-control-allow-origin']).toBe('*');
  expect((await get(ports['remote-games']!, '/remote-games/1.0.0/../../package.json')).status).toBe(404);
});

test('the back office: the API address in its meta, its strict CSP, no-store', async () => {
  const res = await get(ports.backoffice!, '/members/1');
  expect(res.status).toBe(200);
  expect(res.body).not.toContain('%API_URL%');
  expect(res.body).toContain('<meta name="api-url" content="http://127.0.0.1:');
  expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  expect(res.headers['cache-control']).toBe('no-store');
  expect((await get(ports.backoffice!, '/', { 'Accept-Encoding': 'br' })).headers['content-encoding']).toBe('br');
});

test('a bad configuration is refused with the variable named', () => {
  expect(() => readConfig({ HOST_PORT: 'abc', WEB_ROOT: ROOT }, ROOT)).toThrow(new ConfigError('HOST_PORT=abc is not a port (1–65535)'));
  expect(() => readConfig({ PUBLIC_API_URL: 'ftp://x', WEB_ROOT: ROOT }, ROOT)).toThrow('PUBLIC_API_URL=ftp://x is not an http(s) URL');
  expect(() => readConfig({ GAMES_PORT: '3000', WEB_ROOT: ROOT }, ROOT)).toThrow('two origins share a port');
  expect(() => readConfig({ SERVER_PAGES_ORIGINS: '{"*":["http://cdn.test"]}', WEB_ROOT: ROOT }, ROOT)).toThrow('is not https');
  const empty = mkdtempSync(path.join(tmpdir(), 'web-root-'));
  try {
    expect(() => readConfig({ WEB_ROOT: empty }, ROOT)).toThrow('holds no host/dist/index.html');
  } finally {
    rmSync(empty, { recursive: true, force: true });
  }
});

test('an error a handler throws is a logged 500 on that request only; the origin keeps serving', async () => {
  const { createOrigin } = await import('../src/http/origin');
  const app = await createOrigin({ name: 'test', root: path.join(ROOT, 'host/dist') });
  app.get('/boom', async () => { throw new Error('handler bug'); });
  app.get('/fine', async () => 'fine');
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    expect((await app.inject({ url: '/boom' })).statusCode).toBe(500);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('handler bug'));
    expect((await app.inject({ url: '/fine' })).body).toBe('fine');
    expect((await app.inject({ method: 'POST', url: '/fine' })).statusCode).toBe(405);
  } finally {
    error.mockRestore();
    await app.close();
  }
});
