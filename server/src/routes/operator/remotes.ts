// Progressive delivery of remotes (issue 15), for operators: publish a release from its record, canary it to a
// share of member buckets and/or named members, promote, roll back, read status (health for 15 min and 24 h)
// and history (the audit of every registry change), and set a site's automatic rollback thresholds.
// Self-contained: it adds its own operator hook. Gate refusals answer 4001 with the reason and the problems.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type TSchema } from '@sinclair/typebox';
import { Code, Msg, REMOTE_NAMES } from '@casino/shared/contract';
import { fail, ok } from '../../http/envelope';
import { Envelope, commonResponses } from '../../http/schemas';
import { withIdempotency } from '../../plugins/idempotency';
import { isVersion } from '../../domain/remotes';
import type { RolloutPolicy } from '../../domain/remote-delivery';
import { addAudit, findPolicy, listReleases, upsertPolicy, type ReleaseRow } from '../../repositories/remote-delivery-repository';
import type { RemoteRow } from '../../repositories/site-repository';
import {
  deliveryHistory, deliveryStatus, prepareCanary, preparePromote, publishRelease, rollback, type DeliveryDeps, type Refusal,
} from '../../services/remote-delivery';
import { targetDomain } from './target-domain';

const Name = Type.Union(REMOTE_NAMES.map((n) => Type.Literal(n)));
const Version = Type.String({ minLength: 1, maxLength: 60, description: 'semver-like: 1.2.3 or 1.2.3-rc.1' });
const Domain = Type.Optional(Type.String({ minLength: 1, maxLength: 253, description: 'default: the default site' }));
const Reason = Type.Optional(Type.String({ maxLength: 500, description: 'why (kept in the history)' }));
const Params = Type.Object({ name: Name });

const Health = Type.Object({
  loads: Type.Integer(), failures: Type.Integer(), failure_rate: Type.Number(), mounts: Type.Integer(),
  load_failures: Type.Integer(), render_errors: Type.Integer(), fallbacks: Type.Integer(),
  reporters: Type.Integer({ description: 'distinct reporters (signed assignments), at most 3 per network' }),
  failing_reporters: Type.Integer({ description: 'of them, those that saw a load failure or a render error' }),
});
const policyView = (p: RolloutPolicy, custom: boolean) =>
  ({ max_failure_rate: p.maxFailureRate, min_loads: p.minLoads, window_minutes: p.windowMinutes, min_reporters: p.minReporters, custom });
const Policy = Type.Object({
  max_failure_rate: Type.Number({ description: 'a canary failing more than this share of loads (0–1) …' }),
  min_loads: Type.Integer({ description: '… over at least this many loads …' }),
  window_minutes: Type.Integer({ description: '… within this many minutes, and worse than stable, is set to 0 %' }),
  min_reporters: Type.Integer({ description: 'and only once this many distinct reporters sent health for the canary' }),
  custom: Type.Boolean({ description: 'false: the defaults (5 %, 20 loads, 10 minutes, 10 reporters)' }),
});
const StatusAnswer = Envelope(Type.Object({
  domain: Type.String(),
  policy: Policy,
  remotes: Type.Array(Type.Object({
    name: Type.String(), domain: Type.String(), inherited: Type.Boolean(), base_url: Type.String(), stable: Type.String(),
    canary: Type.Union([Type.Null(), Type.Object({ version: Type.String(), percent: Type.Integer(), members: Type.Array(Type.String()) })]),
    health: Type.Array(Type.Object({ version: Type.String(), track: Type.String(), last_15m: Health, last_24h: Health })),
  })),
}));
const AuditEntry = Type.Object({
  id: Type.Integer(), at: Type.String(), domain: Type.String(), name: Type.String(),
  action: Type.String({ description: 'publish, canary, percent, promote, rollback, auto_rollback, gate_refused, promote_refused, policy, set' }),
  operator_id: Type.Union([Type.Integer(), Type.Null()]), actor: Type.String(),
  from: Type.Union([Type.String(), Type.Null()]), to: Type.Union([Type.String(), Type.Null()]),
  percent: Type.Union([Type.Integer(), Type.Null()]), reason: Type.String(),
});
const ReleaseView = Type.Object({
  name: Type.String(), version: Type.String(), base_url: Type.String(), commit: Type.String(), built_at: Type.String(),
  contract_version: Type.String(), shared: Type.Record(Type.String(), Type.Object({ requiredVersion: Type.String(), version: Type.String() })),
  files: Type.Integer(), published_at: Type.String(),
});
const RowView = Type.Object({
  name: Type.String(), domain: Type.String(), stable: Type.String(),
  canary: Type.Union([Type.Null(), Type.Object({ version: Type.String(), percent: Type.Integer(), members: Type.Array(Type.String()) })]),
});
/** A refusal: the envelope's code/msg/field, and in data the reason (and the gate's problems). */
const Refused = (data: TSchema) => Type.Union([data, Type.Null(), Type.Object({ reason: Type.String(), problems: Type.Optional(Type.Array(Type.Record(Type.String(), Type.String()))) })]);

const releaseView = (r: ReleaseRow) => ({
  name: r.name, version: r.version, base_url: r.baseUrl, commit: r.record.commit, built_at: r.record.builtAt,
  contract_version: r.record.contractVersion, shared: r.record.shared, files: Object.keys(r.record.files).length, published_at: r.publishedAt,
});
const rowView = (r: RemoteRow) => ({
  name: r.name, domain: r.domain, stable: r.version,
  canary: r.canaryVersion ? { version: r.canaryVersion, percent: r.canaryPercent, members: r.canaryLabels ?? [] } : null,
});
const refusal = (r: Refusal) => ({
  code: r.code, msg: r.msg, ...(r.field ? { field: r.field } : {}),
  data: { reason: r.reason, ...(r.problems ? { problems: r.problems.map((p) => Object.fromEntries(Object.entries(p).map(([k, v]) => [k, String(v)]))) } : {}) },
});

// Registered inside the operator scope (routes/operator/index.ts): its one hook authenticates; no roles = owner only.
export default async function operatorRemoteDeliveryRoutes(app: FastifyInstance) {
  const tags = ['operator'];
  const security = [{ operator: [] }];
  const responses = (answer: TSchema) => ({ 200: answer, 403: commonResponses[403] });
  const deps = (request: FastifyRequest): DeliveryDeps => ({ db: app.db, hostUrl: app.config.hostUrl, log: request.log });
  const operatorId = (request: FastifyRequest) => request.operator!.id;

  app.get<{ Querystring: { domain?: string } }>('/remotes/status', {
    schema: { tags, security, summary: 'Stable and canary per remote, with loads, failures and failure rate per version for 15 minutes and 24 hours', querystring: Type.Object({ domain: Domain }), response: responses(StatusAnswer) },
  }, async (request) => ok(await deliveryStatus(app.db, await targetDomain(app.db, request.query.domain))));

  app.get<{ Querystring: { domain?: string; name?: string; limit: number } }>('/remotes/history', {
    schema: {
      tags, security, summary: 'Every registry change and gate refusal of a site, newest first (who, when, from, to, reason)',
      querystring: Type.Object({ domain: Domain, name: Type.Optional(Name), limit: Type.Integer({ minimum: 1, maximum: 500, default: 50 }) }),
      response: responses(Envelope(Type.Object({ domain: Type.String(), list: Type.Array(AuditEntry) }))),
    },
  }, async (request) => ok(await deliveryHistory(app.db, await targetDomain(app.db, request.query.domain), request.query.name, request.query.limit)));

  app.get<{ Querystring: { name?: string } }>('/remotes/releases', {
    schema: {
      tags, security, summary: 'Published releases (from their records), newest first',
      querystring: Type.Object({ name: Type.Optional(Name) }), response: responses(Envelope(Type.Object({ list: Type.Array(ReleaseView) }))),
    },
  }, async (request) => ok({ list: (await listReleases(app.db, request.query.name)).map(releaseView) }));

  app.post<{ Params: { name: string }; Body: { version: string; domain?: string } }>('/remotes/:name/publish', {
    schema: {
      tags, security, params: Params, body: Type.Object({ version: Version, domain: Domain }),
      summary: 'Learn of a release from the record its origin serves (<base_url>/remote-<name>/<version>/release.json); idempotent for the same record',
      response: responses(Envelope(Refused(ReleaseView))),
    },
  }, async (request) => {
    if (!isVersion(request.body.version)) return fail(Code.PARAM_INVALID, Msg.invalid_input_value, 'version');
    const domain = await targetDomain(app.db, request.body.domain);
    const out = await publishRelease(deps(request), { domain, name: request.params.name, version: request.body.version, operatorId: operatorId(request) });
    return out.ok ? ok(releaseView(out.value)) : refusal(out);
  });

  app.post<{ Params: { name: string }; Body: { version: string; percent: number; members?: Array<string | number>; domain?: string; reason?: string } }>('/remotes/:name/canary', {
    schema: {
      tags, security, params: Params,
      body: Type.Object({
        version: Version,
        percent: Type.Integer({ minimum: 0, maximum: 100, description: 'share of member buckets (0–100)' }),
        members: Type.Optional(Type.Array(Type.Union([Type.Integer({ minimum: 1 }), Type.String({ minLength: 1, maxLength: 40 })]), { maxItems: 100, description: 'member ids or usernames that always get the canary' })),
        domain: Domain, reason: Reason,
      }),
      summary: 'Make a published release the canary (after the compatibility gate), or change the canary\'s percentage and members',
      response: responses(Envelope(Refused(RowView))),
    },
  }, async (request) => {
    if (!isVersion(request.body.version)) return fail(Code.PARAM_INVALID, Msg.invalid_input_value, 'version');
    const domain = await targetDomain(app.db, request.body.domain);
    const prepared = await prepareCanary(deps(request), { ...request.body, domain, name: request.params.name, operatorId: operatorId(request) });
    if (!prepared.ok) return refusal(prepared);
    return withIdempotency(request, async (tx) => ok(rowView(await prepared.value.apply(tx))));
  });

  app.post<{ Params: { name: string }; Body: { domain?: string; reason?: string; force?: boolean } | undefined }>('/remotes/:name/promote', {
    schema: {
      tags, security, params: Params,
      body: Type.Optional(Type.Object({
        domain: Domain, reason: Reason,
        force: Type.Optional(Type.Boolean({ description: 'promote a canary that was rolled back automatically or is less healthy than stable (needs a reason)' })),
      })),
      summary: 'Make the canary the stable version for everyone (the gate runs again; refused for an unhealthy canary unless forced with a reason)',
      response: responses(Envelope(Refused(RowView))),
    },
  }, async (request) => {
    const domain = await targetDomain(app.db, request.body?.domain);
    const prepared = await preparePromote(deps(request), {
      domain, name: request.params.name, operatorId: operatorId(request), reason: request.body?.reason, force: request.body?.force === true,
    });
    if (!prepared.ok) return refusal(prepared);
    return withIdempotency(request, async (tx) => ok(rowView(await prepared.value.apply(tx))));
  });

  app.post<{ Params: { name: string }; Body: { domain?: string; reason?: string } | undefined }>('/remotes/:name/rollback', {
    schema: {
      tags, security, params: Params, body: Type.Optional(Type.Object({ domain: Domain, reason: Reason })),
      summary: 'Withdraw the canary; without a canary, put back the previous stable version', response: responses(Envelope(Refused(RowView))),
    },
  }, async (request) => {
    const domain = await targetDomain(app.db, request.body?.domain);
    let refused: Refusal | undefined;
    const answer = await withIdempotency(request, async (tx) => {
      const out = await rollback(tx, { domain, name: request.params.name, operatorId: operatorId(request), reason: request.body?.reason });
      if (out.ok) return ok(rowView(out.value));
      refused = out;
      return fail(out.code, out.msg, out.field);
    });
    return refused ? refusal(refused) : answer;
  });

  app.get<{ Querystring: { domain?: string } }>('/remotes/policy', {
    schema: { tags, security, summary: 'The site\'s automatic rollback thresholds', querystring: Type.Object({ domain: Domain }), response: responses(Envelope(Policy)) },
  }, async (request) => {
    const p = await findPolicy(app.db, await targetDomain(app.db, request.query.domain));
    return ok(policyView(p, p.custom));
  });

  app.put<{ Body: { domain?: string; max_failure_rate: number; min_loads: number; window_minutes: number; min_reporters?: number } }>('/remotes/policy', {
    schema: {
      tags, security, summary: 'Set the site\'s automatic rollback thresholds',
      body: Type.Object({
        domain: Domain,
        max_failure_rate: Type.Number({ minimum: 0, maximum: 1 }), min_loads: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
        window_minutes: Type.Integer({ minimum: 1, maximum: 1440 }),
        min_reporters: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'default: unchanged' })),
      }),
      response: responses(Envelope(Policy)),
    },
  }, async (request) => {
    const domain = await targetDomain(app.db, request.body.domain);
    const before = await findPolicy(app.db, domain);
    const p = {
      maxFailureRate: request.body.max_failure_rate, minLoads: request.body.min_loads, windowMinutes: request.body.window_minutes,
      minReporters: request.body.min_reporters ?? before.minReporters,
    };
    return withIdempotency(request, async (tx) => {
      await upsertPolicy(tx, domain, p, operatorId(request));
      const fmt = (x: typeof p) => `> ${(x.maxFailureRate * 100).toFixed(1)} % of ≥ ${x.minReporters} reporters over ≥ ${x.minLoads} loads in ${x.windowMinutes} min`;
      await addAudit(tx, { domain, name: '*', action: 'policy', operatorId: operatorId(request), actor: `operator #${operatorId(request)}`, from: fmt(before), to: fmt(p), reason: 'automatic rollback thresholds' });
      return ok(policyView(p, true));
    });
  });
}
