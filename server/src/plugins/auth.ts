// Bearer authentication: the token service and the request's principal fields. Members are authenticated by
// the one hook of the member scope (plugins/member-scope.ts); operators by requireOperator below:
//  - requireOperator: credential checked (signature, audience, expiry) and its session row (not revoked, not
//    expired, account active) read, on every call; sets request.operator.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { Msg } from '@casino/shared/contract';
import { AuthError } from '../http/envelope';
import { findOperatorSession } from '../repositories/sessions-repository';
import { createTokenService, readCredential, type Credential, type TokenService } from '../security/tokens';

export interface Principal { id: number; sessionId: string }

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    requireOperator: onRequestHookHandler;
  }
  interface FastifyRequest {
    member: Principal | null;
    operator: Principal | null;
    credential: Credential | null;
  }
}

export default fp(async function auth(app: FastifyInstance) {
  const tokens = createTokenService(app.config.jwtSecret);
  app.decorate('tokens', tokens);
  app.decorateRequest('member', null);
  app.decorateRequest('operator', null);
  app.decorateRequest('credential', null);

  app.decorate('requireOperator', async function requireOperator(request: FastifyRequest) {
    const credential = await readCredential(tokens, 'operator', request.headers.authorization);
    if (credential.kind !== 'jwt') throw new AuthError(Msg.invalid_token);
    const session = await findOperatorSession(app.db, credential.sessionId, credential.subject);
    if (!session) throw new AuthError(Msg.invalid_token);
    if (!session.live) throw new AuthError(Msg.token_expired);
    if (session.status !== 'active') throw new AuthError(Msg.account_suspended);
    request.credential = credential;
    request.operator = { id: session.subjectId, sessionId: session.sessionId };
  });
}, { name: 'auth', dependencies: ['core', 'db'] });
