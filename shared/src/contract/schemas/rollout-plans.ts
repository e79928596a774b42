// Schemas of step plans (issue 45 §4): a canary rollout declared as steps of a share held for a while, ending in
// promotion, which the server's job runs; operators read it, start it, pause, resume, abort or skip a step.
import { Type } from '@sinclair/typebox';
import { ROLLOUT_PLAN_ACTIONS } from '../operator';
import { Envelope } from './common';
import { Refused, RemoteName } from './remotes';

const Domain = Type.Optional(Type.String({ minLength: 1, maxLength: 253, description: 'default: the default site' }));
const Reason = Type.Optional(Type.String({ maxLength: 500, description: 'why (kept in the history)' }));
const Step = Type.Object({
  percent: Type.Integer({ minimum: 1, maximum: 100, description: 'share of member buckets during the step' }),
  seconds: Type.Integer({ minimum: 1, maximum: 604_800, description: 'how long the step holds before its analysis decides' }),
});

export const PlanParams = Type.Object({ name: RemoteName });
export const PlanActionParams = Type.Object({ name: RemoteName, action: Type.Union(ROLLOUT_PLAN_ACTIONS.map((a) => Type.Literal(a))) });
export const PlanQuery = Type.Object({ domain: Domain });
export const PlanStartBody = Type.Object({
  version: Type.String({ minLength: 1, maxLength: 60, description: 'a published release (the gate runs as for a canary)' }),
  steps: Type.Union([
    Type.String({ minLength: 1, maxLength: 400, description: 'text form: 1%:10m,10%:30m,50%:1h (units s, m, h, d)' }),
    Type.Array(Step, { minItems: 1, maxItems: 20 }),
  ], { description: 'the steps; after the last one the canary is promoted' }),
  domain: Domain, reason: Reason,
});
export const PlanActionBody = Type.Optional(Type.Object({ domain: Domain, reason: Reason }));

const PlanView = Type.Object({
  id: Type.Integer(), domain: Type.String(), name: Type.String(), version: Type.String(),
  steps: Type.Array(Step), steps_text: Type.String(),
  current_step: Type.Integer({ description: 'the step now, 1-based' }),
  state: Type.String({ description: 'running, paused, aborted, completed or rolled_back' }),
  state_reason: Type.String(), step_started_at: Type.String(), step_ends_at: Type.String(),
  created_by: Type.Integer(), created_at: Type.String(), updated_at: Type.String(),
});
const Transition = Type.Object({
  id: Type.Integer(), at: Type.String(), action: Type.String(), actor: Type.String(),
  from: Type.Union([Type.String(), Type.Null()]), to: Type.Union([Type.String(), Type.Null()]),
  percent: Type.Union([Type.Integer(), Type.Null()]), reason: Type.String(),
});
export const PlanAnswer = Envelope(Refused(Type.Object({
  domain: Type.String(), name: Type.String(),
  plan: Type.Union([Type.Null(), PlanView], { description: 'the newest plan of the site and remote (null: none yet)' }),
  transitions: Type.Array(Transition, { description: 'the history since the plan started, newest first' }),
})));
