// Back office (issue 16). Login is public; everything else lives in ONE operator scope with ONE auth hook
// (app.requireOperator), which also checks the route's `config.roles` (default owner only) and answers 403
// 4030 role_forbidden otherwise. Every successful write there is audited (audit.ts).
import type { TypedApp } from '../../http/type-provider';
import { Code, Msg, OPERATOR_PERMISSIONS } from '@casino/shared/contract';
import { fail, ok } from '../../http/envelope';
import { commonResponses } from '@casino/shared/contract/schemas/common';
import { withIdempotency } from '../../plugins/idempotency';
import { isBaseUrl, isVersion } from '../../domain/remotes';
import { checkOperatorLogin, meView, openOperatorSession, operatorSettingsRow, type TotpMandatory } from '../../services/operator-access';
import { registryOf, setRemote } from '../../services/remote-registry';
import { targetDomain } from '../../services/site-service';
import { totpMandatoryFor } from '../../plugins/auth';
import { refuseLogin } from '../../security/login-guard';
import { SESSION_TTL_MS } from '../../security/tokens';
import operatorSupportRoutes, { operatorInquiryRoutes } from './support';
import operatorWalletRoutes, { operatorMoneyRoutes } from './wallet';
import operatorApprovalRoutes from './approvals';
import operatorResponsibleRoutes from './responsible';
import operatorKycRoutes from './kyc';
import operatorAccessRoutes, { operatorAdminRoutes } from './access';
import operatorMemberRoutes, { operatorMemberActionRoutes, operatorMemberStoryRoutes } from './members';
import operatorConsoleRoutes from './console';
import operatorStreamRoutes from './stream';
import operatorAmlRoutes from './aml';
import { auditFallback } from './audit';
import { OperatorLoginAnswer, OperatorLoginBody } from '@casino/shared/contract/schemas/operator';
import operatorRemoteDeliveryRoutes, { operatorRemoteRolloutRoutes } from './remotes';
import operatorRolloutPlanRoutes from './rollout-plans';
import operatorRemotePreviewRoutes from './remote-preview';
import operatorRemoteHealthRoutes from './remote-health';
import { releaseScope } from './release-scope';
import {
  RemoteParams, RemotesAnswer, RemotesQuery, RemoteUpdateAnswer, RemoteUpdateBody,
} from '@casino/shared/contract/schemas/remotes';

export default async function operatorRoutes(app: TypedApp) {
  const mandatory: TotpMandatory = (role) => totpMandatoryFor(app.config, role);
  app.post('/login', {
    schema: {
      tags: ['operator'], summary: 'Operator login (totp: the 6-digit code once TOTP is enrolled, or one unused recovery code); 429 with Retry-After when throttled', body: OperatorLoginBody,
      response: { 200: OperatorLoginAnswer, 429: commonResponses[429] },
    },
  }, async (request, reply) => {
    const { username, password, totp } = request.body;
    const { result, totpProblem } = await checkOperatorLogin(app.db, { passwords: app.passwords, box: app.totpBox }, { username, password, totp, ip: request.ip });
    if (result.outcome === 'refused') refuseLogin(reply, result.retryAfter);
    if (totpProblem) return fail(Code.AUTH_FAILED, totpProblem, 'totp');
    if (result.outcome !== 'success') return fail(Code.AUTH_FAILED, Msg.auth_failed);
    const operator = result.value;
    if (operator.status !== 'active') return fail(Code.AUTH_FAILED, Msg.account_suspended);
    const settings = await operatorSettingsRow(app.db);
    // TOTP required (the site's setting, or the role in production: totp_mandatory) and none yet: a session that can only enrol
    const enrolOnly = (settings.totpRequired || mandatory(operator.role)) && !operator.totpSecret;

    const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
    const sessionId = await openOperatorSession(app.db, operator, { ip: request.ip, enrolOnly, expiresAt });
    return ok({ jwt: await app.tokens.sign('operator', operator.id, sessionId, expiresAt), operator: meView(operator, settings, enrolOnly, mandatory) });
  });

  await app.register(async function operatorScope(scope: TypedApp) {
    scope.decorateRequest('audited', false);
    scope.addHook('onRequest', app.requireOperator); // the one auth hook: session, idle time, role
    scope.addHook('preHandler', releaseScope(app)); // a release operator only on the remotes it owns
    scope.addHook('onSend', async (request, reply, payload) => {
      await auditFallback(request, reply.statusCode, payload);
      return payload;
    });
    const security = [{ operator: [] }];

    await scope.register(operatorAccessRoutes); // me, logout, TOTP, password, sessions
    await scope.register(operatorAdminRoutes); // settings, operators
    await scope.register(operatorSupportRoutes); // support: notices, memos
    await scope.register(operatorInquiryRoutes); // support: inquiries, contact messages
    await scope.register(operatorWalletRoutes); // wallet: lists, decisions
    await scope.register(operatorMoneyRoutes); // wallet: adjustments, deposit account, ledger verify
    await scope.register(operatorApprovalRoutes); // four eyes: the approvals queue and its decisions (issue 47 §1)
    await scope.register(operatorResponsibleRoutes); // responsible gaming: KYC status, audit trail, member limits
    await scope.register(operatorKycRoutes); // KYC review: queue, documents, decisions (issue 47 §2)
    await scope.register(operatorMemberRoutes); // members: search, detail, context, records, queues
    await scope.register(operatorMemberActionRoutes); // members: suspend, password reset, unlock, bank
    await scope.register(operatorMemberStoryRoutes); // members: the timeline and internal notes (issue 47 §5)
    await scope.register(operatorAmlRoutes); // the AML alerts queue and thresholds (issue 47 §3)
    await scope.register(operatorConsoleRoutes); // dashboard, audit, reports, games
    await scope.register(operatorStreamRoutes); // live updates (SSE)
    await scope.register(operatorRemoteDeliveryRoutes); // progressive delivery of remotes (owner): status, history, releases, publish
    await scope.register(operatorRemoteRolloutRoutes); // … canary, promote, rollback, rollback thresholds
    await scope.register(operatorRolloutPlanRoutes); // … step plans: start, pause, resume, abort, skip
    await scope.register(operatorRemotePreviewRoutes); // … preview links (try a release in one browser)
    await scope.register(operatorRemoteHealthRoutes); // … health per version as a series (the console's charts)

    scope.get('/remotes', {
      config: { roles: OPERATOR_PERMISSIONS.releases },
      schema: {
        tags: ['operator'], summary: 'Registry rows that apply to a domain', security, querystring: RemotesQuery,
        response: { 200: RemotesAnswer, 403: commonResponses[403] },
      },
    }, async (request) => {
      return ok(await registryOf(app.db, await targetDomain(app.db, request.query.domain)));
    });

    scope.put('/remotes/:name', {
      config: { roles: OPERATOR_PERMISSIONS.registry },
      schema: {
        tags: ['operator'], summary: 'Roll one remote forward or back (version, optionally base URL) for a domain', security,
        params: RemoteParams, body: RemoteUpdateBody,
        response: { 200: RemoteUpdateAnswer, 403: commonResponses[403] },
      },
    }, async (request) => {
      const { version, base_url: baseUrl } = request.body;
      if (!isVersion(version)) return fail(Code.PARAM_INVALID, Msg.invalid_input_value, 'version');
      if (baseUrl !== undefined && !isBaseUrl(baseUrl)) return fail(Code.PARAM_INVALID, Msg.invalid_input_value, 'base_url');
      const domain = await targetDomain(app.db, request.body.domain);
      const answer = await withIdempotency(request, (tx) => setRemote(tx, request, { domain, name: request.params.name, version, baseUrl }));
      if (answer.code === Code.OK) request.log.info({ domain, remote: request.params.name, version, operator: request.operator!.id }, 'remote registry updated');
      return answer;
    });
  });
}
