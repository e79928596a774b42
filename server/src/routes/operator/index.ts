// Back office. Login is public; everything else needs an operator jwt (one hook for the protected scope).
import type { FastifyInstance } from 'fastify';
import { Code, Msg } from '@casino/shared/contract';
import { ApiError, fail, ok } from '../../http/envelope';
import { commonResponses } from '../../http/schemas';
import { withIdempotency } from '../../plugins/idempotency';
import { throttleKey } from '../../domain/login-throttle';
import { isBaseUrl, isVersion, manifestUrl } from '../../domain/remotes';
import { toIso } from '../../db/values';
import { listMembers } from '../../repositories/members-repository';
import { findOperatorByUsername, touchOperatorLogin, type OperatorRow } from '../../repositories/operators-repository';
import { createSession } from '../../repositories/sessions-repository';
import { findRemotes, upsertRemote, type RemoteRow } from '../../repositories/site-repository';
import { addAudit } from '../../repositories/remote-delivery-repository';
import { guardedLogin } from '../../security/login-guard';
import { SESSION_TTL_MS } from '../../security/tokens';
import { LoginBody } from '../../http/route-schemas/auth';
import operatorSupportRoutes from './support';
import operatorWalletRoutes from './wallet';
import operatorResponsibleRoutes from './responsible';
import operatorRemoteDeliveryRoutes from './remotes';
import { targetDomain } from './target-domain';
import {
  MembersAnswer, MembersQuery, OperatorLoginAnswer, RemoteParams, RemotesAnswer, RemotesQuery, RemoteUpdateAnswer, RemoteUpdateBody,
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
  app.post<{ Body: { username: string; password: string } }>('/login', {
    schema: {
      tags: ['operator'], summary: 'Operator login', body: LoginBody,
      response: { 200: OperatorLoginAnswer, 429: commonResponses[429] },
    },
  }, async (request) => {
    const { username, password } = request.body;
    const result = await guardedLogin<OperatorRow>(app.db, throttleKey('operator', username), request.ip, async () => {
      const operator = await findOperatorByUsername(app.db, username.trim().toLowerCase());
      if (!operator) {
        await app.passwords.verifyDummy(password);
        return { failed: true };
      }
      if (!(await app.passwords.verify(operator.passwordHash, password))) return { failed: true };
      return { failed: false, value: operator };
    });
    if (result === 'throttled') throw new ApiError(Code.TOO_MANY_REQUESTS, Msg.too_many_requests, undefined, 429);
    if (result.failed) return fail(Code.AUTH_FAILED, Msg.auth_failed);
    const operator = result.value;
    if (operator.status !== 'active') return fail(Code.AUTH_FAILED, Msg.account_suspended);

    const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
    const sessionId = await app.db.transaction(async (tx) => {
      const id = await createSession(tx, { operatorId: operator.id, expiresAt });
      await touchOperatorLogin(tx, operator.id);
      return id;
    });
    return ok({ jwt: await app.tokens.sign('operator', operator.id, sessionId, expiresAt) });
  });

  await app.register(operatorSupportRoutes); // support: notices, memos, inquiries (own operator hook)
  await app.register(operatorWalletRoutes); // wallet: queues, decisions, adjustments, deposit account, ledger verify (own hook)
  await app.register(operatorResponsibleRoutes); // responsible gaming: KYC status, audit trail, member limits (own hook)
  await app.register(operatorRemoteDeliveryRoutes); // progressive delivery of remotes: publish, canary, promote, rollback, status, history (own hook)

  await app.register(async function operatorScope(scope) {
    scope.addHook('onRequest', app.requireOperator);
    const security = [{ operator: [] }];

    scope.get<{ Querystring: { domain?: string } }>('/remotes', {
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
        if (row) await addAudit(tx, { domain, name: row.name, action: 'set', operatorId: request.operator!.id, actor: `operator #${request.operator!.id}`, from: before?.version ?? null, to: version, reason: 'stable set directly (no gate)' });
        return row ? ok(remoteView(row, domain)) : fail(Code.DATABASE, Msg.item_not_found, 'base_url'); // no row to inherit a base URL from
      });
      if (answer.code === Code.OK) request.log.info({ domain, remote: request.params.name, version, operator: request.operator!.id }, 'remote registry updated');
      return answer;
    });

    scope.get<{ Querystring: { page: number; size: number } }>('/members', {
      schema: {
        tags: ['operator'], summary: 'Members, newest first', security, querystring: MembersQuery,
        response: { 200: MembersAnswer, 403: commonResponses[403] },
      },
    }, async (request) => ok(await listMembers(app.db, request.query.page, request.query.size)));
  });
}
