// /main/init: the member's header data, polled every 10 s by every open tab. A member route whose
// `memberAuth: 'credential'` tells the member scope's hook to check only the credential itself; the route
// validates the session inside its single read (see readInit).
import type { TypedApp } from '../../http/type-provider';
import { Msg, Paths } from '@casino/shared/contract';
import { AuthError, legacyOkWritten } from '../../http/envelope';
import { commonResponses } from '@casino/shared/contract/schemas/common';
import { InitAnswer } from '@casino/shared/contract/schemas/site';
import { maskAccount } from '../../domain/masking';
import { memberInit, memberSessionAlive } from '../../services/site-service';
import { openSse } from '../../http/sse';

export default async function mainRoutes(app: TypedApp) {
  app.get(Paths.init, {
    schema: {
      tags: ['main'],
      summary: 'Member info for the header (legacy RESULT/DATA form as well)',
      security: [{ member: [] }],
      response: { 200: InitAnswer, 403: commonResponses[403] },
    },
    config: { legacy: true, memberAuth: 'credential' },
  }, async (request, reply) => {
    const row = await memberInit(app.database, request.credential!);
    if (!row) throw new AuthError(Msg.invalid_token);
    if (!row.live) throw new AuthError(Msg.token_expired);
    if (row.status !== 'active') throw new AuthError(Msg.account_suspended);
    // the database wrote the other fields as JSON (readInit); the account number is masked here, as everywhere
    const ui = `${row.ui.slice(0, -1)}, "bank_account" : ${JSON.stringify(maskAccount(row.bank_account))}}`;
    return legacyOkWritten(reply, `{"ui":${ui}}`);
  });

  // The member's live stream (issue 16): deposit/withdrawal decided, memo received, inquiry answered, balance
  // changed, session revoked; from any API instance (LISTEN/NOTIFY). The 10 s /main/init poll stays the fallback.
  app.get(Paths.memberStream, {
    schema: {
      tags: ['main'], security: [{ member: [] }], produces: ['text/event-stream'],
      summary: 'Server-sent events for the member (read with fetch + Authorization): deposit.decided, withdrawal.decided, memo.received, inquiry.answered, balance.changed, session.revoked',
      response: { 403: commonResponses[403] },
    },
  }, async (request, reply) => {
    const { id: memberId, sessionId } = request.member!;
    const credential = request.credential!;
    openSse(request, reply, {
      source: app.live,
      deliver: (channel, message, eventId) => {
        const mine = message.to === 'member' && message.member_id === memberId && (!message.session_id || message.session_id === sessionId);
        if (message.to === 'members' || mine) {
          channel.send(message.type, message.data, eventId);
          if (message.type === 'session.revoked') channel.end();
        }
      },
      alive: () => memberSessionAlive(app.db, credential),
      onAppClose: (end) => app.live.onClose(end),
    });
  });
}
