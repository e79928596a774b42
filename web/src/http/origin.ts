// One Fastify instance per origin (the site, each remote, the back office), all in one process. Whatever the
// request, nothing gets past the instance: a URL that does not parse or decode answers 400 (Fastify's router
// refusals through `frameworkErrors`, the rest in the first hook), an error a handler throws answers 500 and is
// logged, and a method the origin does not serve answers 405.
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The URL's path, percent-decoded (checked by the first hook: it decodes and holds no NUL). */
    pathname: string;
  }
}

export const badRequest = (reply: FastifyReply): FastifyReply => reply.code(400).type('text/plain; charset=utf-8').send('bad request');
export const notFound = (reply: FastifyReply): FastifyReply => reply.code(404).type('text/plain; charset=utf-8').send('not found');

/** The decoded path of a raw request target, or null when it is not one this tier answers. */
export function decodedPath(raw: string): string | null {
  // origin-form only ("/…"); "//x" would read as a scheme-relative address, an absolute-form target is a proxy's
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  try {
    const pathname = decodeURIComponent(new URL(raw, 'http://x').pathname);
    return pathname.includes('\0') ? null : pathname;
  } catch {
    return null;
  }
}

export interface OriginOptions {
  /** How messages name this origin (`site`, `remote-games`, `backoffice`). */
  name: string;
  /** The build folder @fastify/static sends non-text files from. */
  root: string;
  /** Headers on every answer of this origin, a 400 for a URL the router refuses included. */
  headers?: Readonly<Record<string, string>>;
}

export async function createOrigin({ name, root, headers = {} }: OriginOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: false,
    // a request that the router itself refuses (a malformed escape): the same answer as every other bad URL
    frameworkErrors: (_error, _request, reply) => { badRequest(reply.headers(headers)); },
    return503OnClosing: true,
  });
  app.decorateRequest('pathname', '');
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers);
    const pathname = decodedPath(request.raw.url || '/');
    if (pathname === null) return badRequest(reply);
    request.pathname = pathname;
  });
  app.setErrorHandler((error: Error & { statusCode?: number }, request: FastifyRequest, reply: FastifyReply) => {
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).type('text/plain; charset=utf-8').send(error.statusCode === 404 ? 'not found' : 'bad request');
    }
    console.error(`[web] ${name}: ${request.method} ${request.raw.url}: ${error.stack ?? error.message}`);
    return reply.code(500).type('text/plain; charset=utf-8').send('server error');
  });
  app.setNotFoundHandler((_request, reply) => notFound(reply));
  await app.register(fastifyStatic, { root, serve: false });
  app.route({ method: ['POST', 'PUT', 'PATCH', 'DELETE'], url: '/*', handler: (_request, reply) => reply.code(405).send() });
  return app;
}
