// SQL of the support area. Every member-owned read or change is filtered by the member inside the statement,
// so another member's memo or inquiry behaves exactly like a missing one. Memos addressed to all members
// (member_id NULL) are shared rows: a member's read or delete is recorded in memo_reads for that member only.
import type { InquiryStatus, MemoKind } from '@casino/shared/contract';
import { execute, firstRow, rows, sql, type Queryable, type SQL } from '../db/client';
import { toIso, toNumber } from '../db/values';

type Row = Record<string, unknown>;
const offset = (page: number, size: number) => (page - 1) * size;

// ---------- notices

const noticeView = (r: Row) => ({
  id: toNumber(r.id), title: String(r.title), content: String(r.content), created_at: toIso(r.created_at), popup: Boolean(r.popup),
});

export async function listNotices(q: Queryable, page: number, size: number, popupOnly: boolean) {
  const where = popupOnly ? sql`deleted_at IS NULL AND popup` : sql`deleted_at IS NULL`;
  const list = await rows<Row>(q, sql`
    SELECT id, title, content, created_at, popup FROM notices WHERE ${where}
    ORDER BY created_at DESC, id DESC LIMIT ${size} OFFSET ${offset(page, size)}`);
  const total = await firstRow<Row>(q, sql`SELECT count(*) AS n FROM notices WHERE ${where}`);
  return { list: list.map(noticeView), total: toNumber(total?.n) };
}

export async function findNotice(q: Queryable, id: number) {
  const row = await firstRow<Row>(q, sql`SELECT id, title, content, created_at, popup FROM notices WHERE id = ${id} AND deleted_at IS NULL`);
  return row ? noticeView(row) : undefined;
}

export async function insertNotice(q: Queryable, n: { title: string; content: string; popup: boolean; operatorId: number }): Promise<number> {
  const row = await firstRow<Row>(q, sql`
    INSERT INTO notices (title, content, popup, created_by) VALUES (${n.title}, ${n.content}, ${n.popup}, ${n.operatorId})
    RETURNING id`);
  return toNumber(row!.id);
}

export async function updateNotice(q: Queryable, id: number, n: { title: string; content: string; popup: boolean }) {
  const row = await firstRow<Row>(q, sql`
    UPDATE notices SET title = ${n.title}, content = ${n.content}, popup = ${n.popup}
    WHERE id = ${id} AND deleted_at IS NULL RETURNING id, title, content, created_at, popup`);
  return row ? noticeView(row) : undefined;
}

/** Soft delete (the row stays, so seeding never brings a deleted notice back). False when there is none. */
export async function deleteNotice(q: Queryable, id: number): Promise<boolean> {
  const row = await firstRow<Row>(q, sql`UPDATE notices SET deleted_at = now() WHERE id = ${id} AND deleted_at IS NULL RETURNING id`);
  return row !== undefined;
}

// ---------- memos

/** Memos the member may see: addressed to them, or (kind all) to every member. Hidden ones are excluded by callers. */
const memoAudience = (memberId: number, kind: MemoKind): SQL =>
  kind === 'personal' ? sql`mm.member_id = ${memberId}` : sql`(mm.member_id = ${memberId} OR mm.member_id IS NULL)`;

export async function listMemos(q: Queryable, memberId: number, kind: MemoKind, page: number, size: number) {
  const visible = sql`${memoAudience(memberId, kind)} AND r.deleted_at IS NULL`;
  const from = sql`FROM memos mm LEFT JOIN memo_reads r ON r.memo_id = mm.id AND r.member_id = ${memberId}`;
  const list = await rows<Row>(q, sql`
    SELECT mm.id, mm.title, mm.content, mm.created_at, mm.member_id IS NULL AS broadcast, r.read_at IS NOT NULL AS read
    ${from} WHERE ${visible}
    ORDER BY mm.id DESC LIMIT ${size} OFFSET ${offset(page, size)}`);
  // unread: every kind, the same rule as /main/init's unread_memo (read or hidden ones do not count)
  const counts = await firstRow<Row>(q, sql`
    SELECT (SELECT count(*) ${from} WHERE ${visible}) AS total,
           (SELECT count(*) ${from} WHERE ${memoAudience(memberId, 'all')} AND r.deleted_at IS NULL AND r.read_at IS NULL) AS unread`);
  return {
    list: list.map((r) => ({
      id: toNumber(r.id), title: String(r.title), content: String(r.content), created_at: toIso(r.created_at),
      read: Boolean(r.read), broadcast: Boolean(r.broadcast),
    })),
    total: toNumber(counts?.total),
    unread: toNumber(counts?.unread),
  };
}

/** True when the memo exists, is addressed to this member (or to all) and the member has not deleted it. */
export async function memoVisible(q: Queryable, memberId: number, memoId: number): Promise<boolean> {
  const row = await firstRow<Row>(q, sql`
    SELECT 1 AS found FROM memos mm LEFT JOIN memo_reads r ON r.memo_id = mm.id AND r.member_id = ${memberId}
    WHERE mm.id = ${memoId} AND ${memoAudience(memberId, 'all')} AND r.deleted_at IS NULL`);
  return row !== undefined;
}

export async function markMemoRead(q: Queryable, memberId: number, memoId: number): Promise<void> {
  await execute(q, sql`
    INSERT INTO memo_reads (member_id, memo_id, read_at) VALUES (${memberId}, ${memoId}, now())
    ON CONFLICT (member_id, memo_id) DO UPDATE SET read_at = COALESCE(memo_reads.read_at, excluded.read_at)`);
}

export async function hideMemo(q: Queryable, memberId: number, memoId: number): Promise<void> {
  await execute(q, sql`
    INSERT INTO memo_reads (member_id, memo_id, deleted_at) VALUES (${memberId}, ${memoId}, now())
    ON CONFLICT (member_id, memo_id) DO UPDATE SET deleted_at = COALESCE(memo_reads.deleted_at, excluded.deleted_at)`);
}

/** Marks every visible unread memo (of the kind) read; answers how many changed. */
export async function markAllMemosRead(q: Queryable, memberId: number, kind: MemoKind): Promise<number> {
  const changed = await rows<Row>(q, sql`
    INSERT INTO memo_reads (member_id, memo_id, read_at)
    SELECT ${memberId}, mm.id, now() FROM memos mm
    LEFT JOIN memo_reads r ON r.memo_id = mm.id AND r.member_id = ${memberId}
    WHERE ${memoAudience(memberId, kind)} AND r.deleted_at IS NULL AND r.read_at IS NULL
    ON CONFLICT (member_id, memo_id) DO UPDATE SET read_at = excluded.read_at
      WHERE memo_reads.read_at IS NULL AND memo_reads.deleted_at IS NULL
    RETURNING memo_id`);
  return changed.length;
}

/** Hides every read memo (of the kind) for this member; answers how many. */
export async function hideReadMemos(q: Queryable, memberId: number, kind: MemoKind): Promise<number> {
  const changed = await rows<Row>(q, sql`
    UPDATE memo_reads r SET deleted_at = now()
    FROM memos mm
    WHERE r.memo_id = mm.id AND r.member_id = ${memberId} AND ${memoAudience(memberId, kind)}
      AND r.read_at IS NOT NULL AND r.deleted_at IS NULL
    RETURNING r.memo_id`);
  return changed.length;
}

export async function insertMemo(q: Queryable, m: { memberId: number | null; title: string; content: string; operatorId: number }): Promise<number> {
  const row = await firstRow<Row>(q, sql`
    INSERT INTO memos (member_id, title, content, created_by) VALUES (${m.memberId}, ${m.title}, ${m.content}, ${m.operatorId})
    RETURNING id`);
  return toNumber(row!.id);
}

export async function memberExists(q: Queryable, memberId: number): Promise<boolean> {
  return (await firstRow<Row>(q, sql`SELECT 1 AS found FROM members WHERE id = ${memberId}`)) !== undefined;
}

// ---------- inquiries

const inquiryView = (r: Row) => ({
  id: toNumber(r.id), title: String(r.title), content: String(r.content), status: String(r.status) as InquiryStatus,
  answer: r.answer == null ? '' : String(r.answer), created_at: toIso(r.created_at), answered_at: toIso(r.answered_at),
});

export async function listInquiries(q: Queryable, memberId: number, page: number, size: number) {
  const where = sql`member_id = ${memberId} AND deleted_at IS NULL`;
  const list = await rows<Row>(q, sql`
    SELECT id, title, content, status, answer, created_at, answered_at FROM inquiries WHERE ${where}
    ORDER BY id DESC LIMIT ${size} OFFSET ${offset(page, size)}`);
  const total = await firstRow<Row>(q, sql`SELECT count(*) AS n FROM inquiries WHERE ${where}`);
  return { list: list.map(inquiryView), total: toNumber(total?.n) };
}

export async function insertInquiry(q: Queryable, memberId: number, title: string, content: string): Promise<number> {
  const row = await firstRow<Row>(q, sql`
    INSERT INTO inquiries (member_id, title, content) VALUES (${memberId}, ${title}, ${content}) RETURNING id`);
  return toNumber(row!.id);
}

/** The author's own, not yet deleted inquiry only; false otherwise (another member's looks missing). */
export async function deleteInquiry(q: Queryable, memberId: number, id: number): Promise<boolean> {
  const row = await firstRow<Row>(q, sql`
    UPDATE inquiries SET deleted_at = now() WHERE id = ${id} AND member_id = ${memberId} AND deleted_at IS NULL RETURNING id`);
  return row !== undefined;
}

export async function operatorListInquiries(q: Queryable, status: InquiryStatus | undefined, page: number, size: number) {
  const where = status ? sql`i.deleted_at IS NULL AND i.status = ${status}` : sql`i.deleted_at IS NULL`;
  const list = await rows<Row>(q, sql`
    SELECT i.id, i.member_id, m.username, i.title, i.content, i.status, i.answer, i.created_at, i.answered_at
    FROM inquiries i JOIN members m ON m.id = i.member_id WHERE ${where}
    ORDER BY i.id ${status === 'pending' ? sql`ASC` : sql`DESC`} LIMIT ${size} OFFSET ${offset(page, size)}`);
  const total = await firstRow<Row>(q, sql`SELECT count(*) AS n FROM inquiries i WHERE ${where}`);
  return {
    list: list.map((r) => ({ ...inquiryView(r), member_id: toNumber(r.member_id), username: String(r.username) })),
    total: toNumber(total?.n),
  };
}

/** Sets (or corrects) the answer of a live inquiry; undefined when there is none. */
export async function findInquiry(q: Queryable, id: number) {
  const row = await firstRow<Row>(q, sql`SELECT id, member_id, title, content, status, answer, created_at, answered_at FROM inquiries WHERE id = ${id} AND deleted_at IS NULL`);
  return row ? { ...inquiryView(row), member_id: toNumber(row.member_id) } : undefined;
}

export async function answerInquiry(q: Queryable, id: number, answer: string, operatorId: number) {
  const row = await firstRow<Row>(q, sql`
    UPDATE inquiries SET status = 'answered', answer = ${answer}, answered_at = now(), answered_by = ${operatorId}
    WHERE id = ${id} AND deleted_at IS NULL
    RETURNING id, member_id, title, content, status, answer, created_at, answered_at`);
  return row ? { ...inquiryView(row), member_id: toNumber(row.member_id) } : undefined;
}

// ---------- FAQ and the customer inquiry form

export async function listFaq(q: Queryable) {
  const list = await rows<Row>(q, sql`SELECT id, question, answer FROM faq_entries ORDER BY sort_order, id`);
  return { list: list.map((r) => ({ id: toNumber(r.id), question: String(r.question), answer: String(r.answer) })) };
}

export async function recentContactCount(q: Queryable, ip: string, minutes: number): Promise<number> {
  const row = await firstRow<Row>(q, sql`
    SELECT count(*) AS n FROM contact_messages WHERE ip = ${ip} AND created_at > now() - make_interval(mins => ${minutes}::int)`);
  return toNumber(row?.n);
}

export async function insertContact(q: Queryable, c: { name: string; email: string; title: string; content: string; ip: string }): Promise<number> {
  const row = await firstRow<Row>(q, sql`
    INSERT INTO contact_messages (name, email, title, content, ip) VALUES (${c.name}, ${c.email}, ${c.title}, ${c.content}, ${c.ip})
    RETURNING id`);
  return toNumber(row!.id);
}

export async function listContacts(q: Queryable, page: number, size: number) {
  const list = await rows<Row>(q, sql`
    SELECT id, name, email, title, content, created_at FROM contact_messages
    ORDER BY id DESC LIMIT ${size} OFFSET ${offset(page, size)}`);
  const total = await firstRow<Row>(q, sql`SELECT count(*) AS n FROM contact_messages`);
  return {
    list: list.map((r) => ({
      id: toNumber(r.id), name: String(r.name), email: String(r.email), title: String(r.title), content: String(r.content), created_at: toIso(r.created_at),
    })),
    total: toNumber(total?.n),
  };
}

/**
 * A member's inquiries written in the last `minutes` (deleted ones too), and in how many seconds the oldest of
 * them leaves that window. Read under the member row lock (withIdempotency), so the count is exact across
 * several API processes.
 */
export async function recentInquiries(q: Queryable, memberId: number, minutes: number): Promise<{ count: number; retryAfterSeconds: number }> {
  const row = await firstRow<Row>(q, sql`
    SELECT count(*) AS n,
           greatest(1, ceil(extract(epoch FROM (min(created_at) + make_interval(mins => ${minutes}::int) - now()))))::int AS wait
    FROM inquiries WHERE member_id = ${memberId} AND created_at > now() - make_interval(mins => ${minutes}::int)`);
  return { count: toNumber(row?.n), retryAfterSeconds: toNumber(row?.wait ?? 1) };
}
