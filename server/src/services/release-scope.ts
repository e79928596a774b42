// The release role's scope (issue 45 §5): a team's release manager may drive only the remotes it owns
// (operators.remotes, set by an owner). Every other role that a route lets in is not limited by remote.
import type { OperatorRole } from '@casino/shared/contract';
import type { Queryable } from '../db/client';
import { findOperatorById } from '../repositories/operators-repository';

/** Whether this operator may act on this remote: yes for the roles the route let in, a release operator only on its own. */
export async function mayActOnRemote(q: Queryable, operator: { id: number; role: OperatorRole }, remote: string): Promise<boolean> {
  if (operator.role !== 'release') return true;
  // read per request, so an owner's change to the list applies at the next call
  const row = await findOperatorById(q, operator.id);
  return Boolean(row && row.role === 'release' && row.remotes.includes(remote));
}
