// Support area (notices, memos, one-to-one inquiries, FAQ, customer inquiry form): paths, shapes, limits and
// validators shared by the remote's forms and the server. Inquiry title/content rules live in validate.ts
// (validateInquiry, spec §5); the rules below cover the other support inputs the same way: the first
// violation in form order, as a (code, msg, field) triple both sides report identically.
import { Code, Msg } from './codes';
import { EMAIL_MAX, EMAIL_RE, INQUIRY_CONTENT_MAX, INQUIRY_TITLE_MAX } from './rules';
import type { Violation } from './validate';

export const SupportPaths = {
  notices: '/support/notices',
  notice: (id: number | string) => `/support/notices/${id}`,
  memos: '/support/memos',
  memoRead: (id: number | string) => `/support/memos/${id}/read`,
  memo: (id: number | string) => `/support/memos/${id}`,
  /** POST: marks every visible memo (optionally of one kind) read. */
  memosReadAll: '/support/memos/read-all',
  /** DELETE: hides every read memo (optionally of one kind) for this member. */
  memosDeleteRead: '/support/memos/read',
  inquiries: '/support/inquiries',
  inquiry: (id: number | string) => `/support/inquiries/${id}`,
  faq: '/support/faq',
  contact: '/support/contact',
  operatorMemos: '/operator/memos',
  operatorNotices: '/operator/notices',
  operatorNotice: (id: number | string) => `/operator/notices/${id}`,
  operatorInquiries: '/operator/inquiries',
  operatorInquiryAnswer: (id: number | string) => `/operator/inquiries/${id}/answer`,
  operatorContacts: '/operator/contacts',
} as const;

export const MEMO_KINDS = ['all', 'personal'] as const;
export type MemoKind = (typeof MEMO_KINDS)[number];
export const INQUIRY_STATUSES = ['pending', 'answered'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export const SUPPORT_PAGE_SIZE_DEFAULT = 10;
export const SUPPORT_PAGE_SIZE_MAX = 100;
/** Newest popup notices the home page shows at most. */
export const NOTICE_POPUP_MAX = 3;
/** localStorage key (under the `casino.` prefix) of the "don't show again today" popup state; logout clears it
 *  (LOGOUT_FLAG_KEYS). Value: JSON `{ "<notice id>": "YYYY-MM-DD" }`. */
export const NOTICE_FLAG_KEY = 'notice_flag';

export const NOTICE_TITLE_MAX = 200;
export const NOTICE_CONTENT_MAX = 10_000;
export const MEMO_TITLE_MAX = 100;
export const MEMO_CONTENT_MAX = 2000;
export const ANSWER_MAX = 2000;
export const CONTACT_NAME_MAX = 50;
/** Customer inquiry form (public): at most this many messages per client IP within the window. */
export const CONTACT_LIMIT_PER_IP = 5;
export const CONTACT_WINDOW_MIN = 60;

export interface SupportPageQuery { page?: number; size?: number }

export interface Notice { id: number; title: string; content: string; created_at: string; popup: boolean }
export interface NoticeListResponse { list: Notice[]; total: number }

export interface Memo {
  id: number; title: string; content: string; created_at: string; read: boolean;
  /** true for a memo sent to every member (hidden per member on delete), false for a one-to-one memo. */
  broadcast: boolean;
}
export interface MemoListResponse { list: Memo[]; total: number; unread: number }
export interface MemoBulkResponse { count: number }

export interface Inquiry {
  id: number; title: string; content: string; status: InquiryStatus;
  /** '' while pending */
  answer: string;
  created_at: string;
  /** '' while pending */
  answered_at: string;
}
export interface InquiryListResponse { list: Inquiry[]; total: number }
export interface InquiryRequest { title: string; content: string }
export interface SupportIdResponse { id: number }

export interface FaqEntry { id: number; question: string; answer: string }
export interface FaqListResponse { list: FaqEntry[] }

export interface ContactRequest { name: string; email: string; title: string; content: string }

export interface OperatorInquiry extends Inquiry { member_id: number; username: string }
export interface OperatorInquiryListResponse { list: OperatorInquiry[]; total: number }
export interface OperatorMemoRequest { member_id?: number; title: string; content: string }
export interface OperatorNoticeRequest { title: string; content: string; popup?: boolean }
export interface ContactMessage extends ContactRequest { id: number; created_at: string }

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const length = (s: string) => [...s].length;

/** Required text fields in order, each with its maximum; the first violation or null. */
function checkTexts(input: Record<string, unknown>, fields: [string, number, string][]): Violation | null {
  for (const [field] of fields) if (isBlank(input[field])) return { code: Code.PARAM_MISSING, msg: Msg.required_input_missing, field };
  for (const [field, max, tooLong] of fields) {
    const v = input[field];
    if (typeof v !== 'string') return { code: Code.PARAM_INVALID, msg: Msg.invalid_input_value, field };
    if (length(v) > max) return { code: Code.PARAM_INVALID, msg: tooLong, field };
  }
  return null;
}

/** Customer inquiry form: name, e-mail, title (1–100), content (1–1000). */
export function validateContact(input: Partial<Record<keyof ContactRequest, unknown>>): Violation | null {
  const missing = (['name', 'email', 'title', 'content'] as const).find((f) => isBlank(input[f]));
  if (missing) return { code: Code.PARAM_MISSING, msg: Msg.required_input_missing, field: missing };
  const { name, email } = input;
  if (typeof name !== 'string' || length(name.trim()) > CONTACT_NAME_MAX) return { code: Code.PARAM_INVALID, msg: Msg.invalid_input_value, field: 'name' };
  if (typeof email !== 'string' || email.trim().length > EMAIL_MAX || !EMAIL_RE.test(email.trim())) {
    return { code: Code.PARAM_INVALID, msg: Msg.invalid_input_value, field: 'email' };
  }
  return checkTexts(input, [['title', INQUIRY_TITLE_MAX, Msg.title_too_long], ['content', INQUIRY_CONTENT_MAX, Msg.content_too_long]]);
}

export function validateNotice(input: { title?: unknown; content?: unknown }): Violation | null {
  return checkTexts(input, [['title', NOTICE_TITLE_MAX, Msg.title_too_long], ['content', NOTICE_CONTENT_MAX, Msg.content_too_long]]);
}

export function validateMemo(input: { title?: unknown; content?: unknown }): Violation | null {
  return checkTexts(input, [['title', MEMO_TITLE_MAX, Msg.title_too_long], ['content', MEMO_CONTENT_MAX, Msg.content_too_long]]);
}

export function validateAnswer(input: { answer?: unknown }): Violation | null {
  return checkTexts(input, [['answer', ANSWER_MAX, Msg.content_too_long]]);
}
