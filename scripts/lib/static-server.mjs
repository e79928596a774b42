// A small static file server for the production builds: the host (SPA fallback, runtime config, security
// headers) and each remote on its own origin (CORS, long-lived caching of immutable versioned folders).
// Responses are gzip-compressed once and kept in memory, keyed by file and modification time.
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.map': 'application/json', '.png': 'image/png', '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon', '.txt': 'text/plain; charset=utf-8', '.webp': 'image/webp', '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.json', '.css', '.map', '.svg', '.txt']);
const gzCache = new Map();

function sendFile(req, res, file, headers) {
  const stat = statSync(file);
  const ext = path.extname(file);
  const etag = `W/"${stat.size.toString(16)}-${Math.trunc(stat.mtimeMs).toString(16)}"`;
  res.setHeader('Content-Type', TYPES[ext] || 'application/octet-stream');
  res.setHeader('ETag', etag);
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  if (req.headers['if-none-match'] === etag) { res.statusCode = 304; res.end(); return; }
  const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] || '')) && stat.size > 1024;
  res.setHeader('Vary', 'Accept-Encoding');
  if (gzip) {
    const key = `${file}:${stat.mtimeMs}`;
    let body = gzCache.get(key);
    if (!body) { body = gzipSync(readFileSync(file), { level: 6 }); gzCache.set(key, body); }
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.setHeader('Content-Length', stat.size);
  if (req.method === 'HEAD') { res.end(); return; }
  createReadStream(file).pipe(res);
}

function within(root, rel) {
  const file = path.normalize(path.join(root, rel));
  return file.startsWith(root + path.sep) || file === root ? file : null;
}

const notFound = (res) => { res.statusCode = 404; res.setHeader('Content-Type', 'text/plain'); res.end('not found'); };

/**
 * The host: files from host/dist, index.html for every route, /runtime-config.json from `runtime`.
 * @param {{ dir: string, port: number, runtime: object, csp: string }} o
 */
export function serveHost({ dir, port, runtime, csp }) {
  const root = path.resolve(dir);
  const security = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    'Content-Security-Policy': csp,
  };
  const server = createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') { res.statusCode = 405; res.end(); return; }
    const url = new URL(req.url || '/', 'http://x');
    if (url.pathname === '/runtime-config.json') {
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      res.end(JSON.stringify(runtime));
      return;
    }
    const rel = decodeURIComponent(url.pathname);
    const file = within(root, rel);
    if (file && existsSync(file) && statSync(file).isFile()) {
      const hashed = /\.[0-9a-f]{8}\.js(\.map)?$/.test(file);
      sendFile(req, res, file, { ...security, 'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache' });
      return;
    }
    if (path.extname(rel)) return notFound(res);
    sendFile(req, res, path.join(root, 'index.html'), { ...security, 'Cache-Control': 'no-cache' });
  });
  return listen(server, port);
}

/**
 * One remote: /remote-<name>/<version>/… from remote-<name>/dist/<version>/…, CORS for any origin (these
 * are public scripts), immutable caching for the content-hashed files of a version folder.
 * GET /remote-<name>/ lists the versions that can be rolled out.
 */
export function serveRemote({ name, dir, port }) {
  const root = path.resolve(dir);
  const prefix = `/remote-${name}/`;
  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    if (req.method === 'OPTIONS') { res.statusCode = 204; res.end(); return; }
    if (req.method !== 'GET' && req.method !== 'HEAD') { res.statusCode = 405; res.end(); return; }
    const url = new URL(req.url || '/', 'http://x');
    if (url.pathname === prefix || url.pathname === prefix.slice(0, -1)) {
      const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(path.join(root, v, 'mf-manifest.json'))) : [];
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      res.end(JSON.stringify({ remote: name, versions }));
      return;
    }
    if (!url.pathname.startsWith(prefix)) return notFound(res);
    const file = within(root, decodeURIComponent(url.pathname.slice(prefix.length)));
    if (!file || !existsSync(file) || !statSync(file).isFile()) return notFound(res);
    // Hashed chunks never change; the manifest and entry keep fixed names, so they are revalidated (a cheap
    // 304) in case a version folder is rebuilt during development.
    const hashed = /\.[0-9a-f]{8}\.js(\.map)?$/.test(file);
    sendFile(req, res, file, { 'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache' });
  });
  return listen(server, port);
}

function listen(server, port) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '0.0.0.0', () => resolve(server));
  });
}

/**
 * The operators' back office on its own origin (so no member page shares its storage or its tokens): files
 * from backoffice/dist, index.html for every route with the API address written into a meta tag (no
 * runtime-config fetch, so connect-src can name the API alone), and a CSP stricter than the site's: scripts
 * from itself only, no frames, no forms posted anywhere, nothing fetched but the API.
 * @param {{ dir: string, port: number, apiUrl: string }} o
 */
export function serveBackoffice({ dir, port, apiUrl }) {
  const root = path.resolve(dir);
  const csp = [
    "default-src 'none'",
    "script-src 'self'",
    `connect-src ${apiUrl}`,
    "style-src 'self' 'unsafe-inline'", // antd's CSS-in-JS writes <style> elements at run time
    "img-src 'self' data:",
    "font-src 'self' data:",
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  const security = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    'Content-Security-Policy': csp,
  };
  const escapeAttr = (v) => String(v).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const sendIndex = (req, res) => {
    const file = path.join(root, 'index.html');
    if (!existsSync(file)) return notFound(res);
    const html = readFileSync(file, 'utf8').replace('%API_URL%', escapeAttr(apiUrl));
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    for (const [k, v] of Object.entries(security)) res.setHeader(k, v);
    res.end(req.method === 'HEAD' ? undefined : html);
  };
  const server = createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') { res.statusCode = 405; res.end(); return; }
    const url = new URL(req.url || '/', 'http://x');
    const rel = decodeURIComponent(url.pathname);
    if (rel === '/' || rel === '/index.html') return sendIndex(req, res);
    const file = within(root, rel);
    if (file && existsSync(file) && statSync(file).isFile()) {
      const hashed = /\.[0-9a-f]{8}\.js(\.map)?$/.test(file);
      sendFile(req, res, file, { ...security, 'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache' });
      return;
    }
    if (path.extname(rel)) return notFound(res);
    sendIndex(req, res);
  });
  return listen(server, port);
}
