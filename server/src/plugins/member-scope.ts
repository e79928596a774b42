// The member scope: every route a logged-in member calls is registered inside it (app.ts), and its one
// onRequest hook authenticates each request before the route runs, the way the route's `config.memberAuth`
// says (default 'session'):
//  - 'session': the bearer credential (jwt or auth token: signature, audience, expiry) and its session row (not
//    revoked, not expired, account active), on every call; sets request.member.
//  - 'credential': the credential only; the route MUST validate the session inside its own query
//    (memberSessionCondition). For hot reads that do both in one statement (/main/init).
//  - 'house-session': the house game page's session token (X-House-Session, from POST /house/session); the
//    session's member is the member of the call (withIdempotency keys on it); sets request.houseSession too.
//    The scope remembers the sessions it has read for a minute (providers/house/sessions.ts `createSessionLookup`).
// A route outside this scope is public (or the operator's scope): there is no other member hook.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Msg } from '@casino/shared/contract';
import { AuthError } from '../http/envelope';
import { createSessionLookup, type HouseSession } from '../providers/house/sessions';
import { findMemberSession } from '../repositories/sessions-repository';
import { readCredential } from '../security/tokens';

export type MemberAuth = 'session' | 'credential' | 'house-session';

/** The header a house game page sends its session token in. */
export const HOUSE_SESSION_HEADER = 'x-house-session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How the member scope's hook authenticates this route (see plugins/member-scope.ts); default 'session'. */
    memberAuth?: MemberAuth;
  }
  interface FastifyRequest {
    houseSession: HouseSession | null;
  }
}

export interface MemberScopeOptions {
  /** Registers the member routes on the scope. */
  routes: (scope: FastifyInstance) => Promise<void>;
}

/** Why a credential is refused (the 403's msg), or null when it is good. */
type Refusal = ConstructorParameters<typeof AuthError>[0] | null;
const refusal = (found: { live: boolean; status?: string } | undefined): Refusal => {
  if (!found) return Msg.invalid_token;
  if (!found.live) return Msg.token_expired;
  if (found.status !== undefined && found.status !== 'active') return Msg.account_suspended;
  return null;
};

export async function memberScope(scope: FastifyInstance, { routes }: MemberScopeOptions) {
  const findHouseSession = createSessionLookup();
  const readMemberCredential = async (request: FastifyRequest) => {
    request.credential = await readCredential(scope.tokens, 'member', request.headers.authorization);
    return request.credential;
  };

  const authenticate: Record<MemberAuth, (request: FastifyRequest) => Promise<Refusal>> = {
    async session(request) {
      const session = await findMemberSession(scope.db, await readMemberCredential(request));
      const refused = refusal(session);
      if (!refused) request.member = { id: session!.subjectId, sessionId: session!.sessionId };
      return refused;
    },
    async credential(request) {
      await readMemberCredential(request);
      return null;
    },
    async 'house-session'(request) {
      const header = request.headers[HOUSE_SESSION_HEADER];
      const found = typeof header === 'string' ? await findHouseSession(scope.db, header) : undefined;
      const refused = refusal(found);
      if (!refused) {
        request.houseSession = found!;
        request.member = { id: found!.memberId, sessionId: `house:${found!.id}` };
      }
      return refused;
    },
  };

  scope.decorateRequest('houseSession', null);
  scope.addHook('onRequest', async function authenticateMember(request: FastifyRequest) {
    const refused = await authenticate[request.routeOptions.config.memberAuth ?? 'session'](request);
    if (refused) throw new AuthError(refused);
  });
  await routes(scope);
}
