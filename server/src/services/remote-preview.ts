// Try a release in one browser (issue 45 §6). An operator mints a preview link for a published release that passes
// the compatibility gate (the same gate as a canary, refusals audited the same way); the registry then answers that
// version, on the track 'preview', to the browser session that opened the link, and to no one else. Reports under a
// preview assignment are kept apart from health (ingestTelemetry), so a preview can neither roll back a canary nor
// shield one. Minting is in the operators' audit (who, which version, until when), never the token itself.
import { Code, Msg, type RemoteName } from '@casino/shared/contract';
import type { Queryable } from '../db/client';
import { manifestUrl } from '../domain/remotes';
import type { PreviewSigner } from '../security/remote-preview';
import { findRelease } from '../repositories/remote-delivery-repository';
import { findRemotes, findSiteConfig } from '../repositories/site-repository';
import { gateOrRefuse, type DeliveryDeps, type Outcome } from './remote-delivery';
import { audit, type AuditedBy } from './operator-audit';

export interface PreviewLink { token: string; url: string; expires_at: string }

/** Where the site is opened: the host's origin for the default site (or its own host name), else https://<domain>. */
async function siteUrl(q: Queryable, hostUrl: string, domain: string): Promise<string> {
  const fallback = await findSiteConfig(q, undefined);
  if (fallback?.domain === domain || new URL(hostUrl).hostname === domain) return hostUrl;
  return `https://${domain}`;
}

/** Mints a preview link for one published, gate-passed release of a remote on a site. */
export async function issuePreview(
  deps: DeliveryDeps & { previews: PreviewSigner },
  by: AuditedBy,
  i: { domain: string; name: RemoteName; version: string },
  now = new Date(),
): Promise<Outcome<PreviewLink>> {
  const operatorId = by.operator!.id;
  const row = (await findRemotes(deps.db, i.domain)).find((r) => r.name === i.name);
  if (!row) return { ok: false, code: Code.DATABASE, msg: Msg.item_not_found, field: 'name', reason: `no registry row for ${i.name}` };
  const release = await findRelease(deps.db, i.name, i.version);
  if (!release) {
    return { ok: false, code: Code.DATABASE, msg: Msg.item_not_found, field: 'version', reason: `${i.name} ${i.version} is not published: npm run operator -- remote publish ${i.name} ${i.version}` };
  }
  const refused = await gateOrRefuse(deps, { domain: i.domain, name: i.name, operatorId, from: row.canaryVersion ?? row.version }, release, row.baseUrl, 'preview');
  if (refused) return refused;
  const { token, expiresAt } = await deps.previews.sign({ domain: i.domain, remote: i.name, version: i.version, operatorId }, now);
  await audit(by, deps.db, {
    action: 'remote.preview', targetType: 'remote', targetId: `${i.domain}/${i.name}`,
    after: { version: i.version, expires_at: expiresAt.toISOString() },
  });
  const url = `${await siteUrl(deps.db, deps.hostUrl, i.domain)}/?preview=${encodeURIComponent(token)}`;
  return { ok: true, value: { token, url, expires_at: expiresAt.toISOString() } };
}

export interface PreviewEntry { remote: RemoteName; version: string; entry: string }

/**
 * The registry entry a preview token asks for on this site, or null for anything else: a forged, altered or expired
 * token, another site's, a remote the site does not serve, a release no longer published. Never an error: a bad
 * link just gives the normal answer.
 */
export async function previewEntry(q: Queryable, previews: PreviewSigner, token: string | undefined, domain: string, now = new Date()): Promise<PreviewEntry | null> {
  if (!token) return null;
  const p = await previews.verify(token, now);
  if (!p || p.domain !== domain) return null;
  const row = (await findRemotes(q, domain)).find((r) => r.name === p.remote);
  if (!row || !(await findRelease(q, row.name, p.version))) return null;
  return { remote: row.name as RemoteName, version: p.version, entry: manifestUrl(row.baseUrl, row.name, p.version) };
}
