// The site (the host's build): its files, `index.html` for every route with the runtime config inline and a
// preconnect to the API, `/runtime-config.json`, and a visitor's page with its first screen drawn in the HTML
// (decision 010) when a renderer is given.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RuntimeConfig } from '../config';
import type { Drawn, DrawRequest } from '../first-screen/types';
import { compressionCache } from '../http/compression';
import { BuildFolder, isHashed, sendBody } from '../http/files';
import { IMMUTABLE, siteHeaders } from '../http/headers';
import { createOrigin, notFound } from '../http/origin';
import { escapeAttr, escapeText } from '../http/escape';

export interface FirstScreenRenderer {
  draw(req: DrawRequest): Promise<Drawn | null>;
}

export interface SiteOptions {
  dir: string;
  runtime: RuntimeConfig;
  csp: string;
  firstScreen?: FirstScreenRenderer;
}

/**
 * index.html with a page's first screen: the screen goes into #root inside an inert wrapper (nothing in it can be
 * clicked or focused before the page's script draws it again), its picture preloads first into <head> (before the
 * scripts'), its style sheets and data at the end of <head>, the theme onto <html>.
 */
export function withFirstScreen(html: string, drawn: Drawn): string {
  const attrs = Object.entries(drawn.htmlAttributes).map(([k, v]) => `${k}="${escapeAttr(String(v))}"`).join(' ');
  // replacer functions throughout: the drawn text may hold `$&` and the like, which a replacement string would expand
  return html
    .replace(/<html[^>]*>/, () => `<html ${attrs}>`)
    .replace(/(<meta name="?theme-color"? content=)("[^"]*"|[^ >]*)/, (_, start: string) => `${start}"${drawn.themeColor}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(drawn.title)}</title>`)
    .replace(/(<meta name="?description"? content=)("[^"]*"|[^ >]*)/, (_, start: string) => `${start}"${escapeAttr(drawn.description)}"`)
    .replace('<head>', () => `<head>${drawn.preload ?? ''}`)
    .replace('</head>', () => `${drawn.head}</head>`)
    .replace(/<div id="?boot"?>[^<]*<\/div>/, () => `<div class="casino-first-screen" inert>${drawn.root}</div>`);
}

/** index.html with what is known at serve time, built once per file version. */
function indexPage(folder: BuildFolder, runtime: RuntimeConfig) {
  const file = path.join(folder.root, 'index.html');
  const runtimeJson = JSON.stringify(runtime).replace(/</g, '\\u003c');
  const origins = [...new Set([runtime.apiUrl, runtime.configUrl].map((u) => { try { return new URL(u).origin; } catch { return null; } }).filter(Boolean))];
  const head = [
    `<script type="application/json" id="runtime-config">${runtimeJson}</script>`,
    ...origins.map((o) => `<link rel="preconnect" href="${o}" crossorigin>`),
  ].join('');
  let built: { mtime: number; body: Buffer; etag: string; lastModified: Date } | undefined;
  return () => {
    const stat = statSync(file);
    if (built?.mtime !== stat.mtimeMs) {
      const body = Buffer.from(readFileSync(file, 'utf8').replace('<head>', () => `<head>${head}`));
      built = { mtime: stat.mtimeMs, body, etag: `W/"${body.length.toString(16)}-${Math.trunc(stat.mtimeMs).toString(16)}"`, lastModified: stat.mtime };
    }
    return built;
  };
}

export async function createSite({ dir, runtime, csp, firstScreen }: SiteOptions): Promise<FastifyInstance> {
  const folder = new BuildFolder(dir);
  const app = await createOrigin({ name: 'site', root: folder.root });
  const security = siteHeaders(csp);
  const page = indexPage(folder, runtime);
  /** Compressed drawn pages by their ETag: a few hundred at most (kinds of visitor × data versions). */
  const drawnCompression = compressionCache({ quality: 9, limit: 400 });

  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    const { body, etag, lastModified } = page();
    return sendBody(request, reply, { body, ext: '.html', key: `index:${etag}`, etag, lastModified, headers: { ...security, 'Cache-Control': 'no-cache' } });
  };
  const sendDrawn = (request: FastifyRequest, reply: FastifyReply, drawn: Drawn) => {
    const body = Buffer.from(withFirstScreen(page().body.toString('utf8'), drawn));
    const etag = `W/"fs-${createHash('sha1').update(body).digest('base64url')}"`;
    const headers = { ...security, 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding, Accept-Language, Cookie, User-Agent' };
    return sendBody(request, reply, { body, ext: '.html', key: etag, etag, headers, compression: drawnCompression });
  };

  app.get('/runtime-config.json', (_request, reply) => reply.type('application/json; charset=utf-8').header('Cache-Control', 'no-store').send(JSON.stringify(runtime)));
  app.get('/*', async (request, reply) => {
    const rel = request.pathname;
    const file = folder.file(rel);
    if (file && path.basename(file) !== 'index.html') return folder.send(request, reply, file, { ...security, 'Cache-Control': isHashed(file) ? IMMUTABLE : 'no-cache' });
    if (path.extname(rel) && path.basename(rel) !== 'index.html') return notFound(reply);
    if (!firstScreen) return sendIndex(request, reply);
    const drawn = await firstScreen.draw({
      path: rel,
      hostname: String(request.headers.host || '').replace(/:\d+$/, ''),
      acceptLanguage: request.headers['accept-language'],
      cookie: request.headers.cookie,
      userAgent: request.headers['user-agent'],
      mobileHint: typeof request.headers['sec-ch-ua-mobile'] === 'string' ? request.headers['sec-ch-ua-mobile'] : undefined,
    }).catch((e: unknown) => { console.warn(`[site] first screen not drawn: ${e instanceof Error ? e.message : String(e)}`); return null; });
    return drawn ? sendDrawn(request, reply, drawn) : sendIndex(request, reply);
  });
  folder.warm();
  return app;
}
