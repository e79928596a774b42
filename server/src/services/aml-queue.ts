// The compliance queue of AML alerts (issue 47 §3): read, assign (to me, to another owner or compliance operator, to
// nobody), comment, close with an outcome and a note, once. Each action is audited in its transaction (the member's
// timeline shows it with the operator's name) and told live to the other compliance screens. Also the site's
// thresholds (audited with before and after).
import { canOperator, Code, Msg, type AmlAlertDetail, type AmlOutcome, type AmlThresholds, type OperatorRole } from '@casino/shared/contract';
import type { Queryable, Tx } from '../db/client';
import { fail, ok } from '../http/envelope';
import { toOperators } from '../repositories/events-repository';
import {
  alertComments, closeAlert, findAlert, findAlerts, insertComment, mergeThresholds, setAssignee, storedThresholds,
  type AlertFilter,
} from '../repositories/aml-repository';
import { findOperatorById, listOperators } from '../repositories/operators-repository';
import { amlThresholdsOf } from '../domain/aml/thresholds';
import { audit, type AuditedBy } from './operator-audit';

export const alertList = (q: Queryable, filter: AlertFilter, page: number, size: number) => findAlerts(q, filter, page, size);

export async function alertDetail(q: Queryable, id: number, lock = false): Promise<AmlAlertDetail | undefined> {
  const alert = await findAlert(q, id, lock);
  return alert && { ...alert, comments_list: await alertComments(q, id) };
}

const notFound = () => fail(Code.DATABASE, Msg.item_not_found, 'id');
const closedBefore = (alert: AmlAlertDetail) => ({ code: Code.ALREADY_PROCESSED, msg: Msg.request_already_processed, data: alert });

async function told(tx: Tx, alert: AmlAlertDetail, what: 'assigned' | 'commented' | 'closed') {
  await toOperators(tx, { type: 'aml.alert', data: { id: alert.id, member_id: alert.member_id, rule: alert.rule, status: alert.status, what } });
}

/** Assigns an open alert: `operatorId` undefined = the caller, null = nobody; the assignee must be able to work the queue. */
export async function assignAlert(tx: Tx, by: AuditedBy, id: number, operatorId: number | null | undefined) {
  const alert = await alertDetail(tx, id, true);
  if (!alert) return notFound();
  if (alert.status !== 'open') return closedBefore(alert);
  const me = by.operator!;
  const target = operatorId === null ? null
    : operatorId === undefined || operatorId === me.id ? { id: me.id, username: me.username, role: me.role as OperatorRole, status: 'active' }
      : await findOperatorById(tx, operatorId);
  if (target === undefined || (target !== null && (target.status !== 'active' || !canOperator(target.role, 'aml')))) {
    return fail(Code.PARAM_INVALID, Msg.invalid_input_value, 'operator_id');
  }
  await setAssignee(tx, id, target && { id: target.id, username: target.username });
  await audit(by, tx, {
    action: 'aml.assign', targetType: 'aml_alert', targetId: id, memberId: alert.member_id,
    before: { assignee: alert.assignee }, after: { assignee: target?.username ?? '', rule: alert.rule },
  });
  const after = (await alertDetail(tx, id))!;
  await told(tx, after, 'assigned');
  return ok(after);
}

/** A comment on an alert (open or closed: a follow-up after closing is still worth keeping). Append-only. */
export async function commentAlert(tx: Tx, by: AuditedBy, id: number, body: string) {
  const alert = await alertDetail(tx, id, true);
  if (!alert) return notFound();
  const me = by.operator!;
  const commentId = await insertComment(tx, { alertId: id, operatorId: me.id, operator: me.username, body });
  await audit(by, tx, { action: 'aml.comment', targetType: 'aml_alert', targetId: id, memberId: alert.member_id, after: { comment: commentId, body, rule: alert.rule } });
  const after = (await alertDetail(tx, id))!;
  await told(tx, after, 'commented');
  return ok(after);
}

/** Closes an open alert with an outcome and a note; a closed one answers 6000 with the alert as it is. */
export async function closeAlertAudited(tx: Tx, by: AuditedBy, id: number, outcome: AmlOutcome, note: string) {
  const alert = await alertDetail(tx, id, true);
  if (!alert) return notFound();
  if (!(await closeAlert(tx, id, { outcome, note, by: by.operator!.username }))) return closedBefore(alert);
  await audit(by, tx, {
    action: 'aml.close', targetType: 'aml_alert', targetId: id, memberId: alert.member_id,
    before: { status: 'open' }, after: { status: 'closed', outcome, note, rule: alert.rule },
  });
  const after = (await alertDetail(tx, id))!;
  await told(tx, after, 'closed');
  return ok(after);
}

/** The active operators an alert can be assigned to (owner and compliance). */
export async function amlAssignees(q: Queryable) {
  const all = await listOperators(q);
  return all.filter((o) => o.status === 'active' && canOperator(o.role, 'aml')).map((o) => ({ id: o.id, username: o.username, role: o.role }));
}

export async function thresholdsInForce(q: Queryable): Promise<AmlThresholds> {
  return amlThresholdsOf((await storedThresholds(q))?.thresholds);
}

/** Changes some thresholds of the (default) site; audited with the values in force before and after. */
export async function setThresholds(tx: Tx, by: AuditedBy, patch: Partial<AmlThresholds>) {
  const stored = await storedThresholds(tx);
  if (!stored) return fail(Code.DATABASE, Msg.item_not_found, 'domain');
  const before = amlThresholdsOf(stored.thresholds);
  const values = Object.fromEntries(Object.entries(patch).filter((e): e is [string, number] => typeof e[1] === 'number'));
  const after = amlThresholdsOf(await mergeThresholds(tx, stored.domain, values));
  await audit(by, tx, { action: 'aml.settings', targetType: 'site', targetId: stored.domain, before, after });
  return ok(after);
}
