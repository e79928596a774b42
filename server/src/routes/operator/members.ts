// Members in the back office (issue 16): search and detail, the ledgers and histories of one member, the
// cashier queues (oldest first, each request with its member in context), and the actions on a member:
// suspend (every session ends at once and the member's open page is told), unsuspend, unlock login
// throttling, change the bank account, and (issue 44) issue a single-use password-reset link for the member.
// Every action is audited with before and after, and every read of a member's personal data as `member.view`
// (issue 47 §7); full bank account numbers only for owner, cashier and compliance.
import type { TypedApp } from '../../http/type-provider';
import { Code, Msg, OPERATOR_PERMISSIONS } from '@casino/shared/contract';
import { fail, ok } from '../../http/envelope';
import { commonResponses } from '@casino/shared/contract/schemas/common';
import { withIdempotency } from '../../plugins/idempotency';
import {
  addMemberNote, cashierQueue, findMembers, issueMemberPasswordReset, MEMBER_PAGES, memberContext, memberDetail, recordMemberView,
  setMemberStatusAudited, timelineOf, unlockMemberLogin,
} from '../../services/operator-members';
import { requestMemberBankChange } from '../../services/four-eyes';
import {
  BankBody, ContextAnswer, IdParams, MemberDetailAnswer, MembersSearchAnswer, MembersSearchQuery, PageQuery, QueueAnswer, ReasonBody, RowsAnswer,
  MemberPasswordResetAnswer, NoteAnswer, NoteBody, TimelineAnswer, TimelineQuery, UnlockAnswer,
} from '@casino/shared/contract/schemas/operator';

const tags = ['operator'];
const security = [{ operator: [] }];
const responses = (answer: unknown) => ({ 200: answer, 403: commonResponses[403] });
const read = { roles: OPERATOR_PERMISSIONS.membersRead };

/** The cashier queues and the member reads: search, detail, context, records. */
export default async function operatorMemberRoutes(app: TypedApp) {
  for (const kind of ['deposit', 'withdrawal'] as const) {
    app.get(`/queues/${kind}s`, {
      config: { roles: OPERATOR_PERMISSIONS.cashierRead },
      schema: { tags, summary: `Waiting ${kind} requests, oldest first, each with its member in context (balance, KYC, limits, exclusion, last ledger rows, holder vs verified name)`, security, response: responses(QueueAnswer) },
    }, async () => ok(await cashierQueue(app.db, kind)));
  }

  app.get('/members/:id/context', {
    config: read,
    schema: { tags, summary: 'A member in a cashier\'s context', security, params: IdParams, response: responses(ContextAnswer) },
  }, async (request) => {
    const context = await memberContext(app.db, request.params.id, request.operator?.role);
    if (!context) return fail(Code.DATABASE, Msg.item_not_found, 'id');
    await recordMemberView(request, app.db, request.params.id, 'context');
    return ok(context);
  });

  app.get('/members', {
    config: read,
    schema: { tags, summary: 'Members: search by username, nickname, phone or id (q); newest first', security, querystring: MembersSearchQuery, response: responses(MembersSearchAnswer) },
  }, async (request) => ok(await findMembers(app.db, request.query.q, request.query.page, request.query.size)));

  app.get('/members/:id', {
    config: read,
    schema: { tags, summary: 'A member\'s profile, balances, KYC, login failures and live sessions', security, params: IdParams, response: responses(MemberDetailAnswer) },
  }, async (request) => {
    const detail = await memberDetail(app.db, request.params.id, request.operator?.role);
    if (!detail) return fail(Code.DATABASE, Msg.item_not_found, 'id');
    await recordMemberView(request, app.db, request.params.id, 'profile');
    return ok(detail);
  });

  const pages: Array<[keyof typeof MEMBER_PAGES, string]> = [
    ['ledger', 'Cash ledger rows (before/after), newest first'],
    ['points-ledger', 'Points ledger rows (before/after), newest first'],
    ['deposits', 'Deposit requests, newest first'],
    ['withdrawals', 'Withdrawal requests, newest first'],
    ['rounds', 'House-game rounds, newest first'],
    ['logins', 'Login attempts on the member\'s account (success or failure, IP, user agent), newest first'],
  ];
  for (const [path, summary] of pages) {
    const load = MEMBER_PAGES[path];
    app.get(`/members/:id/${path}`, {
      config: read,
      schema: { tags, summary, security, params: IdParams, querystring: PageQuery, response: responses(RowsAnswer) },
    }, async (request) => {
      const page = await load(app.db, request.params.id, request.query.page, request.query.size);
      await recordMemberView(request, app.db, request.params.id, path);
      return ok(page);
    });
  }
}

/** A player's whole story (issue 47 §5): one timeline of everything that happened to a member, and internal notes. */
export async function operatorMemberStoryRoutes(app: TypedApp) {
  app.get('/members/:id/timeline', {
    config: read,
    schema: {
      tags, security, params: IdParams, querystring: TimelineQuery, response: responses(TimelineAnswer),
      summary: 'Everything that happened to a member, newest first: ledger and points rows, requests, responsible gaming, operator actions (named), notes, logins; ?kinds= filters',
    },
  }, async (request) => {
    const { kinds, page, size } = request.query;
    const found = timelineOf(app.db, request.params.id, kinds, page, size, request.operator?.role);
    if (!found) return fail(Code.PARAM_INVALID, Msg.invalid_input_value, 'kinds');
    const timeline = await found;
    await recordMemberView(request, app.db, request.params.id, 'timeline');
    return ok(timeline);
  });

  app.post('/members/:id/notes', {
    config: read,
    schema: { tags, security, params: IdParams, body: NoteBody, response: responses(NoteAnswer), summary: 'Add an internal note on a member (never shown to the member; append-only)' },
  }, async (request) => {
    const body = request.body.body.trim();
    if (!body) return fail(Code.PARAM_MISSING, Msg.required_input_missing, 'body');
    return withIdempotency(request, (tx) => addMemberNote(tx, request, request.params.id, body));
  });
}

/** The actions on a member: suspend, unsuspend, password-reset link, login unlock, bank account. */
export async function operatorMemberActionRoutes(app: TypedApp) {
  for (const [path, status] of [['suspend', 'suspended'], ['unsuspend', 'active']] as const) {
    app.post(`/members/:id/${path}`, {
      config: { roles: OPERATOR_PERMISSIONS.memberSuspend },
      schema: {
        tags, security, params: IdParams, body: ReasonBody, response: responses(MemberDetailAnswer),
        summary: status === 'suspended' ? 'Suspend a member: every session ends at once, the open page logs out' : 'Lift a suspension',
      },
    }, async (request) => withIdempotency(request, (tx) => (
      setMemberStatusAudited(tx, request, request.params.id, path, status, request.body.reason.trim())
    )));
  }

  app.post('/members/:id/password-reset', {
    config: { roles: OPERATOR_PERMISSIONS.memberPasswordReset },
    schema: {
      tags, summary: 'Issue a single-use password-reset link for a member (owner, support): hand the url to the member; it expires (PASSWORD_RESET_TTL_MINUTES). Only the token\'s hash is kept',
      security, params: IdParams, response: responses(MemberPasswordResetAnswer),
    },
    // not through withIdempotency: its stored answer would keep the token for a day
  }, async (request) => issueMemberPasswordReset(app.db, request, request.params.id, app.config.hostUrl));

  app.post('/members/:id/unlock-login', {
    config: { roles: OPERATOR_PERMISSIONS.memberUnlock },
    schema: { tags, summary: 'Clear a member\'s failed logins (the username throttle) so they can log in again', security, params: IdParams, response: responses(UnlockAnswer) },
  }, async (request) => withIdempotency(request, (tx) => unlockMemberLogin(tx, request, request.params.id)));

  app.put('/members/:id/bank', {
    config: { roles: OPERATOR_PERMISSIONS.memberBank },
    schema: { tags, summary: 'Ask to change a member\'s bank account (withdrawals pay to it): a request a second operator approves (answer: pending_approval)', security, params: IdParams, body: BankBody, response: responses(MemberDetailAnswer) },
  }, async (request) => {
    const bankName = request.body.bank_name.trim();
    const bankAccount = request.body.bank_account.replace(/[\s-]/g, '');
    const bankHolder = request.body.bank_holder.trim();
    if (!bankName) return fail(Code.PARAM_MISSING, Msg.required_input_missing, 'bank_name');
    if (!/^\d{6,20}$/.test(bankAccount)) return fail(Code.PARAM_INVALID, Msg.invalid_input_value, 'bank_account');
    if (!bankHolder) return fail(Code.PARAM_MISSING, Msg.required_input_missing, 'bank_holder');
    return withIdempotency(request, (tx) => (
      requestMemberBankChange(tx, request, request.params.id, { bankName, bankAccount, bankHolder }, request.body.reason.trim())
    ));
  });
}
