// A remote's health series for the rollout console (issue 45 §5): per version, the loads, failures, render errors and
// distinct reporters of each minute (15 min) or hour (24 h), from the telemetry the automatic rollback judges and
// tallied the same way (reporters capped per network). Every bucket of the range is present, empty ones as zeros,
// so a chart's x axis is the same for every version.
import type { Queryable } from '../db/client';
import { healthSeries, type HealthBucket } from '../repositories/remote-health-repository';
import { findRemotes } from '../repositories/site-repository';

export type HealthRange = '15m' | '24h';
const RANGES: Record<HealthRange, { minutes: number; unit: 'minute' | 'hour'; bucketMinutes: number }> = {
  '15m': { minutes: 15, unit: 'minute', bucketMinutes: 1 },
  '24h': { minutes: 24 * 60, unit: 'hour', bucketMinutes: 60 },
};

/** The starts of every bucket of the range ending now, oldest first (the current, partial bucket included). */
export function bucketStarts(range: HealthRange, now: Date): string[] {
  const { minutes, bucketMinutes } = RANGES[range];
  const size = bucketMinutes * 60_000;
  const last = Math.floor(now.getTime() / size) * size;
  const first = Math.floor((now.getTime() - minutes * 60_000 + 60_000) / size) * size;
  const out: string[] = [];
  for (let t = first; t <= last; t += size) out.push(new Date(t).toISOString());
  return out;
}

const EMPTY = { loads: 0, failures: 0, render_errors: 0, reporters: 0 };
const bucketView = (b: HealthBucket) => ({ at: b.at, loads: b.loads, failures: b.failures, render_errors: b.renderErrors, reporters: b.reporters });

export async function remoteHealth(q: Queryable, domain: string, name: string, range: HealthRange, now = new Date()) {
  const { minutes, unit, bucketMinutes } = RANGES[range];
  const row = (await findRemotes(q, domain)).find((r) => r.name === name);
  // telemetry is kept under the registry row's domain (the default site's, when this one inherits it)
  const series = await healthSeries(q, row?.domain ?? domain, name, minutes, unit);
  const starts = bucketStarts(range, now);
  // the serving versions first (stable, then canary), then whatever else reported in the range
  const versions = [...new Set([...(row ? [row.version] : []), ...(row?.canaryVersion ? [row.canaryVersion] : []), ...series.keys()])];
  return {
    domain, name, range, bucket_minutes: bucketMinutes,
    versions: versions.map((version) => {
      const found = new Map((series.get(version) ?? []).map((b) => [b.at, bucketView(b)]));
      const ats = [...new Set([...starts, ...found.keys()])].sort();
      return {
        version,
        track: version === row?.version ? 'stable' : version === row?.canaryVersion ? 'canary' : 'other',
        buckets: ats.map((at) => found.get(at) ?? { at, ...EMPTY }),
      };
    }),
  };
}
