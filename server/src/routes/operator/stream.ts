// The operators' live stream (issue 16): new and decided deposit and withdrawal requests, new and answered
// inquiries, from whichever API instance made them (PostgreSQL LISTEN/NOTIFY, plugins/live.ts). Server-sent
// events read with fetch and the operator bearer token; the stream ends when the session does. A reconnect with
// Last-Event-ID replays what the operator missed (http/sse.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TypedApp } from '../../http/type-provider';
import { canOperator, OPERATOR_ROLES } from '@casino/shared/contract';
import { commonResponses } from '@casino/shared/contract/schemas/common';
import { openSse } from '../../http/sse';
import { operatorSessionAlive } from '../../services/operator-access';

export default async function operatorStreamRoutes(app: TypedApp) {
  app.get('/stream', {
    config: { roles: OPERATOR_ROLES },
    schema: {
      tags: ['operator'], security: [{ operator: [] }], produces: ['text/event-stream'],
      summary: 'Server-sent events: deposit.created, withdrawal.created, deposit.decided, withdrawal.decided, inquiry.created, inquiry.answered, aml.alert (owner and compliance only) (read with fetch + Authorization)',
      response: { 403: commonResponses[403] },
    },
  }, async (request: FastifyRequest, reply: FastifyReply) => {
    const { id, sessionId, role } = request.operator!;
    // AML alerts reach only the roles that work them (no tipping-off through a cashier's or support's screen)
    const amlReader = canOperator(role, 'aml');
    openSse(request, reply, {
      source: app.live,
      deliver: (channel, message, eventId) => {
        if (message.to !== 'operators') return;
        if (message.type === 'aml.alert' && !amlReader) return;
        channel.send(message.type, message.data, eventId);
      },
      alive: () => operatorSessionAlive(app.db, sessionId, id),
      onAppClose: (end) => app.live.onClose(end),
    });
  });
}
