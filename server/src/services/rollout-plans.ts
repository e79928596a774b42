// Step plans (issue 45 §4, Argo-style): a canary rollout declared as steps (1 % for 10 min → 10 % for 30 min → …
// → promote) that the rollout-plans job (plugins/rollout-plans.ts) runs. Every registry change goes through the
// delivery service's own canary, promote and rollback functions, so a plan meets the same gate, state model and
// messages as an operator; the plan's own transitions (start, step, pause, resume, abort, skip, done) are written
// to remote_audit as action 'plan' and told to every open console as a `rollout` event.
import { Code, Msg, type RolloutEventData, type RolloutPlanAction } from '@casino/shared/contract';
import type { Queryable } from '../db/client';
import { NO_HEALTH } from '../domain/remote-delivery';
import { checkSteps, decide, formatSteps, parseSteps, type PlanState, type PlanStep, type StepHealth } from '../domain/rollout-plan';
import { addAudit, findPolicy, healthSince, listAudit } from '../repositories/remote-delivery-repository';
import { insertPlan, latestPlan, lockPlan, runningPlans, updatePlan, type PlanRow } from '../repositories/rollout-plans-repository';
import { toOperators } from '../repositories/events-repository';
import { findRemotes, type RemoteRow } from '../repositories/site-repository';
import {
  autoRollback, prepareCanary, preparePromote, rollback, type DeliveryDeps, type Outcome, type Refusal,
} from './remote-delivery';

const refuse = (code: number, msg: string, field: string | undefined, reason: string): Refusal => ({ ok: false, code, msg, field, reason });
const planActor = (p: PlanRow) => `plan #${p.id} (operator #${p.createdBy})`;
const operatorActor = (operatorId: number) => `operator #${operatorId}`;
const stepLabel = (p: PlanRow, step: number) => `step ${step + 1} of ${p.steps.length} (${p.steps[step]?.percent ?? 100} %)`;

async function remoteRow(q: Queryable, domain: string, name: string): Promise<RemoteRow | undefined> {
  return (await findRemotes(q, domain)).find((r) => r.name === name);
}

export function planView(p: PlanRow) {
  const step = p.steps[p.currentStep];
  return {
    id: p.id, domain: p.domain, name: p.name, version: p.version, steps: p.steps, steps_text: formatSteps(p.steps),
    current_step: Math.min(p.currentStep, p.steps.length - 1) + 1, state: p.state, state_reason: p.stateReason,
    step_started_at: p.stepStartedAt.toISOString(),
    step_ends_at: new Date(p.stepStartedAt.getTime() + (step?.seconds ?? 0) * 1000).toISOString(),
    created_by: p.createdBy, created_at: p.createdAt, updated_at: p.updatedAt,
  };
}

/** The newest plan of a site's remote and the history since it started, newest first. */
export async function planStatus(q: Queryable, domain: string, name: string) {
  const plan = await latestPlan(q, domain, name);
  const since = plan ? Date.parse(plan.createdAt) : Number.POSITIVE_INFINITY;
  const transitions = plan
    ? (await listAudit(q, domain, name, 200)).filter((e) => Date.parse(e.at) >= since)
      .map(({ id, at, action, actor, from, to, percent, reason }) => ({ id, at, action, actor, from, to, percent, reason }))
    : [];
  return { domain, name, plan: plan ? planView(plan) : null, transitions };
}

interface Transition {
  state: PlanState; what: RolloutEventData['what']; reason: string; now: Date;
  operatorId: number; actor: string; currentStep?: number; stepStartedAt?: Date;
}

/** Writes a plan's transition: the row, its audit entry (action 'plan') and the console's live event. */
async function transition(tx: Queryable, p: PlanRow, t: Transition): Promise<PlanRow> {
  await updatePlan(tx, p.id, { state: t.state, reason: t.reason, currentStep: t.currentStep, stepStartedAt: t.stepStartedAt, now: t.now });
  const step = t.currentStep ?? p.currentStep;
  const percent = p.steps[step]?.percent ?? null;
  await addAudit(tx, { domain: p.domain, name: p.name, action: 'plan', operatorId: t.operatorId, actor: t.actor, from: null, to: p.version, percent, reason: t.reason });
  await toOperators(tx, { type: 'rollout', data: { domain: p.domain, remote: p.name, version: p.version, what: t.what, step: Math.min(step, p.steps.length - 1) + 1, reason: t.reason } });
  return { ...p, state: t.state, stateReason: t.reason, currentStep: step, stepStartedAt: t.stepStartedAt ?? p.stepStartedAt, updatedAt: t.now.toISOString() };
}

export interface StartInput { domain: string; name: string; version: string; steps: string | PlanStep[]; operatorId: number; reason?: string; now?: Date }

/**
 * Checks a plan (its steps, no active plan yet) and its first step as a canary (published, the gate, the state
 * model: prepareCanary); `apply` then sets the canary and records the plan in the caller's transaction.
 */
export async function prepareStartPlan(deps: DeliveryDeps, i: StartInput): Promise<Outcome<{ apply: (tx: Queryable) => Promise<Outcome<ReturnType<typeof planView>>> }>> {
  const steps = typeof i.steps === 'string' ? parseSteps(i.steps) : (checkSteps(i.steps) ?? i.steps);
  if (typeof steps === 'string') return refuse(Code.PARAM_INVALID, Msg.invalid_input_value, 'steps', steps);
  const active = await latestPlan(deps.db, i.domain, i.name);
  if (active && (active.state === 'running' || active.state === 'paused')) {
    return refuse(Code.DUPLICATE_RECORD, Msg.previous_record_exists, 'name', `${i.name} on ${i.domain} already has a ${active.state} plan for ${active.version}: abort it first`);
  }
  const text = formatSteps(steps);
  const canary = await prepareCanary(deps, {
    domain: i.domain, name: i.name, version: i.version, percent: steps[0]!.percent, operatorId: i.operatorId, reason: `plan ${text}, step 1`,
  });
  if (!canary.ok) return canary;
  return {
    ok: true,
    value: {
      apply: async (tx) => {
        await canary.value.apply(tx); // locks the registry row: starts for one remote go one at a time
        const now = i.now ?? new Date();
        const plan = await insertPlan(tx, { domain: i.domain, name: i.name, version: i.version, steps, createdBy: i.operatorId, now });
        if (!plan) return refuse(Code.DUPLICATE_RECORD, Msg.previous_record_exists, 'name', `${i.name} on ${i.domain} already has an active plan`);
        const reason = `plan started: ${text}, then promote${i.reason ? ` — ${i.reason}` : ''}`;
        const started = await transition(tx, plan, { state: 'running', what: 'canary', reason, now, operatorId: i.operatorId, actor: operatorActor(i.operatorId), currentStep: 0 });
        return { ok: true, value: planView(started) };
      },
    },
  };
}

export interface ActionInput { domain: string; name: string; action: RolloutPlanAction; operatorId: number; reason?: string; now?: Date }

/** What moving `p` to its next step needs: the canary's new share, or after the last step the promotion. */
async function prepareNext(deps: DeliveryDeps, p: PlanRow, operatorId: number, actor: string, why: string) {
  const next = p.currentStep + 1;
  if (next < p.steps.length) {
    const out = await prepareCanary(deps, { domain: p.domain, name: p.name, version: p.version, percent: p.steps[next]!.percent, operatorId, actor, reason: `${why}: ${stepLabel(p, next)}` });
    return out.ok ? { ok: true as const, next, apply: out.value.apply } : out;
  }
  const out = await preparePromote(deps, { domain: p.domain, name: p.name, operatorId, actor, reason: `${why}: every step passed, promoted by the plan` });
  return out.ok ? { ok: true as const, next, apply: out.value.apply } : out;
}

/**
 * pause (running → paused), resume (paused → running, the step's time starts again), abort (the canary withdrawn
 * through the operator rollback), skip (the next step now, or promotion after the last; running again if paused).
 * Network work (the gate of a promotion) happens here; `apply` does the rest in the caller's transaction, and
 * refuses if the plan moved.
 */
export async function preparePlanAction(deps: DeliveryDeps, i: ActionInput): Promise<Outcome<{ apply: (tx: Queryable) => Promise<Outcome<ReturnType<typeof planView>>> }>> {
  const plan = await latestPlan(deps.db, i.domain, i.name);
  const from: PlanState = i.action === 'resume' ? 'paused' : 'running';
  // abort and skip also act on a paused plan (a skip sets it running again at the next step)
  const allowed: readonly PlanState[] = i.action === 'abort' || i.action === 'skip' ? ['running', 'paused'] : [from];
  if (!plan || !allowed.includes(plan.state)) {
    return refuse(Code.PARAM_INVALID, Msg.invalid_input_value, 'action', `${i.name} on ${i.domain} has no ${allowed.join(' or ')} plan to ${i.action}${plan ? ` (the newest is ${plan.state})` : ''}`);
  }
  const actor = operatorActor(i.operatorId);
  const note = i.reason ? ` — ${i.reason}` : '';
  const next = i.action === 'skip' ? await prepareNext(deps, plan, i.operatorId, actor, `skipped by ${actor}`) : undefined;
  if (next && !next.ok) return next;
  return {
    ok: true,
    value: {
      apply: async (tx) => {
        const now = i.now ?? new Date();
        const locked = await lockPlan(tx, plan.id, plan.state);
        if (!locked) return refuse(Code.PARAM_INVALID, Msg.invalid_input_value, 'action', `the plan of ${i.name} changed meanwhile: read it again`);
        const base = { now, operatorId: i.operatorId, actor };
        switch (i.action) {
          case 'pause':
            return { ok: true, value: planView(await transition(tx, locked, { ...base, state: 'paused', what: 'paused', reason: `paused by ${actor}${note}` })) };
          case 'resume':
            return { ok: true, value: planView(await transition(tx, locked, { ...base, state: 'running', what: 'resumed', reason: `resumed by ${actor} at ${stepLabel(locked, locked.currentStep)}${note}`, stepStartedAt: now })) };
          case 'abort': {
            const out = await rollback(tx, { domain: i.domain, name: i.name, operatorId: i.operatorId, reason: `plan aborted by ${actor}${note}` });
            if (!out.ok) return out;
            return { ok: true, value: planView(await transition(tx, locked, { ...base, state: 'aborted', what: 'aborted', reason: `aborted by ${actor}, canary withdrawn${note}` })) };
          }
          case 'skip': {
            await next!.apply(tx);
            const done = next!.next >= locked.steps.length;
            return {
              ok: true,
              value: planView(await transition(tx, locked, done
                ? { ...base, state: 'completed', what: 'promoted', reason: `skipped the last step, promoted by ${actor}${note}` }
                : { ...base, state: 'running', what: 'step', reason: `skipped to ${stepLabel(locked, next!.next)} by ${actor}${note}`, currentStep: next!.next, stepStartedAt: now })),
            };
          }
        }
      },
    },
  };
}

/** Why the registry no longer matches a running plan (someone moved the release outside it), with the plan's end. */
function outsideChange(p: PlanRow, row: RemoteRow | undefined): { state: PlanState; what: RolloutEventData['what']; reason: string } | null {
  if (!row || row.domain !== p.domain) return { state: 'aborted', what: 'aborted', reason: 'the site no longer has its own registry row' };
  if (row.canaryVersion === p.version && (row.canaryPercent > 0 || (row.canaryMembers ?? []).length > 0)) return null;
  if (!row.canaryVersion && row.version === p.version) return { state: 'completed', what: 'promoted', reason: `${p.version} was promoted outside the plan` };
  if (row.canaryVersion === p.version) return { state: 'rolled_back', what: 'rolled_back', reason: `${p.version} was rolled back automatically (the canary is at 0 %)` };
  return { state: 'aborted', what: 'aborted', reason: `the canary was changed outside the plan (now ${row.canaryVersion ?? 'none'})` };
}

/** One plan's turn of the job: what the analysis decides, applied through the delivery service. */
async function tickPlan(deps: DeliveryDeps, p: PlanRow, now: Date): Promise<string> {
  const actor = planActor(p);
  const base = { now, operatorId: p.createdBy, actor };
  const row = await remoteRow(deps.db, p.domain, p.name);
  const end = (state: PlanState, what: RolloutEventData['what'], reason: string, extra: Partial<Transition> = {}) =>
    deps.db.transaction(async (tx) => {
      const locked = await lockPlan(tx, p.id, 'running');
      if (locked) await transition(tx, locked, { ...base, ...extra, state, what, reason });
    });
  const outside = outsideChange(p, row);
  if (outside) { await end(outside.state, outside.what, outside.reason); return outside.state; }

  const policy = await findPolicy(deps.db, p.domain);
  const health = await healthSince(deps.db, p.domain, p.name, policy.windowMinutes);
  const none: StepHealth = { ...NO_HEALTH, renderErrors: 0 };
  const decision = decide(p, health.get(p.version) ?? none, health.get(row!.version) ?? none, policy, now);
  switch (decision.kind) {
    case 'wait':
      return 'wait';
    case 'pause':
      await end('paused', 'paused', decision.reason);
      return 'pause';
    case 'rollback':
      await autoRollback(deps, row!, `${decision.reason} (analysis of ${stepLabel(p, p.currentStep)})`, actor, p.createdBy);
      await end('rolled_back', 'rolled_back', `analysis failed at ${stepLabel(p, p.currentStep)}: ${decision.reason}`);
      return 'rollback';
    case 'advance':
    case 'promote': {
      const next = await prepareNext(deps, p, p.createdBy, actor, `analysis passed at ${stepLabel(p, p.currentStep)}`);
      if (!next.ok) { await end('paused', 'paused', `the plan cannot go on: ${next.reason}`); return 'pause'; }
      await deps.db.transaction(async (tx) => {
        const locked = await lockPlan(tx, p.id, 'running');
        if (!locked) return;
        await next.apply(tx);
        await transition(tx, locked, next.next >= p.steps.length
          ? { ...base, state: 'completed', what: 'promoted', reason: `every step passed: ${p.version} promoted` }
          : { ...base, state: 'running', what: 'step', reason: `analysis passed: ${stepLabel(p, next.next)}`, currentStep: next.next, stepStartedAt: now });
      });
      return decision.kind;
    }
  }
}

/** Every running plan's turn (the job runs this under its advisory lock); answers what each did, by plan id. */
export async function tickPlans(deps: DeliveryDeps, now = new Date()): Promise<Map<number, string>> {
  const done = new Map<number, string>();
  for (const p of await runningPlans(deps.db)) {
    try {
      done.set(p.id, await tickPlan(deps, p, now));
    } catch (err) {
      // one plan's failure (its origin unreachable, a conflict) must not stop the others; the next tick tries again
      deps.log?.warn({ plan: p.id, remote: p.name, domain: p.domain, err: err instanceof Error ? err.message : String(err) }, 'rollout plan tick failed');
      done.set(p.id, 'error');
    }
  }
  return done;
}
