// Progressive delivery of remotes (issue 15), the pure rules: release records, the compatibility gate,
// member bucketing, the caller's versions, and the automatic rollback decision. No I/O here.
import crypto from 'node:crypto';
import { sha256Hex } from './digest';
import semver from 'semver';

/** `release.json` as written by scripts/webpack/release-record.cjs. */
export interface ReleaseRecord {
  schema: 1;
  app: string;
  version: string;
  commit: string;
  builtAt: string;
  contractVersion: string;
  shared: Record<string, { requiredVersion: string; version: string }>;
  files: Record<string, string>;
}

const HEX64 = /^[0-9a-f]{64}$/;
const FILE_RE = /^[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/;

/** A record read from a remote's origin, checked field by field (never trusted as given). */
export function parseRecord(value: unknown): ReleaseRecord | string {
  if (!value || typeof value !== 'object') return 'the record is not a JSON object';
  const r = value as Record<string, unknown>;
  if (r.schema !== 1) return 'unknown record schema';
  for (const k of ['app', 'version', 'commit', 'builtAt', 'contractVersion'] as const) {
    if (typeof r[k] !== 'string' || (r[k] as string).length > 200) return `record field ${k} is missing`;
  }
  if (!semver.valid(r.contractVersion as string)) return 'record contractVersion is not a version';
  if (!r.shared || typeof r.shared !== 'object') return 'record field shared is missing';
  for (const [name, s] of Object.entries(r.shared as Record<string, unknown>)) {
    const entry = s as { requiredVersion?: unknown; version?: unknown } | null;
    if (!entry || typeof entry.requiredVersion !== 'string' || typeof entry.version !== 'string' || name.length > 214) return `record shared.${name} is malformed`;
  }
  if (!r.files || typeof r.files !== 'object') return 'record field files is missing';
  const files = Object.entries(r.files as Record<string, unknown>);
  if (files.length === 0 || files.length > 2000) return 'record lists no files (or too many)';
  for (const [file, digest] of files) {
    if (!FILE_RE.test(file) || file.split('/').includes('..') || typeof digest !== 'string' || !HEX64.test(digest)) return `record file ${file} is malformed`;
  }
  if (!('mf-manifest.json' in (r.files as object)) || !('remoteEntry.js' in (r.files as object))) return 'record lists no mf-manifest.json or remoteEntry.js';
  return value as ReleaseRecord;
}

export type GateProblem =
  | { kind: 'singleton'; package: string; required: string; provided: string; providedRange: string }
  | { kind: 'contract'; required: string; provided: string }
  | { kind: 'file'; file: string; problem: 'missing' | 'digest' };

/**
 * The compatibility gate: every singleton range the release requires accepts the version the host provides,
 * the @casino/shared contract has the same major, and every file is served with the recorded digest.
 * `served` maps each file of the record to the SHA-256 the origin served (null: not served).
 */
export function gateProblems(record: ReleaseRecord, host: Pick<ReleaseRecord, 'shared' | 'contractVersion'>, served: Map<string, string | null>): GateProblem[] {
  const problems: GateProblem[] = [];
  for (const [pkg, { requiredVersion }] of Object.entries(record.shared)) {
    if (pkg === '@casino/shared') continue; // judged by the contract version below
    const provided = host.shared[pkg];
    const ok = provided && semver.valid(provided.version) && semver.satisfies(provided.version, requiredVersion, { includePrerelease: true });
    if (!ok) problems.push({ kind: 'singleton', package: pkg, required: requiredVersion, provided: provided?.version ?? 'nothing', providedRange: provided?.requiredVersion ?? 'none' });
  }
  if (semver.major(record.contractVersion) !== semver.major(host.contractVersion)) {
    problems.push({ kind: 'contract', required: record.contractVersion, provided: host.contractVersion });
  }
  for (const [file, digest] of Object.entries(record.files)) {
    const got = served.get(file);
    if (got === null || got === undefined) problems.push({ kind: 'file', file, problem: 'missing' });
    else if (got !== digest) problems.push({ kind: 'file', file, problem: 'digest' });
  }
  return problems;
}

export function describeProblem(p: GateProblem): string {
  switch (p.kind) {
    case 'singleton':
      return `${p.package}: the release requires ${p.required}, the host provides ${p.provided} (host range ${p.providedRange})`;
    case 'contract':
      return `@casino/shared contract: the release was built for ${p.required}, the host provides ${p.provided} (major differs)`;
    case 'file':
      return `${p.file}: ${p.problem === 'missing' ? 'not served by the origin' : 'served with another SHA-256 than the record'}`;
  }
}

export function describeProblems(problems: GateProblem[]): string {
  const shown = problems.slice(0, 5).map(describeProblem);
  if (problems.length > 5) shown.push(`and ${problems.length - 5} more`);
  return shown.join('; ');
}

/**
 * The member's (or visitor's) bucket for one remote, 0–9999: the first four bytes of SHA-256 over
 * "<remote>:<id>". Stable for an id (reloads, tabs, servers); independent between remotes, so one member is
 * not the first to get every canary.
 */
export function bucketOf(remote: string, id: string | number): number {
  const digest = crypto.createHash('sha256').update(`${remote}:${id}`).digest();
  return digest.readUInt32BE(0) % 10_000;
}

export interface CanaryState { version: string | null; percent: number; members: readonly number[] }
export interface Caller { memberId?: number; clientId?: string }

/** Which track a caller gets: the named members always get the canary, then the bucket decides. */
export function trackFor(remote: string, canary: CanaryState, caller: Caller): 'stable' | 'canary' {
  if (!canary.version) return 'stable';
  if (caller.memberId !== undefined && canary.members.includes(caller.memberId)) return 'canary';
  if (canary.percent <= 0) return 'stable';
  const id = caller.memberId !== undefined ? `m${caller.memberId}` : caller.clientId ? `c${caller.clientId}` : undefined;
  if (id === undefined) return 'stable'; // no identity: nobody to keep on the same version, so the safe one
  return bucketOf(remote, id) < canary.percent * 100 ? 'canary' : 'stable';
}

export interface RolloutPolicy { maxFailureRate: number; minLoads: number; windowMinutes: number; minReporters: number }
export const DEFAULT_POLICY: RolloutPolicy = { maxFailureRate: 0.05, minLoads: 20, windowMinutes: 10, minReporters: 10 };

/**
 * One version's health as the decisions read it (issue 45 §2). `loads`/`failures` add up the events; the rates that
 * decide count reporters instead (a reporter is one signed assignment's browser: a member or a visitor), each at
 * most once, so a burst of events from one browser weighs as much as one page load. A network source (an IPv4 /24
 * or IPv6 /48) counts for at most MAX_VOTES_PER_SOURCE reporters, so many identities made on one network cannot
 * decide a rollback, or prevent one, by themselves.
 */
export interface Health { loads: number; failures: number; reporters: number; failingReporters: number }
export const NO_HEALTH: Health = { loads: 0, failures: 0, reporters: 0, failingReporters: 0 };
export const MAX_VOTES_PER_SOURCE = 3;

/** What one reporter sent in the window: its network source, its loads, and how many of them failed. */
export interface ReporterTally { reporter: string; source: string; loads: number; failures: number }

/** A version's Health from its reporters: events summed, votes capped per source (proportionally to its failures). */
export function tallyHealth(reporters: readonly ReporterTally[]): Health {
  const bySource = new Map<string, { reporters: number; failing: number }>();
  let loads = 0;
  let failures = 0;
  for (const r of reporters) {
    loads += r.loads;
    failures += r.failures;
    if (r.loads === 0 && r.failures === 0) continue;
    const s = bySource.get(r.source) ?? { reporters: 0, failing: 0 };
    s.reporters += 1;
    if (r.failures > 0) s.failing += 1;
    bySource.set(r.source, s);
  }
  let votes = 0;
  let failing = 0;
  for (const s of bySource.values()) {
    const v = Math.min(MAX_VOTES_PER_SOURCE, s.reporters);
    votes += v;
    failing += Math.round((v * s.failing) / s.reporters);
  }
  return { loads, failures, reporters: votes, failingReporters: failing };
}

/** The share of reporters that saw the version fail (0 without reporters). */
export const failureRate = (h: Health) => (h.reporters > 0 ? h.failingReporters / h.reporters : 0);

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

/** Why the canary must be set to 0 % now, or null while it is healthy (or has too few reporters or loads to judge). */
export function rollbackReason(canary: Health, stable: Health, policy: RolloutPolicy): string | null {
  if (canary.loads < policy.minLoads || canary.reporters < policy.minReporters) return null;
  const rate = failureRate(canary);
  if (rate <= policy.maxFailureRate) return null;
  const stableRate = failureRate(stable);
  if (rate <= stableRate) return null;
  return `failure rate ${pct(rate)} (${canary.failingReporters} of ${canary.reporters} reporters, ${canary.failures} of ${canary.loads} loads in ${policy.windowMinutes} min) above ${pct(policy.maxFailureRate)} and worse than stable ${pct(stableRate)} (${stable.failingReporters} of ${stable.reporters} reporters)`;
}

/** The canary's health when it is worse than stable's (promotion then needs force), else null. */
export function worseThanStable(canary: Health, stable: Health, windowMinutes: number): string | null {
  if (canary.reporters === 0 || failureRate(canary) <= failureRate(stable)) return null;
  return `${pct(failureRate(canary))} of its reporters saw it fail in ${windowMinutes} min (${canary.failingReporters} of ${canary.reporters}), against ${pct(failureRate(stable))} for stable (${stable.failingReporters} of ${stable.reporters})`;
}

/** The network a report came from, as a source for vote capping: an IPv4 /24 or IPv6 /48, hashed. */
export function sourceOf(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/.exec(ip);
  const prefix = v4 ? `${v4[1]}.${v4[2]}.${v4[3]}` : ip.toLowerCase().split(':').slice(0, 3).join(':');
  return sha256Hex(prefix).slice(0, 16);
}
