// The host's page for a country where the service is not offered: account forms go there when the server
// answers 4030 `jurisdiction_blocked` (sign-up, login).
import { ResponsibleMsg } from '@casino/shared';
import type { Failure } from './failure';

export const RESTRICTED_PATH = '/restricted';

export function isJurisdictionBlocked(failure: Failure | null | undefined): boolean {
  return failure?.key === `common:server.${ResponsibleMsg.jurisdiction_blocked}`;
}
