// The site an operator call is about (remote registry, deposit account): the given domain, which must exist,
// else the default site.
import { Code, Msg } from '@casino/shared/contract';
import type { Queryable } from '../../db/client';
import { ApiError, invalidInput } from '../../http/envelope';
import { normaliseDomain } from '../../domain/site-config';
import { domainExists, findSiteConfig } from '../../repositories/site-repository';

export async function targetDomain(q: Queryable, raw: string | undefined): Promise<string> {
  if (raw !== undefined) {
    const domain = normaliseDomain(raw);
    if (!domain) throw invalidInput('domain');
    if (!(await domainExists(q, domain))) throw new ApiError(Code.DATABASE, Msg.item_not_found, 'domain');
    return domain;
  }
  const site = await findSiteConfig(q, undefined);
  if (!site) throw new Error('no default site configuration in the database');
  return site.domain;
}
