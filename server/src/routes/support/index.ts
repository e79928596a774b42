// /support: notices, FAQ and the customer inquiry form are public; memos and one-to-one inquiries need a member
// (one auth hook for that scope). Member changes run through withIdempotency; a memo or inquiry that is not the
// member's answers 5005 item_not_found exactly like a missing one. Text is stored exactly as sent (plain text).
import type { FastifyInstance } from 'fastify';
import {
  Code, CONTACT_LIMIT_PER_IP, CONTACT_WINDOW_MIN, Msg, validateContact, validateInquiry, type ContactRequest, type MemoKind,
} from '@casino/shared/contract';
import { ApiError, fail, ok } from '../../http/envelope';
import { commonResponses } from '../../http/schemas';
import { withIdempotency } from '../../plugins/idempotency';
import {
  deleteInquiry, hideMemo, hideReadMemos, insertContact, insertInquiry, listFaq, listInquiries, listMemos, listNotices,
  findNotice, markAllMemosRead, markMemoRead, memoVisible, recentContactCount, recentInquiries,
} from '../../repositories/support-repository';
import { toOperators } from '../../repositories/events-repository';
import { resolveSupportConfig } from './config';
import {
  ContactBody, CountAnswer, EmptyAnswer, FaqAnswer, IdAnswer, IdParams, InquiriesAnswer, InquiryBody, MemoKindBody, MemosAnswer,
  MemosQuery, NoticeAnswer, NoticesAnswer, NoticesQuery, PageQuery,
} from '../../http/route-schemas/support';

const notFound = () => fail(Code.DATABASE, Msg.item_not_found);
const trimmed = (s: string) => s.trim();

export default async function supportRoutes(app: FastifyInstance, options: { env?: NodeJS.ProcessEnv }) {
  const tags = ['support'];
  const support = resolveSupportConfig(options.env ?? process.env);

  app.get<{ Querystring: { page: number; size: number; popup?: boolean } }>('/notices', {
    schema: { tags, summary: 'Notices, newest first (public)', querystring: NoticesQuery, response: { 200: NoticesAnswer } },
  }, async (request) => {
    const { page, size, popup } = request.query;
    return ok(await listNotices(app.db, page, size, popup === true));
  });

  app.get<{ Params: { id: number } }>('/notices/:id', {
    schema: { tags, summary: 'One notice (public); 5005 when missing or deleted', params: IdParams, response: { 200: NoticeAnswer } },
  }, async (request) => {
    const notice = await findNotice(app.db, request.params.id);
    return notice ? ok(notice) : notFound();
  });

  app.get('/faq', {
    schema: { tags, summary: 'Frequently asked questions (public)', response: { 200: FaqAnswer } },
  }, async () => ok(await listFaq(app.db)));

  app.post<{ Body: Partial<Record<keyof ContactRequest, unknown>> | undefined }>('/contact', {
    schema: {
      tags, summary: 'Customer inquiry form for visitors (public, limited per IP)', body: ContactBody,
      response: { 200: IdAnswer, 429: commonResponses[429] },
    },
  }, async (request) => {
    const input = request.body ?? {};
    const violation = validateContact(input);
    if (violation) return fail(violation.code, violation.msg, violation.field);
    const c = input as ContactRequest;
    return app.db.transaction(async (tx) => {
      if (await recentContactCount(tx, request.ip, CONTACT_WINDOW_MIN) >= CONTACT_LIMIT_PER_IP) {
        throw new ApiError(Code.TOO_MANY_REQUESTS, Msg.too_many_requests, undefined, 429);
      }
      const id = await insertContact(tx, { name: trimmed(c.name), email: trimmed(c.email), title: c.title, content: c.content, ip: request.ip });
      request.log.info({ contact: id }, 'customer inquiry received');
      return ok({ id });
    });
  });

  await app.register(async function memberScope(scope) {
    scope.addHook('onRequest', app.requireMember);
    const security = [{ member: [] }];
    const member = (request: { member: { id: number } | null }) => request.member!.id;

    scope.get<{ Querystring: { page: number; size: number; kind: MemoKind } }>('/memos', {
      schema: {
        tags, summary: 'Memos from the operator, newest first', security, querystring: MemosQuery,
        response: { 200: MemosAnswer, 403: commonResponses[403] },
      },
    }, async (request) => {
      const { kind, page, size } = request.query;
      return ok(await listMemos(app.db, member(request), kind, page, size));
    });

    scope.post<{ Params: { id: number } }>('/memos/:id/read', {
      schema: { tags, summary: 'Mark one memo read', security, params: IdParams, response: { 200: EmptyAnswer, 403: commonResponses[403] } },
    }, async (request) => withIdempotency(request, async (tx) => {
      if (!(await memoVisible(tx, member(request), request.params.id))) return notFound();
      await markMemoRead(tx, member(request), request.params.id);
      return ok({});
    }));

    scope.post<{ Body: { kind?: MemoKind } | undefined }>('/memos/read-all', {
      schema: {
        tags, summary: 'Mark every memo (optionally of one kind) read', security, body: MemoKindBody,
        response: { 200: CountAnswer, 403: commonResponses[403] },
      },
    }, async (request) => withIdempotency(request, async (tx) => (
      ok({ count: await markAllMemosRead(tx, member(request), request.body?.kind ?? 'all') })
    )));

    scope.delete<{ Querystring: { kind?: MemoKind } }>('/memos/read', {
      schema: {
        tags, summary: 'Delete every read memo (optionally of one kind) for this member', security, querystring: MemoKindBody,
        response: { 200: CountAnswer, 403: commonResponses[403] },
      },
    }, async (request) => withIdempotency(request, async (tx) => (
      ok({ count: await hideReadMemos(tx, member(request), request.query.kind ?? 'all') })
    )));

    scope.delete<{ Params: { id: number } }>('/memos/:id', {
      schema: {
        tags, summary: 'Delete one memo (a memo to all members is hidden for this member only)', security, params: IdParams,
        response: { 200: EmptyAnswer, 403: commonResponses[403] },
      },
    }, async (request) => withIdempotency(request, async (tx) => {
      if (!(await memoVisible(tx, member(request), request.params.id))) return notFound();
      await hideMemo(tx, member(request), request.params.id);
      return ok({});
    }));

    scope.get<{ Querystring: { page: number; size: number } }>('/inquiries', {
      schema: {
        tags, summary: 'The member\'s one-to-one inquiries, newest first', security, querystring: PageQuery,
        response: { 200: InquiriesAnswer, 403: commonResponses[403] },
      },
    }, async (request) => ok(await listInquiries(app.db, member(request), request.query.page, request.query.size)));

    scope.post<{ Body: { title?: unknown; content?: unknown } | undefined }>('/inquiries', {
      schema: {
        tags, summary: 'Write a one-to-one inquiry (at most INQUIRY_LIMIT_PER_HOUR per member and hour, default 10: then HTTP 429 code 4290)',
        security, body: InquiryBody, response: { 200: IdAnswer, 403: commonResponses[403], 429: commonResponses[429] },
      },
    }, async (request, reply) => {
      const input = request.body ?? {};
      const violation = validateInquiry(input);
      if (violation) return fail(violation.code, violation.msg, violation.field);
      const { title, content } = input as { title: string; content: string };
      return withIdempotency(request, async (tx) => {
        // withIdempotency has locked the member row: parallel inquiries (on any API process) are counted one by one
        const limit = support.inquiryLimitPerHour;
        if (limit > 0) {
          const recent = await recentInquiries(tx, member(request), 60);
          if (recent.count >= limit) {
            reply.header('Retry-After', String(recent.retryAfterSeconds));
            throw new ApiError(Code.TOO_MANY_REQUESTS, Msg.too_many_requests, undefined, 429);
          }
        }
        const id = await insertInquiry(tx, member(request), title, content);
        await toOperators(tx, { type: 'inquiry.created', data: { id, member_id: member(request) } }); // the support queue, live
        return ok({ id });
      });
    });

    scope.delete<{ Params: { id: number } }>('/inquiries/:id', {
      schema: { tags, summary: 'Delete one of the member\'s own inquiries', security, params: IdParams, response: { 200: EmptyAnswer, 403: commonResponses[403] } },
    }, async (request) => withIdempotency(request, async (tx) => (
      (await deleteInquiry(tx, member(request), request.params.id)) ? ok({}) : notFound()
    )));
  });
}
