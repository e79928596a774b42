// /support: notices, FAQ and the customer inquiry form are public (supportRoutes); memos and one-to-one
// inquiries are member routes (supportMemberRoutes, registered in the member scope: plugins/member-scope.ts). Member changes run through withIdempotency; a memo or inquiry that is not the
// member's answers 5005 item_not_found exactly like a missing one. Text is stored exactly as sent (plain text).
import type { TypedApp } from '../../http/type-provider';
import {
  checkContact, checkInquiry, Code, Msg, Paths, ROUTE_ID,
} from '@casino/shared/contract';
import { fail, ok } from '../../http/envelope';
import { commonResponses } from '@casino/shared/contract/schemas/common';
import { withIdempotency } from '../../plugins/idempotency';
import {
  deleteMemo, deleteOwnInquiry, deleteReadMemos, faqList, inquiryPage, memoPage, noticeById, noticePage, readAllMemos, readMemo,
  receiveContact, writeInquiry,
} from '../../services/support-service';
import { resolveSupportConfig } from './config';
import {
  ContactBody, CountAnswer, EmptyAnswer, FaqAnswer, IdAnswer, IdParams, InquiriesAnswer, InquiryBody, MemoKindBody, MemosAnswer,
  MemosQuery, NoticeAnswer, NoticesAnswer, NoticesQuery, PageQuery,
} from '@casino/shared/contract/schemas/support';

const notFound = () => fail(Code.DATABASE, Msg.item_not_found);
const trimmed = (s: string) => s.trim();

const tags = ['support'];

export default async function supportRoutes(app: TypedApp) {

  app.get(Paths.notices, {
    schema: { tags, summary: 'Notices, newest first (public)', querystring: NoticesQuery, response: { 200: NoticesAnswer } },
  }, async (request) => {
    const { page, size, popup } = request.query;
    return ok(await noticePage(app.db, page, size, popup === true));
  });

  app.get(Paths.notice(ROUTE_ID), {
    schema: { tags, summary: 'One notice (public); 5005 when missing or deleted', params: IdParams, response: { 200: NoticeAnswer } },
  }, async (request) => {
    const notice = await noticeById(app.db, request.params.id);
    return notice ? ok(notice) : notFound();
  });

  app.get(Paths.faq, {
    schema: { tags, summary: 'Frequently asked questions (public)', response: { 200: FaqAnswer } },
  }, async () => ok(await faqList(app.db)));

  app.post(Paths.contact, {
    schema: {
      tags, summary: 'Customer inquiry form for visitors (public, limited per IP)', body: ContactBody,
      response: { 200: IdAnswer, 429: commonResponses[429] },
    },
  }, async (request) => {
    const checkedContact = checkContact(request.body ?? {});
    if (!checkedContact.ok) return fail(checkedContact.violation.code, checkedContact.violation.msg, checkedContact.violation.field);
    const c = checkedContact.value;
    const id = await receiveContact(app.db, { name: trimmed(c.name), email: trimmed(c.email), title: c.title, content: c.content, ip: request.ip });
    request.log.info({ contact: id }, 'customer inquiry received');
    return ok({ id });
  });

}

export async function supportMemberRoutes(app: TypedApp, options: { env?: NodeJS.ProcessEnv }) {
  const support = resolveSupportConfig(options.env ?? process.env);
  const security = [{ member: [] }];
  const member = (request: { member: { id: number } | null }) => request.member!.id;

  app.get(Paths.memos, {
    schema: {
      tags, summary: 'Memos from the operator, newest first', security, querystring: MemosQuery,
      response: { 200: MemosAnswer, 403: commonResponses[403] },
    },
  }, async (request) => {
    const { kind, page, size } = request.query;
    return ok(await memoPage(app.db, member(request), kind, page, size));
  });

  app.post(Paths.memoRead(ROUTE_ID), {
    schema: { tags, summary: 'Mark one memo read', security, params: IdParams, response: { 200: EmptyAnswer, 403: commonResponses[403] } },
  }, async (request) => withIdempotency(request, (tx) => readMemo(tx, member(request), request.params.id)));

  app.post(Paths.memosReadAll, {
    schema: {
      tags, summary: 'Mark every memo (optionally of one kind) read', security, body: MemoKindBody,
      response: { 200: CountAnswer, 403: commonResponses[403] },
    },
  }, async (request) => withIdempotency(request, (tx) => readAllMemos(tx, member(request), request.body?.kind ?? 'all')));

  app.delete(Paths.memosDeleteRead, {
    schema: {
      tags, summary: 'Delete every read memo (optionally of one kind) for this member', security, querystring: MemoKindBody,
      response: { 200: CountAnswer, 403: commonResponses[403] },
    },
  }, async (request) => withIdempotency(request, (tx) => deleteReadMemos(tx, member(request), request.query.kind ?? 'all')));

  app.delete(Paths.memo(ROUTE_ID), {
    schema: {
      tags, summary: 'Delete one memo (a memo to all members is hidden for this member only)', security, params: IdParams,
      response: { 200: EmptyAnswer, 403: commonResponses[403] },
    },
  }, async (request) => withIdempotency(request, (tx) => deleteMemo(tx, member(request), request.params.id)));

  app.get(Paths.inquiries, {
    schema: {
      tags, summary: 'The member\'s one-to-one inquiries, newest first', security, querystring: PageQuery,
      response: { 200: InquiriesAnswer, 403: commonResponses[403] },
    },
  }, async (request) => ok(await inquiryPage(app.db, member(request), request.query.page, request.query.size)));

  app.post(Paths.inquiries, {
    schema: {
      tags, summary: 'Write a one-to-one inquiry (at most INQUIRY_LIMIT_PER_HOUR per member and hour, default 10: then HTTP 429 code 4290)',
      security, body: InquiryBody, response: { 200: IdAnswer, 403: commonResponses[403], 429: commonResponses[429] },
    },
  }, async (request, reply) => {
    const inquiry = checkInquiry(request.body ?? {});
    if (!inquiry.ok) return fail(inquiry.violation.code, inquiry.violation.msg, inquiry.violation.field);
    const { title, content } = inquiry.value;
    return withIdempotency(request, (tx) => writeInquiry(
      tx, member(request), { title, content }, support.inquiryLimitPerHour,
      (seconds) => { reply.header('Retry-After', String(seconds)); },
    ));
  });

  app.delete(Paths.inquiry(ROUTE_ID), {
    schema: { tags, summary: 'Delete one of the member\'s own inquiries', security, params: IdParams, response: { 200: EmptyAnswer, 403: commonResponses[403] } },
  }, async (request) => withIdempotency(request, (tx) => deleteOwnInquiry(tx, member(request), request.params.id)));
}
