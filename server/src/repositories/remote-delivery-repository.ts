// Progressive delivery of remotes (issue 15): releases, the canary beside each stable version, the audit of
// every registry change, per-minute health from browsers, and the per-site rollback thresholds. All SQL.
import { columns, execute, firstRow, rows, sql, type Queryable } from '../db/client';
import { toIso, toNumber } from '../db/values';
import { DEFAULT_POLICY, tallyHealth, type Health, type ReleaseRecord, type ReporterTally, type RolloutPolicy } from '../domain/remote-delivery';
import type { DeliveryAction, DeliveryEntry } from '../domain/delivery-model';
import { findRemotes, type RemoteRow } from './site-repository';

export interface ReleaseRow { name: string; version: string; baseUrl: string; record: ReleaseRecord; recordDigest: string; publishedAt: string; publishedBy: number | null }

const RELEASE_COLUMNS = columns(['name', 'version', 'base_url', 'record', 'record_digest', 'published_at', 'published_by']);

const releaseRow = (r: Record<string, unknown>): ReleaseRow => ({
  name: String(r.name), version: String(r.version), baseUrl: String(r.base_url), record: r.record as ReleaseRecord,
  recordDigest: String(r.record_digest), publishedAt: toIso(r.published_at), publishedBy: r.published_by == null ? null : toNumber(r.published_by),
});

export async function findRelease(q: Queryable, name: string, version: string): Promise<ReleaseRow | undefined> {
  const row = await firstRow<Record<string, unknown>>(q, sql`SELECT ${RELEASE_COLUMNS} FROM remote_releases WHERE name = ${name} AND version = ${version}`);
  return row && releaseRow(row);
}

export async function listReleases(q: Queryable, name?: string): Promise<ReleaseRow[]> {
  const found = await rows<Record<string, unknown>>(q, sql`
    SELECT ${RELEASE_COLUMNS} FROM remote_releases WHERE (${name ?? null}::text IS NULL OR name = ${name ?? null}) ORDER BY published_at DESC, version DESC LIMIT 200`);
  return found.map(releaseRow);
}

/** false when the version is already known (with this or another record). */
export async function insertRelease(q: Queryable, r: { name: string; version: string; baseUrl: string; record: ReleaseRecord; recordDigest: string; operatorId: number }): Promise<boolean> {
  const row = await firstRow(q, sql`
    INSERT INTO remote_releases (name, version, base_url, record, record_digest, published_by)
    VALUES (${r.name}, ${r.version}, ${r.baseUrl}, ${JSON.stringify(r.record)}::jsonb, ${r.recordDigest}, ${r.operatorId})
    ON CONFLICT DO NOTHING RETURNING name`);
  return row !== undefined;
}

/** The site's own registry row for a remote, created from the inherited default row when it has none. */
export async function ownRemoteRow(q: Queryable, domain: string, name: string): Promise<RemoteRow | undefined> {
  const current = (await findRemotes(q, domain)).find((r) => r.name === name);
  if (!current || current.domain === domain) return current;
  await execute(q, sql`
    INSERT INTO remote_registry (domain, name, base_url, version) VALUES (${domain}, ${name}, ${current.baseUrl}, ${current.version})
    ON CONFLICT DO NOTHING`);
  return (await findRemotes(q, domain)).find((r) => r.name === name);
}

/** Locks the row for the rest of the transaction (one registry change per site and remote at a time). */
export async function lockRemoteRow(q: Queryable, domain: string, name: string): Promise<void> {
  await execute(q, sql`SELECT 1 FROM remote_registry WHERE domain = ${domain} AND name = ${name} FOR UPDATE`);
}

export async function setCanary(q: Queryable, domain: string, name: string, c: { version: string | null; percent: number; members: number[]; labels: string[] }, operatorId: number | null): Promise<void> {
  await execute(q, sql`
    UPDATE remote_registry SET canary_version = ${c.version}, canary_percent = ${c.percent},
      canary_members = ${JSON.stringify(c.members)}::jsonb, canary_labels = ${JSON.stringify(c.labels)}::jsonb,
      updated_at = now(), updated_by = coalesce(${operatorId}, updated_by)
    WHERE domain = ${domain} AND name = ${name}`);
}

/** The canary's share to 0 % and no named members, unless it changed meanwhile (the automatic rollback). */
export async function zeroCanary(q: Queryable, domain: string, name: string, version: string): Promise<boolean> {
  const row = await firstRow(q, sql`
    UPDATE remote_registry SET canary_percent = 0, canary_members = '[]'::jsonb, canary_labels = '[]'::jsonb, updated_at = now()
    WHERE domain = ${domain} AND name = ${name} AND canary_version = ${version}
      AND (canary_percent > 0 OR jsonb_array_length(canary_members) > 0)
    RETURNING name`);
  return row !== undefined;
}

/** A new stable version; the canary is cleared. */
export async function setStable(q: Queryable, domain: string, name: string, version: string, operatorId: number): Promise<void> {
  await execute(q, sql`
    UPDATE remote_registry SET version = ${version}, canary_version = NULL, canary_percent = 0, canary_members = '[]'::jsonb,
      canary_labels = '[]'::jsonb, updated_at = now(), updated_by = ${operatorId}
    WHERE domain = ${domain} AND name = ${name}`);
}

/** 'plan': a step plan's transition (services/rollout-plans.ts); the registry change it makes has its own entry. */
export type AuditAction = 'publish' | 'canary' | 'percent' | 'promote' | 'rollback' | 'auto_rollback' | 'gate_refused' | 'promote_refused' | 'policy' | 'set' | 'plan';
export interface AuditEntry {
  domain: string; name: string; action: AuditAction; operatorId: number | null; actor: string;
  from: string | null; to: string | null; percent?: number | null; reason: string;
}

export async function addAudit(q: Queryable, e: AuditEntry): Promise<void> {
  await execute(q, sql`
    INSERT INTO remote_audit (domain, name, action, operator_id, actor, from_version, to_version, percent, reason)
    VALUES (${e.domain}, ${e.name}, ${e.action}, ${e.operatorId}, ${e.actor}, ${e.from}, ${e.to}, ${e.percent ?? null}, ${e.reason.slice(0, 2000)})`);
}

export async function listAudit(q: Queryable, domain: string, name: string | undefined, limit: number) {
  const found = await rows<Record<string, unknown>>(q, sql`
    SELECT id, at, domain, name, action, operator_id, actor, from_version, to_version, percent, reason FROM remote_audit WHERE domain = ${domain} AND (${name ?? null}::text IS NULL OR name = ${name ?? null})
    ORDER BY id DESC LIMIT ${limit}`);
  return found.map((r) => ({
    id: toNumber(r.id), at: toIso(r.at), domain: String(r.domain), name: String(r.name), action: String(r.action) as AuditAction,
    operator_id: r.operator_id == null ? null : toNumber(r.operator_id), actor: String(r.actor),
    from: (r.from_version as string | null) ?? null, to: (r.to_version as string | null) ?? null,
    percent: r.percent == null ? null : toNumber(r.percent), reason: String(r.reason),
  }));
}

/** The registry changes of one site's remote, oldest first: what domain/delivery-model.ts replays. */
export async function deliveryTrail(q: Queryable, domain: string, name: string): Promise<DeliveryEntry[]> {
  const found = await rows<{ action: DeliveryAction; from_version: string | null; to_version: string | null; percent: unknown }>(q, sql`
    SELECT action, from_version, to_version, percent FROM remote_audit
    WHERE domain = ${domain} AND name = ${name} AND action IN ('set', 'canary', 'percent', 'promote', 'rollback', 'auto_rollback')
    ORDER BY id`);
  return found.map((r) => ({ action: r.action, from: r.from_version, to: r.to_version, percent: r.percent == null ? null : toNumber(r.percent) }));
}

export interface Counts { mounts: number; loadFailures: number; renderErrors: number; fallbacks: number }

/** What one reporter (one signed assignment) may add per kind and minute: a reload loop weighs no more than this. */
export const REPORTER_MINUTE_CAP = 10;

/** Adds one reporter's counts for a minute, each kind capped at REPORTER_MINUTE_CAP for that reporter and minute. */
export async function addTelemetry(q: Queryable, t: { domain: string; name: string; version: string; minute: Date; reporter: string; source: string }, c: Counts): Promise<void> {
  const cap = REPORTER_MINUTE_CAP;
  await execute(q, sql`
    INSERT INTO remote_telemetry (domain, name, version, minute, reporter, source, mounts, load_failures, render_errors, fallbacks)
    VALUES (${t.domain}, ${t.name}, ${t.version}, ${t.minute.toISOString()}::timestamptz, ${t.reporter}, ${t.source},
      least(${c.mounts}::int, ${cap}::int), least(${c.loadFailures}::int, ${cap}::int), least(${c.renderErrors}::int, ${cap}::int), least(${c.fallbacks}::int, ${cap}::int))
    ON CONFLICT (domain, name, version, minute, reporter) DO UPDATE SET
      mounts = least(remote_telemetry.mounts + EXCLUDED.mounts, ${cap}::int),
      load_failures = least(remote_telemetry.load_failures + EXCLUDED.load_failures, ${cap}::int),
      render_errors = least(remote_telemetry.render_errors + EXCLUDED.render_errors, ${cap}::int),
      fallbacks = least(remote_telemetry.fallbacks + EXCLUDED.fallbacks, ${cap}::int)`);
}

export interface VersionHealth extends Counts, Health { version: string }

/**
 * Per version of one site's remote: the counts of the last `minutes` minutes (the current minute included), and the
 * reporters' votes (domain/remote-delivery.ts tallyHealth).
 */
export async function healthSince(q: Queryable, domain: string, name: string, minutes: number): Promise<Map<string, VersionHealth>> {
  const found = await rows<Record<string, unknown>>(q, sql`
    SELECT version, reporter, source, sum(mounts) AS mounts, sum(load_failures) AS load_failures, sum(render_errors) AS render_errors, sum(fallbacks) AS fallbacks
    FROM remote_telemetry
    WHERE domain = ${domain} AND name = ${name} AND minute > now() - make_interval(mins => ${minutes})
    GROUP BY version, reporter, source`);
  const byVersion = new Map<string, { counts: Counts; reporters: ReporterTally[] }>();
  for (const r of found) {
    const version = String(r.version);
    const c = { mounts: toNumber(r.mounts), loadFailures: toNumber(r.load_failures), renderErrors: toNumber(r.render_errors), fallbacks: toNumber(r.fallbacks) };
    const v = byVersion.get(version) ?? { counts: { mounts: 0, loadFailures: 0, renderErrors: 0, fallbacks: 0 }, reporters: [] };
    v.counts.mounts += c.mounts;
    v.counts.loadFailures += c.loadFailures;
    v.counts.renderErrors += c.renderErrors;
    v.counts.fallbacks += c.fallbacks;
    v.reporters.push({ reporter: String(r.reporter), source: String(r.source), loads: c.mounts + c.loadFailures + c.renderErrors, failures: c.loadFailures + c.renderErrors });
    byVersion.set(version, v);
  }
  const out = new Map<string, VersionHealth>();
  for (const [version, v] of byVersion) out.set(version, { version, ...v.counts, ...tallyHealth(v.reporters) });
  return out;
}

export async function findPolicy(q: Queryable, domain: string): Promise<RolloutPolicy & { custom: boolean }> {
  const row = await firstRow<Record<string, unknown>>(q, sql`SELECT max_failure_rate, min_loads, window_minutes, min_reporters FROM remote_rollout_policies WHERE domain = ${domain}`);
  if (!row) return { ...DEFAULT_POLICY, custom: false };
  return {
    maxFailureRate: Number(row.max_failure_rate), minLoads: toNumber(row.min_loads), windowMinutes: toNumber(row.window_minutes),
    minReporters: toNumber(row.min_reporters), custom: true,
  };
}

export async function upsertPolicy(q: Queryable, domain: string, p: RolloutPolicy, operatorId: number): Promise<void> {
  await execute(q, sql`
    INSERT INTO remote_rollout_policies (domain, max_failure_rate, min_loads, window_minutes, min_reporters, updated_by)
    VALUES (${domain}, ${p.maxFailureRate}, ${p.minLoads}, ${p.windowMinutes}, ${p.minReporters}, ${operatorId})
    ON CONFLICT (domain) DO UPDATE SET max_failure_rate = EXCLUDED.max_failure_rate, min_loads = EXCLUDED.min_loads,
      window_minutes = EXCLUDED.window_minutes, min_reporters = EXCLUDED.min_reporters, updated_at = now(), updated_by = EXCLUDED.updated_by`);
}

/** Member ids for ids and usernames as an operator typed them; unknown ones come back in `unknown`. */
export async function resolveMembers(q: Queryable, refs: Array<string | number>): Promise<{ ids: number[]; labels: string[]; unknown: string[] }> {
  const ids: number[] = [];
  const labels: string[] = [];
  const unknown: string[] = [];
  for (const ref of refs) {
    const text = String(ref).trim();
    const row = /^\d{1,15}$/.test(text)
      ? await firstRow<{ id: unknown; username: string }>(q, sql`SELECT id, username FROM members WHERE id = ${Number(text)}`)
      : await firstRow<{ id: unknown; username: string }>(q, sql`SELECT id, username FROM members WHERE username = ${text.toLowerCase()}`);
    if (!row) { unknown.push(text); continue; }
    const id = toNumber(row.id);
    if (!ids.includes(id)) { ids.push(id); labels.push(`${row.username} (#${id})`); }
  }
  return { ids, labels, unknown };
}
