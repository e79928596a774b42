// Step plans (issue 45 §4), for operators: read a remote's plan and its transitions, start one (its first step is a
// canary, with the same checks and messages as POST /remotes/:name/canary), and pause, resume, abort or skip a step.
// The job (plugins/rollout-plans.ts) runs the plans. Registered inside the operator scope (routes/operator/index.ts);
// each route's roles are in its `config.roles`.
import type { FastifyRequest } from 'fastify';
import type { TypedApp } from '../../http/type-provider';
import { Code, Msg, OPERATOR_PERMISSIONS } from '@casino/shared/contract';
import { fail, ok } from '../../http/envelope';
import { commonResponses } from '@casino/shared/contract/schemas/common';
import {
  PlanActionBody, PlanActionParams, PlanAnswer, PlanParams, PlanQuery, PlanStartBody,
} from '@casino/shared/contract/schemas/rollout-plans';
import { withIdempotency } from '../../plugins/idempotency';
import { isVersion } from '../../domain/remotes';
import type { DeliveryDeps, Refusal } from '../../services/remote-delivery';
import { planStatus, preparePlanAction, prepareStartPlan } from '../../services/rollout-plans';
import { targetDomain } from '../../services/site-service';
import { refusal } from './remotes';

const tags = ['operator'];
const security = [{ operator: [] }];
const responses = <T>(answer: T) => ({ 200: answer, 403: commonResponses[403] });

export default async function operatorRolloutPlanRoutes(app: TypedApp) {
  const deps = (request: FastifyRequest): DeliveryDeps => ({ db: app.db, hostUrl: app.config.hostUrl, log: request.log });

  app.get('/remotes/:name/plan', {
    config: { roles: OPERATOR_PERMISSIONS.releases },
    schema: {
      tags, security, params: PlanParams, querystring: PlanQuery, response: responses(PlanAnswer),
      summary: 'The newest step plan of a site\'s remote (null: none yet) and every transition since it started',
    },
  }, async (request) => ok(await planStatus(app.db, await targetDomain(app.db, request.query.domain), request.params.name)));

  app.post('/remotes/:name/plan', {
    config: { roles: OPERATOR_PERMISSIONS.releases },
    schema: {
      tags, security, params: PlanParams, body: PlanStartBody, response: responses(PlanAnswer),
      summary: 'Start a step plan: the release becomes the canary at the first step\'s share (the canary\'s checks apply); each step advances when its analysis passes, and after the last the canary is promoted',
    },
  }, async (request) => {
    if (!isVersion(request.body.version)) return fail(Code.PARAM_INVALID, Msg.invalid_input_value, 'version');
    const domain = await targetDomain(app.db, request.body.domain);
    const name = request.params.name;
    const prepared = await prepareStartPlan(deps(request), { ...request.body, domain, name, operatorId: request.operator!.id });
    if (!prepared.ok) return refusal(prepared);
    let refused: Refusal | undefined;
    const answer = await withIdempotency(request, async (tx) => {
      const out = await prepared.value.apply(tx);
      if (out.ok) return ok(await planStatus(tx, domain, name));
      refused = out;
      return fail(out.code, out.msg, out.field);
    });
    return refused ? refusal(refused) : answer;
  });

  app.post('/remotes/:name/plan/:action', {
    config: { roles: OPERATOR_PERMISSIONS.releases },
    schema: {
      tags, security, params: PlanActionParams, body: PlanActionBody, response: responses(PlanAnswer),
      summary: 'pause or resume a plan, abort it (the canary is withdrawn), or skip to its next step (after the last: promote)',
    },
  }, async (request) => {
    const domain = await targetDomain(app.db, request.body?.domain);
    const name = request.params.name;
    const prepared = await preparePlanAction(deps(request), {
      domain, name, action: request.params.action, operatorId: request.operator!.id, reason: request.body?.reason,
    });
    if (!prepared.ok) return refusal(prepared);
    let refused: Refusal | undefined;
    const answer = await withIdempotency(request, async (tx) => {
      const out = await prepared.value.apply(tx);
      if (out.ok) return ok(await planStatus(tx, domain, name));
      refused = out;
      return fail(out.code, out.msg, out.field);
    });
    return refused ? refusal(refused) : answer;
  });
}
