// A player's whole story (issue 47 §5): internal notes, and one timeline of everything that happened to a member —
// cash and points ledger rows, deposit and withdrawal requests (with the operator who decided), responsible-gaming
// changes (limits, exclusions, KYC, by the member, an operator or the system), operator actions on the member (the
// operator audit, reads left out), four-eyes requests, KYC uploads and reviews, AML alerts (for the AML roles only,
// with the operators' actions on them), notes and login attempts — newest first, filterable by kind.
import type { TimelineKind, TimelineItem, MemberNote } from '@casino/shared/contract';
import { firstRow, rows, sql, type Queryable } from '../db/client';
import { toIso, toNumber } from '../db/values';

type Row = Record<string, unknown>;

export async function insertMemberNote(q: Queryable, note: { memberId: number; operatorId: number; operator: string; body: string }): Promise<MemberNote> {
  const row = await firstRow<Row>(q, sql`
    INSERT INTO member_notes (member_id, operator_id, operator, body) VALUES (${note.memberId}, ${note.operatorId}, ${note.operator}, ${note.body})
    RETURNING id, member_id, operator, body, created_at`);
  return noteOf(row!);
}

const noteOf = (r: Row): MemberNote => ({ id: toNumber(r.id), member_id: toNumber(r.member_id), operator: String(r.operator), body: String(r.body), created_at: toIso(r.created_at) });

/** Each kind's rows in one shape: when, what kind, which action, the amount (money), a detail, who did it. */
/** What the viewer may read: `aml` — AML alerts and the operators' actions on them (owner and compliance only). */
export interface TimelineViewer { aml: boolean }

const SOURCES: Record<TimelineKind, (memberId: number, viewer: TimelineViewer) => ReturnType<typeof sql>> = {
  ledger: (id) => sql`SELECT l.created_at AS at, 'ledger'::text AS kind, l.id, l.type AS action, l.amount, coalesce(l.ref, '') AS detail, ''::text AS actor FROM ledger l WHERE l.member_id = ${id}`,
  points: (id) => sql`SELECT p.created_at AS at, 'points' AS kind, p.id, p.type AS action, p.amount, coalesce(p.note, p.ref, '') AS detail, '' AS actor FROM point_ledger p WHERE p.member_id = ${id}`,
  deposit: (id) => sql`SELECT coalesce(d.processed_at, d.created_at) AS at, 'deposit' AS kind, d.id, d.status AS action, d.amount, coalesce(d.reason, '') AS detail, coalesce(o.username, '') AS actor
    FROM deposit_requests d LEFT JOIN operators o ON o.id = d.decided_by WHERE d.member_id = ${id}`,
  withdrawal: (id) => sql`SELECT coalesce(w.processed_at, w.created_at) AS at, 'withdrawal' AS kind, w.id, w.status AS action, w.amount, coalesce(w.reason, '') AS detail, coalesce(o.username, '') AS actor
    FROM withdrawal_requests w LEFT JOIN operators o ON o.id = w.decided_by WHERE w.member_id = ${id}`,
  responsible: (id) => sql`SELECT r.created_at AS at, 'responsible' AS kind, r.id, r.action, NULL::bigint AS amount, coalesce(r.old_value, '—') || ' → ' || coalesce(r.new_value, '—') AS detail,
    CASE r.actor WHEN 'operator' THEN coalesce(o.username, 'operator') ELSE r.actor END AS actor
    FROM responsible_audit r LEFT JOIN operators o ON r.actor = 'operator' AND o.id = r.actor_id WHERE r.member_id = ${id}`,
  approval: (id) => sql`SELECT coalesce(r.decided_at, r.created_at) AS at, 'approval' AS kind, r.id, r.kind || '.' || r.status AS action, r.amount,
    r.reason || coalesce(' · ' || r.decision_reason, '') AS detail, r.maker || coalesce(' → ' || r.checker, '') AS actor
    FROM approval_requests r WHERE r.member_id = ${id}`,
  kyc: (id) => sql`SELECT d.created_at AS at, 'kyc' AS kind, d.id, 'upload.' || d.kind AS action, NULL::bigint AS amount, d.mime || ' · ' || d.size || ' B' AS detail, '' AS actor
    FROM kyc_documents d WHERE d.member_id = ${id}
    UNION ALL SELECT k.created_at AS at, 'kyc' AS kind, k.id, 'review.' || k.decision AS action, NULL::bigint AS amount, coalesce(k.reason, k.verified_name, '') AS detail, k.operator AS actor
    FROM kyc_reviews k WHERE k.member_id = ${id}`,
  alert: (id) => sql`SELECT coalesce(a.closed_at, a.created_at) AS at, 'alert' AS kind, a.id, a.rule || '.' || a.status AS action, NULL::bigint AS amount,
    trim(coalesce(a.outcome, '') || ' ' || a.note) AS detail, CASE WHEN a.status = 'closed' THEN a.closed_by ELSE a.assignee END AS actor
    FROM aml_alerts a WHERE a.member_id = ${id}`,
  operator: (id, { aml }) => sql`SELECT a.created_at AS at, 'operator' AS kind, a.id, a.action, NULL::bigint AS amount, coalesce(a.after::text, '') AS detail, a.operator AS actor
    FROM operator_audit a WHERE a.member_id = ${id} AND a.action <> 'member.view' ${aml ? sql`` : sql`AND a.action NOT LIKE 'aml.%'`}`,
  note: (id) => sql`SELECT n.created_at AS at, 'note' AS kind, n.id, 'note' AS action, NULL::bigint AS amount, n.body AS detail, n.operator AS actor FROM member_notes n WHERE n.member_id = ${id}`,
  login: (id) => sql`SELECT g.created_at AS at, 'login' AS kind, g.id, g.outcome AS action, NULL::bigint AS amount, g.ip || ' · ' || g.user_agent AS detail, '' AS actor FROM member_logins g WHERE g.member_id = ${id}`,
};

export async function memberTimeline(
  q: Queryable, memberId: number, kinds: readonly TimelineKind[], page: number, size: number, viewer: TimelineViewer,
): Promise<{ list: TimelineItem[]; total: number }> {
  const union = sql.join(kinds.map((k) => SOURCES[k](memberId, viewer)), sql` UNION ALL `);
  const list = await rows<Row>(q, sql`
    SELECT at, kind, id, action, amount, detail, actor FROM (${union}) t
    ORDER BY at DESC, kind, id DESC LIMIT ${size} OFFSET ${(page - 1) * size}`);
  const total = await firstRow<Row>(q, sql`SELECT count(*) AS n FROM (${union}) t`);
  return {
    list: list.map((r) => ({
      at: toIso(r.at), kind: String(r.kind) as TimelineKind, id: toNumber(r.id), action: String(r.action),
      amount: r.amount === null || r.amount === undefined ? null : toNumber(r.amount), detail: String(r.detail ?? ''), actor: String(r.actor ?? ''),
    })),
    total: toNumber(total?.n),
  };
}
