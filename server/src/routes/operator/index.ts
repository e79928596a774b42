// Back office (issue 16). Login is public; everything else lives in ONE operator scope with ONE auth hook
// (app.requireOperator), which also checks the route's `config.roles` (default owner only) and answers 403
// 4030 role_forbidden otherwise. Every successful write there is audited (audit.ts).
import type { FastifyInstance } from 'fastify';
import { Code, Msg, OPERATOR_PERMISSIONS, OperatorMsg } from '@casino/shared/contract';
import { fail, ok } from '../../http/envelope';
import { commonResponses } from '../../http/schemas';
import { withIdempotency } from '../../plugins/idempotency';
import { throttleKey } from '../../domain/login-throttle';
import { isBaseUrl, isVersion, manifestUrl } from '../../domain/remotes';
import { toIso } from '../../db/values';
import { findOperatorByUsername, readOperatorSettings, touchOperatorLogin, useTotpStep, type OperatorRow } from '../../repositories/operators-repository';
import { recordAudit } from '../../repositories/operator-audit-repository';
import { openTotpSecret, redeemRecoveryCode, totpStep } from '../../services/operator-totp';
import { totpMandatoryFor } from '../../plugins/auth';
import { createSession } from '../../repositories/sessions-repository';
import { findRemotes, upsertRemote, type RemoteRow } from '../../repositories/site-repository';
import { addAudit } from '../../repositories/remote-delivery-repository';
import { guardedLogin, refuseLogin, totpLocked } from '../../security/login-guard';
import { SESSION_TTL_MS } from '../../security/tokens';
import operatorSupportRoutes from './support';
import operatorWalletRoutes from './wallet';
import operatorResponsibleRoutes from './responsible';
import operatorAccessRoutes, { meView } from './access';
import operatorMemberRoutes from './members';
import operatorConsoleRoutes from './console';
import operatorStreamRoutes from './stream';
import { audit, auditFallback } from './audit';
import { OperatorLoginAnswer, OperatorLoginBody } from '../../http/route-schemas/operator';
import operatorRemoteDeliveryRoutes from './remotes';
import { targetDomain } from './target-domain';
import {
  RemoteParams, RemotesAnswer, RemotesQuery, RemoteUpdateAnswer, RemoteUpdateBody,
} from './schemas';

const remoteView = (row: RemoteRow, domain: string) => ({
  name: row.name,
  version: row.version,
  base_url: row.baseUrl,
  entry: manifestUrl(row.baseUrl, row.name, row.version),
  domain: row.domain,
  inherited: row.domain !== domain,
  updated_at: toIso(row.updatedAt),
});

export default async function operatorRoutes(app: FastifyInstance) {
  app.post<{ Body: { username: string; password: string; totp?: string } }>('/login', {
    schema: {
      tags: ['operator'], summary: 'Operator login (totp: the 6-digit code once TOTP is enrolled, or one unused recovery code); 429 with Retry-After when throttled', body: OperatorLoginBody,
      response: { 200: OperatorLoginAnswer, 429: commonResponses[429] },
    },
  }, async (request, reply) => {
    const { username, password, totp } = request.body;
    let totpProblem: string | undefined;
    // the second factor: a 6-digit code (each time step once), or one of the operator's unused recovery codes
    const secondFactor = async (operator: OperatorRow, code: string) => {
      if (/^\d{6}$/.test(code)) {
        const step = totpStep(openTotpSecret(app.totpBox, operator.totpSecret!, operator.id), code);
        return step !== null && useTotpStep(app.db, operator.id, step);
      }
      return redeemRecoveryCode(app.db, operator.id, code);
    };
    const result = await guardedLogin<OperatorRow>(app.db, throttleKey('operator', username), request.ip, async (failures) => {
      const operator = await findOperatorByUsername(app.db, username.trim().toLowerCase());
      if (!operator) {
        await app.passwords.verifyDummy(password);
        return { outcome: 'failed' };
      }
      if (!(await app.passwords.verify(operator.passwordHash, password))) return { outcome: 'failed' };
      if (operator.totpSecret) {
        // A missing code is no guess, and no success either (it clears nothing). A wrong or reused code is a TOTP
        // failure: counted per operator apart from password failures, never cleared by a right password.
        if (!totp) { totpProblem = OperatorMsg.totp_required; return { outcome: 'incomplete', value: operator }; }
        if (totpLocked(failures)) return { outcome: 'locked' };
        if (!(await secondFactor(operator, totp.trim()))) { totpProblem = OperatorMsg.totp_invalid; return { outcome: 'failed', kind: 'totp' }; }
      }
      return { outcome: 'success', value: operator };
    });
    if (result.outcome === 'refused') refuseLogin(reply, result.retryAfter);
    if (totpProblem) return fail(Code.AUTH_FAILED, totpProblem, 'totp');
    if (result.outcome !== 'success') return fail(Code.AUTH_FAILED, Msg.auth_failed);
    const operator = result.value;
    if (operator.status !== 'active') return fail(Code.AUTH_FAILED, Msg.account_suspended);
    const settings = await readOperatorSettings(app.db);
    // TOTP required (the site's setting, or the role in production: totp_mandatory) and none yet: a session that can only enrol
    const enrolOnly = (settings.totpRequired || totpMandatoryFor(app.config, operator.role)) && !operator.totpSecret;

    const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
    const sessionId = await app.db.transaction(async (tx) => {
      const id = await createSession(tx, { operatorId: operator.id, expiresAt, ip: request.ip, enrolOnly });
      await touchOperatorLogin(tx, operator.id);
      await recordAudit(tx, { operatorId: operator.id, operator: operator.username, role: operator.role, action: 'login', targetType: 'session', targetId: id, ip: request.ip, after: { enrol_only: enrolOnly, must_change_password: operator.mustChangePassword } });
      return id;
    });
    return ok({ jwt: await app.tokens.sign('operator', operator.id, sessionId, expiresAt), operator: meView(operator, settings, enrolOnly, app.config) });
  });

  await app.register(async function operatorScope(scope) {
    scope.decorateRequest('audited', false);
    scope.addHook('onRequest', app.requireOperator); // the one auth hook: session, idle time, role
    scope.addHook('onSend', async (request, reply, payload) => {
      await auditFallback(request, reply.statusCode, payload);
      return payload;
    });
    const security = [{ operator: [] }];

    await scope.register(operatorAccessRoutes); // me, logout, TOTP, sessions, settings, operators
    await scope.register(operatorSupportRoutes); // support: notices, memos, inquiries
    await scope.register(operatorWalletRoutes); // wallet: lists, decisions, adjustments, deposit account, ledger verify
    await scope.register(operatorResponsibleRoutes); // responsible gaming: KYC status, audit trail, member limits
    await scope.register(operatorMemberRoutes); // members: search, detail, context, queues, suspend, bank, unlock
    await scope.register(operatorConsoleRoutes); // dashboard, audit, reports, games
    await scope.register(operatorStreamRoutes); // live updates (SSE)
    await scope.register(operatorRemoteDeliveryRoutes); // progressive delivery of remotes (owner): publish, canary, promote, rollback, status, history

    scope.get<{ Querystring: { domain?: string } }>('/remotes', {
      config: { roles: OPERATOR_PERMISSIONS.releases },
      schema: {
        tags: ['operator'], summary: 'Registry rows that apply to a domain', security, querystring: RemotesQuery,
        response: { 200: RemotesAnswer, 403: commonResponses[403] },
      },
    }, async (request) => {
      const domain = await targetDomain(app.db, request.query.domain);
      const rows = await findRemotes(app.db, domain);
      return ok({ domain, list: rows.map((r) => remoteView(r, domain)) });
    });

    scope.put<{ Params: { name: string }; Body: { version: string; base_url?: string; domain?: string } }>('/remotes/:name', {
      config: { roles: OPERATOR_PERMISSIONS.releases },
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
      const answer = await withIdempotency(request, async (tx) => {
        const before = (await findRemotes(tx, domain)).find((r) => r.name === request.params.name);
        const row = await upsertRemote(tx, {
          domain, name: request.params.name, version, baseUrl: baseUrl?.replace(/\/+$/, ''), operatorId: request.operator!.id,
        });
        if (!row) return fail(Code.DATABASE, Msg.item_not_found, 'base_url'); // no row to inherit a base URL from
        await audit(request, tx, {
          action: 'remote.update', targetType: 'remote', targetId: `${domain}/${request.params.name}`,
          before: before && { version: before.version, base_url: before.baseUrl }, after: { version: row.version, base_url: row.baseUrl },
        });
        await addAudit(tx, { domain, name: row.name, action: 'set', operatorId: request.operator!.id, actor: `operator #${request.operator!.id}`, from: before?.version ?? null, to: version, reason: 'stable set directly (no gate)' });
        return ok(remoteView(row, domain));
      });
      if (answer.code === Code.OK) request.log.info({ domain, remote: request.params.name, version, operator: request.operator!.id }, 'remote registry updated');
      return answer;
    });
  });
}
