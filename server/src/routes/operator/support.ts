// Back office for support: notices (post with a popup flag, delete), memos to one member or to all, answering
// one-to-one inquiries, reading customer inquiry form messages. Self-contained: it adds its own operator hook,
// so it can be registered anywhere under /operator.
import type { FastifyInstance } from 'fastify';
import {
  Code, Msg, validateAnswer, validateMemo, validateNotice, type InquiryStatus,
} from '@casino/shared/contract';
import { fail, ok } from '../../http/envelope';
import { commonResponses } from '../../http/schemas';
import {
  answerInquiry, deleteNotice, insertMemo, insertNotice, listContacts, memberExists, operatorListInquiries,
} from '../support/repository';
import {
  AnswerAnswer, AnswerBody, ContactsAnswer, EmptyAnswer, IdAnswer, IdParams, OperatorInquiriesAnswer, OperatorInquiriesQuery,
  OperatorMemoBody, OperatorNoticeBody, PageQuery,
} from '../support/schemas';

type Body = Record<string, unknown> | undefined;
const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;

export default async function operatorSupportRoutes(app: FastifyInstance) {
  app.addHook('onRequest', app.requireOperator);
  const tags = ['operator'];
  const security = [{ operator: [] }];
  const responses = (answer: unknown) => ({ 200: answer, 403: commonResponses[403] });

  app.post<{ Body: Body }>('/memos', {
    schema: { tags, summary: 'Send a memo to one member (member_id) or to every member', security, body: OperatorMemoBody, response: responses(IdAnswer) },
  }, async (request) => {
    const input = request.body ?? {};
    const violation = validateMemo(input);
    if (violation) return fail(violation.code, violation.msg, violation.field);
    const memberId = input.member_id ?? null;
    if (memberId !== null && !isId(memberId)) return fail(Code.PARAM_INVALID, Msg.invalid_input_value, 'member_id');
    const id = await app.db.transaction(async (tx) => {
      if (memberId !== null && !(await memberExists(tx, memberId))) return null;
      return insertMemo(tx, { memberId, title: input.title as string, content: input.content as string, operatorId: request.operator!.id });
    });
    if (id === null) return fail(Code.DATABASE, Msg.item_not_found, 'member_id');
    request.log.info({ memo: id, to: memberId ?? 'all', operator: request.operator!.id }, 'memo sent');
    return ok({ id });
  });

  app.post<{ Body: Body }>('/notices', {
    schema: { tags, summary: 'Post a notice (popup: also shown as a home-page popup)', security, body: OperatorNoticeBody, response: responses(IdAnswer) },
  }, async (request) => {
    const input = request.body ?? {};
    const violation = validateNotice(input);
    if (violation) return fail(violation.code, violation.msg, violation.field);
    if (input.popup !== undefined && typeof input.popup !== 'boolean') return fail(Code.PARAM_INVALID, Msg.invalid_input_value, 'popup');
    const id = await insertNotice(app.db, {
      title: input.title as string, content: input.content as string, popup: input.popup === true, operatorId: request.operator!.id,
    });
    request.log.info({ notice: id, operator: request.operator!.id }, 'notice posted');
    return ok({ id });
  });

  app.delete<{ Params: { id: number } }>('/notices/:id', {
    schema: { tags, summary: 'Delete a notice', security, params: IdParams, response: responses(EmptyAnswer) },
  }, async (request) => {
    if (!(await deleteNotice(app.db, request.params.id))) return fail(Code.DATABASE, Msg.item_not_found);
    request.log.info({ notice: request.params.id, operator: request.operator!.id }, 'notice deleted');
    return ok({});
  });

  app.get<{ Querystring: { page: number; size: number; status?: InquiryStatus } }>('/inquiries', {
    schema: {
      tags, summary: 'One-to-one inquiries with member usernames (pending: oldest first)', security, querystring: OperatorInquiriesQuery,
      response: responses(OperatorInquiriesAnswer),
    },
  }, async (request) => {
    const { status, page, size } = request.query;
    return ok(await operatorListInquiries(app.db, status, page, size));
  });

  app.post<{ Params: { id: number }; Body: Body }>('/inquiries/:id/answer', {
    schema: {
      tags, summary: 'Answer an inquiry (status answered, answered_at now); answering again corrects the answer', security,
      params: IdParams, body: AnswerBody, response: responses(AnswerAnswer),
    },
  }, async (request) => {
    const input = request.body ?? {};
    const violation = validateAnswer(input);
    if (violation) return fail(violation.code, violation.msg, violation.field);
    const answered = await answerInquiry(app.db, request.params.id, input.answer as string, request.operator!.id);
    if (!answered) return fail(Code.DATABASE, Msg.item_not_found);
    request.log.info({ inquiry: answered.id, operator: request.operator!.id }, 'inquiry answered');
    return ok(answered);
  });

  app.get<{ Querystring: { page: number; size: number } }>('/contacts', {
    schema: { tags, summary: 'Customer inquiry form messages, newest first', security, querystring: PageQuery, response: responses(ContactsAnswer) },
  }, async (request) => ok(await listContacts(app.db, request.query.page, request.query.size)));
}
