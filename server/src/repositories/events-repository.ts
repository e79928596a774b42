// Live updates (issue 16): an event is a NOTIFY on the schema's channel, sent inside the writing transaction,
// so PostgreSQL delivers it at commit (never for a rolled-back change) to every API instance that LISTENs
// (plugins/live.ts), which forwards it to its open server-sent-event streams.
import type { MemberEvent, OperatorEvent } from '@casino/shared/contract';
import { execute, sql, type Queryable } from '../db/client';

/**
 * What travels on the channel: to operators, or to one member (member_id), or to every member (memo to all).
 * With session_id, a member's event reaches only the streams opened with that session (a logout ends that
 * session's pages, not the member's other devices).
 */
export type LiveMessage =
  | ({ to: 'operators' } & OperatorEvent)
  | ({ to: 'member'; member_id: number; session_id?: string } & MemberEvent)
  | ({ to: 'members' } & MemberEvent);

export async function publish(q: Queryable, message: LiveMessage): Promise<void> {
  await execute(q, sql`SELECT pg_notify('casino_events_' || current_schema(), ${JSON.stringify(message)})`);
}

export const toOperators = (q: Queryable, event: OperatorEvent) => publish(q, { to: 'operators', ...event });
/** To one member's streams; with `sessionId`, only to those opened with that session. */
export const toMember = (q: Queryable, memberId: number, event: MemberEvent, sessionId?: string) =>
  publish(q, { to: 'member', member_id: memberId, ...(sessionId ? { session_id: sessionId } : {}), ...event });
