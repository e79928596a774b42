// The operators' back office on its own origin (so no member page shares its storage or its tokens): files from
// backoffice/dist, index.html for every route with the API address written into a meta tag (no runtime-config
// fetch, so connect-src can name the API alone; compressed like every text answer), and a CSP stricter than the
// site's.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { BuildFolder, sendBody } from '../http/files';
import { backofficeHeaders, IMMUTABLE } from '../http/headers';
import { createOrigin, notFound } from '../http/origin';
import { escapeAttr } from '../http/escape';

const isHashedScript = (file: string) => /\.[0-9a-f]{8}\.js(\.map)?$/.test(file);

export async function createBackoffice({ dir, apiUrl }: { dir: string; apiUrl: string }): Promise<FastifyInstance> {
  const folder = new BuildFolder(dir);
  const app = await createOrigin({ name: 'backoffice', root: folder.root });
  const security = backofficeHeaders(apiUrl);
  app.get('/*', (request, reply) => {
    const rel = request.pathname;
    const file = rel === '/' || rel === '/index.html' ? null : folder.file(rel);
    if (file) return folder.send(request, reply, file, { ...security, 'Cache-Control': isHashedScript(file) ? IMMUTABLE : 'no-cache' });
    if (path.extname(rel) && rel !== '/index.html') return notFound(reply);
    const index = path.join(folder.root, 'index.html');
    if (!existsSync(index)) return notFound(reply);
    const { body, key, mtime } = folder.read(index);
    const html = Buffer.from(body.toString('utf8').replace('%API_URL%', () => escapeAttr(apiUrl)));
    const etag = `W/"${html.length.toString(16)}-${Math.trunc(mtime.getTime()).toString(16)}"`;
    return sendBody(request, reply, { body: html, ext: '.html', key: `${key}:api`, etag, headers: { ...security, 'Cache-Control': 'no-store' } });
  });
  return app;
}
