// The config service: site configuration (encrypted text) and the remote registry, both per domain and
// never cached by browsers (an operator's change must reach the next page load). The server keeps each site's
// cipher text until that site's row changes (createConfigCipherCache, keyed by the row's revision: 0011).
import type { FastifyRequest } from 'fastify';
import type { TypedApp, TypedRequest } from '../../http/type-provider';
import { ConfigCipherText, Registry, RegistryQuery, SiteDomainQuery } from '@casino/shared/contract/schemas/site';
import { Paths } from '@casino/shared/contract';
import { createConfigCipherCache, requestDomain } from '../../domain/site-config';
import { REMOTE_NAMES, type RemoteEntry, type RemoteName } from '@casino/shared/contract';
import { liveMemberId, siteConfigText, siteRemotes } from '../../services/site-service';
import { readCredential } from '../../security/tokens';
import { assignedEntry } from '../../services/remote-delivery';
import { createAssignmentSigner, reporterOf, type AssignmentTrack } from '../../security/remote-assignments';
import { createPreviewSigner } from '../../security/remote-preview';
import { previewEntry } from '../../services/remote-preview';
import type { Caller } from '../../domain/remote-delivery';

function domainOf(request: TypedRequest<{ querystring: typeof SiteDomainQuery }>) {
  return requestDomain({
    forced: request.query.domain,
    origin: request.headers.origin,
    referer: request.headers.referer,
    host: request.headers.host,
  });
}

export default async function configRoutes(app: TypedApp) {
  const ciphers = createConfigCipherCache(app.config.configKey, app.config.publicApiUrl);

  app.get(Paths.config, {
    schema: {
      tags: ['config'],
      summary: 'Site configuration: base64 crypto-js AES (passphrase CONFIG_KEY) of {"config":{VARIABLES,WEB_VARIABLES,front_api_domain}}',
      description: 'The passphrase is shipped in the host bundle: this is obfuscation against casual scrapers, not secrecy.',
      querystring: SiteDomainQuery,
      response: {
        200: { description: 'cipher text (base64, OpenSSL "Salted__" format)', content: { 'text/plain': { schema: ConfigCipherText } } },
      },
    },
  }, async (request, reply) => {
    const text = await siteConfigText(app.database, app.db, ciphers, domainOf(request));
    return reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(text);
  });

  /** The signed-in member behind an optional bearer credential (anything else: a visitor). */
  const memberOf = async (request: FastifyRequest): Promise<number | undefined> => {
    if (!request.headers.authorization) return undefined;
    try {
      return await liveMemberId(app.db, await readCredential(app.tokens, 'member', request.headers.authorization));
    } catch {
      return undefined;
    }
  };

  const assignments = createAssignmentSigner(app.config.jwtSecret);
  const previews = createPreviewSigner(app.config.jwtSecret);
  app.get(Paths.remotes, {
    schema: {
      tags: ['config'],
      summary: 'Remote registry the host loads remotes from, answered per caller (not enveloped, no-store)',
      description: 'Each remote\'s stable version, or its canary for a caller in the canary: a named member, or a member (bearer credential) / visitor (cid) whose bucket — a stable hash of the id — is below the canary percentage. With a valid `preview` token, that remote answers the previewed version (track preview).',
      querystring: RegistryQuery,
      response: { 200: Registry },
    },
  }, async (request, reply) => {
    const site = await siteRemotes(app.db, domainOf(request));
    const rows = site.rows;
    const memberId = await memberOf(request);
    const caller: Caller = memberId !== undefined ? { memberId } : { clientId: request.query.cid };
    const reporter = reporterOf(caller);
    const sign = (remote: RemoteName, version: string, track: AssignmentTrack) => assignments.sign({ domain: site.domain, remote, version, track, reporter });
    // An operator's preview link (issue 45 §6): that one remote answers the previewed version on the 'preview' track;
    // a bad or expired token is ignored, so the page still gets the normal answer.
    const preview = await previewEntry(app.db, previews, request.query.preview, site.domain);
    const remotes = {} as Record<RemoteName, RemoteEntry>;
    for (const name of REMOTE_NAMES) {
      const row = rows.find((r) => r.name === name);
      if (!row) continue;
      if (preview?.remote === name) {
        remotes[name] = { entry: preview.entry, version: preview.version, track: 'preview', assignment: await sign(name, preview.version, 'preview') };
        continue;
      }
      const { stable, ...entry } = assignedEntry(row, caller);
      remotes[name] = {
        ...entry, assignment: await sign(name, entry.version, entry.track),
        ...(stable ? { stable: { ...stable, assignment: await sign(name, stable.version, 'stable') } } : {}),
      };
    }
    return reply.header('cache-control', 'no-store').header('vary', 'Authorization').send({ remotes });
  });
}
