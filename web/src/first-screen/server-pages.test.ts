/**
 * @jest-environment node
 */
// The server runs no fetched code it cannot trust (issue 45 §7): a remote release's server pages are used when
// built locally (WEB_ROOT) or fetched from an https origin on the site's allow-list, within a size cap, without
// redirects, and only with the SHA-256 the release record publishes. Every refusal leaves the page plain (null),
// never an error. The https origin here is a real TLS server with a certificate made for this test.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServerPagesLoader, loadVerifiedFile, Refused, type ServerPagesOptions } from './server-pages';

const PAGES = "exports.pages = { 'game-slot': { Page: function Page() { return null; }, reads: [] } };";
const digest = (text: string) => createHash('sha256').update(text).digest('hex');

let work = '';
let ca = '';
let origin = '';
let server: Server;
let plain: HttpServer;
let plainOrigin = '';
/** What the https origin serves, by path: [status, body, headers]. */
let routes: Record<string, [number, string, Record<string, string>?]> = {};
let asked: string[] = [];

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'web-server-pages-'));
  const key = path.join(work, 'key.pem');
  const cert = path.join(work, 'cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost',
    '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'], { stdio: 'ignore' });
  ca = readFileSync(cert, 'utf8');
  const handler = (req: { url?: string }, res: import('node:http').ServerResponse) => {
    asked.push(req.url ?? '');
    const [status, body, headers] = routes[req.url ?? ''] ?? [404, 'not found'];
    res.writeHead(status, headers ?? {});
    res.end(body);
  };
  server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://localhost:${(server.address() as AddressInfo).port}`;
  plain = createHttpServer(handler);
  await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
  plainOrigin = `http://127.0.0.1:${(plain.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await new Promise((resolve) => plain.close(resolve));
  rmSync(work, { recursive: true, force: true });
});

/** A release at the origin: its server pages (as served) and the record (the digest of what was built). */
function publish(version: string, served: string, built = served) {
  routes[`/remote-games/${version}/release.json`] = [200, JSON.stringify({ app: 'games', version, files: { 'server/pages.cjs': digest(built) } })];
  routes[`/remote-games/${version}/server/pages.cjs`] = [200, served];
}

let warnings: string[] = [];
function loader(extra: Partial<ServerPagesOptions> = {}) {
  return createServerPagesLoader({
    webRoot: path.join(work, 'root'), localRemotes: { games: 'http://localhost:3002' }, allowedOrigins: { 'site.test': [origin] },
    cacheDir: path.join(work, 'cache'), ca, warn: (m) => warnings.push(m), ...extra,
  });
}
const entry = (version: string, at = origin) => `${at}/remote-games/${version}/mf-manifest.json`;

beforeEach(() => { routes = {}; asked = []; warnings = []; });

test('an allow-listed https origin whose file matches its release record: used', async () => {
  publish('1.0.0', PAGES);
  const pages = await loader().pagesFor(entry('1.0.0'), 'games', 'site.test');
  expect(Object.keys(pages!.pages)).toEqual(['game-slot']);
  expect(warnings).toEqual([]);
  // written beside nothing it fetched unverified: the cache holds the verified file under its digest
  expect(readFileSync(path.join(work, 'cache', `${digest(PAGES)}.cjs`), 'utf8')).toBe(PAGES);
});

test('a tampered file (not the SHA-256 its record publishes) is refused, and not run', async () => {
  const evil = "require('node:child_process').execSync('touch /tmp/pwned'); exports.pages = {};";
  publish('1.0.1', evil, PAGES);
  expect(await loader().pagesFor(entry('1.0.1'), 'games', 'site.test')).toBeNull();
  expect(warnings.join('\n')).toContain("does not match its release record's SHA-256");
});

test('an http origin is refused before anything is fetched', async () => {
  publish('1.0.0', PAGES);
  expect(await loader({ allowedOrigins: { 'site.test': [plainOrigin] } }).pagesFor(entry('1.0.0', plainOrigin), 'games', 'site.test')).toBeNull();
  expect(warnings.join('\n')).toContain('is not https');
  expect(asked).toEqual([]);
});

test("an origin not on the site's allow-list is refused before anything is fetched (another site's list does not count)", async () => {
  publish('1.0.0', PAGES);
  expect(await loader({ allowedOrigins: { 'other.test': [origin] } }).pagesFor(entry('1.0.0'), 'games', 'site.test')).toBeNull();
  expect(warnings.join('\n')).toContain("is not on site.test's allow-list");
  expect(asked).toEqual([]);
  // '*' lists an origin for every site
  expect(await loader({ allowedOrigins: { '*': [origin] } }).pagesFor(entry('1.0.0'), 'games', 'site.test')).not.toBeNull();
});

test('an answer larger than the cap is refused (announced or not)', async () => {
  const big = `${PAGES}\n//${'x'.repeat(4096)}`;
  publish('2.0.0', big);
  expect(await loader({ maxBytes: 1024 }).pagesFor(entry('2.0.0'), 'games', 'site.test')).toBeNull();
  expect(warnings.join('\n')).toContain('is larger than 1024 bytes');
  // streamed without a length: cut off as it passes the cap
  routes['/remote-games/2.0.0/server/pages.cjs'] = [200, big, { 'Transfer-Encoding': 'chunked' }];
  warnings = [];
  expect(await loader({ maxBytes: 1024 }).pagesFor(entry('2.0.0'), 'games', 'site.test')).toBeNull();
  expect(warnings.join('\n')).toContain('is larger than 1024 bytes');
});

test('a redirect is refused, never followed', async () => {
  publish('1.0.0', PAGES);
  routes['/remote-games/3.0.0/release.json'] = routes['/remote-games/1.0.0/release.json']!;
  routes['/remote-games/3.0.0/server/pages.cjs'] = [302, '', { Location: '/remote-games/1.0.0/server/pages.cjs' }];
  expect(await loader().pagesFor(entry('3.0.0'), 'games', 'site.test')).toBeNull();
  expect(warnings.join('\n')).toContain('redirects (302)');
  expect(asked).not.toContain('/remote-games/1.0.0/server/pages.cjs');
});

test('an entry that is not a release manifest address is refused; a record without a digest is refused', async () => {
  const l = loader();
  expect(await l.pagesFor(`${origin}/remote-games/1.0.0/../../etc/mf-manifest.json?x`, 'games', 'site.test')).toBeNull();
  expect(await l.pagesFor('javascript:alert(1)', 'games', 'site.test')).toBeNull();
  routes['/remote-games/4.0.0/release.json'] = [200, JSON.stringify({ files: {} })];
  routes['/remote-games/4.0.0/server/pages.cjs'] = [200, PAGES];
  expect(await l.pagesFor(entry('4.0.0'), 'games', 'site.test')).toBeNull();
  expect(warnings.join('\n')).toContain('publishes no SHA-256 for server/pages.cjs');
});

test("this tier's own origin: the release is read from WEB_ROOT and checked against its local record", async () => {
  const dir = path.join(work, 'root/remote-games/dist/5.0.0');
  mkdirSync(path.join(dir, 'server'), { recursive: true });
  writeFileSync(path.join(dir, 'server/pages.cjs'), PAGES);
  writeFileSync(path.join(dir, 'release.json'), JSON.stringify({ files: { 'server/pages.cjs': digest(PAGES) } }));
  expect(await loader().pagesFor('http://localhost:3002/remote-games/5.0.0/mf-manifest.json', 'games', 'site.test')).not.toBeNull();
  writeFileSync(path.join(dir, 'server/pages.cjs'), `${PAGES}\n// changed after the build`);
  expect(await loader().pagesFor('http://localhost:3002/remote-games/5.0.0/mf-manifest.json', 'games', 'site.test')).toBeNull();
  expect(warnings.join('\n')).toContain("does not match its release record's SHA-256");
  expect(() => loadVerifiedFile(path.join(dir, 'server/pages.cjs'), digest(PAGES))).toThrow(Refused);
});
