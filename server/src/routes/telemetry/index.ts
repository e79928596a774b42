// Health of remotes from real browsers (issue 15): the host batches, per remote and version, each successful
// mount, load failure, render error and fallback to stable, and sends them with navigator.sendBeacon. No
// personal data: a site, remote names, versions, kinds and counts. Rate-limited per IP; stored per minute.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { Code, Msg, Paths, REMOTE_NAMES } from '@casino/shared/contract';
import { ApiError, ok } from '../../http/envelope';
import { Envelope, commonResponses } from '../../http/schemas';
import { requestDomain } from '../../domain/site-config';
import { findSiteConfig } from '../../repositories/site-repository';
import { ingestTelemetry, type TelemetryEvent } from '../../services/remote-delivery';

/** Reports a browser may send per minute (one page load sends one or two batches). */
export const TELEMETRY_PER_MINUTE = 120;

const TelemetryBody = Type.Object({
  domain: Type.Optional(Type.String({ minLength: 1, maxLength: 253, description: 'the site (default: the Origin/Referer hostname)' })),
  events: Type.Array(Type.Object({
    remote: Type.Union(REMOTE_NAMES.map((n) => Type.Literal(n))),
    version: Type.String({ pattern: '^\\d{1,6}\\.\\d{1,6}\\.\\d{1,6}(?:-[0-9A-Za-z][0-9A-Za-z.-]{0,39})?$' }),
    kind: Type.Union([Type.Literal('mount'), Type.Literal('load_failure'), Type.Literal('render_error'), Type.Literal('fallback')]),
    count: Type.Integer({ minimum: 1, maximum: 50 }),
  }), { minItems: 1, maxItems: 40 }),
});
type Body = { domain?: string; events: TelemetryEvent[] };

export default async function telemetryRoutes(app: FastifyInstance) {
  // sendBeacon posts a string as text/plain (a "simple" request: no preflight); the app parses text/plain bodies
  // as JSON already (plugins/envelope.ts), like every member call.
  app.post<{ Body: Body }>(Paths.telemetry, {
    config: { rateLimit: { max: TELEMETRY_PER_MINUTE, timeWindow: 60_000 } },
    bodyLimit: 16_384,
    schema: {
      tags: ['config'],
      summary: 'Remote health reports from the host (mounts, load failures, render errors, fallbacks per remote and version)',
      description: 'Sent with navigator.sendBeacon as text/plain JSON (application/json accepted too). Versions the site does not serve are ignored. Feeds `remote status` and the automatic rollback of a failing canary.',
      body: TelemetryBody,
      response: { 200: Envelope(Type.Object({ kept: Type.Integer() })), 429: commonResponses[429] },
    },
  }, async (request: FastifyRequest<{ Body: Body }>) => {
    const domain = requestDomain({ forced: request.body.domain, origin: request.headers.origin, referer: request.headers.referer, host: request.headers.host });
    const site = await findSiteConfig(app.db, domain);
    if (!site) throw new ApiError(Code.DATABASE, Msg.item_not_found, 'domain');
    const kept = await ingestTelemetry({ db: app.db, hostUrl: app.config.hostUrl, log: request.log }, site.domain, request.body.events);
    return ok({ kept });
  });
}
