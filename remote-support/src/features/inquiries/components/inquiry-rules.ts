// The inquiry form's rules are the contract's (inquiryViolations: the same checks validateInquiry runs on the
// server); this module only names each violation's message, and when both fields are missing one combined
// message says so.
import { Code, inquiryViolations, Msg, type InquiryField, type Violation } from '@casino/shared';

export interface InquiryFormErrors {
  /** both title and content are missing: one combined message */
  both?: boolean;
  title?: string;
  content?: string;
}

const KEYS: Record<InquiryField, { missing: string; tooLong: string }> = {
  title: { missing: 'inquiry.errors.titleRequired', tooLong: 'inquiry.errors.titleTooLong' },
  content: { missing: 'inquiry.errors.contentRequired', tooLong: 'inquiry.errors.contentTooLong' },
};

/** The form's message for a violation of one of its fields (a form sends strings only: missing or too long). */
const inquiryMessage = (field: InquiryField, v: Violation) =>
  (v.msg === Msg.required_input_missing ? KEYS[field].missing : KEYS[field].tooLong);

export function inquiryFormErrors(values: { title: string; content: string }): InquiryFormErrors {
  const v = inquiryViolations(values);
  if (v.title?.code === Code.PARAM_MISSING && v.content?.code === Code.PARAM_MISSING) return { both: true };
  const errors: InquiryFormErrors = {};
  if (v.title) errors.title = inquiryMessage('title', v.title);
  if (v.content) errors.content = inquiryMessage('content', v.content);
  return errors;
}

export const hasErrors = (e: InquiryFormErrors) => Boolean(e.both || e.title || e.content);
