// Bearer authentication. Hooks for a protected route scope:
//  - requireMember / requireOperator: credential checked (signature, audience, expiry) and its session row
//    (not revoked, not expired, account active) read, on every call; sets request.member / request.operator.
//    Operators: the session also ends after the site's idle time, and the route's `config.roles` (default
//    owner only) must include the operator's role, else 403 4030 role_forbidden.
//  - requireMemberCredential: the credential only; the route MUST validate the session inside its own query
//    (memberSessionCondition). For hot read paths that can do both in one statement (/main/init).
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { Code, Msg, OperatorMsg, type OperatorRole } from '@casino/shared/contract';
import { ApiError, AuthError } from '../http/envelope';
import { findMemberSession, findOperatorSession } from '../repositories/sessions-repository';
import { createTokenService, readCredential, type Credential, type TokenService } from '../security/tokens';

export interface Principal { id: number; sessionId: string }
export interface OperatorPrincipal extends Principal { role: OperatorRole; username: string; enrolOnly: boolean }

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    requireMember: onRequestHookHandler;
    requireMemberCredential: onRequestHookHandler;
    requireOperator: onRequestHookHandler;
  }
  interface FastifyContextConfig {
    /**
     * Operator routes: the roles that may call it (checked by requireOperator; absent = owner only).
     * `enrolOnly: true` also admits a session that may only enrol TOTP.
     */
    roles?: readonly OperatorRole[];
    enrolOnly?: boolean;
  }
  interface FastifyRequest {
    member: Principal | null;
    operator: OperatorPrincipal | null;
    credential: Credential | null;
  }
}

export default fp(async function auth(app: FastifyInstance) {
  const tokens = createTokenService(app.config.jwtSecret);
  app.decorate('tokens', tokens);
  app.decorateRequest('member', null);
  app.decorateRequest('operator', null);
  app.decorateRequest('credential', null);

  const memberCredential = async (request: FastifyRequest) => {
    request.credential = await readCredential(tokens, 'member', request.headers.authorization);
    return request.credential;
  };

  app.decorate('requireMemberCredential', async function requireMemberCredential(request: FastifyRequest) {
    await memberCredential(request);
  });

  app.decorate('requireMember', async function requireMember(request: FastifyRequest) {
    const session = await findMemberSession(app.db, await memberCredential(request));
    if (!session) throw new AuthError(Msg.invalid_token);
    if (!session.live) throw new AuthError(Msg.token_expired);
    if (session.status !== 'active') throw new AuthError(Msg.account_suspended);
    request.member = { id: session.subjectId, sessionId: session.sessionId };
  });

  app.decorate('requireOperator', async function requireOperator(request: FastifyRequest) {
    const credential = await readCredential(tokens, 'operator', request.headers.authorization);
    if (credential.kind !== 'jwt') throw new AuthError(Msg.invalid_token);
    const session = await findOperatorSession(app.db, credential.sessionId, credential.subject);
    if (!session) throw new AuthError(Msg.invalid_token);
    if (!session.live) throw new AuthError(Msg.token_expired);
    if (session.status !== 'active') throw new AuthError(Msg.account_suspended);
    request.credential = credential;
    request.operator = { id: session.subjectId, sessionId: session.sessionId, role: session.role, username: session.username, enrolOnly: session.enrolOnly };
    // the role gate (issue 16): every operator route declares who may call it; the server is the gate
    const config = request.routeOptions.config as { roles?: readonly OperatorRole[]; enrolOnly?: boolean } | undefined;
    if (session.enrolOnly && !config?.enrolOnly) throw new ApiError(Code.AUTH_FAILED, OperatorMsg.totp_enrolment_required, undefined, 403);
    const roles = config?.roles ?? ['owner'];
    if (!roles.includes(session.role)) throw new ApiError(Code.AUTH_FAILED, OperatorMsg.role_forbidden, undefined, 403);
  });
}, { name: 'auth', dependencies: ['core', 'db'] });
