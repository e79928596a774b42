// Responsible gaming imposed by the site's team (issue 47 §4): compliance (or the owner), after a conversation
// with a member, sets a limit ceiling, a time-out or an exclusion with a reason, or flags the member at risk.
// Each runs in the operator's idempotent transaction and is audited twice in it: in the member's
// responsible_audit (actor operator, so the member timeline names the operator) and in the operator audit (with
// the reason). What is imposed is enforced by the member's own rules and checks (responsible-checks.ts): a ceiling
// lowers member_limits.value, which every check reads; an imposed exclusion is a member_exclusions row like the
// member's own. There is no call that lifts a ceiling, ends an exclusion early or shortens one.
import { Code, Msg, ResponsibleMsg, type AtRiskState, type Envelope, type Exclusion, type ImposedLimit, type LimitKind } from '@casino/shared/contract';
import type { Tx } from '../db/client';
import { fail, ok } from '../http/envelope';
import { now } from '../domain/responsible/clock';
import {
  decideImposedLimit, exclusionUntil, isExcluded, shortensExclusion, type ExclusionKind, type ExclusionPeriod,
} from '../domain/responsible/rules';
import {
  applyDueLimits, audit, insertExclusion, latestExclusion, lockLimit, lockMember, readAtRisk, writeAtRisk, writeImposedLimit, type ExclusionRow,
} from '../repositories/responsible-repository';
import { audit as auditOperator, type AuditedBy } from './operator-audit';
import { exclusionView } from './account-service';

const iso = (d: Date) => d.toISOString();
const show = (v: number | null) => (v === null ? 'none' : String(v));
const endOf = (until: Date | null) => (until ? iso(until) : 'permanent');

function operatorOf(by: AuditedBy): { id: number; username: string } {
  if (!by.operator) throw new Error('an imposed responsible-gaming action needs an operator');
  return by.operator;
}

/**
 * Sets (or lowers) the site's ceiling on one limit kind. The member's own value is lowered to it at once; a raise
 * or removal the member was waiting for beyond it is dropped. A higher ceiling than the one in force: 4001
 * imposed_limit_cannot_loosen (the site never loosens what it imposed).
 */
export async function imposeLimit(tx: Tx, by: AuditedBy, memberId: number, kind: LimitKind, value: number, reason: string) {
  const operator = operatorOf(by);
  const at = now();
  if (!(await lockMember(tx, memberId))) return fail(Code.DATABASE, Msg.item_not_found, 'id');
  await applyDueLimits(tx, memberId, at);
  const row = await lockLimit(tx, memberId, kind);
  const decision = decideImposedLimit({ ...row, imposedValue: row.imposed?.value ?? null }, value);
  if (!decision.ok) {
    const refusal: Envelope<unknown> = { code: Code.PARAM_INVALID, msg: ResponsibleMsg.imposed_limit_cannot_loosen, field: 'value', data: { limit: row.imposed!.value } };
    return refusal;
  }
  await writeImposedLimit(tx, memberId, kind, {
    value: decision.value, pendingValue: decision.pendingValue, pendingEffectiveAt: decision.pendingEffectiveAt,
    imposed: { value, reason, by: operator.id, at },
  });
  await audit(tx, {
    memberId, actor: 'operator', actorId: operator.id, action: `imposed_limit:${kind}`,
    oldValue: `ceiling ${show(row.imposed?.value ?? null)}, own ${show(row.value)}`,
    newValue: `ceiling ${value}, own ${decision.value}${decision.droppedPending ? ', waiting change dropped' : ''} — ${reason}`, at,
  });
  await auditOperator(by, tx, {
    action: 'member.responsible.limit', targetType: 'member', targetId: memberId, memberId,
    before: { kind, ceiling: row.imposed?.value ?? null, value: row.value, pending_value: row.pendingValue },
    after: { kind, ceiling: value, value: decision.value, pending_value: decision.pendingValue, reason },
  });
  const answer: ImposedLimit = { kind, value, reason, set_at: iso(at) };
  return ok(answer);
}

/**
 * Starts a time-out or an exclusion the site imposes, now. Like the member's own it may only end at the same
 * time as the exclusion in force or later (4001 exclusion_cannot_be_shortened), and nothing ends it early.
 */
export async function imposeExclusion(tx: Tx, by: AuditedBy, memberId: number, kind: ExclusionKind, period: ExclusionPeriod, reason: string) {
  const operator = operatorOf(by);
  const at = now();
  if (!(await lockMember(tx, memberId))) return fail(Code.DATABASE, Msg.item_not_found, 'id');
  const current = await latestExclusion(tx, memberId);
  const active = current && isExcluded(current, at) ? current : null;
  const until = exclusionUntil(period, at);
  if (shortensExclusion(active, until)) return fail(Code.PARAM_INVALID, ResponsibleMsg.exclusion_cannot_be_shortened, 'period');
  const row: ExclusionRow = { kind, period, startedAt: at, until, imposedBy: operator.id, reason };
  await insertExclusion(tx, memberId, row);
  const before = active ? `${active.period} until ${endOf(active.until)}` : null;
  await audit(tx, {
    memberId, actor: 'operator', actorId: operator.id, action: `imposed_exclusion:${kind}`,
    oldValue: before, newValue: `${period} until ${endOf(until)} — ${reason}`, at,
  });
  await auditOperator(by, tx, {
    action: 'member.responsible.exclusion', targetType: 'member', targetId: memberId, memberId,
    before: active ? { kind: active.kind, period: active.period, until: active.until ? iso(active.until) : null } : null,
    after: { kind, period, until: until ? iso(until) : null, reason },
  });
  const answer: Exclusion = exclusionView(row);
  return ok(answer);
}

/** Flags the member at risk, or clears the flag, with a reason (internal: the member never sees it). */
export async function setAtRisk(tx: Tx, by: AuditedBy, memberId: number, atRisk: boolean, reason: string) {
  const operator = operatorOf(by);
  const at = now();
  if (!(await lockMember(tx, memberId))) return fail(Code.DATABASE, Msg.item_not_found, 'id');
  const before = (await readAtRisk(tx, memberId))!;
  await writeAtRisk(tx, memberId, { atRisk, reason, at, operatorId: operator.id });
  await audit(tx, {
    memberId, actor: 'operator', actorId: operator.id, action: atRisk ? 'at_risk:set' : 'at_risk:cleared',
    oldValue: before.atRisk ? `at risk — ${before.reason ?? ''}` : 'not at risk', newValue: `${atRisk ? 'at risk' : 'not at risk'} — ${reason}`, at,
  });
  await auditOperator(by, tx, {
    action: 'member.at_risk', targetType: 'member', targetId: memberId, memberId,
    before: { at_risk: before.atRisk, reason: before.reason }, after: { at_risk: atRisk, reason },
  });
  const answer: AtRiskState = { member_id: memberId, at_risk: atRisk, reason, at: iso(at), by: operator.username };
  return ok(answer);
}
