// A remote's health as a series (issue 45 §5, the rollout console's charts): the same remote_telemetry rows and the
// same reporter tally (domain/remote-delivery.ts tallyHealth) as healthSince, grouped per minute or per hour.
import { rows, sql, type Queryable } from '../db/client';
import { toIso, toNumber } from '../db/values';
import { tallyHealth, type ReporterTally } from '../domain/remote-delivery';

export interface HealthBucket { at: string; loads: number; failures: number; renderErrors: number; reporters: number }

/** Per version, per bucket (`minute` or `hour`) of the last `minutes`: loads, failures, render errors, reporters. */
export async function healthSeries(q: Queryable, domain: string, name: string, minutes: number, unit: 'minute' | 'hour'): Promise<Map<string, HealthBucket[]>> {
  const found = await rows<Record<string, unknown>>(q, sql`
    SELECT version, date_trunc(${unit}, minute) AS at, reporter, source,
      sum(mounts) AS mounts, sum(load_failures) AS load_failures, sum(render_errors) AS render_errors
    FROM remote_telemetry
    WHERE domain = ${domain} AND name = ${name} AND minute > now() - make_interval(mins => ${minutes})
    GROUP BY version, at, reporter, source`);
  const grouped = new Map<string, Map<string, { renderErrors: number; reporters: ReporterTally[] }>>();
  for (const r of found) {
    const version = String(r.version);
    const at = toIso(r.at);
    const byAt = grouped.get(version) ?? new Map<string, { renderErrors: number; reporters: ReporterTally[] }>();
    const b = byAt.get(at) ?? { renderErrors: 0, reporters: [] };
    const [mounts, loadFailures, renderErrors] = [toNumber(r.mounts), toNumber(r.load_failures), toNumber(r.render_errors)];
    b.renderErrors += renderErrors;
    b.reporters.push({ reporter: String(r.reporter), source: String(r.source), loads: mounts + loadFailures + renderErrors, failures: loadFailures + renderErrors });
    byAt.set(at, b);
    grouped.set(version, byAt);
  }
  const out = new Map<string, HealthBucket[]>();
  for (const [version, byAt] of grouped) {
    out.set(version, [...byAt].map(([at, b]) => {
      const h = tallyHealth(b.reporters);
      return { at, loads: h.loads, failures: h.failures, renderErrors: b.renderErrors, reporters: h.reporters };
    }));
  }
  return out;
}
