// Progressive delivery of remotes (issue 15): publish a release from the record its origin serves, run the
// compatibility gate, canary / promote / rollback with an audit entry for every change (and every refusal),
// take in the health that browsers report, and set a failing canary to 0 % by itself.
import { sha256Hex } from '../domain/digest';
import type { FastifyBaseLogger } from 'fastify';
import { Code, Msg } from '@casino/shared/contract';
import type { Db, Queryable } from '../db/client';
import {
  describeProblems, gateProblems, NO_HEALTH, parseRecord, rollbackReason, trackFor, worseThanStable as healthWorse,
  type Caller, type GateProblem, type ReleaseRecord,
} from '../domain/remote-delivery';
import type { Assignment } from '../security/remote-assignments';
import { replay, step, type DeliveryOp, type DeliveryState, type DeliveryStep } from '../domain/delivery-model';
import { manifestUrl } from '../domain/remotes';
import {
  addAudit, addTelemetry, deliveryTrail, findPolicy, findRelease, healthSince, insertRelease, listAudit, lockRemoteRow, ownRemoteRow,
  resolveMembers, setCanary, setStable, zeroCanary, type AuditAction, type Counts, type ReleaseRow, type VersionHealth,
} from '../repositories/remote-delivery-repository';
import { findRemotes, type RemoteRow } from '../repositories/site-repository';
import { toOperators } from '../repositories/events-repository';
import { remoteDelivery } from '../metrics';

export interface DeliveryDeps {
  db: Db;
  /** The host's origin: its /release.json says which singletons and contract it provides. */
  hostUrl: string;
  log?: FastifyBaseLogger;
}

export type Refusal = { ok: false; code: number; msg: string; field?: string; reason: string; problems?: GateProblem[] };
export type Outcome<T> = { ok: true; value: T } | Refusal;

const refuse = (code: number, msg: string, field: string | undefined, reason: string, problems?: GateProblem[]): Refusal =>
  ({ ok: false, code, msg, field, reason, ...(problems ? { problems } : {}) });
const sha256 = (b: Uint8Array) => sha256Hex(b);
const actorOf = (operatorId: number) => `operator #${operatorId}`;

/** The bytes the origin serves at `url`, or null (not found, unreachable, slow). */
async function fetchBytes(url: string): Promise<Uint8Array | null> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(10_000), redirect: 'error' });
    if (!res.ok) return null;
    return new Uint8Array(await res.arrayBuffer());
  } catch {
    return null;
  }
}

const releaseBase = (baseUrl: string, name: string, version: string) => manifestUrl(baseUrl, name, version).replace(/mf-manifest\.json$/, '');

async function remoteRow(q: Queryable, domain: string, name: string): Promise<RemoteRow | undefined> {
  return (await findRemotes(q, domain)).find((r) => r.name === name);
}

/** The registry's state for a row, from the audit trail of the site that owns the row (domain/delivery-model.ts). */
async function stateOf(q: Queryable, row: RemoteRow): Promise<DeliveryState> {
  return replay(await deliveryTrail(q, row.domain, row.name), { stable: row.version, canary: row.canaryVersion, percent: row.canaryPercent });
}

/** What the state model says of `op` on the row as it is now. */
async function modelStep(q: Queryable, row: RemoteRow, op: DeliveryOp): Promise<DeliveryStep> {
  return step(await stateOf(q, row), op);
}

/** Learns of a release from the record its origin serves (`<base>/remote-<name>/<version>/release.json`). */
export async function publishRelease(deps: DeliveryDeps, i: { domain: string; name: string; version: string; operatorId: number }): Promise<Outcome<ReleaseRow>> {
  const row = await remoteRow(deps.db, i.domain, i.name);
  if (!row) return refuse(Code.DATABASE, Msg.item_not_found, 'name', `no registry row for ${i.name}`);
  const url = `${releaseBase(row.baseUrl, i.name, i.version)}release.json`;
  const bytes = await fetchBytes(url);
  if (!bytes) return refuse(Code.DATABASE, Msg.item_not_found, 'version', `the origin does not serve ${url}: build it with npm run release and let the origin serve the folder`);
  let parsed: ReleaseRecord | string;
  try { parsed = parseRecord(JSON.parse(Buffer.from(bytes).toString('utf8'))); } catch { parsed = 'the record is not JSON'; }
  if (typeof parsed === 'string') return refuse(Code.PARAM_INVALID, Msg.invalid_input_value, 'version', `${url}: ${parsed}`);
  if (parsed.app !== i.name || parsed.version !== i.version) {
    return refuse(Code.PARAM_INVALID, Msg.invalid_input_value, 'version', `${url} is the record of ${parsed.app} ${parsed.version}, not ${i.name} ${i.version}`);
  }
  const digest = sha256(bytes);
  const existing = await findRelease(deps.db, i.name, i.version);
  if (existing) {
    if (existing.recordDigest === digest) return { ok: true, value: existing };
    return refuse(Code.DUPLICATE_RECORD, Msg.previous_record_exists, 'version', `${i.name} ${i.version} was published before with another record; releases are immutable`);
  }
  await deps.db.transaction(async (tx) => {
    if (await insertRelease(tx, { name: i.name, version: i.version, baseUrl: row.baseUrl, record: parsed, recordDigest: digest, operatorId: i.operatorId })) {
      await addAudit(tx, {
        domain: i.domain, name: i.name, action: 'publish', operatorId: i.operatorId, actor: actorOf(i.operatorId), from: null, to: i.version,
        reason: `commit ${parsed.commit.slice(0, 12)}, built ${parsed.builtAt}, ${Object.keys(parsed.files).length} files`,
      });
    }
  });
  return { ok: true, value: (await findRelease(deps.db, i.name, i.version))! };
}

/** The gate's problems for a release served from `baseUrl` (empty: it may become canary or stable). */
export async function gate(deps: DeliveryDeps, release: ReleaseRow, baseUrl: string): Promise<GateProblem[] | string> {
  const hostBytes = await fetchBytes(`${deps.hostUrl}/release.json`);
  let host: Pick<ReleaseRecord, 'shared' | 'contractVersion'>;
  try {
    host = JSON.parse(Buffer.from(hostBytes ?? new Uint8Array()).toString('utf8')) as ReleaseRecord;
    if (!host.shared || typeof host.contractVersion !== 'string') throw new Error('incomplete');
  } catch {
    return `the host's release record (${deps.hostUrl}/release.json) cannot be read, so compatibility cannot be judged`;
  }
  const base = releaseBase(baseUrl, release.name, release.version);
  const served = new Map<string, string | null>();
  const files = Object.keys(release.record.files);
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      const bytes = await fetchBytes(base + file);
      served.set(file, bytes ? sha256(bytes) : null);
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return gateProblems(release.record, host, served);
}

/** Runs the gate; a refusal is audited (outside any transaction that a refusal rolls back). */
export async function gateOrRefuse(deps: DeliveryDeps, i: { domain: string; name: string; operatorId: number; from: string | null }, release: ReleaseRow, baseUrl: string, purpose: string): Promise<Refusal | null> {
  const problems = await gate(deps, release, baseUrl);
  if (Array.isArray(problems) && problems.length === 0) return null;
  const reason = `${purpose} ${release.name} ${release.version} refused by the compatibility gate: ${typeof problems === 'string' ? problems : describeProblems(problems)}`;
  await addAudit(deps.db, { domain: i.domain, name: i.name, action: 'gate_refused', operatorId: i.operatorId, actor: actorOf(i.operatorId), from: i.from, to: release.version, reason });
  deps.log?.warn({ domain: i.domain, remote: i.name, version: release.version }, reason);
  return refuse(Code.PARAM_INVALID, Msg.invalid_input_value, 'version', reason, Array.isArray(problems) ? problems : undefined);
}

/** `actor`: who the history names (default the operator; a step plan's job names the plan). */
export interface CanaryInput { domain: string; name: string; version: string; percent: number; members?: Array<string | number>; operatorId: number; reason?: string; actor?: string }

/** Checks and preparation outside the transaction (network: the gate); then `apply` inside it. */
export async function prepareCanary(deps: DeliveryDeps, i: CanaryInput): Promise<Outcome<{ apply: (tx: Queryable) => Promise<RemoteRow> }>> {
  // Read only: a site that inherits the default site's row gets its own row inside `apply`, so a refusal (the gate,
  // an unknown member) leaves it following the default site as before.
  const row = await remoteRow(deps.db, i.domain, i.name);
  if (!row) return refuse(Code.DATABASE, Msg.item_not_found, 'name', `no registry row for ${i.name}`);
  const checked = await modelStep(deps.db, row, { kind: 'canary', version: i.version, percent: i.percent });
  if (!checked.ok) return refuse(Code.PARAM_INVALID, Msg.invalid_input_value, 'version', `${i.name}: ${checked.reason}`);
  const release = await findRelease(deps.db, i.name, i.version);
  if (!release) return refuse(Code.DATABASE, Msg.item_not_found, 'version', `${i.name} ${i.version} is not published: npm run operator -- remote publish ${i.name} ${i.version}`);
  const members = await resolveMembers(deps.db, i.members ?? []);
  if (members.unknown.length) return refuse(Code.PARAM_INVALID, Msg.invalid_input_value, 'members', `no such member: ${members.unknown.join(', ')}`);
  const sameCanary = row.canaryVersion === i.version;
  if (!sameCanary) {
    const refused = await gateOrRefuse(deps, { ...i, from: row.canaryVersion ?? row.version }, release, row.baseUrl, 'canary');
    if (refused) return refused;
  }
  const action: AuditAction = sameCanary ? 'percent' : 'canary';
  return {
    ok: true,
    value: {
      apply: async (tx) => {
        await ownRemoteRow(tx, i.domain, i.name);
        await lockRemoteRow(tx, i.domain, i.name);
        const current = (await remoteRow(tx, i.domain, i.name))!;
        await setCanary(tx, i.domain, i.name, { version: i.version, percent: i.percent, members: members.ids, labels: members.labels }, i.operatorId);
        const who = members.labels.length ? `; always for ${members.labels.join(', ')}` : '';
        await addAudit(tx, {
          domain: i.domain, name: i.name, action, operatorId: i.operatorId, actor: i.actor ?? actorOf(i.operatorId),
          from: sameCanary ? `${current.canaryVersion} at ${current.canaryPercent} %` : (current.canaryVersion ?? current.version), to: i.version, percent: i.percent,
          reason: `${i.percent} % of buckets${who}${i.reason ? ` — ${i.reason}` : ''}`,
        });
        return (await remoteRow(tx, i.domain, i.name))!;
      },
    },
  };
}

export interface PromoteInput { domain: string; name: string; operatorId: number; reason?: string; force?: boolean; actor?: string }

/**
 * Promotion respects health (issue 45 §3): a canary that was rolled back automatically, or whose failure rate in the
 * policy's window is worse than stable's, is refused unless the operator forces it with a reason; both are audited.
 */
export async function preparePromote(deps: DeliveryDeps, i: PromoteInput): Promise<Outcome<{ apply: (tx: Queryable) => Promise<RemoteRow> }>> {
  const row = await remoteRow(deps.db, i.domain, i.name);
  if (!row?.canaryVersion || row.domain !== i.domain) return refuse(Code.DATABASE, Msg.item_not_found, 'name', `${i.name} has no canary on ${i.domain} to promote`);
  if (i.force && !i.reason?.trim()) return refuse(Code.PARAM_MISSING, Msg.required_input_missing, 'reason', 'a forced promotion needs a reason');
  const release = await findRelease(deps.db, i.name, row.canaryVersion);
  if (!release) return refuse(Code.DATABASE, Msg.item_not_found, 'version', `${i.name} ${row.canaryVersion} is not published`);
  const state = await stateOf(deps.db, row);
  const checked = step(state, { kind: 'promote', force: i.force });
  if (!checked.ok) return refusePromotion(deps, i, row, checked.reason);
  const worse = await worseThanStable(deps.db, row);
  if (worse && !i.force) return refusePromotion(deps, i, row, `${i.name} ${row.canaryVersion} is less healthy than stable: ${worse}; promote it only with --force and a reason`);
  const refused = await gateOrRefuse(deps, { ...i, from: row.version }, release, row.baseUrl, 'promote');
  if (refused) return refused;
  const to = row.canaryVersion;
  const overridden = i.force && (worse || state.autoRolledBack.includes(to));
  const reason = overridden ? `forced: ${i.reason!.trim()}` : (i.reason ?? 'canary promoted to stable');
  return {
    ok: true,
    value: {
      apply: async (tx) => {
        await lockRemoteRow(tx, i.domain, i.name);
        await setStable(tx, i.domain, i.name, to, i.operatorId);
        await addAudit(tx, { domain: i.domain, name: i.name, action: 'promote', operatorId: i.operatorId, actor: i.actor ?? actorOf(i.operatorId), from: row.version, to, percent: 100, reason });
        return (await remoteRow(tx, i.domain, i.name))!;
      },
    },
  };
}

/** Why the canary is less healthy than stable in the policy's window (reporters who saw it fail), else null. */
async function worseThanStable(q: Queryable, row: RemoteRow): Promise<string | null> {
  const policy = await findPolicy(q, row.domain);
  const health = await healthSince(q, row.domain, row.name, policy.windowMinutes);
  return healthWorse(health.get(row.canaryVersion!) ?? NO_HEALTH, health.get(row.version) ?? NO_HEALTH, policy.windowMinutes);
}

async function refusePromotion(deps: DeliveryDeps, i: PromoteInput, row: RemoteRow, reason: string): Promise<Refusal> {
  await addAudit(deps.db, { domain: i.domain, name: i.name, action: 'promote_refused', operatorId: i.operatorId, actor: actorOf(i.operatorId), from: row.version, to: row.canaryVersion, reason });
  return refuse(Code.PARAM_INVALID, Msg.invalid_input_value, 'force', reason);
}

/**
 * Drops the canary; without one, puts back the stable version that preceded the current one as promote/set recorded
 * it, never one that was withdrawn (the state model decides: domain/delivery-model.ts).
 */
export async function rollback(tx: Queryable, i: { domain: string; name: string; operatorId: number; reason?: string }): Promise<Outcome<RemoteRow>> {
  await lockRemoteRow(tx, i.domain, i.name);
  const row = await remoteRow(tx, i.domain, i.name);
  if (!row || row.domain !== i.domain) return refuse(Code.DATABASE, Msg.item_not_found, 'name', `${i.name} has no registry row of ${i.domain}`);
  const next = await modelStep(tx, row, { kind: 'rollback' });
  if (!next.ok) return refuse(Code.DATABASE, Msg.item_not_found, 'name', `${i.name} on ${i.domain}: ${next.reason}`);
  const { from, to } = next.entry;
  if (row.canaryVersion) {
    await setCanary(tx, i.domain, i.name, { version: null, percent: 0, members: [], labels: [] }, i.operatorId);
    await addAudit(tx, { domain: i.domain, name: i.name, action: 'rollback', operatorId: i.operatorId, actor: actorOf(i.operatorId), from, to, percent: 0, reason: i.reason ?? 'canary withdrawn' });
  } else {
    await setStable(tx, i.domain, i.name, to!, i.operatorId);
    await addAudit(tx, { domain: i.domain, name: i.name, action: 'rollback', operatorId: i.operatorId, actor: actorOf(i.operatorId), from, to, reason: i.reason ?? 'stable rolled back to the previous stable version' });
  }
  return { ok: true, value: (await remoteRow(tx, i.domain, i.name))! };
}

// ---------------------------------------------------------------------------------------------------------
// The caller's versions (GET /api/remotes)

export interface AssignedEntry { entry: string; version: string; track: 'stable' | 'canary'; stable?: { entry: string; version: string } }

export function assignedEntry(row: RemoteRow, caller: Caller): AssignedEntry {
  const stable = { entry: manifestUrl(row.baseUrl, row.name, row.version), version: row.version };
  const track = row.canaryVersion
    ? trackFor(row.name, { version: row.canaryVersion, percent: row.canaryPercent, members: row.canaryMembers ?? [] }, caller)
    : 'stable';
  if (track === 'stable' || !row.canaryVersion) return { ...stable, track: 'stable' };
  return { entry: manifestUrl(row.baseUrl, row.name, row.canaryVersion), version: row.canaryVersion, track: 'canary', stable };
}

// ---------------------------------------------------------------------------------------------------------
// Health

export type TelemetryKind = 'mount' | 'load_failure' | 'render_error' | 'fallback';
/** One report line under a verified assignment (security/remote-assignments.ts): what this browser saw of it. */
export interface AssignedEvent { assignment: Assignment; kind: TelemetryKind; count: number }

/**
 * Stores a batch of reports (per minute, per remote, version and reporter; `source` is the network it came from),
 * ignoring versions the site no longer serves, then judges each reported canary. Returns how many lines were kept.
 */
export async function ingestTelemetry(deps: DeliveryDeps, events: AssignedEvent[], source: string, now = new Date()): Promise<number> {
  const rowsOf = new Map<string, Map<string, RemoteRow>>();
  const byKey = new Map<string, { row: RemoteRow; a: Assignment; counts: Counts }>();
  let kept = 0;
  for (const e of events) {
    const a = e.assignment;
    // A preview's reports (issue 45 §6) are kept apart: counted on the metrics under track 'preview' (versions from
    // signed previews of published releases, so bounded), never stored as health nor judged.
    if (a.track === 'preview') {
      remoteDelivery.inc({ remote: a.remote, version: a.version, track: 'preview', kind: e.kind }, Math.max(1, Math.min(50, Math.trunc(e.count))));
      continue;
    }
    if (!rowsOf.has(a.domain)) rowsOf.set(a.domain, new Map((await findRemotes(deps.db, a.domain)).map((r) => [r.name, r])));
    const row = rowsOf.get(a.domain)!.get(a.remote);
    if (!row || (a.version !== row.version && a.version !== row.canaryVersion)) continue;
    const key = [a.domain, a.remote, a.version, a.reporter].join('\u0000');
    const agg = byKey.get(key) ?? { row, a, counts: { mounts: 0, loadFailures: 0, renderErrors: 0, fallbacks: 0 } };
    const n = Math.max(1, Math.min(50, Math.trunc(e.count)));
    if (e.kind === 'mount') agg.counts.mounts += n;
    else if (e.kind === 'load_failure') agg.counts.loadFailures += n;
    else if (e.kind === 'render_error') agg.counts.renderErrors += n;
    else agg.counts.fallbacks += n;
    byKey.set(key, agg);
    kept += 1;
    // delivery health per remote, version and track (metrics.ts): only versions this site serves, so bounded
    remoteDelivery.inc({ remote: a.remote, version: a.version, track: a.version === row.version ? 'stable' : 'canary', kind: e.kind }, n);
  }
  const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  for (const { row, a, counts } of byKey.values()) {
    await addTelemetry(deps.db, { domain: row.domain, name: row.name, version: a.version, minute, reporter: a.reporter, source }, counts);
  }
  const judged = new Set<string>();
  for (const { row } of byKey.values()) {
    const key = `${row.domain}\u0000${row.name}`;
    if (judged.has(key) || !row.canaryVersion) continue;
    judged.add(key);
    await judgeCanary(deps, row);
  }
  return kept;
}

/** Sets the canary to 0 % when its failure rate crosses the site's threshold (audited as automatic rollback). */
export async function judgeCanary(deps: DeliveryDeps, row: RemoteRow): Promise<string | null> {
  if (!row.canaryVersion || (row.canaryPercent <= 0 && (row.canaryMembers ?? []).length === 0)) return null;
  const policy = await findPolicy(deps.db, row.domain);
  const health = await healthSince(deps.db, row.domain, row.name, policy.windowMinutes);
  const reason = rollbackReason(health.get(row.canaryVersion) ?? NO_HEALTH, health.get(row.version) ?? NO_HEALTH, policy);
  if (!reason) return null;
  return (await autoRollback(deps, row, reason, 'system')) ? reason : null;
}

/**
 * Sets the canary to 0 % as an automatic rollback (its promotion then needs force), audited under `actor` and told
 * to every open console (a `rollout` event); false when the canary changed meanwhile.
 */
export async function autoRollback(deps: DeliveryDeps, row: RemoteRow, reason: string, actor: string, operatorId: number | null = null): Promise<boolean> {
  const canary = row.canaryVersion;
  if (!canary) return false;
  const done = await deps.db.transaction(async (tx) => {
    if (!(await zeroCanary(tx, row.domain, row.name, canary))) return false;
    await addAudit(tx, { domain: row.domain, name: row.name, action: 'auto_rollback', operatorId, actor, from: canary, to: row.version, percent: 0, reason: `automatic rollback: ${reason}` });
    await toOperators(tx, { type: 'rollout', data: { domain: row.domain, remote: row.name, version: canary, what: 'rolled_back', reason } });
    return true;
  });
  if (done) deps.log?.warn({ domain: row.domain, remote: row.name, version: canary }, `canary set to 0 %: ${reason}`);
  return done;
}

const healthView = (h: VersionHealth | undefined) => ({
  loads: h?.loads ?? 0, failures: h?.failures ?? 0, failure_rate: h && h.loads > 0 ? Number((h.failures / h.loads).toFixed(4)) : 0,
  reporters: h?.reporters ?? 0, failing_reporters: h?.failingReporters ?? 0,
  mounts: h?.mounts ?? 0, load_failures: h?.loadFailures ?? 0, render_errors: h?.renderErrors ?? 0, fallbacks: h?.fallbacks ?? 0,
});

export async function deliveryStatus(q: Queryable, domain: string) {
  const policy = await findPolicy(q, domain);
  const remotes = [];
  for (const row of await findRemotes(q, domain)) {
    const [h15, h24] = [await healthSince(q, row.domain, row.name, 15), await healthSince(q, row.domain, row.name, 24 * 60)];
    const versions = [...new Set([row.version, ...(row.canaryVersion ? [row.canaryVersion] : []), ...h24.keys()])];
    remotes.push({
      name: row.name,
      domain: row.domain,
      inherited: row.domain !== domain,
      base_url: row.baseUrl,
      stable: row.version,
      canary: row.canaryVersion ? { version: row.canaryVersion, percent: row.canaryPercent, members: row.canaryLabels ?? [] } : null,
      health: versions.map((version) => ({
        version,
        track: version === row.version ? 'stable' : version === row.canaryVersion ? 'canary' : 'other',
        last_15m: healthView(h15.get(version)),
        last_24h: healthView(h24.get(version)),
      })),
    });
  }
  return {
    domain,
    policy: { max_failure_rate: policy.maxFailureRate, min_loads: policy.minLoads, window_minutes: policy.windowMinutes, min_reporters: policy.minReporters, custom: policy.custom },
    remotes,
  };
}

export async function deliveryHistory(q: Queryable, domain: string, name: string | undefined, limit: number) {
  return { domain, list: await listAudit(q, domain, name, limit) };
}
