// Progressive delivery of remotes (issue 15): releases, the canary beside each stable version, the audit of
// every registry change, per-minute health from browsers, and the per-site rollback thresholds. All SQL.
import { columns, execute, firstRow, rows, sql, type Queryable } from '../db/client';
import { toIso, toNumber } from '../db/values';
import { DEFAULT_POLICY, type ReleaseRecord, type RolloutPolicy } from '../domain/remote-delivery';
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

export type AuditAction = 'publish' | 'canary' | 'percent' | 'promote' | 'rollback' | 'auto_rollback' | 'gate_refused' | 'promote_refused' | 'policy' | 'set';
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

export async function addTelemetry(q: Queryable, domain: string, name: string, version: string, minute: Date, c: Counts): Promise<void> {
  await execute(q, sql`
    INSERT INTO remote_telemetry (domain, name, version, minute, mounts, load_failures, render_errors, fallbacks)
    VALUES (${domain}, ${name}, ${version}, ${minute.toISOString()}::timestamptz, ${c.mounts}, ${c.loadFailures}, ${c.renderErrors}, ${c.fallbacks})
    ON CONFLICT (domain, name, version, minute) DO UPDATE SET
      mounts = remote_telemetry.mounts + EXCLUDED.mounts,
      load_failures = remote_telemetry.load_failures + EXCLUDED.load_failures,
      render_errors = remote_telemetry.render_errors + EXCLUDED.render_errors,
      fallbacks = remote_telemetry.fallbacks + EXCLUDED.fallbacks`);
}

export interface VersionHealth extends Counts { version: string; loads: number; failures: number }

/** Per version of one site's remote: the counts of the last `minutes` minutes (the current minute included). */
export async function healthSince(q: Queryable, domain: string, name: string, minutes: number): Promise<Map<string, VersionHealth>> {
  const found = await rows<Record<string, unknown>>(q, sql`
    SELECT version, sum(mounts) AS mounts, sum(load_failures) AS load_failures, sum(render_errors) AS render_errors, sum(fallbacks) AS fallbacks
    FROM remote_telemetry
    WHERE domain = ${domain} AND name = ${name} AND minute > now() - make_interval(mins => ${minutes})
    GROUP BY version`);
  const out = new Map<string, VersionHealth>();
  for (const r of found) {
    const c = { mounts: toNumber(r.mounts), loadFailures: toNumber(r.load_failures), renderErrors: toNumber(r.render_errors), fallbacks: toNumber(r.fallbacks) };
    out.set(String(r.version), { version: String(r.version), ...c, loads: c.mounts + c.loadFailures + c.renderErrors, failures: c.loadFailures + c.renderErrors });
  }
  return out;
}

export async function findPolicy(q: Queryable, domain: string): Promise<RolloutPolicy & { custom: boolean }> {
  const row = await firstRow<Record<string, unknown>>(q, sql`SELECT max_failure_rate, min_loads, window_minutes FROM remote_rollout_policies WHERE domain = ${domain}`);
  if (!row) return { ...DEFAULT_POLICY, custom: false };
  return { maxFailureRate: Number(row.max_failure_rate), minLoads: toNumber(row.min_loads), windowMinutes: toNumber(row.window_minutes), custom: true };
}

export async function upsertPolicy(q: Queryable, domain: string, p: RolloutPolicy, operatorId: number): Promise<void> {
  await execute(q, sql`
    INSERT INTO remote_rollout_policies (domain, max_failure_rate, min_loads, window_minutes, updated_by)
    VALUES (${domain}, ${p.maxFailureRate}, ${p.minLoads}, ${p.windowMinutes}, ${operatorId})
    ON CONFLICT (domain) DO UPDATE SET max_failure_rate = EXCLUDED.max_failure_rate, min_loads = EXCLUDED.min_loads,
      window_minutes = EXCLUDED.window_minutes, updated_at = now(), updated_by = EXCLUDED.updated_by`);
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
