// Step plans (issue 45 §4): the rollout_plans rows. All SQL; the rules are in domain/rollout-plan.ts.
import { columns, execute, firstRow, rows, sql, type Queryable } from '../db/client';
import { toIso, toNumber } from '../db/values';
import type { PlanState, PlanStep } from '../domain/rollout-plan';

export interface PlanRow {
  id: number; domain: string; name: string; version: string; steps: PlanStep[]; currentStep: number; state: PlanState;
  stateReason: string; stepStartedAt: Date; createdBy: number; createdAt: string; updatedAt: string;
}

const planRow = (r: Record<string, unknown>): PlanRow => ({
  id: toNumber(r.id), domain: String(r.domain), name: String(r.name), version: String(r.version), steps: r.steps as PlanStep[],
  currentStep: toNumber(r.current_step), state: String(r.state) as PlanState, stateReason: String(r.state_reason),
  stepStartedAt: new Date(toIso(r.step_started_at)), createdBy: toNumber(r.created_by), createdAt: toIso(r.created_at), updatedAt: toIso(r.updated_at),
});

const COLUMNS = columns(['id', 'domain', 'name', 'version', 'steps', 'current_step', 'state', 'state_reason', 'step_started_at', 'created_by', 'created_at', 'updated_at']);

/** The newest plan of a site's remote (any state); with `lock`, locked for the rest of the transaction. */
export async function latestPlan(q: Queryable, domain: string, name: string, lock = false): Promise<PlanRow | undefined> {
  const row = await firstRow<Record<string, unknown>>(q, lock
    ? sql`SELECT ${COLUMNS} FROM rollout_plans WHERE domain = ${domain} AND name = ${name} ORDER BY id DESC LIMIT 1 FOR UPDATE`
    : sql`SELECT ${COLUMNS} FROM rollout_plans WHERE domain = ${domain} AND name = ${name} ORDER BY id DESC LIMIT 1`);
  return row && planRow(row);
}

export async function runningPlans(q: Queryable): Promise<PlanRow[]> {
  return (await rows<Record<string, unknown>>(q, sql`SELECT ${COLUMNS} FROM rollout_plans WHERE state = 'running' ORDER BY id`)).map(planRow);
}

/** The plan by id, locked; undefined when it is no longer in `state` (another transition won). */
export async function lockPlan(q: Queryable, id: number, state: PlanState): Promise<PlanRow | undefined> {
  const row = await firstRow<Record<string, unknown>>(q, sql`SELECT ${COLUMNS} FROM rollout_plans WHERE id = ${id} AND state = ${state} FOR UPDATE`);
  return row && planRow(row);
}

/**
 * A new running plan at its first step; undefined when the site's remote already has an active one. created_at is
 * the transaction's time, as the audit entries written with it, so the plan's history starts with its canary.
 */
export async function insertPlan(q: Queryable, p: { domain: string; name: string; version: string; steps: PlanStep[]; createdBy: number; now: Date }): Promise<PlanRow | undefined> {
  const row = await firstRow<Record<string, unknown>>(q, sql`
    INSERT INTO rollout_plans (domain, name, version, steps, created_by, step_started_at)
    VALUES (${p.domain}, ${p.name}, ${p.version}, ${JSON.stringify(p.steps)}::jsonb, ${p.createdBy}, ${p.now.toISOString()}::timestamptz)
    ON CONFLICT DO NOTHING RETURNING ${COLUMNS}`);
  return row && planRow(row);
}

export async function updatePlan(q: Queryable, id: number, u: { state: PlanState; reason: string; currentStep?: number; stepStartedAt?: Date; now: Date }): Promise<void> {
  await execute(q, sql`
    UPDATE rollout_plans SET state = ${u.state}, state_reason = ${u.reason.slice(0, 2000)},
      current_step = coalesce(${u.currentStep ?? null}::int, current_step),
      step_started_at = coalesce(${u.stepStartedAt?.toISOString() ?? null}::timestamptz, step_started_at),
      updated_at = ${u.now.toISOString()}::timestamptz
    WHERE id = ${id}`);
}
