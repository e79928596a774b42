// The house game pages: small self-contained HTML/CSS/JS (no external CDN) served by this server, framed by the
// site's game window (sandboxed iframe; this server's origin). The pages are TypeScript built into
// server/dist/house-pages (house-games/build.ts: at start when missing or stale), bundling the very engine
// modules the server settles rounds with, so the pages and the fairness verifier compute outcomes with that code.
// Only the site's origins may frame the pages (CSP frame-ancestors).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TypedApp } from '../../http/type-provider';
import { GameAssetParams, GamePageParams } from '@casino/shared/contract/schemas/house';
import { ensureHousePages } from '../../house-games/build';
import { engineOfCode } from '../../providers/house/catalogue';
import { DOCUMENT_HEADERS } from '../../http/document-headers';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml',
};

interface Asset { body: Buffer; type: string; etag: string }

/** Every servable file of the built folder (read once at start): pages, styles, scripts — never the manifest. */
function loadFolder(dir: string): Map<string, Asset> {
  const files = new Map<string, Asset>();
  for (const name of fs.readdirSync(dir)) {
    const type = TYPES[path.extname(name)];
    if (!type) continue;
    const body = fs.readFileSync(path.join(dir, name));
    files.set(name, { body, type, etag: `"${crypto.createHash('sha1').update(body).digest('base64url')}"` });
  }
  return files;
}

export function pageCsp(frameAncestors: string[]): string {
  const ancestors = frameAncestors.length > 0 ? frameAncestors.join(' ') : "'none'";
  return [
    "default-src 'none'", "script-src 'self'", "style-src 'self'", "img-src 'self' data:", "connect-src 'self'", "font-src 'self'",
    `frame-ancestors ${ancestors}`, "base-uri 'none'", "form-action 'none'",
  ].join('; ');
}

const escapeAttr = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Pages post messages only to the site's origins: the HTML carries them in a meta tag. */
function withParentOrigins(files: Map<string, Asset>, origins: string[]): Map<string, Asset> {
  for (const [name, asset] of files) {
    if (!asset.type.startsWith('text/html')) continue;
    const body = Buffer.from(asset.body.toString('utf8').replace('{{PARENT_ORIGINS}}', escapeAttr(JSON.stringify(origins))));
    files.set(name, { ...asset, body, etag: `"${crypto.createHash('sha1').update(body).digest('base64url')}"` });
  }
  return files;
}

export async function housePageRoutes(app: TypedApp) {
  const pages = withParentOrigins(loadFolder(await ensureHousePages()), app.config.corsOrigins);
  const csp = pageCsp(app.config.corsOrigins);
  const config = { rateLimit: false } as const;

  const send = (request: FastifyRequest, reply: FastifyReply, asset: Asset | undefined, status = 200) => {
    if (!asset) return reply.status(404).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('not found');
    reply.header('cache-control', 'no-cache').header('etag', asset.etag);
    if (asset.type.startsWith('text/html')) {
      reply.removeHeader('x-frame-options'); // CSP frame-ancestors decides who may frame the page
      reply.header('content-security-policy', csp).header('referrer-policy', 'no-referrer').headers(DOCUMENT_HEADERS);
    }
    if (status === 200 && request.headers['if-none-match'] === asset.etag) return reply.status(304).send();
    return reply.status(status).type(asset.type).send(asset.body);
  };

  app.get('/play/:code', {
    schema: { tags: ['house'], summary: 'A house game page (opened by a launch link)', params: GamePageParams },
    config,
  }, async (request, reply) => {
    const engine = engineOfCode(request.params.code);
    return engine ? send(request, reply, pages.get(`${engine}.html`)) : send(request, reply, pages.get('unknown.html'), 404);
  });

  app.get('/fairness', {
    schema: { tags: ['house'], summary: 'The provably fair verifier (page; the footer fairness page frames it)' },
    config,
  }, async (request, reply) => send(request, reply, pages.get('fairness.html')));

  app.get('/assets/:file', {
    schema: { tags: ['house'], summary: 'Scripts and styles of the game pages', params: GameAssetParams },
    config,
  }, async (request, reply) => {
    const asset = pages.get(request.params.file);
    return send(request, reply, asset && !asset.type.startsWith('text/html') ? asset : undefined);
  });
}
