// The config service: site configuration (encrypted text) and the remote registry, both per domain and
// never cached by browsers (an operator's change must reach the next page load). The server keeps each site's
// cipher text until that site's row changes (createConfigCipherCache).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { Paths } from '@casino/shared/contract';
import { findRemotes, findSiteConfig } from '../../repositories/site-repository';
import { createConfigCipherCache, requestDomain } from '../../domain/site-config';
import { registryAnswer } from '../../domain/remotes';

const DomainQuery = Type.Object({
  domain: Type.Optional(Type.String({ maxLength: 253, description: 'forced domain; default: the Origin/Referer hostname, else Host' })),
});

const RemoteEntrySchema = Type.Object({ entry: Type.String(), version: Type.String() });
const Registry = Type.Object({
  remotes: Type.Object({ account: RemoteEntrySchema, games: RemoteEntrySchema, wallet: RemoteEntrySchema, support: RemoteEntrySchema }),
});

function domainOf(request: FastifyRequest<{ Querystring: { domain?: string } }>) {
  return requestDomain({
    forced: request.query.domain,
    origin: request.headers.origin,
    referer: request.headers.referer,
    host: request.headers.host,
  });
}

export default async function configRoutes(app: FastifyInstance) {
  const ciphers = createConfigCipherCache(app.config.configKey, app.config.publicApiUrl);

  app.get<{ Querystring: { domain?: string } }>(Paths.config, {
    schema: {
      tags: ['config'],
      summary: 'Site configuration: base64 crypto-js AES (passphrase CONFIG_KEY) of {"config":{VARIABLES,WEB_VARIABLES,front_api_domain}}',
      description: 'The passphrase is shipped in the host bundle: this is obfuscation against casual scrapers, not secrecy.',
      querystring: DomainQuery,
      response: {
        200: { description: 'cipher text (base64, OpenSSL "Salted__" format)', content: { 'text/plain': { schema: Type.String() } } },
      },
    },
  }, async (request, reply) => {
    const row = await findSiteConfig(app.db, domainOf(request));
    if (!row) throw new Error('no site configuration in the database');
    return reply
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send(ciphers.cipherText({
        domain: row.domain, title: row.title,
        variables: row.variables as Record<string, unknown>, webVariables: row.webVariables as Record<string, unknown>,
      }));
  });

  app.get<{ Querystring: { domain?: string } }>(Paths.remotes, {
    schema: {
      tags: ['config'],
      summary: 'Remote registry the host loads remotes from (not enveloped, no-store)',
      querystring: DomainQuery,
      response: { 200: Registry },
    },
  }, async (request, reply) => {
    const domain = domainOf(request);
    const site = await findSiteConfig(app.db, domain);
    if (!site) throw new Error('no site configuration in the database');
    const rows = await findRemotes(app.db, site.domain);
    return reply.header('cache-control', 'no-store').send(registryAnswer(rows));
  });
}
