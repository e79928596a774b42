// Step plans for a canary (issue 45 §4, Argo-style): a rollout declared as steps of a share of buckets held for a
// while, e.g. `1%:10m,10%:30m,50%:1h`, ending in promotion. At each tick the plan's job asks `decide` what to do
// with the health the service already reads (domain/remote-delivery.ts: reporters, not events, so a burst from one
// browser or network weighs no more than a few reporters). No I/O here.
//
// Durations are in seconds (at least 1), so a journey can run a plan in seconds; real plans use minutes and hours.
import { rollbackReason, worseThanStable, MAX_VOTES_PER_SOURCE, type Health, type RolloutPolicy } from './remote-delivery';

export interface PlanStep { percent: number; seconds: number }

export const PLAN_STATES = ['running', 'paused', 'aborted', 'completed', 'rolled_back'] as const;
export type PlanState = (typeof PLAN_STATES)[number];
/** A plan that still holds its (domain, remote): only one such per site and remote. */
export const ACTIVE_PLAN_STATES: readonly PlanState[] = ['running', 'paused'];

export const MAX_PLAN_STEPS = 20;
export const MAX_STEP_SECONDS = 7 * 24 * 3600;

const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };

/** The steps' problem, or null when they make a plan: 1–20 steps of 1–100 % for 1 s to 7 days. */
export function checkSteps(steps: readonly PlanStep[]): string | null {
  if (steps.length === 0) return 'a plan needs at least one step';
  if (steps.length > MAX_PLAN_STEPS) return `a plan has at most ${MAX_PLAN_STEPS} steps`;
  for (const [i, s] of steps.entries()) {
    if (!Number.isInteger(s.percent) || s.percent < 1 || s.percent > 100) return `step ${i + 1}: the share must be a whole percent from 1 to 100`;
    if (!Number.isInteger(s.seconds) || s.seconds < 1 || s.seconds > MAX_STEP_SECONDS) return `step ${i + 1}: the pause must be from 1 second to 7 days`;
  }
  return null;
}

/** Parses the CLI's text form `1%:10m,10%:30m,50%:1h` (units s, m, h, d); a string says what is wrong. */
export function parseSteps(text: string): PlanStep[] | string {
  const parts = text.split(',').map((p) => p.trim()).filter(Boolean);
  const steps: PlanStep[] = [];
  for (const part of parts) {
    const m = /^(\d{1,3})%:(\d{1,6})([smhd])$/.exec(part);
    if (!m) return `"${part}" is not a step: write percent:duration, e.g. 10%:30m`;
    steps.push({ percent: Number(m[1]), seconds: Number(m[2]) * UNIT_SECONDS[m[3]!]! });
  }
  return checkSteps(steps) ?? steps;
}

/** The text form of steps, in the largest unit that divides each duration. */
export function formatSteps(steps: readonly PlanStep[]): string {
  const unit = (s: number) => (s % 86_400 === 0 ? `${s / 86_400}d` : s % 3600 === 0 ? `${s / 3600}h` : s % 60 === 0 ? `${s / 60}m` : `${s}s`);
  return steps.map((s) => `${s.percent}%:${unit(s.seconds)}`).join(',');
}

/** Health the analysis reads for one version: the tally (reporters) and its render errors (events). */
export interface StepHealth extends Health { renderErrors: number }

export interface PlanProgress { steps: readonly PlanStep[]; currentStep: number; stepStartedAt: Date }

export type PlanDecision =
  | { kind: 'wait' }
  | { kind: 'advance'; step: number }
  | { kind: 'promote' }
  | { kind: 'pause'; reason: string }
  | { kind: 'rollback'; reason: string };

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const renderRate = (h: StepHealth) => (h.loads > 0 ? h.renderErrors / h.loads : 0);

/**
 * A render-error spike: the canary's render errors per load above the policy's rate and at least twice stable's,
 * seen by more failing reporters than one network can cast (so one source cannot make a spike by itself).
 */
export function renderErrorSpike(canary: StepHealth, stable: StepHealth, policy: RolloutPolicy): string | null {
  if (canary.failingReporters <= MAX_VOTES_PER_SOURCE) return null;
  const rate = renderRate(canary);
  if (rate <= policy.maxFailureRate || rate < 2 * renderRate(stable)) return null;
  return `render errors in ${pct(rate)} of loads (${canary.renderErrors} of ${canary.loads}), stable ${pct(renderRate(stable))}`;
}

/**
 * What a running plan does now. The analysis fails (roll back) at any time; the step's time up, thin evidence
 * (fewer distinct reporters of the canary than the policy asks) or a canary worse than stable but under the
 * threshold pauses it for a person; otherwise the next step, or after the last one, promotion.
 */
export function decide(plan: PlanProgress, canary: StepHealth, stable: StepHealth, policy: RolloutPolicy, now: Date): PlanDecision {
  const failing = rollbackReason(canary, stable, policy) ?? renderErrorSpike(canary, stable, policy);
  if (failing) return { kind: 'rollback', reason: failing };
  const step = plan.steps[plan.currentStep];
  if (!step) return { kind: 'promote' };
  if (now.getTime() - plan.stepStartedAt.getTime() < step.seconds * 1000) return { kind: 'wait' };
  if (canary.reporters < policy.minReporters) {
    return { kind: 'pause', reason: `thin evidence at step ${plan.currentStep + 1}: ${canary.reporters} distinct reporters of the canary in ${policy.windowMinutes} min, the policy asks ${policy.minReporters}` };
  }
  const worse = worseThanStable(canary, stable, policy.windowMinutes);
  if (worse) return { kind: 'pause', reason: `the canary is less healthy than stable at step ${plan.currentStep + 1}: ${worse}` };
  return plan.currentStep + 1 < plan.steps.length ? { kind: 'advance', step: plan.currentStep + 1 } : { kind: 'promote' };
}
