// Support's use cases: notices, FAQ and the visitors' contact form (public); memos and one-to-one inquiries of a
// member (each write in withIdempotency's transaction). A memo or inquiry that is not the member's answers 5005
// item_not_found exactly like a missing one. Then the back office's side (notices, memos, answers, contact
// messages), each write audited in its transaction.
import { Code, CONTACT_LIMIT_PER_IP, CONTACT_WINDOW_MIN, Msg, type InquiryStatus, type MemoKind } from '@casino/shared/contract';
import type { Db, Queryable, Tx } from '../db/client';
import { HandlerFailure, fail, ok } from '../http/envelope';
import {
  answerInquiry, deleteInquiry, deleteNotice, findInquiry, findNotice, hideMemo, hideReadMemos, insertContact, insertInquiry, insertMemo,
  insertNotice, listContacts, listFaq, listInquiries, listMemos, listNotices, markAllMemosRead, markMemoRead, memberExists, memoVisible,
  operatorListInquiries, recentContactCount, recentInquiries, updateNotice,
} from '../repositories/support-repository';
import { publish, toMember, toOperators } from '../repositories/events-repository';
import { audit, type AuditedBy } from './operator-audit';

const notFound = () => fail(Code.DATABASE, Msg.item_not_found);
const tooMany = () => new HandlerFailure(Code.TOO_MANY_REQUESTS, Msg.too_many_requests, undefined, 429);

export const noticePage = (q: Queryable, page: number, size: number, popupOnly: boolean) => listNotices(q, page, size, popupOnly);
export const noticeById = (q: Queryable, id: number) => findNotice(q, id);
export const faqList = (q: Queryable) => listFaq(q);

/** A visitor's contact form, at most CONTACT_LIMIT_PER_IP per address and window (429 beyond). Returns its id. */
export async function receiveContact(db: Db, c: { name: string; email: string; title: string; content: string; ip: string }): Promise<number> {
  return db.transaction(async (tx) => {
    if (await recentContactCount(tx, c.ip, CONTACT_WINDOW_MIN) >= CONTACT_LIMIT_PER_IP) throw tooMany();
    return insertContact(tx, c);
  });
}

export const memoPage = (q: Queryable, memberId: number, kind: MemoKind, page: number, size: number) => listMemos(q, memberId, kind, page, size);

export async function readMemo(tx: Tx, memberId: number, id: number) {
  if (!(await memoVisible(tx, memberId, id))) return notFound();
  await markMemoRead(tx, memberId, id);
  return ok({});
}

export async function readAllMemos(tx: Tx, memberId: number, kind: MemoKind) {
  return ok({ count: await markAllMemosRead(tx, memberId, kind) });
}

export async function deleteReadMemos(tx: Tx, memberId: number, kind: MemoKind) {
  return ok({ count: await hideReadMemos(tx, memberId, kind) });
}

/** Deletes one memo (a memo to all members is hidden for this member only). */
export async function deleteMemo(tx: Tx, memberId: number, id: number) {
  if (!(await memoVisible(tx, memberId, id))) return notFound();
  await hideMemo(tx, memberId, id);
  return ok({});
}

export const inquiryPage = (q: Queryable, memberId: number, page: number, size: number) => listInquiries(q, memberId, page, size);

/**
 * A member's inquiry, at most `limitPerHour` an hour (0: no limit). Beyond it `onLimited` hears the seconds until
 * the next is allowed, and the call ends in 429 (rolled back). The support queue hears of it live.
 */
export async function writeInquiry(
  tx: Tx, memberId: number, text: { title: string; content: string }, limitPerHour: number, onLimited: (retryAfterSeconds: number) => void,
) {
  // withIdempotency has locked the member row: parallel inquiries (on any API process) are counted one by one
  if (limitPerHour > 0) {
    const recent = await recentInquiries(tx, memberId, 60);
    if (recent.count >= limitPerHour) {
      onLimited(recent.retryAfterSeconds);
      throw tooMany();
    }
  }
  const id = await insertInquiry(tx, memberId, text.title, text.content);
  await toOperators(tx, { type: 'inquiry.created', data: { id, member_id: memberId } }); // the support queue, live
  return ok({ id });
}

export async function deleteOwnInquiry(tx: Tx, memberId: number, id: number) {
  return (await deleteInquiry(tx, memberId, id)) ? ok({}) : notFound();
}

// ----- the back office -----

/** A memo to one member (`memberId`) or to every member (null), who hear of it live. */
export async function sendMemo(tx: Tx, by: AuditedBy, memberId: number | null, memo: { title: string; content: string }) {
  if (memberId !== null && !(await memberExists(tx, memberId))) return fail(Code.DATABASE, Msg.item_not_found, 'member_id');
  const id = await insertMemo(tx, { memberId, title: memo.title, content: memo.content, operatorId: by.operator!.id });
  await audit(by, tx, { action: 'memo.send', targetType: 'memo', targetId: id, memberId, after: { to: memberId ?? 'all', title: memo.title } });
  const event = { type: 'memo.received' as const, data: { id, title: memo.title } };
  await (memberId === null ? publish(tx, { to: 'members', ...event }) : toMember(tx, memberId, event));
  return ok({ id });
}

export async function editNotice(tx: Tx, by: AuditedBy, id: number, notice: { title: string; content: string; popup: boolean }) {
  const before = await findNotice(tx, id);
  if (!before) return fail(Code.DATABASE, Msg.item_not_found, 'id');
  const after = await updateNotice(tx, id, notice);
  await audit(by, tx, { action: 'notice.update', targetType: 'notice', targetId: id, before, after });
  return ok(after);
}

export async function postNotice(tx: Tx, by: AuditedBy, notice: { title: string; content: string; popup: boolean }) {
  const id = await insertNotice(tx, { ...notice, operatorId: by.operator!.id });
  await audit(by, tx, { action: 'notice.create', targetType: 'notice', targetId: id, after: notice });
  return ok({ id });
}

export async function removeNotice(tx: Tx, by: AuditedBy, id: number) {
  const before = await findNotice(tx, id);
  if (!before || !(await deleteNotice(tx, id))) return fail(Code.DATABASE, Msg.item_not_found);
  await audit(by, tx, { action: 'notice.delete', targetType: 'notice', targetId: id, before });
  return ok({});
}

export const inquiryQueue = (q: Queryable, status: InquiryStatus | undefined, page: number, size: number) => operatorListInquiries(q, status, page, size);

/** Answers an inquiry (answering again corrects the answer); the member and the support queue hear of it live. */
export async function answerInquiryAudited(tx: Tx, by: AuditedBy, id: number, text: string) {
  const before = await findInquiry(tx, id);
  const answered = await answerInquiry(tx, id, text, by.operator!.id);
  if (!before || !answered) return fail(Code.DATABASE, Msg.item_not_found);
  const { member_id: memberId, ...view } = answered;
  await audit(by, tx, { action: 'inquiry.answer', targetType: 'inquiry', targetId: view.id, memberId, before: { status: before.status, answer: before.answer }, after: { status: view.status, answer: view.answer } });
  await toMember(tx, memberId, { type: 'inquiry.answered', data: { id: view.id } });
  await toOperators(tx, { type: 'inquiry.answered', data: { id: view.id, member_id: memberId } });
  return ok(view);
}

export const contactPage = (q: Queryable, page: number, size: number) => listContacts(q, page, size);
