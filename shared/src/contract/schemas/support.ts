// Schemas of the support area (OpenAPI at /docs). Text bodies are checked by the contract validators
// (contractValidated), so the server reports exactly the failure the browser form would; their keywords state
// the same limits (text lengths count code points, as textLength of validate.ts does).
import { Type } from '@sinclair/typebox';
import { EMAIL_MAX, EMAIL_RE, INQUIRY_CONTENT_MAX, INQUIRY_TITLE_MAX } from '../rules';
import {
  ANSWER_MAX, CONTACT_NAME_MAX, MEMO_CONTENT_MAX, MEMO_TITLE_MAX, NOTICE_CONTENT_MAX, NOTICE_TITLE_MAX, SUPPORT_PAGE_SIZE_DEFAULT,
  SUPPORT_PAGE_SIZE_MAX,
} from '../support';
import { contractValidated, EmptyAnswer, Envelope, IdInteger, PageInteger, patternOf, SizeInteger } from './common';

const paging = {
  page: PageInteger(),
  size: SizeInteger(SUPPORT_PAGE_SIZE_MAX, SUPPORT_PAGE_SIZE_DEFAULT),
};
export const PageQuery = Type.Object(paging);
export const IdParams = Type.Object({ id: IdInteger() });
export const IdAnswer = Envelope(Type.Object({ id: Type.Integer() }));
export { EmptyAnswer };
export const CountAnswer = Envelope(Type.Object({ count: Type.Integer({ description: 'how many memos changed' }) }));

/** A required text of 1 … max characters. */
const Text = (max: number, description?: string) => Type.String({ minLength: 1, maxLength: max, ...(description ? { description } : {}) });

const iso = (description = 'ISO 8601 UTC') => Type.String({ description });

export const NoticesQuery = Type.Object({
  ...paging,
  popup: Type.Optional(Type.Boolean({ description: 'true: only notices flagged for the home-page popup' })),
});
const Notice = Type.Object({
  id: Type.Integer(), title: Type.String(), content: Type.String({ description: 'plain text; line breaks kept' }),
  created_at: iso(), popup: Type.Boolean({ description: 'shown as a popup on the home page' }),
});
export const NoticesAnswer = Envelope(Type.Object({ list: Type.Array(Notice), total: Type.Integer() }));
export const NoticeAnswer = Envelope(Notice);

export const MemosQuery = Type.Object({
  ...paging,
  kind: Type.Union([Type.Literal('all'), Type.Literal('personal')], { default: 'all', description: 'all: every memo the member sees; personal: one-to-one memos only' }),
});
export const MemoKindBody = Type.Object({
  kind: Type.Optional(Type.Union([Type.Literal('all'), Type.Literal('personal')], { description: 'default all' })),
});
const Memo = Type.Object({
  id: Type.Integer(), title: Type.String(), content: Type.String(), created_at: iso(), read: Type.Boolean(),
  broadcast: Type.Boolean({ description: 'sent to every member (a delete hides it for this member only)' }),
});
export const MemosAnswer = Envelope(Type.Object({
  list: Type.Array(Memo), total: Type.Integer(), unread: Type.Integer({ description: 'unread memos of every kind, as /main/init unread_memo' }),
}));

const Inquiry = {
  id: Type.Integer(), title: Type.String(), content: Type.String(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('answered')]),
  answer: Type.String({ description: '"" while pending' }), created_at: iso(), answered_at: iso('ISO 8601 UTC, "" while pending'),
};
export const InquiriesAnswer = Envelope(Type.Object({ list: Type.Array(Type.Object(Inquiry)), total: Type.Integer() }));
export const InquiryBody = contractValidated(Type.Object({
  title: Text(INQUIRY_TITLE_MAX, 'else 4000 required_input_missing / 4001 title_too_long'),
  content: Text(INQUIRY_CONTENT_MAX, 'else 4000 / 4001 content_too_long'),
}, { description: 'checked with validateInquiry of @casino/shared/contract; the answer names the field' }));

export const FaqAnswer = Envelope(Type.Object({
  list: Type.Array(Type.Object({ id: Type.Integer(), question: Type.String(), answer: Type.String() })),
}));

export const ContactBody = contractValidated(Type.Object({
  name: Text(CONTACT_NAME_MAX),
  email: Type.String({ minLength: 1, maxLength: EMAIL_MAX, pattern: patternOf(EMAIL_RE), description: 'e-mail address for the reply' }),
  title: Text(INQUIRY_TITLE_MAX),
  content: Text(INQUIRY_CONTENT_MAX),
}, { description: 'checked with validateContact of @casino/shared/contract; at most 5 messages per IP per hour (4290)' }));

// ---------- operator

export const OperatorMemoBody = contractValidated(Type.Object({
  member_id: Type.Optional(IdInteger({ description: 'absent or null: a memo to every member' })),
  title: Text(MEMO_TITLE_MAX),
  content: Text(MEMO_CONTENT_MAX),
}));
export const OperatorNoticeBody = contractValidated(Type.Object({
  title: Text(NOTICE_TITLE_MAX),
  content: Text(NOTICE_CONTENT_MAX),
  popup: Type.Optional(Type.Boolean({ description: 'show as a popup on the home page (default false)' })),
}));
export const OperatorInquiriesQuery = Type.Object({
  ...paging,
  status: Type.Optional(Type.Union([Type.Literal('pending'), Type.Literal('answered')], { description: 'pending lists oldest first' })),
});
export const OperatorInquiriesAnswer = Envelope(Type.Object({
  list: Type.Array(Type.Object({ ...Inquiry, member_id: Type.Integer(), username: Type.String() })), total: Type.Integer(),
}));
export const AnswerBody = contractValidated(Type.Object({
  answer: Text(ANSWER_MAX, 'plain text'),
}));
export const AnswerAnswer = Envelope(Type.Object(Inquiry));
export const ContactsAnswer = Envelope(Type.Object({
  list: Type.Array(Type.Object({
    id: Type.Integer(), name: Type.String(), email: Type.String(), title: Type.String(), content: Type.String(), created_at: iso(),
  })),
  total: Type.Integer(),
}));
