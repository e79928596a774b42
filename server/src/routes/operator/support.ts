// Back office for support: notices (post with a popup flag, delete), memos to one member or to all, answering
// one-to-one inquiries, reading customer inquiry form messages. Self-contained: it adds its own operator hook,
// so it can be registered anywhere under /operator. Changes run through withIdempotency (operator, X-Sequence).
import type { FastifyInstance } from 'fastify';
import {
  Code, Msg, validateAnswer, validateMemo, validateNotice, type InquiryStatus,
} from '@casino/shared/contract';
import { fail, ok } from '../../http/envelope';
import { commonResponses } from '../../http/schemas';
import { withIdempotency } from '../../plugins/idempotency';
import {
  answerInquiry, deleteNotice, insertMemo, insertNotice, listContacts, memberExists, operatorListInquiries,
} from '../../repositories/support-repository';
import {
  AnswerAnswer, AnswerBody, ContactsAnswer, EmptyAnswer, IdAnswer, IdParams, OperatorInquiriesAnswer, OperatorInquiriesQuery,
  OperatorMemoBody, OperatorNoticeBody, PageQuery,
} from '../../http/route-schemas/support';

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
    const answer = await withIdempotency(request, async (tx) => {
      if (memberId !== null && !(await memberExists(tx, memberId))) return fail(Code.DATABASE, Msg.item_not_found, 'member_id');
      return ok({ id: await insertMemo(tx, { memberId, title: input.title as string, content: input.content as string, operatorId: request.operator!.id }) });
    });
    if (answer.code === Code.OK) request.log.info({ memo: (answer.data as { id: number }).id, to: memberId ?? 'all', operator: request.operator!.id }, 'memo sent');
    return answer;
  });

  app.post<{ Body: Body }>('/notices', {
    schema: { tags, summary: 'Post a notice (popup: also shown as a home-page popup)', security, body: OperatorNoticeBody, response: responses(IdAnswer) },
  }, async (request) => {
    const input = request.body ?? {};
    const violation = validateNotice(input);
    if (violation) return fail(violation.code, violation.msg, violation.field);
    if (input.popup !== undefined && typeof input.popup !== 'boolean') return fail(Code.PARAM_INVALID, Msg.invalid_input_value, 'popup');
    const answer = await withIdempotency(request, async (tx) => ok({
      id: await insertNotice(tx, { title: input.title as string, content: input.content as string, popup: input.popup === true, operatorId: request.operator!.id }),
    }));
    if (answer.code === Code.OK) request.log.info({ notice: (answer.data as { id: number }).id, operator: request.operator!.id }, 'notice posted');
    return answer;
  });

  app.delete<{ Params: { id: number } }>('/notices/:id', {
    schema: { tags, summary: 'Delete a notice', security, params: IdParams, response: responses(EmptyAnswer) },
  }, async (request) => {
    const answer = await withIdempotency(request, async (tx) => ((await deleteNotice(tx, request.params.id)) ? ok({}) : fail(Code.DATABASE, Msg.item_not_found)));
    if (answer.code === Code.OK) request.log.info({ notice: request.params.id, operator: request.operator!.id }, 'notice deleted');
    return answer;
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
    const answer = await withIdempotency(request, async (tx) => {
      const answered = await answerInquiry(tx, request.params.id, input.answer as string, request.operator!.id);
      return answered ? ok(answered) : fail(Code.DATABASE, Msg.item_not_found);
    });
    if (answer.code === Code.OK) request.log.info({ inquiry: request.params.id, operator: request.operator!.id }, 'inquiry answered');
    return answer;
  });

  app.get<{ Querystring: { page: number; size: number } }>('/contacts', {
    schema: { tags, summary: 'Customer inquiry form messages, newest first', security, querystring: PageQuery, response: responses(ContactsAnswer) },
  }, async (request) => ok(await listContacts(app.db, request.query.page, request.query.size)));
}
