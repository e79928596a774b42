// AML alerts (issue 47 §3): the figures the rules read (deposits in 24 hours, deposits and stakes since the last
// withdrawal, members on one account, limit hits, logins), the alerts and their comments, and a site's thresholds.
import type { AmlAlertRow, AmlComment, AmlOutcome, AmlRule, AmlStatus } from '@casino/shared/contract';
import { execute, firstRow, rows, sql, type Queryable, type SQL } from '../db/client';
import { toIso, toNumber } from '../db/values';

type Row = Record<string, unknown>;

// ---- thresholds ----------------------------------------------------------------------------------------------

/** The default site's stored thresholds (members carry no site: the default site's apply, as for the KYC threshold). */
export async function storedThresholds(q: Queryable): Promise<{ domain: string; thresholds: Record<string, unknown> } | undefined> {
  const row = await firstRow<Row>(q, sql`
    SELECT s.domain, coalesce(a.thresholds, '{}'::jsonb) AS thresholds FROM site_configs s LEFT JOIN aml_settings a ON a.domain = s.domain
    WHERE s.is_default ORDER BY s.domain LIMIT 1`);
  return row && { domain: String(row.domain), thresholds: row.thresholds as Record<string, unknown> };
}

/** Merges `patch` into the site's stored thresholds; the stored object after. */
export async function mergeThresholds(q: Queryable, domain: string, patch: Record<string, number>): Promise<Record<string, unknown>> {
  const row = await firstRow<Row>(q, sql`
    INSERT INTO aml_settings (domain, thresholds) VALUES (${domain}, ${JSON.stringify(patch)}::jsonb)
    ON CONFLICT (domain) DO UPDATE SET thresholds = aml_settings.thresholds || EXCLUDED.thresholds, updated_at = now()
    RETURNING thresholds`);
  return row!.thresholds as Record<string, unknown>;
}

// ---- the figures the rules read ------------------------------------------------------------------------------

/** The member's own deposit requests since `since` (operator payments and point conversions left out). */
export async function depositsSince(q: Queryable, memberId: number, since: Date): Promise<{ count: number; total: number }> {
  const row = await firstRow<Row>(q, sql`
    SELECT count(*) AS n, coalesce(sum(amount), 0) AS total FROM deposit_requests
    WHERE member_id = ${memberId} AND created_at >= ${since.toISOString()}::timestamptz AND status IN ('waiting', 'completed', 'rejected')`);
  return { count: toNumber(row?.n), total: toNumber(row?.total) };
}

/**
 * Deposits credited and stakes placed since the member's previous withdrawal request (not `withdrawalId`), or since
 * `floor` when that is later (or there is none).
 */
export async function playSinceLastWithdrawal(q: Queryable, memberId: number, withdrawalId: number, floor: Date): Promise<{ deposits: number; turnover: number }> {
  const row = await firstRow<Row>(q, sql`
    WITH since AS (
      SELECT greatest(${floor.toISOString()}::timestamptz, coalesce(max(created_at), '-infinity'::timestamptz)) AS at FROM withdrawal_requests
      WHERE member_id = ${memberId} AND id <> ${withdrawalId} AND status <> 'auto'
    )
    SELECT coalesce(sum(CASE WHEN l.type = 'deposit' THEN l.amount ELSE 0 END), 0) AS deposits,
           coalesce(sum(CASE WHEN l.type = 'bet' THEN abs(l.amount) ELSE 0 END), 0) AS turnover
    FROM ledger l, since WHERE l.member_id = ${memberId} AND l.created_at >= since.at AND l.type IN ('deposit', 'bet')`);
  return { deposits: toNumber(row?.deposits), turnover: toNumber(row?.turnover) };
}

export async function memberBankAccount(q: Queryable, memberId: number): Promise<string | undefined> {
  const row = await firstRow<Row>(q, sql`SELECT bank_account FROM members WHERE id = ${memberId}`);
  return row && String(row.bank_account);
}

/** The other members whose payout account is `account` (at most 50: the alert lists them). */
export async function othersOnAccount(q: Queryable, memberId: number, account: string): Promise<Array<{ id: number; username: string }>> {
  const list = await rows<Row>(q, sql`
    SELECT id, username FROM members WHERE bank_account = ${account} AND bank_account <> '' AND id <> ${memberId} ORDER BY id LIMIT 50`);
  return list.map((r) => ({ id: toNumber(r.id), username: String(r.username) }));
}

export async function insertLimitHit(q: Queryable, memberId: number, kind: string): Promise<void> {
  await execute(q, sql`INSERT INTO responsible_limit_hits (member_id, kind) VALUES (${memberId}, ${kind})`);
}

export async function limitHitsSince(q: Queryable, memberId: number, since: Date): Promise<Array<{ kind: string; at: Date }>> {
  const list = await rows<Row>(q, sql`
    SELECT kind, created_at FROM responsible_limit_hits WHERE member_id = ${memberId} AND created_at >= ${since.toISOString()}::timestamptz
    ORDER BY id DESC LIMIT 1000`);
  return list.map((r) => ({ kind: String(r.kind), at: new Date(toIso(r.created_at)) }));
}

export interface LoginRow { id: number; country: string; userAgent: string; ip: string; at: Date }
const loginOf = (r: Row): LoginRow => ({ id: toNumber(r.id), country: String(r.country), userAgent: String(r.user_agent), ip: String(r.ip), at: new Date(toIso(r.created_at)) });

/** Successful logins since `since` (newest first), and the distinct countries and browsers of those before it. */
export async function loginsAround(q: Queryable, memberId: number, since: Date): Promise<{ recent: LoginRow[]; earlier: LoginRow[] }> {
  const at = since.toISOString();
  const recent = await rows<Row>(q, sql`
    SELECT id, country, user_agent, ip, created_at FROM member_logins WHERE member_id = ${memberId} AND success AND created_at >= ${at}::timestamptz
    ORDER BY id DESC LIMIT 50`);
  const earlier = await rows<Row>(q, sql`
    SELECT 0 AS id, country, user_agent, '' AS ip, max(created_at) AS created_at FROM member_logins
    WHERE member_id = ${memberId} AND success AND created_at < ${at}::timestamptz GROUP BY country, user_agent LIMIT 500`);
  return { recent: recent.map(loginOf), earlier: earlier.map(loginOf) };
}

/** The member's withdrawal still waiting for a cashier, if any (its id). */
export async function waitingWithdrawal(q: Queryable, memberId: number): Promise<number | null> {
  const row = await firstRow<Row>(q, sql`SELECT id FROM withdrawal_requests WHERE member_id = ${memberId} AND status = 'waiting' ORDER BY id DESC LIMIT 1`);
  return row ? toNumber(row.id) : null;
}

// ---- alerts --------------------------------------------------------------------------------------------------

/** Raises an alert; null when the same member, rule and subject already has an open one (nothing written). */
export async function insertAlert(q: Queryable, alert: { memberId: number; rule: AmlRule; subject: string; detail: Record<string, unknown> }): Promise<number | null> {
  const row = await firstRow<Row>(q, sql`
    INSERT INTO aml_alerts (member_id, rule, subject, detail) VALUES (${alert.memberId}, ${alert.rule}, ${alert.subject}, ${JSON.stringify(alert.detail)}::jsonb)
    ON CONFLICT (member_id, rule, subject) WHERE status = 'open' DO NOTHING RETURNING id`);
  return row ? toNumber(row.id) : null;
}

const ALERT_SELECT = sql`
  SELECT a.id, a.member_id, m.username, m.nickname, a.rule, a.subject, a.detail, a.status, a.assignee_id, a.assignee, a.outcome, a.note,
         a.closed_by, a.created_at, a.closed_at, (SELECT count(*) FROM aml_alert_comments c WHERE c.alert_id = a.id) AS comments
  FROM aml_alerts a JOIN members m ON m.id = a.member_id`;

const alertOf = (r: Row): AmlAlertRow => ({
  id: toNumber(r.id), member_id: toNumber(r.member_id), username: String(r.username), nickname: String(r.nickname),
  rule: String(r.rule) as AmlRule, subject: String(r.subject),
  detail: (typeof r.detail === 'string' ? JSON.parse(r.detail) : r.detail) as Record<string, unknown>,
  status: String(r.status) as AmlStatus,
  assignee_id: r.assignee_id == null ? null : toNumber(r.assignee_id), assignee: String(r.assignee),
  outcome: r.outcome == null ? null : String(r.outcome) as AmlOutcome, note: String(r.note), closed_by: String(r.closed_by),
  created_at: toIso(r.created_at), closed_at: r.closed_at == null ? null : toIso(r.closed_at), comments: toNumber(r.comments),
});

export interface AlertFilter { status?: AmlStatus; rule?: AmlRule; memberId?: number; assigneeId?: number | null }

/** Alerts by filter: open ones oldest first (a queue), otherwise newest first. */
export async function findAlerts(q: Queryable, filter: AlertFilter, page: number, size: number): Promise<{ list: AmlAlertRow[]; total: number }> {
  const where: SQL[] = [sql`true`];
  if (filter.status) where.push(sql`a.status = ${filter.status}`);
  if (filter.rule) where.push(sql`a.rule = ${filter.rule}`);
  if (filter.memberId !== undefined) where.push(sql`a.member_id = ${filter.memberId}`);
  if (filter.assigneeId === null) where.push(sql`a.assignee_id IS NULL`);
  else if (filter.assigneeId !== undefined) where.push(sql`a.assignee_id = ${filter.assigneeId}`);
  const condition = sql.join(where, sql` AND `);
  const order = filter.status === 'open' ? sql`a.id ASC` : sql`a.id DESC`;
  const list = await rows<Row>(q, sql`${ALERT_SELECT} WHERE ${condition} ORDER BY ${order} LIMIT ${size} OFFSET ${(page - 1) * size}`);
  const total = await firstRow<Row>(q, sql`SELECT count(*) AS n FROM aml_alerts a WHERE ${condition}`);
  return { list: list.map(alertOf), total: toNumber(total?.n) };
}

export async function findAlert(q: Queryable, id: number, lock = false): Promise<AmlAlertRow | undefined> {
  // the row lock first (an assignment, a comment and a close of one alert take turns), then the read
  if (lock) await execute(q, sql`SELECT id FROM aml_alerts WHERE id = ${id} FOR UPDATE`);
  const row = await firstRow<Row>(q, sql`${ALERT_SELECT} WHERE a.id = ${id}`);
  return row && alertOf(row);
}

export async function alertComments(q: Queryable, alertId: number): Promise<AmlComment[]> {
  const list = await rows<Row>(q, sql`SELECT id, alert_id, operator, body, created_at FROM aml_alert_comments WHERE alert_id = ${alertId} ORDER BY id`);
  return list.map((r) => ({ id: toNumber(r.id), alert_id: toNumber(r.alert_id), operator: String(r.operator), body: String(r.body), created_at: toIso(r.created_at) }));
}

export async function setAssignee(q: Queryable, id: number, assignee: { id: number; username: string } | null): Promise<void> {
  await execute(q, sql`UPDATE aml_alerts SET assignee_id = ${assignee?.id ?? null}, assignee = ${assignee?.username ?? ''} WHERE id = ${id}`);
}

export async function insertComment(q: Queryable, comment: { alertId: number; operatorId: number; operator: string; body: string }): Promise<number> {
  const row = await firstRow<Row>(q, sql`
    INSERT INTO aml_alert_comments (alert_id, operator_id, operator, body) VALUES (${comment.alertId}, ${comment.operatorId}, ${comment.operator}, ${comment.body})
    RETURNING id`);
  return toNumber(row!.id);
}

/** Closes an open alert; false when it was not open (closed before). */
export async function closeAlert(q: Queryable, id: number, close: { outcome: AmlOutcome; note: string; by: string }): Promise<boolean> {
  const done = await rows(q, sql`
    UPDATE aml_alerts SET status = 'closed', outcome = ${close.outcome}, note = ${close.note}, closed_by = ${close.by}, closed_at = now()
    WHERE id = ${id} AND status = 'open' RETURNING id`);
  return done.length > 0;
}
