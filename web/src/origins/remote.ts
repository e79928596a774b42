// One remote on its own origin: /remote-<name>/<version>/… from remote-<name>/dist/<version>/…, CORS for any
// origin (these are public scripts), immutable caching for the content-hashed files of a version folder, and
// GET /remote-<name>/: the versions that can be rolled out.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { BuildFolder, isHashed } from '../http/files';
import { IMMUTABLE, REMOTE_HEADERS } from '../http/headers';
import { createOrigin, notFound } from '../http/origin';

/** The version folders of a remote's dist that hold a finished build. */
export function remoteVersions(root: string): string[] {
  return existsSync(root) ? readdirSync(root).filter((v) => existsSync(path.join(root, v, 'mf-manifest.json'))) : [];
}

export async function createRemote({ name, dir }: { name: string; dir: string }): Promise<FastifyInstance> {
  const folder = new BuildFolder(dir);
  // every answer, a 400 or a 404 too, may be read by the site's origin
  const app = await createOrigin({ name: `remote-${name}`, root: folder.root, headers: REMOTE_HEADERS });
  const prefix = `/remote-${name}/`;
  app.options('/*', (_request, reply) => reply.code(204).send());
  app.get('/*', (request, reply) => {
    const rel = request.pathname;
    if (rel === prefix || rel === prefix.slice(0, -1)) {
      return reply.type('application/json; charset=utf-8').header('Cache-Control', 'no-store').send(JSON.stringify({ remote: name, versions: remoteVersions(folder.root) }));
    }
    if (!rel.startsWith(prefix)) return notFound(reply);
    const file = folder.file(rel.slice(prefix.length));
    if (!file) return notFound(reply);
    // Hashed chunks never change; the manifest and entry keep fixed names, so they are revalidated (a cheap 304)
    // in case a version folder is rebuilt during development.
    return folder.send(request, reply, file, { 'Cache-Control': isHashed(file) ? IMMUTABLE : 'no-cache' });
  });
  folder.warm();
  return app;
}
