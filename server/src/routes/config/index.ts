// The config service: site configuration (encrypted text) and the remote registry, both per domain and
// never cached by browsers (an operator's change must reach the next page load). The server keeps each site's
// cipher text until that site's row changes (createConfigCipherCache, keyed by the row's revision: 0011).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { Paths } from '@casino/shared/contract';
import { findRemotes, findSiteConfig, findSiteConfigRevision } from '../../repositories/site-repository';
import { createConfigCipherCache, requestDomain } from '../../domain/site-config';
import { REMOTE_NAMES, type RemoteEntry, type RemoteName } from '@casino/shared/contract';
import { findMemberSession } from '../../repositories/sessions-repository';
import { readCredential } from '../../security/tokens';
import { assignedEntry } from '../../services/remote-delivery';
import { createAssignmentSigner, reporterOf } from '../../security/remote-assignments';
import type { Caller } from '../../domain/remote-delivery';

const DomainQuery = Type.Object({
  domain: Type.Optional(Type.String({ maxLength: 253, description: 'forced domain; default: the Origin/Referer hostname, else Host' })),
});

const RemoteEntrySchema = Type.Object({
  entry: Type.String(),
  version: Type.String(),
  track: Type.Optional(Type.Union([Type.Literal('stable'), Type.Literal('canary')], { description: 'progressive delivery: the track this caller is on' })),
  stable: Type.Optional(Type.Object({ entry: Type.String(), version: Type.String(), assignment: Type.String() }, { description: 'on the canary: the stable version, the browser\'s last known good' })),
  assignment: Type.String({ description: 'signed assignment (site, remote, version, track, reporter): health reports about this version carry it' }),
});
const RemotesQuery = Type.Object({
  domain: Type.Optional(Type.String({ maxLength: 253, description: 'forced domain; default: the Origin/Referer hostname, else Host' })),
  cid: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$', description: 'a visitor\'s random client id (kept in storage): their canary bucket' })),
});
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
    // One narrow read per request (which site, which revision); the row itself only when it changed.
    const domain = domainOf(request);
    const site = await findSiteConfigRevision(app.database, domain);
    let text = site && ciphers.current(site.domain, site.revision);
    if (!text) {
      const row = await findSiteConfig(app.db, domain);
      if (!row) throw new Error('no site configuration in the database');
      text = ciphers.cipherText({
        domain: row.domain, revision: row.revision, title: row.title,
        variables: row.variables as Record<string, unknown>, webVariables: row.webVariables as Record<string, unknown>,
      });
    }
    return reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(text);
  });

  /** The signed-in member behind an optional bearer credential (anything else: a visitor). */
  const memberOf = async (request: FastifyRequest): Promise<number | undefined> => {
    if (!request.headers.authorization) return undefined;
    try {
      const session = await findMemberSession(app.db, await readCredential(app.tokens, 'member', request.headers.authorization));
      return session?.live && session.status === 'active' ? session.subjectId : undefined;
    } catch {
      return undefined;
    }
  };

  const assignments = createAssignmentSigner(app.config.jwtSecret);
  app.get<{ Querystring: { domain?: string; cid?: string } }>(Paths.remotes, {
    schema: {
      tags: ['config'],
      summary: 'Remote registry the host loads remotes from, answered per caller (not enveloped, no-store)',
      description: 'Each remote\'s stable version, or its canary for a caller in the canary: a named member, or a member (bearer credential) / visitor (cid) whose bucket — a stable hash of the id — is below the canary percentage.',
      querystring: RemotesQuery,
      response: { 200: Registry },
    },
  }, async (request, reply) => {
    const domain = domainOf(request);
    const site = await findSiteConfig(app.db, domain);
    if (!site) throw new Error('no site configuration in the database');
    const rows = await findRemotes(app.db, site.domain);
    const memberId = await memberOf(request);
    const caller: Caller = memberId !== undefined ? { memberId } : { clientId: request.query.cid };
    const reporter = reporterOf(caller);
    const sign = (remote: RemoteName, version: string, track: 'stable' | 'canary') => assignments.sign({ domain: site.domain, remote, version, track, reporter });
    const remotes = {} as Record<RemoteName, RemoteEntry>;
    for (const name of REMOTE_NAMES) {
      const row = rows.find((r) => r.name === name);
      if (!row) continue;
      const { stable, ...entry } = assignedEntry(row, caller);
      remotes[name] = {
        ...entry, assignment: await sign(name, entry.version, entry.track),
        ...(stable ? { stable: { ...stable, assignment: await sign(name, stable.version, 'stable') } } : {}),
      };
    }
    return reply.header('cache-control', 'no-store').header('vary', 'Authorization').send({ remotes });
  });
}
