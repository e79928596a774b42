// Site configuration and the remote registry, per domain. An unknown domain gets the default site; a domain
// without its own row for a remote inherits the default site's row.
import { columns, firstRow, rows, sql, type Database, type Queryable } from '../db/client';
import { toNumber } from '../db/values';

export interface SiteConfigRow {
  domain: string; isDefault: boolean; title: string; variables: Record<string, unknown>; webVariables: Record<string, unknown>;
  updatedAt: string;
  /** Moved by a trigger on every UPDATE (0011): /api/cnf's cache reads only this per request. */
  revision: number;
}

export interface RemoteRow {
  domain: string; name: string; baseUrl: string; version: string; updatedAt: string; updatedBy: number | null;
  // 0008: progressive delivery (at most one canary beside the stable version)
  canaryVersion: string | null; canaryPercent: number; canaryMembers: number[]; canaryLabels: string[];
}

type Row = Record<string, unknown>;

const SITE_FIELDS = ['domain', 'is_default', 'title', 'variables', 'web_variables', 'updated_at', 'revision'];
const SITE_COLUMNS = columns(SITE_FIELDS);

// jsonb arrives parsed from both drivers; timestamps as PostgreSQL text (db/statements.ts)
const siteConfigRow = (r: Row): SiteConfigRow => ({
  domain: String(r.domain), isDefault: Boolean(r.is_default), title: String(r.title),
  variables: r.variables as Record<string, unknown>, webVariables: r.web_variables as Record<string, unknown>,
  updatedAt: String(r.updated_at), revision: toNumber(r.revision),
});

const REMOTE_FIELDS = ['domain', 'name', 'base_url', 'version', 'updated_at', 'updated_by', 'canary_version', 'canary_percent', 'canary_members', 'canary_labels'];
const REMOTE_COLUMNS = columns(REMOTE_FIELDS);

const remoteRow = (r: Row): RemoteRow => ({
  domain: String(r.domain), name: String(r.name), baseUrl: String(r.base_url), version: String(r.version),
  updatedAt: String(r.updated_at), updatedBy: r.updated_by == null ? null : toNumber(r.updated_by),
  canaryVersion: r.canary_version == null ? null : String(r.canary_version), canaryPercent: Number(r.canary_percent),
  canaryMembers: r.canary_members as number[], canaryLabels: r.canary_labels as string[],
});

/** The row that answers `domain`: its own, else the default site's (the exact domain sorts first). */
export async function findSiteConfig(q: Queryable, domain: string | undefined): Promise<SiteConfigRow | undefined> {
  const row = await firstRow<Row>(q, domain
    ? sql`SELECT ${SITE_COLUMNS} FROM site_configs WHERE domain = ${domain} OR is_default ORDER BY (domain = ${domain}) DESC LIMIT 1`
    : sql`SELECT ${SITE_COLUMNS} FROM site_configs WHERE is_default ORDER BY domain LIMIT 1`);
  return row && siteConfigRow(row);
}

/** Which site answers `domain` (its own row, else the default) and that row's revision: one narrow read. */
export async function findSiteConfigRevision(database: Pick<Database, 'prepared'>, domain: string | undefined): Promise<{ domain: string; revision: number } | undefined> {
  // /api/cnf's statement on every page load: prepared once per connection (Database.prepared). The same rule
  // as findSiteConfig: the exact domain, else the default site.
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
  const found = await rows<Row>(q, sql`
    SELECT ${columns(REMOTE_FIELDS, 'r')} FROM remote_registry r JOIN site_configs s ON s.domain = r.domain
    WHERE r.domain = ${domain} OR s.is_default
    ORDER BY r.name`);
  const byName = new Map<string, RemoteRow>();
  for (const r of found.map(remoteRow)) {
    const existing = byName.get(r.name);
    if (!existing || (r.domain === domain && existing.domain !== domain)) byName.set(r.name, r);
  }
  return [...byName.values()];
}

export async function domainExists(q: Queryable, domain: string): Promise<boolean> {
  return (await firstRow(q, sql`SELECT domain FROM site_configs WHERE domain = ${domain} LIMIT 1`)) !== undefined;
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
  const row = await firstRow<Row>(q, sql`
    INSERT INTO remote_registry (domain, name, base_url, version, updated_by)
    VALUES (${input.domain}, ${input.name}, ${input.baseUrl}, ${input.version}, ${input.operatorId})
    ON CONFLICT (domain, name) DO UPDATE
      SET base_url = excluded.base_url, version = excluded.version, updated_by = excluded.updated_by, updated_at = now()
    RETURNING ${REMOTE_COLUMNS}`);
  return row && remoteRow(row);
}
