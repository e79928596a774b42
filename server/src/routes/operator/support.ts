// Back office for support: notices (post with a popup flag, delete), memos to one member or to all, answering
// one-to-one inquiries, reading customer inquiry form messages.
// Registered inside the operator scope (index.ts: one auth hook, roles per route in `config.roles`). Changes run through withIdempotency (operator, X-Sequence).
import type { TypedApp } from '../../http/type-provider';
import {
  Code, Msg, OPERATOR_PERMISSIONS, validateAnswer, validateMemo, validateNotice,
} from '@casino/shared/contract';
import { fail, ok } from '../../http/envelope';
import { commonResponses } from '@casino/shared/contract/schemas/common';
import { withIdempotency } from '../../plugins/idempotency';
import {
  answerInquiryAudited, contactPage, editNotice, inquiryQueue, noticePage, postNotice, removeNotice, sendMemo,
} from '../../services/support-service';
import {
  AnswerAnswer, AnswerBody, ContactsAnswer, EmptyAnswer, IdAnswer, IdParams, NoticeAnswer, NoticesAnswer, OperatorInquiriesAnswer, OperatorInquiriesQuery,
  OperatorMemoBody, OperatorNoticeBody, PageQuery,
} from '@casino/shared/contract/schemas/support';

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;

const tags = ['operator'];
const security = [{ operator: [] }];
const responses = (answer: unknown) => ({ 200: answer, 403: commonResponses[403] });

/** Memos and notices. */
export default async function operatorSupportRoutes(app: TypedApp) {
  app.post('/memos', {
    config: { roles: OPERATOR_PERMISSIONS.memo },
    schema: { tags, summary: 'Send a memo to one member (member_id) or to every member', security, body: OperatorMemoBody, response: responses(IdAnswer) },
  }, async (request) => {
    const input = request.body ?? {};
    const violation = validateMemo(input);
    if (violation) return fail(violation.code, violation.msg, violation.field);
    const memberId = input.member_id ?? null;
    if (memberId !== null && !isId(memberId)) return fail(Code.PARAM_INVALID, Msg.invalid_input_value, 'member_id');
    const answer = await withIdempotency(request, (tx) => sendMemo(tx, request, memberId, { title: input.title as string, content: input.content as string }));
    if (answer.code === Code.OK) request.log.info({ memo: (answer.data as { id: number }).id, to: memberId ?? 'all', operator: request.operator!.id }, 'memo sent');
    return answer;
  });

  app.get('/notices', {
    config: { roles: OPERATOR_PERMISSIONS.support },
    schema: { tags, summary: 'Notices, newest first (popup ones included)', security, querystring: PageQuery, response: responses(NoticesAnswer) },
  }, async (request) => ok(await noticePage(app.db, request.query.page, request.query.size, false)));

  app.put('/notices/:id', {
    config: { roles: OPERATOR_PERMISSIONS.support },
    schema: { tags, summary: 'Edit a notice (title, content, popup flag)', security, params: IdParams, body: OperatorNoticeBody, response: responses(NoticeAnswer) },
  }, async (request) => {
    const input = request.body ?? {};
    const violation = validateNotice(input);
    if (violation) return fail(violation.code, violation.msg, violation.field);
    if (input.popup !== undefined && typeof input.popup !== 'boolean') return fail(Code.PARAM_INVALID, Msg.invalid_input_value, 'popup');
    return withIdempotency(request, (tx) => (
      editNotice(tx, request, request.params.id, { title: input.title as string, content: input.content as string, popup: input.popup === true })
    ));
  });

  app.post('/notices', {
    config: { roles: OPERATOR_PERMISSIONS.support },
    schema: { tags, summary: 'Post a notice (popup: also shown as a home-page popup)', security, body: OperatorNoticeBody, response: responses(IdAnswer) },
  }, async (request) => {
    const input = request.body ?? {};
    const violation = validateNotice(input);
    if (violation) return fail(violation.code, violation.msg, violation.field);
    if (input.popup !== undefined && typeof input.popup !== 'boolean') return fail(Code.PARAM_INVALID, Msg.invalid_input_value, 'popup');
    const notice = { title: input.title as string, content: input.content as string, popup: input.popup === true };
    const answer = await withIdempotency(request, (tx) => postNotice(tx, request, notice));
    if (answer.code === Code.OK) request.log.info({ notice: (answer.data as { id: number }).id, operator: request.operator!.id }, 'notice posted');
    return answer;
  });

  app.delete('/notices/:id', {
    config: { roles: OPERATOR_PERMISSIONS.support },
    schema: { tags, summary: 'Delete a notice', security, params: IdParams, response: responses(EmptyAnswer) },
  }, async (request) => {
    const answer = await withIdempotency(request, (tx) => removeNotice(tx, request, request.params.id));
    if (answer.code === Code.OK) request.log.info({ notice: request.params.id, operator: request.operator!.id }, 'notice deleted');
    return answer;
  });
}

/** One-to-one inquiries and the customer inquiry form's messages. */
export async function operatorInquiryRoutes(app: TypedApp) {
  app.get('/inquiries', {
    config: { roles: OPERATOR_PERMISSIONS.support },
    schema: {
      tags, summary: 'One-to-one inquiries with member usernames (pending: oldest first)', security, querystring: OperatorInquiriesQuery,
      response: responses(OperatorInquiriesAnswer),
    },
  }, async (request) => {
    const { status, page, size } = request.query;
    return ok(await inquiryQueue(app.db, status, page, size));
  });

  app.post('/inquiries/:id/answer', {
    config: { roles: OPERATOR_PERMISSIONS.support },
    schema: {
      tags, summary: 'Answer an inquiry (status answered, answered_at now); answering again corrects the answer', security,
      params: IdParams, body: AnswerBody, response: responses(AnswerAnswer),
    },
  }, async (request) => {
    const input = request.body ?? {};
    const violation = validateAnswer(input);
    if (violation) return fail(violation.code, violation.msg, violation.field);
    const answer = await withIdempotency(request, (tx) => answerInquiryAudited(tx, request, request.params.id, input.answer as string));
    if (answer.code === Code.OK) request.log.info({ inquiry: request.params.id, operator: request.operator!.id }, 'inquiry answered');
    return answer;
  });

  app.get('/contacts', {
    config: { roles: OPERATOR_PERMISSIONS.support },
    schema: { tags, summary: 'Customer inquiry form messages, newest first', security, querystring: PageQuery, response: responses(ContactsAnswer) },
  }, async (request) => ok(await contactPage(app.db, request.query.page, request.query.size)));
}
