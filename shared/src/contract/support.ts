// Support area (notices, memos, one-to-one inquiries, FAQ, customer inquiry form): shapes, limits and
// validators shared by the remote's forms and the server. Inquiry title/content rules live in validate.ts
// (validateInquiry, spec §5); the rules below cover the other support inputs the same way: the first
// violation in form order, as a (code, msg, field) triple both sides report identically.
import { Code, Msg } from './codes';
import { EMAIL_MAX, EMAIL_RE, INQUIRY_CONTENT_MAX, INQUIRY_TITLE_MAX } from './rules';
import { checked, firstViolation, isBlank, textLength, textViolation, type Checked, type FieldViolations, type Violation } from './validate';

export const MEMO_KINDS = ['all', 'personal'] as const;
export type MemoKind = (typeof MEMO_KINDS)[number];
export const INQUIRY_STATUSES = ['pending', 'answered'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export const SUPPORT_PAGE_SIZE_DEFAULT = 10;
export const SUPPORT_PAGE_SIZE_MAX = 100;
/** Newest popup notices the home page shows at most. */
export const NOTICE_POPUP_MAX = 3;
/**
 * The home page's popup list (GET Paths.notices): the host's popup asks it; the home route declares it as one of
 * its first reads (start-up sends it with the site config, and the server draws a visitor's first screen with it).
 */
export const POPUP_NOTICES_QUERY = { page: 1, size: NOTICE_POPUP_MAX, popup: true } as const;
/** localStorage key (under the `casino.` prefix) of the "don't show again today" popup state; logout clears it
 *  (LOGOUT_FLAG_KEYS). Value: JSON `{ "<notice id>": "YYYY-MM-DD" }`. */
export const NOTICE_FLAG_KEY = 'notice_flag';
/** Cookie with the popup ids hidden today (`12.11`), expiring at the member's next local midnight: the server that
 *  draws a visitor's first screen leaves them out. The session store's logout clears it with NOTICE_FLAG_KEY. */
export const POPUP_HIDDEN_COOKIE = 'casino_popup_hidden';

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

/** Required text fields in order, each with its maximum; the first violation or null. */
function checkTexts(input: Record<string, unknown>, fields: [string, number, string][]): Violation | null {
  const violations: FieldViolations<string> = {};
  for (const [field, max, tooLong] of fields) {
    const v = textViolation(field, input[field], max, tooLong);
    if (v) violations[field] = v;
  }
  return firstViolation(violations, fields.map(([field]) => field));
}

export type ContactField = keyof ContactRequest;
const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'title', 'content'];

/** Customer inquiry form: name (≤ 50, trimmed), e-mail, title (1–100), content (1–1000); every field's first violation. */
export function contactViolations(input: Partial<Record<ContactField, unknown>>): FieldViolations<ContactField> {
  const out: FieldViolations<ContactField> = {};
  const invalid = (field: ContactField): Violation => ({ code: Code.PARAM_INVALID, msg: Msg.invalid_input_value, field });
  const { name, email } = input;
  if (isBlank(name)) out.name = { code: Code.PARAM_MISSING, msg: Msg.required_input_missing, field: 'name' };
  else if (typeof name !== 'string' || textLength(name.trim()) > CONTACT_NAME_MAX) out.name = invalid('name');
  if (isBlank(email)) out.email = { code: Code.PARAM_MISSING, msg: Msg.required_input_missing, field: 'email' };
  else if (typeof email !== 'string' || email.trim().length > EMAIL_MAX || !EMAIL_RE.test(email.trim())) out.email = invalid('email');
  const title = textViolation('title', input.title, INQUIRY_TITLE_MAX, Msg.title_too_long);
  const content = textViolation('content', input.content, INQUIRY_CONTENT_MAX, Msg.content_too_long);
  if (title) out.title = title;
  if (content) out.content = content;
  return out;
}

export function validateContact(input: Partial<Record<ContactField, unknown>>): Violation | null {
  return firstViolation(contactViolations(input), CONTACT_FIELDS);
}

export const checkContact = (input: Partial<Record<ContactField, unknown>>): Checked<ContactRequest> => checked(input, validateContact(input));

export function validateNotice(input: { title?: unknown; content?: unknown }): Violation | null {
  return checkTexts(input, [['title', NOTICE_TITLE_MAX, Msg.title_too_long], ['content', NOTICE_CONTENT_MAX, Msg.content_too_long]]);
}

export function validateMemo(input: { title?: unknown; content?: unknown }): Violation | null {
  return checkTexts(input, [['title', MEMO_TITLE_MAX, Msg.title_too_long], ['content', MEMO_CONTENT_MAX, Msg.content_too_long]]);
}

export function validateAnswer(input: { answer?: unknown }): Violation | null {
  return checkTexts(input, [['answer', ANSWER_MAX, Msg.content_too_long]]);
}
