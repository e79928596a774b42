// SQL of responsible gaming and compliance (issue 10): limits with their pending (cooling-off) changes,
// exclusions, play activity, deposit usage per Seoul window, KYC state, the audit trail and the session
// summary. Times that rules compare come from the injectable clock (domain/responsible/clock.ts) and are
// passed in as `at`; nothing here reads the system time on its own.
import { LIMIT_KINDS, type KycStatus, type LimitKind } from '@casino/shared/contract';
import { execute, firstRow, rows, sql, type Queryable, type SQL } from '../db/client';
import { toIso, toNumber } from '../db/values';
import type { ExclusionKind, ExclusionPeriod } from '../domain/responsible/rules';

export type Actor = 'member' | 'operator' | 'system';

/** Stored in members.self_excluded_until for a permanent exclusion (every existing check compares with it). */
export const PERMANENT_UNTIL = '9999-12-31T00:00:00.000Z';

/** A bet or launch within this many seconds of the previous one continues the same stretch of play. */
export const PLAY_IDLE_GAP_SECONDS = 300;

const dateOf = (v: unknown): Date | null => {
  const iso = toIso(v);
  return iso === '' ? null : new Date(iso);
};
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : toNumber(v));

export interface LimitRow { kind: LimitKind; value: number | null; pendingValue: number | null; pendingEffectiveAt: Date | null }

/** A ceiling the site's team imposed on one kind (issue 47 §4). */
export interface ImposedRow { value: number; reason: string; by: number | null; at: Date }

/** A limit row with the site's ceiling on it (null: none). */
export interface LockedLimitRow extends LimitRow { imposed: ImposedRow | null }

const imposedOf = (r: Record<string, unknown>): ImposedRow | null => (r.imposed_value === null || r.imposed_value === undefined ? null : {
  value: toNumber(r.imposed_value), reason: String(r.imposed_reason ?? ''), by: numOrNull(r.imposed_by), at: dateOf(r.imposed_at)!,
});

export async function audit(q: Queryable, entry: {
  memberId: number; actor: Actor; actorId?: number | null; action: string; oldValue: string | null; newValue: string | null; at: Date;
}): Promise<void> {
  await execute(q, sql`
    INSERT INTO responsible_audit (member_id, actor, actor_id, action, old_value, new_value, created_at)
    VALUES (${entry.memberId}, ${entry.actor}, ${entry.actorId ?? null}, ${entry.action}, ${entry.oldValue}, ${entry.newValue}, ${entry.at.toISOString()})`);
}

export interface AuditRow { id: number; actor: string; actor_id: number | null; action: string; old_value: string | null; new_value: string | null; created_at: string }

export async function listAudit(q: Queryable, memberId: number, limit = 200): Promise<AuditRow[]> {
  const found = await rows<Record<string, unknown>>(q, sql`
    SELECT id, actor, actor_id, action, old_value, new_value, created_at FROM responsible_audit
    WHERE member_id = ${memberId} ORDER BY id DESC LIMIT ${limit}`);
  return found.map((r) => ({
    id: toNumber(r.id), actor: String(r.actor), actor_id: numOrNull(r.actor_id), action: String(r.action),
    old_value: r.old_value === null ? null : String(r.old_value), new_value: r.new_value === null ? null : String(r.new_value),
    created_at: toIso(r.created_at),
  }));
}

const show = (v: unknown) => (v === null || v === undefined ? null : String(toNumber(v)));

/**
 * Applies every pending change whose cooling-off is over (lazily: the first read after its time does it) and
 * audits it as the system's. The WHERE is re-checked on the locked row, so two readers apply it once.
 */
export async function applyDueLimits(q: Queryable, memberId: number, at: Date): Promise<void> {
  const iso = at.toISOString();
  const applied = await rows<Record<string, unknown>>(q, sql`
    UPDATE member_limits l SET value = l.pending_value, pending_value = NULL, pending_effective_at = NULL, updated_at = ${iso}
    FROM (SELECT kind, value AS old_value FROM member_limits WHERE member_id = ${memberId} AND pending_effective_at <= ${iso}) o
    WHERE l.member_id = ${memberId} AND l.kind = o.kind AND l.pending_effective_at <= ${iso}
    RETURNING l.kind, o.old_value, l.value`);
  for (const r of applied) {
    await audit(q, { memberId, actor: 'system', action: `limit_applied:${String(r.kind)}`, oldValue: show(r.old_value), newValue: show(r.value), at });
  }
}

export async function readLimitRows(q: Queryable, memberId: number): Promise<LimitRow[]> {
  const found = await rows<Record<string, unknown>>(q, sql`
    SELECT kind, value, pending_value, pending_effective_at FROM member_limits WHERE member_id = ${memberId}`);
  return found.map((r) => ({
    kind: r.kind as LimitKind, value: numOrNull(r.value), pendingValue: numOrNull(r.pending_value), pendingEffectiveAt: dateOf(r.pending_effective_at),
  }));
}

/** The limits in force at `at` (due pending changes applied first) and the changes still waiting. */
export async function currentLimits(q: Queryable, memberId: number, at: Date): Promise<{ limits: Record<LimitKind, number | null>; pending: LimitRow[] }> {
  await applyDueLimits(q, memberId, at);
  const limits = Object.fromEntries(LIMIT_KINDS.map((k) => [k, null])) as Record<LimitKind, number | null>;
  const pending: LimitRow[] = [];
  for (const row of await readLimitRows(q, memberId)) {
    limits[row.kind] = row.value;
    if (row.pendingEffectiveAt) pending.push(row);
  }
  return { limits, pending };
}

/** Locks the member's row of this kind (created when missing) and returns it, with the site's ceiling. */
export async function lockLimit(q: Queryable, memberId: number, kind: LimitKind): Promise<LockedLimitRow> {
  await execute(q, sql`INSERT INTO member_limits (member_id, kind) VALUES (${memberId}, ${kind}) ON CONFLICT DO NOTHING`);
  const r = await firstRow<Record<string, unknown>>(q, sql`
    SELECT kind, value, pending_value, pending_effective_at, imposed_value, imposed_reason, imposed_by, imposed_at
    FROM member_limits WHERE member_id = ${memberId} AND kind = ${kind} FOR UPDATE`);
  return {
    kind, value: numOrNull(r!.value), pendingValue: numOrNull(r!.pending_value), pendingEffectiveAt: dateOf(r!.pending_effective_at), imposed: imposedOf(r!),
  };
}

/** The ceilings the site imposed on a member, by kind. */
export async function imposedLimits(q: Queryable, memberId: number): Promise<Array<{ kind: LimitKind } & ImposedRow>> {
  const found = await rows<Record<string, unknown>>(q, sql`
    SELECT kind, imposed_value, imposed_reason, imposed_by, imposed_at FROM member_limits
    WHERE member_id = ${memberId} AND imposed_value IS NOT NULL ORDER BY kind`);
  return found.map((r) => ({ kind: r.kind as LimitKind, ...imposedOf(r)! }));
}

/** Writes the site's ceiling with the member's value (and waiting change) it leaves (the row is locked). */
export async function writeImposedLimit(q: Queryable, memberId: number, kind: LimitKind, change: {
  value: number; pendingValue: number | null; pendingEffectiveAt: Date | null; imposed: ImposedRow;
}): Promise<void> {
  await execute(q, sql`
    UPDATE member_limits SET value = ${change.value}, pending_value = ${change.pendingValue},
      pending_effective_at = ${change.pendingEffectiveAt ? change.pendingEffectiveAt.toISOString() : null},
      imposed_value = ${change.imposed.value}, imposed_reason = ${change.imposed.reason}, imposed_by = ${change.imposed.by},
      imposed_at = ${change.imposed.at.toISOString()}, updated_at = ${change.imposed.at.toISOString()}
    WHERE member_id = ${memberId} AND kind = ${kind}`);
}

export async function writeLimit(q: Queryable, memberId: number, kind: LimitKind, change: { value: number | null; pendingValue: number | null; pendingEffectiveAt: Date | null; at: Date }): Promise<void> {
  await execute(q, sql`
    UPDATE member_limits SET value = ${change.value}, pending_value = ${change.pendingValue},
      pending_effective_at = ${change.pendingEffectiveAt ? change.pendingEffectiveAt.toISOString() : null}, updated_at = ${change.at.toISOString()}
    WHERE member_id = ${memberId} AND kind = ${kind}`);
}

export interface ExclusionRow {
  kind: ExclusionKind; period: ExclusionPeriod; startedAt: Date; until: Date | null;
  /** issue 47 §4: the operator who imposed it (null: the member's own) and the reason the member is shown */
  imposedBy?: number | null; reason?: string | null;
}

/**
 * The exclusion that decides: the latest one started (a new one can only end later), or — for rows written
 * directly into members.self_excluded_until — a time-out ending then. Null when none was ever set.
 */
export async function latestExclusion(q: Queryable, memberId: number): Promise<ExclusionRow | null> {
  const r = await firstRow<Record<string, unknown>>(q, sql`
    SELECT e.kind, e.period, e.started_at, e.until, e.imposed_by, e.reason, m.self_excluded_until
    FROM members m LEFT JOIN LATERAL (
      SELECT kind, period, started_at, until, imposed_by, reason FROM member_exclusions WHERE member_id = m.id ORDER BY id DESC LIMIT 1) e ON true
    WHERE m.id = ${memberId}`);
  return r ? exclusionFrom(r) : null;
}

export interface PlayState {
  /** The member's account status and whether the self-exclusion column runs now (the launch policy's input); undefined: no such member. */
  member: { status: string; selfExcluded: boolean } | undefined;
  exclusion: ExclusionRow | null;
  session: LimitRow | null;
}

/**
 * What every bet and launch needs, in one statement (bets are hot): the account's status, the deciding
 * exclusion and the session time limit row (with its pending change, if any).
 */
export async function playState(q: Queryable, memberId: number): Promise<PlayState> {
  return playStateOf(await firstRow<Record<string, unknown>>(q, playStateQuery(memberId)));
}

/** The columns of `playStateQuery`'s row. */
export const PLAY_STATE_FIELDS = [
  'status', 'self_excluded_now', 'kind', 'period', 'started_at', 'until', 'imposed_by', 'reason', 'self_excluded_until', 'limit_kind', 'value', 'pending_value', 'pending_effective_at',
];

/**
 * The play state's one statement, for a repository that reads it with its own write in one round trip
 * (provider-transactions-repository.ts `claimDebit`); `playStateOf` reads its row.
 */
export function playStateQuery(memberId: number): SQL {
  return sql`
    SELECT m.status, coalesce(m.self_excluded_until > now(), false) AS self_excluded_now,
           e.kind, e.period, e.started_at, e.until, e.imposed_by, e.reason, m.self_excluded_until,
           l.kind AS limit_kind, l.value, l.pending_value, l.pending_effective_at
    FROM members m
    LEFT JOIN LATERAL (
      SELECT kind, period, started_at, until, imposed_by, reason FROM member_exclusions WHERE member_id = m.id ORDER BY id DESC LIMIT 1) e ON true
    LEFT JOIN member_limits l ON l.member_id = m.id AND l.kind = 'session_minutes'
    WHERE m.id = ${memberId}`;
}

/** The play state from a row of `playStateQuery` (no row: the member does not exist). */
export function playStateOf(r: Record<string, unknown> | undefined): PlayState {
  if (!r || r.status === null || r.status === undefined) return { member: undefined, exclusion: null, session: null };
  const session: LimitRow | null = r.limit_kind === null || r.limit_kind === undefined ? null : {
    kind: 'session_minutes', value: numOrNull(r.value), pendingValue: numOrNull(r.pending_value), pendingEffectiveAt: dateOf(r.pending_effective_at),
  };
  return { member: { status: String(r.status), selfExcluded: Boolean(r.self_excluded_now) }, exclusion: exclusionFrom(r), session };
}

function exclusionFrom(r: Record<string, unknown>): ExclusionRow | null {
  const column = dateOf(r.self_excluded_until);
  if (r.kind !== null && r.kind !== undefined) {
    const until = dateOf(r.until);
    const imposed = { imposedBy: numOrNull(r.imposed_by), reason: r.reason === null || r.reason === undefined ? null : String(r.reason) };
    // an operator (or older code) may have moved the column later than the row: the later end wins
    if (until !== null && column !== null && column.getTime() > until.getTime()) {
      return { kind: r.kind as ExclusionKind, period: r.period as ExclusionPeriod, startedAt: dateOf(r.started_at)!, until: column, ...imposed };
    }
    return { kind: r.kind as ExclusionKind, period: r.period as ExclusionPeriod, startedAt: dateOf(r.started_at)!, until, ...imposed };
  }
  if (column === null) return null;
  return { kind: 'self_exclusion', period: 'permanent', startedAt: column, until: column.toISOString() === PERMANENT_UNTIL ? null : column };
}

/**
 * Serialises exclusions and KYC changes of one member (the row lock is held to the end of the transaction).
 * NO KEY UPDATE, as every member lock (docs/server.md "Lock order"): FOR UPDATE would wait for the key-share
 * locks of concurrent inserts referencing the member and deadlock with them (40P01).
 */
export { lockMemberRow as lockMember } from './members-repository';

export async function insertExclusion(q: Queryable, memberId: number, e: ExclusionRow): Promise<void> {
  await execute(q, sql`
    INSERT INTO member_exclusions (member_id, kind, period, started_at, until, created_at, imposed_by, reason)
    VALUES (${memberId}, ${e.kind}, ${e.period}, ${e.startedAt.toISOString()}, ${e.until ? e.until.toISOString() : null}, ${e.startedAt.toISOString()},
            ${e.imposedBy ?? null}, ${e.reason ?? null})`);
  await execute(q, sql`
    UPDATE members SET self_excluded_until = greatest(self_excluded_until, ${e.until ? e.until.toISOString() : PERMANENT_UNTIL}::timestamptz)
    WHERE id = ${memberId}`); // greatest() skips NULL
}

/** Won asked for in deposit requests (waiting or completed) since each window start. */
export async function depositUsage(q: Queryable, memberId: number, w: { dayStart: Date; weekStart: Date; monthStart: Date }) {
  const r = await firstRow<Record<string, unknown>>(q, sql`
    SELECT coalesce(sum(amount) FILTER (WHERE created_at >= ${w.dayStart.toISOString()}), 0) AS daily,
           coalesce(sum(amount) FILTER (WHERE created_at >= ${w.weekStart.toISOString()}), 0) AS weekly,
           coalesce(sum(amount), 0) AS monthly
    FROM deposit_requests
    WHERE member_id = ${memberId} AND status IN ('waiting', 'completed') AND created_at >= ${w.monthStart.toISOString()}`);
  return { daily: toNumber(r?.daily), weekly: toNumber(r?.weekly), monthly: toNumber(r?.monthly) };
}

export async function recordLaunch(q: Queryable, memberId: number, ref: string | null, at: Date): Promise<void> {
  await execute(q, sql`INSERT INTO play_activity (member_id, kind, ref, created_at) VALUES (${memberId}, 'launch', ${ref}, ${at.toISOString()})`);
}

/**
 * Minutes of play between `from` and `to`: play events are game launches and bets (ledger `bet` rows, every
 * provider, house games included). Consecutive events at most PLAY_IDLE_GAP_SECONDS apart count the time
 * between them; an event followed by a longer pause (or by nothing) counts one minute.
 */
export async function minutesOfPlay(q: Queryable, memberId: number, from: Date, to: Date): Promise<number> {
  const f = from.toISOString();
  const t = to.toISOString();
  const r = await firstRow<{ seconds: unknown }>(q, sql`
    WITH ev AS (
      SELECT created_at AS at FROM ledger WHERE member_id = ${memberId} AND type = 'bet' AND created_at >= ${f} AND created_at < ${t}
      UNION ALL
      SELECT created_at FROM play_activity WHERE member_id = ${memberId} AND created_at >= ${f} AND created_at < ${t}
    ), gaps AS (
      SELECT extract(epoch FROM (lead(at) OVER (ORDER BY at) - at)) AS gap FROM ev
    )
    SELECT coalesce(sum(CASE WHEN gap IS NOT NULL AND gap <= ${PLAY_IDLE_GAP_SECONDS} THEN gap ELSE 60 END), 0)::bigint AS seconds FROM gaps`);
  return Math.floor(toNumber(r?.seconds) / 60);
}

export interface ComplianceRow { dateOfBirth: string | null; kycStatus: KycStatus; verifiedName: string | null; bankHolder: string }

export async function memberCompliance(q: Queryable, memberId: number): Promise<ComplianceRow | undefined> {
  const r = await firstRow<Record<string, unknown>>(q, sql`
    SELECT to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth, kyc_status, verified_name, bank_holder FROM members WHERE id = ${memberId}`);
  return r && {
    dateOfBirth: r.date_of_birth === null ? null : String(r.date_of_birth), kycStatus: r.kyc_status as KycStatus,
    verifiedName: r.verified_name === null ? null : String(r.verified_name), bankHolder: String(r.bank_holder),
  };
}

export async function setDateOfBirth(q: Queryable, memberId: number, dateOfBirth: string): Promise<void> {
  await execute(q, sql`UPDATE members SET date_of_birth = ${dateOfBirth}::date WHERE id = ${memberId}`);
}

/** Sets the KYC status by hand (or on approval); the reason of an earlier rejection no longer applies (issue 47 §2). */
export async function setKyc(q: Queryable, memberId: number, status: KycStatus, verifiedName: string | null): Promise<void> {
  await execute(q, sql`UPDATE members SET kyc_status = ${status}, verified_name = ${verifiedName}, kyc_reason = NULL WHERE id = ${memberId}`);
}

/**
 * This session's start and the member's bets and wins (ledger) since then: the member's running sums less
 * the sums the session recorded when it began (0009_running_totals.sql), so the cost never grows with play.
 */
export async function sessionPlay(q: Queryable, sessionId: string, memberId: number) {
  const r = await firstRow<Record<string, unknown>>(q, sql`
    SELECT s.created_at, m.play_bets - s.play_bets_at_start AS bets, m.play_wins - s.play_wins_at_start AS wins
    FROM sessions s JOIN members m ON m.id = s.member_id
    WHERE s.id = ${sessionId} AND s.member_id = ${memberId}`);
  return r && { loggedInAt: dateOf(r.created_at)!, bets: Math.max(0, toNumber(r.bets)), wins: toNumber(r.wins) };
}

// ---- issue 47 §4: the at-risk flag (internal; never shown to the member)

export interface AtRiskRow { atRisk: boolean; reason: string | null; at: Date | null; by: string | null }

export async function readAtRisk(q: Queryable, memberId: number): Promise<AtRiskRow | undefined> {
  const r = await firstRow<Record<string, unknown>>(q, sql`
    SELECT m.at_risk, m.at_risk_reason, m.at_risk_at, o.username AS at_risk_by
    FROM members m LEFT JOIN operators o ON o.id = m.at_risk_by WHERE m.id = ${memberId}`);
  return r && {
    atRisk: Boolean(r.at_risk), reason: r.at_risk_reason === null ? null : String(r.at_risk_reason), at: dateOf(r.at_risk_at),
    by: r.at_risk_by === null || r.at_risk_by === undefined ? null : String(r.at_risk_by),
  };
}

export async function writeAtRisk(q: Queryable, memberId: number, flag: { atRisk: boolean; reason: string; at: Date; operatorId: number }): Promise<void> {
  await execute(q, sql`
    UPDATE members SET at_risk = ${flag.atRisk}, at_risk_reason = ${flag.reason}, at_risk_at = ${flag.at.toISOString()}, at_risk_by = ${flag.operatorId}
    WHERE id = ${memberId}`);
}
