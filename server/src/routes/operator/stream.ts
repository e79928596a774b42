// The operators' live stream (issue 16): new and decided deposit and withdrawal requests, new and answered
// inquiries, from whichever API instance made them (PostgreSQL LISTEN/NOTIFY, plugins/live.ts). Server-sent
// events read with fetch and the operator bearer token; the stream ends when the session does.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OPERATOR_ROLES } from '@casino/shared/contract';
import { commonResponses } from '../../http/schemas';
import { openSse } from '../../http/sse';
import { findOperatorSession } from '../../repositories/sessions-repository';

export default async function operatorStreamRoutes(app: FastifyInstance) {
  app.get('/stream', {
    config: { roles: OPERATOR_ROLES },
    schema: {
      tags: ['operator'], security: [{ operator: [] }], produces: ['text/event-stream'],
      summary: 'Server-sent events: deposit.created, withdrawal.created, deposit.decided, withdrawal.decided, inquiry.created, inquiry.answered (read with fetch + Authorization)',
      response: { 403: commonResponses[403] },
    },
  }, async (request: FastifyRequest, reply: FastifyReply) => {
    const { id, sessionId } = request.operator!;
    openSse(request, reply, {
      subscribe: (channel) => app.live.subscribe((message) => {
        if (message.to === 'operators') channel.send(message.type, message.data);
      }),
      alive: async () => {
        const session = await findOperatorSession(app.db, sessionId, id, false);
        return Boolean(session?.live && session.status === 'active');
      },
      onAppClose: (end) => app.live.onClose(end),
    });
  });
}
