// Back office (issue 16). Login is public; everything else lives in ONE operator scope with ONE auth hook
// (app.requireOperator), which also checks the route's `config.roles` (default owner only) and answers 403
// 4030 role_forbidden otherwise. Every successful write there is audited (audit.ts).
import type { FastifyInstance } from 'fastify';
import { Code, Msg, OPERATOR_PERMISSIONS, OperatorMsg } from '@casino/shared/contract';
import { ApiError, fail, ok } from '../../http/envelope';
import { commonResponses } from '../../http/schemas';
import { withIdempotency } from '../../plugins/idempotency';
import { throttleKey } from '../../domain/login-throttle';
import { isBaseUrl, isVersion, manifestUrl } from '../../domain/remotes';
import { toIso } from '../../db/values';
import { findOperatorByUsername, readOperatorSettings, touchOperatorLogin, useTotpStep, type OperatorRow } from '../../repositories/operators-repository';
import { recordAudit } from '../../repositories/operator-audit-repository';
import { totpStep } from '../../services/operator-totp';
import { createSession } from '../../repositories/sessions-repository';
import { findRemotes, upsertRemote, type RemoteRow } from '../../repositories/site-repository';
import { addAudit } from '../../repositories/remote-delivery-repository';
import { guardedLogin } from '../../security/login-guard';
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
      tags: ['operator'], summary: 'Operator login (totp: the 6-digit code once TOTP is enrolled)', body: OperatorLoginBody,
      response: { 200: OperatorLoginAnswer, 429: commonResponses[429] },
    },
  }, async (request) => {
    const { username, password, totp } = request.body;
    let totpProblem: string | undefined;
    const result = await guardedLogin<OperatorRow>(app.db, throttleKey('operator', username), request.ip, async () => {
      const operator = await findOperatorByUsername(app.db, username.trim().toLowerCase());
      if (!operator) {
        await app.passwords.verifyDummy(password);
        return { failed: true };
      }
      if (!(await app.passwords.verify(operator.passwordHash, password))) return { failed: true };
      if (operator.totpSecret) {
        // a missing code is no guess (not counted); a wrong or reused one is, like a wrong password
        if (!totp) { totpProblem = OperatorMsg.totp_required; return { failed: false, value: operator }; }
        const step = totpStep(operator.totpSecret, totp.trim());
        if (step === null || !(await useTotpStep(app.db, operator.id, step))) { totpProblem = OperatorMsg.totp_invalid; return { failed: true }; }
      }
      return { failed: false, value: operator };
    });
    if (result === 'throttled') throw new ApiError(Code.TOO_MANY_REQUESTS, Msg.too_many_requests, undefined, 429);
    if (totpProblem) return fail(Code.AUTH_FAILED, totpProblem, 'totp');
    if (result.failed) return fail(Code.AUTH_FAILED, Msg.auth_failed);
    const operator = result.value;
    if (operator.status !== 'active') return fail(Code.AUTH_FAILED, Msg.account_suspended);
    const settings = await readOperatorSettings(app.db);
    // the site requires TOTP and this operator has none yet: a session that can only enrol
    const enrolOnly = settings.totpRequired && !operator.totpSecret;

    const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
    const sessionId = await app.db.transaction(async (tx) => {
      const id = await createSession(tx, { operatorId: operator.id, expiresAt, ip: request.ip, enrolOnly });
      await touchOperatorLogin(tx, operator.id);
      await recordAudit(tx, { operatorId: operator.id, operator: operator.username, role: operator.role, action: 'login', targetType: 'session', targetId: id, ip: request.ip, after: { enrol_only: enrolOnly } });
      return id;
    });
    return ok({ jwt: await app.tokens.sign('operator', operator.id, sessionId, expiresAt), operator: meView(operator, settings, enrolOnly) });
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
