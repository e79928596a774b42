// The operator audit (issue 16): one row per operator action, written in the transaction of the action itself
// (so an action and its audit commit together or not at all). Append-only: there is no update or delete here,
// and a trigger (0008_backoffice.sql) refuses both in the database.
import type { OperatorAuditRow } from '@casino/shared/contract';
import { firstRow, rows, sql, type Queryable } from '../db/client';
import { SEOUL_UTC_OFFSET_HOURS, seoulDayStart as dayStart } from '../domain/seoul-calendar';
import { toIso, toNumber } from '../db/values';

export interface AuditEntry {
  operatorId: number | null; operator: string; role: string;
  action: string; targetType?: string; targetId?: string | number; memberId?: number | null;
  before?: unknown; after?: unknown; ip: string;
}

export async function recordAudit(q: Queryable, entry: AuditEntry): Promise<number> {
  const json = (v: unknown) => (v === undefined ? null : JSON.stringify(v));
  const row = await firstRow<{ id: unknown }>(q, sql`
    INSERT INTO operator_audit (operator_id, operator, role, action, target_type, target_id, member_id, before, after, ip)
    VALUES (${entry.operatorId}, ${entry.operator}, ${entry.role}, ${entry.action}, ${entry.targetType ?? ''},
            ${entry.targetId === undefined ? '' : String(entry.targetId)}, ${entry.memberId ?? null},
            ${json(entry.before)}::jsonb, ${json(entry.after)}::jsonb, ${entry.ip})
    RETURNING id`);
  return toNumber(row?.id);
}

export interface AuditFilter {
  operator_id?: number; member_id?: number; action?: string; from?: string; to?: string; page: number; size: number;
}

/** Newest first. `from` / `to` are whole days in Asia/Seoul (YYYY-MM-DD, inclusive). */
export async function listOperatorAudit(q: Queryable, f: AuditFilter): Promise<{ list: OperatorAuditRow[]; total: number }> {
  const where = [sql`TRUE`];
  if (f.operator_id !== undefined) where.push(sql`operator_id = ${f.operator_id}`);
  if (f.member_id !== undefined) where.push(sql`member_id = ${f.member_id}`);
  if (f.action) where.push(sql`action = ${f.action}`);
  if (f.from) where.push(sql`created_at >= ${seoulDayStart(f.from)}::timestamptz`);
  if (f.to) where.push(sql`created_at < ${seoulDayStart(f.to, 1)}::timestamptz`);
  const condition = sql.join(where, sql` AND `);
  const total = await firstRow<{ n: unknown }>(q, sql`SELECT count(*) AS n FROM operator_audit WHERE ${condition}`);
  const list = await rows<Record<string, unknown>>(q, sql`
    SELECT id, operator_id, operator, role, action, target_type, target_id, member_id, before, after, ip, created_at
    FROM operator_audit WHERE ${condition} ORDER BY id DESC LIMIT ${f.size} OFFSET ${(f.page - 1) * f.size}`);
  return {
    total: toNumber(total?.n),
    list: list.map((r) => ({
      id: toNumber(r.id), operator_id: r.operator_id === null ? null : toNumber(r.operator_id), operator: String(r.operator), role: String(r.role),
      action: String(r.action), target_type: String(r.target_type), target_id: String(r.target_id),
      member_id: r.member_id === null ? null : toNumber(r.member_id),
      before: parseJson(r.before), after: parseJson(r.after), ip: String(r.ip), created_at: toIso(r.created_at),
    })),
  };
}

const parseJson = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) as unknown : v ?? null);
/** The instant an Asia/Seoul day (YYYY-MM-DD) starts, `plusDays` later, as ISO 8601 (a statement parameter). */
export const seoulDayStart = (day: string, plusDays = 0): string => dayStart(day, plusDays).toISOString();
/** SQL: the Asia/Seoul day (YYYY-MM-DD text) of a timestamptz column. */
export const seoulDay = (column: string) => sql.raw(`to_char((${column} AT TIME ZONE 'UTC') + interval '${SEOUL_UTC_OFFSET_HOURS} hours', 'YYYY-MM-DD')`);
