// Bearer authentication: the token service and the request's principal fields. Members are authenticated by
// the one hook of the member scope (plugins/member-scope.ts); operators by the one hook of the operator scope,
// requireOperator below:
//  - credential checked (signature, audience, expiry) and its session row (not revoked, not expired, not idle
//    past the site's idle time, account active) read, on every call; sets request.operator;
//  - the route's `config.roles` (default owner only) must include the operator's role, else 403 4030
//    role_forbidden. A session that may only enrol TOTP reaches only routes with `config.enrolOnly` (4030
//    totp_mandatory when the role must have TOTP in production, else totp_enrolment_required); an operator
//    whose password an owner reset reaches only routes with `config.passwordChange` (4030 password_change_required).
// It also holds the TOTP secret box (security/totp-secrets.ts): at start every clear-text secret is sealed and the
// key is proved on the sealed ones (a wrong TOTP_ENCRYPTION_KEY stops the start with the reason).
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { Code, Msg, OperatorMsg, type OperatorRole } from '@casino/shared/contract';
import type { AppConfig } from '../config';
import { HandlerFailure, AuthError } from '../http/envelope';
import { findOperatorSession } from '../repositories/sessions-repository';
import { createTokenService, readCredential, type Credential, type TokenService } from '../security/tokens';
import { createSecretBox, type SecretBox } from '../security/totp-secrets';
import { prepareTotpSecrets } from '../services/operator-totp';

/** Roles that must have TOTP in production (issue 44): money moves and operator management; and (issue 45) the
 *  release role, which can ship code to every member. */
export const TOTP_MANDATORY_ROLES: readonly OperatorRole[] = ['owner', 'cashier', 'release'];

/** Must this operator enrol TOTP before anything else? The site's setting, or its role in production. */
export const totpMandatoryFor = (config: Pick<AppConfig, 'totpMandatory'>, role: OperatorRole) =>
  config.totpMandatory && TOTP_MANDATORY_ROLES.includes(role);

export interface Principal { id: number; sessionId: string }
export interface OperatorPrincipal extends Principal { role: OperatorRole; username: string; enrolOnly: boolean; mustChangePassword: boolean }

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** Seals and opens the operators' TOTP secrets (TOTP_ENCRYPTION_KEY). */
    totpBox: SecretBox;
    requireOperator: onRequestHookHandler;
  }
  interface FastifyContextConfig {
    /**
     * Operator routes: the roles that may call it (checked by requireOperator; absent = owner only).
     * `enrolOnly: true` also admits a session that may only enrol TOTP.
     */
    roles?: readonly OperatorRole[];
    enrolOnly?: boolean;
    /** Also reachable by an operator who must change the password first (me, password, logout). */
    passwordChange?: boolean;
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
  const totpBox = createSecretBox(app.config.totpKey);
  const { sealed } = await prepareTotpSecrets(app.db, totpBox);
  if (sealed > 0) app.log.warn({ operators: sealed }, 'TOTP secrets stored in clear text were encrypted with TOTP_ENCRYPTION_KEY');
  app.decorate('totpBox', totpBox);
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
    request.operator = {
      id: session.subjectId, sessionId: session.sessionId, role: session.role, username: session.username, enrolOnly: session.enrolOnly,
      mustChangePassword: session.mustChangePassword,
    };
    // the role gate (issue 16): every operator route declares who may call it; the server is the gate
    const config = request.routeOptions.config as { roles?: readonly OperatorRole[]; enrolOnly?: boolean; passwordChange?: boolean } | undefined;
    if (session.enrolOnly && !config?.enrolOnly) {
      const msg = totpMandatoryFor(app.config, session.role) ? OperatorMsg.totp_mandatory : OperatorMsg.totp_enrolment_required;
      throw new HandlerFailure(Code.AUTH_FAILED, msg, undefined, 403);
    }
    if (session.mustChangePassword && !config?.passwordChange) throw new HandlerFailure(Code.AUTH_FAILED, OperatorMsg.password_change_required, undefined, 403);
    const roles = config?.roles ?? ['owner'];
    if (!roles.includes(session.role)) throw new HandlerFailure(Code.AUTH_FAILED, OperatorMsg.role_forbidden, undefined, 403);
  });
}, { name: 'auth', dependencies: ['core', 'db'] });
