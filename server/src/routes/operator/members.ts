// Members in the back office (issue 16): search and detail, the ledgers and histories of one member, the
// cashier queues (oldest first, each request with its member in context), and the actions on a member:
// suspend (every session ends at once and the member's open page is told), unsuspend, unlock login
// throttling, change the bank account, and (issue 44) issue a single-use password-reset link for the member.
// Every action is audited with before and after.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Code, Msg, OPERATOR_PERMISSIONS } from '@casino/shared/contract';
import { fail, ok } from '../../http/envelope';
import { commonResponses } from '../../http/schemas';
import { withIdempotency } from '../../plugins/idempotency';
import { throttleKey } from '../../domain/login-throttle';
import {
  clearLoginFailures, memberCashLedger, memberPointLedger, memberRequests, memberRounds, searchMembers, setMemberBank, setMemberStatus,
  waitingRequests,
} from '../../repositories/backoffice-repository';
import { findMemberRow } from '../../repositories/members-repository';
import { revokeAllSessions } from '../../repositories/sessions-repository';
import { toMember } from '../../repositories/events-repository';
import { memberContext, memberDetail } from '../../services/operator-members';
import { issuePasswordReset } from '../../services/account-service';
import {
  BankBody, ContextAnswer, IdParams, MemberDetailAnswer, MembersSearchAnswer, MembersSearchQuery, PageQuery, QueueAnswer, ReasonBody, RowsAnswer,
  MemberPasswordResetAnswer, UnlockAnswer,
} from '../../http/route-schemas/operator';
import { audit } from './audit';

type IdRequest = FastifyRequest<{ Params: { id: number } }>;
type PagedRequest = FastifyRequest<{ Params: { id: number }; Querystring: { page: number; size: number } }>;

export default async function operatorMemberRoutes(app: FastifyInstance) {
  const tags = ['operator'];
  const security = [{ operator: [] }];
  const responses = (answer: unknown) => ({ 200: answer, 403: commonResponses[403] });
  const read = { roles: OPERATOR_PERMISSIONS.membersRead };

  for (const kind of ['deposit', 'withdrawal'] as const) {
    app.get(`/queues/${kind}s`, {
      config: { roles: OPERATOR_PERMISSIONS.cashierRead },
      schema: { tags, summary: `Waiting ${kind} requests, oldest first, each with its member in context (balance, KYC, limits, exclusion, last ledger rows, holder vs verified name)`, security, response: responses(QueueAnswer) },
    }, async () => {
      const list = await waitingRequests(app.db, kind);
      const contexts = new Map<number, Awaited<ReturnType<typeof memberContext>>>();
      for (const row of list) if (!contexts.has(row.member_id)) contexts.set(row.member_id, await memberContext(app.db, row.member_id));
      return ok({ list: list.map((row) => ({ ...row, member: contexts.get(row.member_id) })) });
    });
  }

  app.get('/members/:id/context', {
    config: read,
    schema: { tags, summary: 'A member in a cashier\'s context', security, params: IdParams, response: responses(ContextAnswer) },
  }, async (request: IdRequest) => {
    const context = await memberContext(app.db, request.params.id);
    return context ? ok(context) : fail(Code.DATABASE, Msg.item_not_found, 'id');
  });

  app.get<{ Querystring: { q?: string; page: number; size: number } }>('/members', {
    config: read,
    schema: { tags, summary: 'Members: search by username, nickname, phone or id (q); newest first', security, querystring: MembersSearchQuery, response: responses(MembersSearchAnswer) },
  }, async (request) => ok(await searchMembers(app.db, request.query.q, request.query.page, request.query.size)));

  app.get('/members/:id', {
    config: read,
    schema: { tags, summary: 'A member\'s profile, balances, KYC, login failures and live sessions', security, params: IdParams, response: responses(MemberDetailAnswer) },
  }, async (request: IdRequest) => {
    const detail = await memberDetail(app.db, request.params.id);
    return detail ? ok(detail) : fail(Code.DATABASE, Msg.item_not_found, 'id');
  });

  const pages: Array<[string, string, (id: number, page: number, size: number) => Promise<unknown>]> = [
    ['ledger', 'Cash ledger rows (before/after), newest first', (id, p, s) => memberCashLedger(app.db, id, p, s)],
    ['points-ledger', 'Points ledger rows (before/after), newest first', (id, p, s) => memberPointLedger(app.db, id, p, s)],
    ['deposits', 'Deposit requests, newest first', (id, p, s) => memberRequests(app.db, 'deposit', id, p, s)],
    ['withdrawals', 'Withdrawal requests, newest first', (id, p, s) => memberRequests(app.db, 'withdrawal', id, p, s)],
    ['rounds', 'House-game rounds, newest first', (id, p, s) => memberRounds(app.db, id, p, s)],
  ];
  for (const [path, summary, load] of pages) {
    app.get(`/members/:id/${path}`, {
      config: read,
      schema: { tags, summary, security, params: IdParams, querystring: PageQuery, response: responses(RowsAnswer) },
    }, async (request: PagedRequest) => ok(await load(request.params.id, request.query.page, request.query.size)));
  }

  for (const [path, status] of [['suspend', 'suspended'], ['unsuspend', 'active']] as const) {
    app.post(`/members/:id/${path}`, {
      config: { roles: OPERATOR_PERMISSIONS.memberSuspend },
      schema: {
        tags, security, params: IdParams, body: ReasonBody, response: responses(MemberDetailAnswer),
        summary: status === 'suspended' ? 'Suspend a member: every session ends at once, the open page logs out' : 'Lift a suspension',
      },
    }, async (request: FastifyRequest<{ Params: { id: number }; Body: { reason: string } }>) => withIdempotency(request, async (tx) => {
      const before = await findMemberRow(tx, request.params.id);
      if (!before) return fail(Code.DATABASE, Msg.item_not_found, 'id');
      await setMemberStatus(tx, before.id, status);
      let revoked = 0;
      if (status === 'suspended') {
        revoked = await revokeAllSessions(tx, { memberId: before.id });
        await toMember(tx, before.id, { type: 'session.revoked', data: { reason: 'account_suspended' } });
      }
      await audit(request, tx, {
        action: `member.${path}`, targetType: 'member', targetId: before.id, memberId: before.id,
        before: { status: before.status }, after: { status, reason: request.body.reason.trim(), sessions_revoked: revoked },
      });
      return ok(await memberDetail(tx, before.id));
    }));
  }

  app.post('/members/:id/password-reset', {
    config: { roles: OPERATOR_PERMISSIONS.memberPasswordReset },
    schema: {
      tags, summary: 'Issue a single-use password-reset link for a member (owner, support): hand the url to the member; it expires (PASSWORD_RESET_TTL_MINUTES). Only the token\'s hash is kept',
      security, params: IdParams, response: responses(MemberPasswordResetAnswer),
    },
    // not through withIdempotency: its stored answer would keep the token for a day
  }, async (request: IdRequest) => app.db.transaction(async (tx) => {
    const member = await findMemberRow(tx, request.params.id);
    if (!member) return fail(Code.DATABASE, Msg.item_not_found, 'id');
    const answer = await issuePasswordReset(tx, member.id, request.operator!.id, app.config.hostUrl);
    await audit(request, tx, { action: 'member.password_reset', targetType: 'member', targetId: member.id, memberId: member.id, after: { expires_at: answer.expires_at } });
    return ok(answer);
  }));

  app.post('/members/:id/unlock-login', {
    config: { roles: OPERATOR_PERMISSIONS.memberUnlock },
    schema: { tags, summary: 'Clear a member\'s failed logins (the username throttle) so they can log in again', security, params: IdParams, response: responses(UnlockAnswer) },
  }, async (request: IdRequest) => withIdempotency(request, async (tx) => {
    const member = await findMemberRow(tx, request.params.id);
    if (!member) return fail(Code.DATABASE, Msg.item_not_found, 'id');
    const cleared = await clearLoginFailures(tx, throttleKey('member', member.username));
    await audit(request, tx, { action: 'member.unlock_login', targetType: 'member', targetId: member.id, memberId: member.id, before: { login_failures: cleared }, after: { login_failures: 0 } });
    return ok({ cleared });
  }));

  app.put('/members/:id/bank', {
    config: { roles: OPERATOR_PERMISSIONS.memberBank },
    schema: { tags, summary: 'Change a member\'s bank account (withdrawals pay to it)', security, params: IdParams, body: BankBody, response: responses(MemberDetailAnswer) },
  }, async (request: FastifyRequest<{ Params: { id: number }; Body: { bank_name: string; bank_account: string; bank_holder: string; reason: string } }>) => {
    const bankName = request.body.bank_name.trim();
    const bankAccount = request.body.bank_account.replace(/[\s-]/g, '');
    const bankHolder = request.body.bank_holder.trim();
    if (!bankName) return fail(Code.PARAM_MISSING, Msg.required_input_missing, 'bank_name');
    if (!/^\d{6,20}$/.test(bankAccount)) return fail(Code.PARAM_INVALID, Msg.invalid_input_value, 'bank_account');
    if (!bankHolder) return fail(Code.PARAM_MISSING, Msg.required_input_missing, 'bank_holder');
    return withIdempotency(request, async (tx) => {
      const before = await findMemberRow(tx, request.params.id);
      if (!before) return fail(Code.DATABASE, Msg.item_not_found, 'id');
      await setMemberBank(tx, before.id, { bankName, bankAccount, bankHolder });
      await audit(request, tx, {
        action: 'member.bank', targetType: 'member', targetId: before.id, memberId: before.id,
        before: { bank_name: before.bankName, bank_account: before.bankAccount, bank_holder: before.bankHolder },
        after: { bank_name: bankName, bank_account: bankAccount, bank_holder: bankHolder, reason: request.body.reason.trim() },
      });
      return ok(await memberDetail(tx, before.id));
    });
  });
}
