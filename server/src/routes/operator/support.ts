// Back office for support: notices (post with a popup flag, delete), memos to one member or to all, answering
// one-to-one inquiries, reading customer inquiry form messages.
// Registered inside the operator scope (index.ts: one auth hook, roles per route in `config.roles`). Changes run through withIdempotency (operator, X-Sequence).
import type { FastifyInstance } from 'fastify';
import {
  Code, Msg, OPERATOR_PERMISSIONS, validateAnswer, validateMemo, validateNotice, type InquiryStatus,
} from '@casino/shared/contract';
import { fail, ok } from '../../http/envelope';
import { commonResponses } from '../../http/schemas';
import { withIdempotency } from '../../plugins/idempotency';
import {
  answerInquiry, deleteNotice, findInquiry, findNotice, insertMemo, insertNotice, listContacts, listNotices, memberExists, operatorListInquiries,
  updateNotice,
} from '../../repositories/support-repository';
import { publish, toMember, toOperators } from '../../repositories/events-repository';
import { audit } from './audit';
import {
  AnswerAnswer, AnswerBody, ContactsAnswer, EmptyAnswer, IdAnswer, IdParams, NoticeAnswer, NoticesAnswer, OperatorInquiriesAnswer, OperatorInquiriesQuery,
  OperatorMemoBody, OperatorNoticeBody, PageQuery,
} from '../../http/route-schemas/support';

type Body = Record<string, unknown> | undefined;
const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;

export default async function operatorSupportRoutes(app: FastifyInstance) {
  const tags = ['operator'];
  const security = [{ operator: [] }];
  const responses = (answer: unknown) => ({ 200: answer, 403: commonResponses[403] });

  app.post<{ Body: Body }>('/memos', {
    config: { roles: OPERATOR_PERMISSIONS.memo },
    schema: { tags, summary: 'Send a memo to one member (member_id) or to every member', security, body: OperatorMemoBody, response: responses(IdAnswer) },
  }, async (request) => {
    const input = request.body ?? {};
    const violation = validateMemo(input);
    if (violation) return fail(violation.code, violation.msg, violation.field);
    const memberId = input.member_id ?? null;
    if (memberId !== null && !isId(memberId)) return fail(Code.PARAM_INVALID, Msg.invalid_input_value, 'member_id');
    const answer = await withIdempotency(request, async (tx) => {
      if (memberId !== null && !(await memberExists(tx, memberId))) return fail(Code.DATABASE, Msg.item_not_found, 'member_id');
      const id = await insertMemo(tx, { memberId, title: input.title as string, content: input.content as string, operatorId: request.operator!.id });
      await audit(request, tx, { action: 'memo.send', targetType: 'memo', targetId: id, memberId, after: { to: memberId ?? 'all', title: input.title } });
      const event = { type: 'memo.received' as const, data: { id, title: input.title as string } };
      await (memberId === null ? publish(tx, { to: 'members', ...event }) : toMember(tx, memberId, event));
      return ok({ id });
    });
    if (answer.code === Code.OK) request.log.info({ memo: (answer.data as { id: number }).id, to: memberId ?? 'all', operator: request.operator!.id }, 'memo sent');
    return answer;
  });

  app.get<{ Querystring: { page: number; size: number } }>('/notices', {
    config: { roles: OPERATOR_PERMISSIONS.support },
    schema: { tags, summary: 'Notices, newest first (popup ones included)', security, querystring: PageQuery, response: responses(NoticesAnswer) },
  }, async (request) => ok(await listNotices(app.db, request.query.page, request.query.size, false)));

  app.put<{ Params: { id: number }; Body: Body }>('/notices/:id', {
    config: { roles: OPERATOR_PERMISSIONS.support },
    schema: { tags, summary: 'Edit a notice (title, content, popup flag)', security, params: IdParams, body: OperatorNoticeBody, response: responses(NoticeAnswer) },
  }, async (request) => {
    const input = request.body ?? {};
    const violation = validateNotice(input);
    if (violation) return fail(violation.code, violation.msg, violation.field);
    if (input.popup !== undefined && typeof input.popup !== 'boolean') return fail(Code.PARAM_INVALID, Msg.invalid_input_value, 'popup');
    return withIdempotency(request, async (tx) => {
      const before = await findNotice(tx, request.params.id);
      if (!before) return fail(Code.DATABASE, Msg.item_not_found, 'id');
      const after = await updateNotice(tx, request.params.id, { title: input.title as string, content: input.content as string, popup: input.popup === true });
      await audit(request, tx, { action: 'notice.update', targetType: 'notice', targetId: request.params.id, before, after });
      return ok(after);
    });
  });

  app.post<{ Body: Body }>('/notices', {
    config: { roles: OPERATOR_PERMISSIONS.support },
    schema: { tags, summary: 'Post a notice (popup: also shown as a home-page popup)', security, body: OperatorNoticeBody, response: responses(IdAnswer) },
  }, async (request) => {
    const input = request.body ?? {};
    const violation = validateNotice(input);
    if (violation) return fail(violation.code, violation.msg, violation.field);
    if (input.popup !== undefined && typeof input.popup !== 'boolean') return fail(Code.PARAM_INVALID, Msg.invalid_input_value, 'popup');
    const answer = await withIdempotency(request, async (tx) => {
      const notice = { title: input.title as string, content: input.content as string, popup: input.popup === true };
      const id = await insertNotice(tx, { ...notice, operatorId: request.operator!.id });
      await audit(request, tx, { action: 'notice.create', targetType: 'notice', targetId: id, after: notice });
      return ok({ id });
    });
    if (answer.code === Code.OK) request.log.info({ notice: (answer.data as { id: number }).id, operator: request.operator!.id }, 'notice posted');
    return answer;
  });

  app.delete<{ Params: { id: number } }>('/notices/:id', {
    config: { roles: OPERATOR_PERMISSIONS.support },
    schema: { tags, summary: 'Delete a notice', security, params: IdParams, response: responses(EmptyAnswer) },
  }, async (request) => {
    const answer = await withIdempotency(request, async (tx) => {
      const before = await findNotice(tx, request.params.id);
      if (!before || !(await deleteNotice(tx, request.params.id))) return fail(Code.DATABASE, Msg.item_not_found);
      await audit(request, tx, { action: 'notice.delete', targetType: 'notice', targetId: request.params.id, before });
      return ok({});
    });
    if (answer.code === Code.OK) request.log.info({ notice: request.params.id, operator: request.operator!.id }, 'notice deleted');
    return answer;
  });

  app.get<{ Querystring: { page: number; size: number; status?: InquiryStatus } }>('/inquiries', {
    config: { roles: OPERATOR_PERMISSIONS.support },
    schema: {
      tags, summary: 'One-to-one inquiries with member usernames (pending: oldest first)', security, querystring: OperatorInquiriesQuery,
      response: responses(OperatorInquiriesAnswer),
    },
  }, async (request) => {
    const { status, page, size } = request.query;
    return ok(await operatorListInquiries(app.db, status, page, size));
  });

  app.post<{ Params: { id: number }; Body: Body }>('/inquiries/:id/answer', {
    config: { roles: OPERATOR_PERMISSIONS.support },
    schema: {
      tags, summary: 'Answer an inquiry (status answered, answered_at now); answering again corrects the answer', security,
      params: IdParams, body: AnswerBody, response: responses(AnswerAnswer),
    },
  }, async (request) => {
    const input = request.body ?? {};
    const violation = validateAnswer(input);
    if (violation) return fail(violation.code, violation.msg, violation.field);
    const answer = await withIdempotency(request, async (tx) => {
      const before = await findInquiry(tx, request.params.id);
      const answered = await answerInquiry(tx, request.params.id, input.answer as string, request.operator!.id);
      if (!before || !answered) return fail(Code.DATABASE, Msg.item_not_found);
      const { member_id: memberId, ...view } = answered;
      await audit(request, tx, { action: 'inquiry.answer', targetType: 'inquiry', targetId: view.id, memberId, before: { status: before.status, answer: before.answer }, after: { status: view.status, answer: view.answer } });
      await toMember(tx, memberId, { type: 'inquiry.answered', data: { id: view.id } });
      await toOperators(tx, { type: 'inquiry.answered', data: { id: view.id, member_id: memberId } });
      return ok(view);
    });
    if (answer.code === Code.OK) request.log.info({ inquiry: request.params.id, operator: request.operator!.id }, 'inquiry answered');
    return answer;
  });

  app.get<{ Querystring: { page: number; size: number } }>('/contacts', {
    config: { roles: OPERATOR_PERMISSIONS.support },
    schema: { tags, summary: 'Customer inquiry form messages, newest first', security, querystring: PageQuery, response: responses(ContactsAnswer) },
  }, async (request) => ok(await listContacts(app.db, request.query.page, request.query.size)));
}
