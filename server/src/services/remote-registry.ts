// The remote registry as the back office sets it directly (GET /operator/remotes, PUT /operator/remotes/:name):
// the rows that apply to a domain, and a stable version set with no gate, audited twice (the operators' audit and
// the remote's delivery history). Progressive delivery (canary, promote, rollback) is remote-delivery.ts; its
// routes' views, the published releases and the site's automatic rollback thresholds are here.
import { Code, Msg } from '@casino/shared/contract';
import type { Queryable, Tx } from '../db/client';
import { toIso } from '../db/values';
import { fail, ok } from '../http/envelope';
import { manifestUrl } from '../domain/remotes';
import type { RolloutPolicy } from '../domain/remote-delivery';
import { findRemotes, upsertRemote, type RemoteRow } from '../repositories/site-repository';
import { addAudit, findPolicy, listReleases, upsertPolicy, type ReleaseRow } from '../repositories/remote-delivery-repository';
import { audit, type AuditedBy } from './operator-audit';

const remoteView = (row: RemoteRow, domain: string) => ({
  name: row.name,
  version: row.version,
  base_url: row.baseUrl,
  entry: manifestUrl(row.baseUrl, row.name, row.version),
  domain: row.domain,
  inherited: row.domain !== domain,
  updated_at: toIso(row.updatedAt),
});

/** The registry rows that apply to a domain (its own, else inherited from the default site). */
export async function registryOf(q: Queryable, domain: string) {
  const rows = await findRemotes(q, domain);
  return { domain, list: rows.map((r) => remoteView(r, domain)) };
}

/** Sets one remote's stable version (and optionally base URL) for a domain; 5005 with no row to inherit a base URL from. */
export async function setRemote(tx: Tx, by: AuditedBy, input: { domain: string; name: string; version: string; baseUrl?: string }) {
  const { domain, name, version } = input;
  const operatorId = by.operator!.id;
  const before = (await findRemotes(tx, domain)).find((r) => r.name === name);
  const row = await upsertRemote(tx, { domain, name, version, baseUrl: input.baseUrl?.replace(/\/+$/, ''), operatorId });
  if (!row) return fail(Code.DATABASE, Msg.item_not_found, 'base_url'); // no row to inherit a base URL from
  await audit(by, tx, {
    action: 'remote.update', targetType: 'remote', targetId: `${domain}/${name}`,
    before: before && { version: before.version, base_url: before.baseUrl }, after: { version: row.version, base_url: row.baseUrl },
  });
  await addAudit(tx, { domain, name: row.name, action: 'set', operatorId, actor: `operator #${operatorId}`, from: before?.version ?? null, to: version, reason: 'stable set directly (no gate)' });
  return ok(remoteView(row, domain));
}

const policyView = (p: RolloutPolicy, custom: boolean) =>
  ({ max_failure_rate: p.maxFailureRate, min_loads: p.minLoads, window_minutes: p.windowMinutes, min_reporters: p.minReporters, custom });

export const releaseView = (r: ReleaseRow) => ({
  name: r.name, version: r.version, base_url: r.baseUrl, commit: r.record.commit, built_at: r.record.builtAt,
  contract_version: r.record.contractVersion, shared: r.record.shared, files: Object.keys(r.record.files).length, published_at: r.publishedAt,
});

/** A registry row as progressive delivery shows it: the stable version and the canary, if any. */
export const deliveryRowView = (r: RemoteRow) => ({
  name: r.name, domain: r.domain, stable: r.version,
  canary: r.canaryVersion ? { version: r.canaryVersion, percent: r.canaryPercent, members: r.canaryLabels ?? [] } : null,
});

export const releaseList = async (q: Queryable, name: string | undefined) => (await listReleases(q, name)).map(releaseView);

/** The site's automatic rollback thresholds (the defaults unless set: `custom`). */
export const rolloutPolicy = (q: Queryable, domain: string) => findPolicy(q, domain);

export async function rolloutPolicyView(q: Queryable, domain: string) {
  const p = await findPolicy(q, domain);
  return policyView(p, p.custom);
}

/** Sets the site's thresholds, with the change in the delivery history. */
export async function setRolloutPolicy(tx: Tx, domain: string, p: RolloutPolicy, before: RolloutPolicy, operatorId: number) {
  await upsertPolicy(tx, domain, p, operatorId);
  const fmt = (x: RolloutPolicy) => `> ${(x.maxFailureRate * 100).toFixed(1)} % of ≥ ${x.minReporters} reporters over ≥ ${x.minLoads} loads in ${x.windowMinutes} min`;
  await addAudit(tx, { domain, name: '*', action: 'policy', operatorId, actor: `operator #${operatorId}`, from: fmt(before), to: fmt(p), reason: 'automatic rollback thresholds' });
  return ok(policyView(p, true));
}
