// A small static file server for the production builds: the host (SPA fallback, runtime config, security
// headers) and each remote on its own origin (CORS, long-lived caching of immutable versioned folders).
// Issue 19: every text response (JS, CSS, HTML, JSON, SVG, maps), whatever its size, goes out brotli-compressed
// (gzip for clients that do not accept br), compressed once per file and modification time and kept in memory;
// content-hashed files are `immutable`. index.html carries the runtime config inline (a JSON data block, which
// the CSP allows because it never runs) and a preconnect to the API, so start-up skips a round trip.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.map': 'application/json', '.png': 'image/png', '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon', '.txt': 'text/plain; charset=utf-8', '.webp': 'image/webp', '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.json', '.css', '.map', '.svg', '.txt']);
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
/** key → Promise<Buffer>: compressed once (async, off the main thread), shared by concurrent requests. */
const cache = new Map();

/** A content-hashed build file ([name].[contenthash:8].js / .css, and their maps): never changes. */
export const isHashed = (file) => /\.[0-9a-f]{8}\.(js|css)(\.map)?$/.test(file);

/** The encoding to answer with: brotli when accepted, else gzip, else none (`accept-encoding` q-values honoured). */
export function pickEncoding(acceptEncoding) {
  const accepted = new Map();
  for (const part of String(acceptEncoding || '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  if ((accepted.get('br') ?? 0) > 0) return 'br';
  if ((accepted.get('gzip') ?? 0) > 0) return 'gzip';
  return null;
}

export function compressed(key, body, encoding) {
  const k = `${key}:${encoding}`;
  let p = cache.get(k);
  if (!p) {
    p = encoding === 'br'
      ? brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })
      : gz(body, { level: 9 });
    cache.set(k, p);
  }
  return p;
}

/** `compress(key, body, encoding)`: the files' cache by default; a drawn page brings its own (decision 010). */
function sendBody(req, res, { body, ext, key, etag, headers, compress = compressed }) {
  res.setHeader('Content-Type', TYPES[ext] || 'application/octet-stream');
  res.setHeader('ETag', etag);
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  if (req.headers['if-none-match'] === etag) { res.statusCode = 304; res.end(); return; }
  const encoding = COMPRESSIBLE.has(ext) ? pickEncoding(req.headers['accept-encoding']) : null;
  if (COMPRESSIBLE.has(ext)) res.setHeader('Vary', headers.Vary ?? 'Accept-Encoding');
  if (!encoding) {
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  compress(key, body, encoding).then((out) => {
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', out.length);
    res.end(req.method === 'HEAD' ? undefined : out);
  }, (e) => { res.statusCode = 500; res.end(String(e)); });
}

const files = new Map(); // file:mtime → Buffer (the builds are a few MB)
function sendFile(req, res, file, headers) {
  const stat = statSync(file);
  const key = `${file}:${stat.mtimeMs}`;
  let body = files.get(key);
  if (!body) { body = readFileSync(file); files.set(key, body); }
  const etag = `W/"${stat.size.toString(16)}-${Math.trunc(stat.mtimeMs).toString(16)}"`;
  sendBody(req, res, { body, ext: path.extname(file), key, etag, headers });
}

/** Starts compressing every text file of a folder now, so that the first visitor does not wait for it. */
export function warm(dir) {
  const walk = (d) => {
    if (!existsSync(d)) return;
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (COMPRESSIBLE.has(path.extname(p)) && !p.endsWith('.map')) {
        const stat = statSync(p);
        const key = `${p}:${stat.mtimeMs}`;
        const body = readFileSync(p);
        files.set(key, body);
        void compressed(key, body, 'br').catch(() => undefined);
      }
    }
  };
  walk(dir);
}

function within(root, rel) {
  const file = path.normalize(path.join(root, rel));
  return file.startsWith(root + path.sep) || file === root ? file : null;
}

/**
 * Every handler runs behind this guard: a URL that does not parse or decode (`/%zz`, `//`, a truncated UTF-8
 * escape, a NUL byte) answers 400, and nothing a handler throws can end the process that serves every origin.
 */
function guarded(handler) {
  return (req, res) => {
    try {
      const raw = req.url || '/';
      if (!raw.startsWith('/') || raw.startsWith('//')) return badRequest(res);
      const pathname = new URL(raw, 'http://x').pathname;
      if (decodeURIComponent(pathname).includes('\0')) return badRequest(res);
      handler(req, res);
    } catch (e) {
      if (e instanceof URIError || e instanceof TypeError) return badRequest(res);
      console.error(`[web] ${req.method} ${req.url}: ${e?.stack ?? e}`);
      if (!res.headersSent) { res.statusCode = 500; res.end(); } else res.destroy();
    }
  };
}
const badRequest = (res) => { res.statusCode = 400; res.setHeader('Content-Type', 'text/plain'); res.end('bad request'); };

const notFound = (res) => { res.statusCode = 404; res.setHeader('Content-Type', 'text/plain'); res.end('not found'); };

/** Compressed drawn pages (decision 010), by their ETag: a few hundred at most (kinds of visitor × data versions). */
const drawnCache = new Map();
function compressedDrawn(etag, body, encoding) {
  const k = `${etag}:${encoding}`;
  let p = drawnCache.get(k);
  if (!p) {
    if (drawnCache.size >= 400) drawnCache.clear();
    p = encoding === 'br' ? brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }) : gz(body, { level: 9 });
    drawnCache.set(k, p);
  }
  return p;
}

/**
 * index.html with a page's first screen (decision 010): `drawn` from host/src/first-screen/render.tsx. The screen
 * goes into #root inside an inert wrapper (nothing in it can be clicked or focused before the page's script draws it
 * again), its picture preloads first into <head> (before the scripts'), its style sheets and data at the end of
 * <head>, the theme onto <html>.
 */
export function withFirstScreen(html, drawn) {
  const attrs = Object.entries(drawn.htmlAttributes).map(([k, v]) => `${k}="${String(v).replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`).join(' ');
  // replacer functions throughout: the drawn text may hold `$&` and the like, which a replacement string would expand
  return html
    .replace(/<html[^>]*>/, () => `<html ${attrs}>`)
    .replace(/(<meta name="?theme-color"? content=)("[^"]*"|[^ >]*)/, (_, start) => `${start}"${drawn.themeColor}"`)
    .replace('<head>', () => `<head>${drawn.preload ?? ''}`)
    .replace('</head>', () => `${drawn.head}</head>`)
    .replace(/<div id="?boot"?>[^<]*<\/div>/, () => `<div class="casino-first-screen" inert>${drawn.root}</div>`);
}

/**
 * The host: files from host/dist, index.html for every route, /runtime-config.json from `runtime`. With
 * `firstScreen` (the host's renderer), a visitor's page that it draws comes with its first screen in the HTML.
 * @param {{ dir: string, port: number, runtime: object, csp: string, firstScreen?: { draw(req: object): Promise<object|null> } }} o
 */
export function serveHost({ dir, port, runtime, csp, firstScreen }) {
  const root = path.resolve(dir);
  const security = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    'Content-Security-Policy': csp,
  };
  const server = createServer(guarded((req, res) => {
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
    if (file && existsSync(file) && statSync(file).isFile() && path.basename(file) !== 'index.html') {
      sendFile(req, res, file, { ...security, 'Cache-Control': isHashed(file) ? 'public, max-age=31536000, immutable' : 'no-cache' });
      return;
    }
    if (path.extname(rel) && path.basename(rel) !== 'index.html') return notFound(res);
    const headers = { ...security, 'Cache-Control': 'no-cache' };
    if (!firstScreen) { sendIndex(req, res, headers); return; }
    firstScreen.draw({
      path: url.pathname, hostname: String(req.headers.host || '').replace(/:\d+$/, ''), acceptLanguage: req.headers['accept-language'],
      cookie: req.headers.cookie, userAgent: req.headers['user-agent'], mobileHint: req.headers['sec-ch-ua-mobile'],
    }).catch((e) => { console.warn(`[site] first screen not drawn: ${e?.message ?? e}`); return null; }).then((drawn) => {
      if (!drawn) { sendIndex(req, res, headers); return; }
      sendDrawn(req, res, drawn, { ...headers, Vary: 'Accept-Encoding, Accept-Language, Cookie, User-Agent' });
    });
  }));
  // index.html with what is known at serve time: the runtime config inline, a preconnect to the API and the
  // config service (the first API requests then skip DNS + TCP set-up).
  const indexFile = path.join(root, 'index.html');
  const runtimeJson = JSON.stringify(runtime).replace(/</g, '\\u003c');
  const origins = [...new Set([runtime.apiUrl, runtime.configUrl].filter(Boolean).map((u) => { try { return new URL(u).origin; } catch { return null; } }).filter(Boolean))];
  /** index.html with the runtime config and the preconnects (built once per file version). */
  function indexPage() {
    const stat = statSync(indexFile);
    const key = `${indexFile}:${stat.mtimeMs}:inline`;
    let body = files.get(key);
    if (!body) {
      const head = [
        `<script type="application/json" id="runtime-config">${runtimeJson}</script>`,
        ...origins.map((o) => `<link rel="preconnect" href="${o}" crossorigin>`),
      ].join('');
      body = Buffer.from(readFileSync(indexFile, 'utf8').replace('<head>', `<head>${head}`));
      files.set(key, body);
    }
    return { body, key, etag: `W/"${body.length.toString(16)}-${Math.trunc(stat.mtimeMs).toString(16)}"` };
  }
  function sendIndex(req, res, headers) {
    const { body, key, etag } = indexPage();
    sendBody(req, res, { body, ext: '.html', key, etag, headers });
  }
  function sendDrawn(req, res, drawn, headers) {
    const body = Buffer.from(withFirstScreen(indexPage().body.toString('utf8'), drawn));
    const etag = `W/"fs-${createHash('sha1').update(body).digest('base64url')}"`;
    sendBody(req, res, { body, ext: '.html', key: etag, etag, headers, compress: compressedDrawn });
  }
  warm(root);
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
  const server = createServer(guarded((req, res) => {
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
    sendFile(req, res, file, { 'Cache-Control': isHashed(file) ? 'public, max-age=31536000, immutable' : 'no-cache' });
  }));
  warm(root);
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
  const server = createServer(guarded((req, res) => {
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
  }));
  return listen(server, port);
}
