// Responsible-gaming limit hits (issue 47 §3): when a member's deposit, launch or bet is refused because of a limit
// (a deposit limit, the session time limit), the refused request rolls back, so its hit is written here, once the
// route has answered and before the answer goes out (preSerialization), in a short transaction of its own, and the AML
// rule "repeated limit hits" is evaluated on it. Only refused requests pay for it (two or three indexed statements),
// and a failure here is logged, never the member's answer. Added to the member scope (app.ts): every member route.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ResponsibleMsg } from '@casino/shared/contract';
import { onLimitHit } from '../services/aml-evaluation';

/** The refusals that are a limit hit (the msg of the answer's envelope). */
const LIMIT_MSGS: ReadonlySet<string> = new Set([
  ResponsibleMsg.deposit_limit_daily, ResponsibleMsg.deposit_limit_weekly, ResponsibleMsg.deposit_limit_monthly, ResponsibleMsg.session_limit_reached,
]);

const limitMsgOf = (payload: unknown): string | undefined => {
  const msg = payload !== null && typeof payload === 'object' ? (payload as { msg?: unknown }).msg : undefined;
  return typeof msg === 'string' && LIMIT_MSGS.has(msg) ? msg : undefined;
};

export function recordLimitHits(scope: FastifyInstance): void {
  scope.addHook('preSerialization', async (request: FastifyRequest, _reply, payload) => {
    const memberId = request.member?.id;
    const hit = memberId === undefined ? undefined : limitMsgOf(payload);
    if (hit === undefined || memberId === undefined) return payload;
    try {
      await onLimitHit(scope.db, memberId, hit);
    } catch (err) {
      request.log.error({ err, memberId }, 'recording a responsible-gaming limit hit failed');
    }
    return payload;
  });
}
