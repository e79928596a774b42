// The web tier's origins from one configuration: the site, the four remotes and the back office, each its own
// Fastify instance (origins/), listening on its own port in this one process.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { REMOTES, type WebConfig } from './config';
import { createFirstScreen, type FirstScreen } from './first-screen';
import { siteCsp } from './http/headers';
import { createBackoffice } from './origins/backoffice';
import { createRemote } from './origins/remote';
import { createSite } from './origins/site';

export interface Web {
  /** Every origin by name: site, remote-<name>, backoffice. */
  origins: Record<string, FastifyInstance>;
  firstScreen?: FirstScreen;
  listen(host?: string): Promise<void>;
  close(): Promise<void>;
}

export async function createWeb(config: WebConfig): Promise<Web> {
  const dist = (app: string) => path.join(config.webRoot, app, 'dist');
  const firstScreen = config.firstScreen
    ? createFirstScreen(config.runtime, {
      serverPages: { webRoot: config.webRoot, localRemotes: config.remoteUrls, allowedOrigins: config.serverPagesOrigins },
      internalApiUrl: config.internalApiUrl,
    })
    : undefined;
  const origins: Record<string, FastifyInstance> = {
    site: await createSite({ dir: dist('host'), runtime: config.runtime, csp: siteCsp(config.runtime, Object.values(config.remoteUrls)), firstScreen }),
  };
  for (const r of REMOTES) origins[`remote-${r}`] = await createRemote({ name: r, dir: dist(`remote-${r}`) });
  origins.backoffice = await createBackoffice({ dir: dist('backoffice'), apiUrl: config.apiUrl });
  const ports: Record<string, number> = {
    site: config.ports.host, backoffice: config.ports.backoffice, ...Object.fromEntries(REMOTES.map((r) => [`remote-${r}`, config.ports[r]])),
  };
  return {
    origins,
    firstScreen,
    async listen(host = '0.0.0.0') {
      for (const [name, app] of Object.entries(origins)) await app.listen({ port: ports[name]!, host });
    },
    async close() {
      await Promise.all(Object.values(origins).map((app) => app.close()));
    },
  };
}
