// The public site reads: the site configuration's cipher text (/api/cnf), the remote registry's rows
// (/api/remotes), the member's header data (/main/init) and the session checks of the member's requests that
// run outside the member scope's hook (an optional bearer, the live stream); and the site an operator call is about.
import { Code, Msg } from '@casino/shared/contract';
import type { Database, Db, Queryable } from '../db/client';
import { HandlerFailure, invalidInput } from '../http/envelope';
import { normaliseDomain, type createConfigCipherCache } from '../domain/site-config';
import { domainExists, findRemotes, findSiteConfig, findSiteConfigRevision } from '../repositories/site-repository';
import { readInit } from '../repositories/members-repository';
import { findMemberSession } from '../repositories/sessions-repository';
import type { Credential } from '../security/tokens';

type CipherCache = ReturnType<typeof createConfigCipherCache>;

/** The site's configuration as cipher text: one narrow read per request (which site, which revision); the row
 * itself only when it changed. */
export async function siteConfigText(database: Database, db: Db, ciphers: CipherCache, domain: string | undefined): Promise<string> {
  const site = await findSiteConfigRevision(database, domain);
  const text = site && ciphers.current(site.domain, site.revision);
  if (text) return text;
  const row = await findSiteConfig(db, domain);
  if (!row) throw new Error('no site configuration in the database');
  return ciphers.cipherText({
    domain: row.domain, revision: row.revision, title: row.title,
    variables: row.variables as Record<string, unknown>, webVariables: row.webVariables as Record<string, unknown>,
  });
}

/** The site answering `domain` and its remote registry rows. */
export async function siteRemotes(q: Queryable, domain: string | undefined) {
  const site = await findSiteConfig(q, domain);
  if (!site) throw new Error('no site configuration in the database');
  return { domain: site.domain, rows: await findRemotes(q, site.domain) };
}

/** The member behind a credential whose session is live and whose account is active; otherwise undefined. */
export async function liveMemberId(q: Queryable, credential: Credential): Promise<number | undefined> {
  const session = await findMemberSession(q, credential);
  return session?.live && session.status === 'active' ? session.subjectId : undefined;
}

/** Whether the credential's session is still live and its member active (the live stream's check). */
export async function memberSessionAlive(q: Queryable, credential: Credential): Promise<boolean> {
  const session = await findMemberSession(q, credential);
  return Boolean(session?.live && session.status === 'active');
}

/** /main/init's single read (the session checked inside it). */
export const memberInit = (database: Pick<Database, 'prepared'>, credential: Credential) => readInit(database, credential);

/** The site an operator call is about (remote registry, deposit account): the given domain, which must exist,
 * else the default site. */
export async function targetDomain(q: Queryable, raw: string | undefined): Promise<string> {
  if (raw !== undefined) {
    const domain = normaliseDomain(raw);
    if (!domain) throw invalidInput('domain');
    if (!(await domainExists(q, domain))) throw new HandlerFailure(Code.DATABASE, Msg.item_not_found, 'domain');
    return domain;
  }
  const site = await findSiteConfig(q, undefined);
  if (!site) throw new Error('no default site configuration in the database');
  return site.domain;
}
