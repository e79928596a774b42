// Progressive delivery of remotes (issue 15), for operators: publish a release from its record, canary it to a
// share of member buckets and/or named members, promote, roll back, read status (health for 15 min and 24 h)
// and history (the audit of every registry change), and set a site's automatic rollback thresholds.
// Self-contained: it adds its own operator hook. Gate refusals answer 4001 with the reason and the problems.
import type { FastifyRequest } from 'fastify';
import type { TypedApp } from '../../http/type-provider';
import { Code, Msg, OPERATOR_PERMISSIONS } from '@casino/shared/contract';
import { fail, ok } from '../../http/envelope';
import { commonResponses } from '@casino/shared/contract/schemas/common';
import {
  CanaryBody, DeliveryHistoryAnswer, DeliveryHistoryQuery, DeliveryStatusAnswer, DomainQuery, PolicyAnswer, PolicyBody, PromoteBody,
  PublishAnswer, PublishBody, ReleasesAnswer, ReleasesQuery, RemoteParams, RollbackBody, RowAnswer,
} from '@casino/shared/contract/schemas/remotes';
import { withIdempotency } from '../../plugins/idempotency';
import { isVersion } from '../../domain/remotes';
import {
  deliveryHistory, deliveryStatus, prepareCanary, preparePromote, publishRelease, rollback, type DeliveryDeps, type Refusal,
} from '../../services/remote-delivery';
import {
  deliveryRowView as rowView, releaseList, releaseView, rolloutPolicy, rolloutPolicyView, setRolloutPolicy,
} from '../../services/remote-registry';
import { targetDomain } from '../../services/site-service';

/** A delivery refusal as the envelope: code/msg/field, and in data the reason (and the gate's problems). */
export const refusal = (r: Refusal) => ({
  code: r.code, msg: r.msg, ...(r.field ? { field: r.field } : {}),
  data: { reason: r.reason, ...(r.problems ? { problems: r.problems.map((p) => Object.fromEntries(Object.entries(p).map(([k, v]) => [k, String(v)]))) } : {}) },
});

const tags = ['operator'];
// owner, and a release operator on the remotes it owns (routes/operator/release-scope.ts); the thresholds' PUT stays owner only
const RELEASE_ROLES = OPERATOR_PERMISSIONS.releases;
const security = [{ operator: [] }];
const responses = <T>(answer: T) => ({ 200: answer, 403: commonResponses[403] });
const operatorId = (request: FastifyRequest) => request.operator!.id;
const depsOf = (app: TypedApp) => (request: FastifyRequest): DeliveryDeps => ({ db: app.db, hostUrl: app.config.hostUrl, log: request.log });

// Both plugins are registered inside the operator scope (routes/operator/index.ts): its one hook authenticates and
// checks `config.roles`. This one: status, history, releases, publish.
export default async function operatorRemoteDeliveryRoutes(app: TypedApp) {
  const deps = depsOf(app);

  app.get('/remotes/status', {
    config: { roles: RELEASE_ROLES },
    schema: { tags, security, summary: 'Stable and canary per remote, with loads, failures and failure rate per version for 15 minutes and 24 hours', querystring: DomainQuery, response: responses(DeliveryStatusAnswer) },
  }, async (request) => ok(await deliveryStatus(app.db, await targetDomain(app.db, request.query.domain))));

  app.get('/remotes/history', {
    config: { roles: RELEASE_ROLES },
    schema: {
      tags, security, summary: 'Every registry change and gate refusal of a site, newest first (who, when, from, to, reason)',
      querystring: DeliveryHistoryQuery, response: responses(DeliveryHistoryAnswer),
    },
  }, async (request) => ok(await deliveryHistory(app.db, await targetDomain(app.db, request.query.domain), request.query.name, request.query.limit)));

  app.get('/remotes/releases', {
    config: { roles: RELEASE_ROLES },
    schema: {
      tags, security, summary: 'Published releases (from their records), newest first',
      querystring: ReleasesQuery, response: responses(ReleasesAnswer),
    },
  }, async (request) => ok({ list: await releaseList(app.db, request.query.name) }));

  app.post('/remotes/:name/publish', {
    config: { roles: RELEASE_ROLES },
    schema: {
      tags, security, params: RemoteParams, body: PublishBody,
      summary: 'Learn of a release from the record its origin serves (<base_url>/remote-<name>/<version>/release.json); idempotent for the same record',
      response: responses(PublishAnswer),
    },
  }, async (request) => {
    if (!isVersion(request.body.version)) return fail(Code.PARAM_INVALID, Msg.invalid_input_value, 'version');
    const domain = await targetDomain(app.db, request.body.domain);
    const out = await publishRelease(deps(request), { domain, name: request.params.name, version: request.body.version, operatorId: operatorId(request) });
    return out.ok ? ok(releaseView(out.value)) : refusal(out);
  });
}

/** The release moves (canary, promote, rollback) and the automatic rollback thresholds. */
export async function operatorRemoteRolloutRoutes(app: TypedApp) {
  const deps = depsOf(app);

  app.post('/remotes/:name/canary', {
    config: { roles: RELEASE_ROLES },
    schema: {
      tags, security, params: RemoteParams, body: CanaryBody,
      summary: 'Make a published release the canary (after the compatibility gate), or change the canary\'s percentage and members',
      response: responses(RowAnswer),
    },
  }, async (request) => {
    if (!isVersion(request.body.version)) return fail(Code.PARAM_INVALID, Msg.invalid_input_value, 'version');
    const domain = await targetDomain(app.db, request.body.domain);
    const prepared = await prepareCanary(deps(request), { ...request.body, domain, name: request.params.name, operatorId: operatorId(request) });
    if (!prepared.ok) return refusal(prepared);
    return withIdempotency(request, async (tx) => ok(rowView(await prepared.value.apply(tx))));
  });

  app.post('/remotes/:name/promote', {
    config: { roles: RELEASE_ROLES },
    schema: {
      tags, security, params: RemoteParams, body: PromoteBody,
      summary: 'Make the canary the stable version for everyone (the gate runs again; refused for an unhealthy canary unless forced with a reason)',
      response: responses(RowAnswer),
    },
  }, async (request) => {
    const domain = await targetDomain(app.db, request.body?.domain);
    const prepared = await preparePromote(deps(request), {
      domain, name: request.params.name, operatorId: operatorId(request), reason: request.body?.reason, force: request.body?.force === true,
    });
    if (!prepared.ok) return refusal(prepared);
    return withIdempotency(request, async (tx) => ok(rowView(await prepared.value.apply(tx))));
  });

  app.post('/remotes/:name/rollback', {
    config: { roles: RELEASE_ROLES },
    schema: {
      tags, security, params: RemoteParams, body: RollbackBody,
      summary: 'Withdraw the canary; without a canary, put back the previous stable version', response: responses(RowAnswer),
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

  app.get('/remotes/policy', {
    config: { roles: RELEASE_ROLES },
    schema: { tags, security, summary: 'The site\'s automatic rollback thresholds', querystring: DomainQuery, response: responses(PolicyAnswer) },
  }, async (request) => ok(await rolloutPolicyView(app.db, await targetDomain(app.db, request.query.domain))));

  app.put('/remotes/policy', {
    schema: {
      tags, security, summary: 'Set the site\'s automatic rollback thresholds',
      body: PolicyBody,
      response: responses(PolicyAnswer),
    },
  }, async (request) => {
    const domain = await targetDomain(app.db, request.body.domain);
    const before = await rolloutPolicy(app.db, domain);
    const p = {
      maxFailureRate: request.body.max_failure_rate, minLoads: request.body.min_loads, windowMinutes: request.body.window_minutes,
      minReporters: request.body.min_reporters ?? before.minReporters,
    };
    return withIdempotency(request, (tx) => setRolloutPolicy(tx, domain, p, before, operatorId(request)));
  });
}
