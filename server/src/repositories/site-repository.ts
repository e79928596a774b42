// Site configuration and the remote registry, per domain. An unknown domain gets the default site; a domain
// without its own row for a remote inherits the default site's row.
import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client';
import { toNumber } from '../db/values';
import { remoteRegistry, siteConfigs } from '../db/schema';

export type SiteConfigRow = typeof siteConfigs.$inferSelect;
export type RemoteRow = typeof remoteRegistry.$inferSelect;

/** The row that answers `domain`: its own, else the default site's (the exact domain sorts first). */
const answering = (domain: string | undefined) => ({
  where: domain ? sql`${siteConfigs.domain} = ${domain} OR ${siteConfigs.isDefault}` : eq(siteConfigs.isDefault, true),
  order: domain ? sql`(${siteConfigs.domain} = ${domain}) DESC` : asc(siteConfigs.domain),
});

export async function findSiteConfig(q: Queryable, domain: string | undefined): Promise<SiteConfigRow | undefined> {
  const { where, order } = answering(domain);
  const [row] = await q.select().from(siteConfigs).where(where).orderBy(order).limit(1);
  return row;
}

/** Which site answers `domain` (its own row, else the default) and that row's revision: one narrow read. */
export async function findSiteConfigRevision(database: Pick<Database, 'prepared'>, domain: string | undefined): Promise<{ domain: string; revision: number } | undefined> {
  // /api/cnf's statement on every page load: prepared once per connection (Database.prepared). The same rule
  // as `answering`: the exact domain, else the default site.
  const [row] = await database.prepared<{ domain: string; revision: unknown }>(SITE_REVISION, [domain ?? null]);
  return row && { domain: row.domain, revision: toNumber(row.revision) };
}

const SITE_REVISION = `
  SELECT domain, revision FROM site_configs
  WHERE domain = $1::text OR is_default
  ORDER BY (domain = $1::text) IS TRUE DESC, domain
  LIMIT 1`;

/** The registry rows that apply to `domain` (its own, completed by the default site's), one per remote name. */
export async function findRemotes(q: Queryable, domain: string): Promise<RemoteRow[]> {
  const rows = await q.select({ r: remoteRegistry, isDefault: siteConfigs.isDefault })
    .from(remoteRegistry)
    .innerJoin(siteConfigs, eq(siteConfigs.domain, remoteRegistry.domain))
    .where(sql`${remoteRegistry.domain} = ${domain} OR ${siteConfigs.isDefault}`)
    .orderBy(asc(remoteRegistry.name));
  const byName = new Map<string, RemoteRow>();
  for (const { r } of rows) {
    const existing = byName.get(r.name);
    if (!existing || (r.domain === domain && existing.domain !== domain)) byName.set(r.name, r);
  }
  return [...byName.values()];
}

export async function domainExists(q: Queryable, domain: string): Promise<boolean> {
  const [row] = await q.select({ domain: siteConfigs.domain }).from(siteConfigs).where(eq(siteConfigs.domain, domain)).limit(1);
  return row !== undefined;
}

export async function upsertRemote(
  q: Queryable,
  input: { domain: string; name: string; version: string; baseUrl?: string; operatorId: number },
): Promise<RemoteRow | undefined> {
  if (input.baseUrl === undefined) {
    // Keep the base URL this domain uses today (its own row, or the default site's it inherits).
    const current = (await findRemotes(q, input.domain)).find((r) => r.name === input.name);
    if (!current) return undefined;
    input = { ...input, baseUrl: current.baseUrl };
  }
  const [row] = await q.insert(remoteRegistry)
    .values({ domain: input.domain, name: input.name, baseUrl: input.baseUrl!, version: input.version, updatedBy: input.operatorId })
    .onConflictDoUpdate({
      target: [remoteRegistry.domain, remoteRegistry.name],
      set: { baseUrl: input.baseUrl!, version: input.version, updatedBy: input.operatorId, updatedAt: sql`now()` },
    })
    .returning();
  return row;
}
