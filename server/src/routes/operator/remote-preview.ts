// Preview links (issue 45 §6): POST /operator/remotes/:name/preview mints a short-lived signed override for one
// published, gate-passed release (services/remote-preview.ts). Registered inside the operator scope (index.ts);
// who may mint is this route's `config.roles`, the one place to widen it.
import type { TypedApp } from '../../http/type-provider';
import { Code, Msg, OPERATOR_PERMISSIONS } from '@casino/shared/contract';
import { fail, ok } from '../../http/envelope';
import { commonResponses } from '@casino/shared/contract/schemas/common';
import { PreviewAnswer, PreviewBody, RemoteParams } from '@casino/shared/contract/schemas/remotes';
import { isVersion } from '../../domain/remotes';
import { createPreviewSigner } from '../../security/remote-preview';
import { issuePreview } from '../../services/remote-preview';
import { targetDomain } from '../../services/site-service';

export default async function operatorRemotePreviewRoutes(app: TypedApp) {
  const previews = createPreviewSigner(app.config.jwtSecret);

  app.post('/remotes/:name/preview', {
    config: { roles: OPERATOR_PERMISSIONS.releases },
    schema: {
      tags: ['operator'], security: [{ operator: [] }], params: RemoteParams, body: PreviewBody,
      summary: 'A preview link: the site with ?preview=<token>, which loads this published, gate-passed release in the browser session that opens it (for an hour at most)',
      response: { 200: PreviewAnswer, 403: commonResponses[403] },
    },
  }, async (request) => {
    if (!isVersion(request.body.version)) return fail(Code.PARAM_INVALID, Msg.invalid_input_value, 'version');
    const domain = await targetDomain(app.db, request.body.domain);
    const out = await issuePreview(
      { db: app.db, hostUrl: app.config.hostUrl, log: request.log, previews }, request,
      { domain, name: request.params.name, version: request.body.version },
    );
    if (out.ok) return ok(out.value);
    return { code: out.code, msg: out.msg, ...(out.field ? { field: out.field } : {}), data: { reason: out.reason } };
  });
}
