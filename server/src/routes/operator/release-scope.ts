// The one place the release role is limited to its own remotes (issue 45 §5): a preHandler of the operator scope.
// A route lets the role in with `config.roles` (OPERATOR_PERMISSIONS.releases); every route whose path names a
// remote (`:name`) then refuses a release operator that does not own it, with the same 403 role_forbidden as the role
// gate. Routes without a remote in the path (status, history, releases) are reads over the whole registry.
import type { FastifyRequest } from 'fastify';
import type { TypedApp } from '../../http/type-provider';
import { Code, OperatorMsg } from '@casino/shared/contract';
import { HandlerFailure } from '../../http/envelope';
import { mayActOnRemote } from '../../services/release-scope';

export const releaseScope = (app: TypedApp) => async function releaseScopeGuard(request: FastifyRequest) {
  const operator = request.operator;
  if (!operator || operator.role !== 'release') return;
  const name = (request.params as { name?: unknown } | undefined)?.name;
  if (typeof name !== 'string') return;
  if (!(await mayActOnRemote(app.db, operator, name))) {
    request.log.warn({ operator: operator.id, remote: name }, 'release operator refused on a remote it does not own');
    throw new HandlerFailure(Code.AUTH_FAILED, OperatorMsg.role_forbidden, undefined, 403);
  }
};
