// A remote's health as a series (issue 45 §5): what the back office's rollout console charts per version.
import type { TypedApp } from '../../http/type-provider';
import { OPERATOR_PERMISSIONS } from '@casino/shared/contract';
import { ok } from '../../http/envelope';
import { commonResponses } from '@casino/shared/contract/schemas/common';
import { RemoteParams } from '@casino/shared/contract/schemas/remotes';
import { RemoteHealthAnswer, RemoteHealthQuery } from '@casino/shared/contract/schemas/remote-health';
import { remoteHealth } from '../../services/remote-health';
import { targetDomain } from '../../services/site-service';

export default async function operatorRemoteHealthRoutes(app: TypedApp) {
  app.get('/remotes/:name/health', {
    config: { roles: OPERATOR_PERMISSIONS.releases },
    schema: {
      tags: ['operator'], security: [{ operator: [] }], params: RemoteParams, querystring: RemoteHealthQuery,
      summary: 'Loads, failures, render errors and distinct reporters per version, per minute (15m) or per hour (24h)',
      response: { 200: RemoteHealthAnswer, 403: commonResponses[403] },
    },
  }, async (request) => ok(await remoteHealth(app.db, await targetDomain(app.db, request.query.domain), request.params.name, request.query.range)));
}
