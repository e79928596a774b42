// The inquiry form's rules (spec §5), with the limits of the shared contract and the same character counting
// as validateInquiry on the server: title required and at most 100 characters, content required and at most
// 1000; when both are missing one combined message says so.
import { INQUIRY_CONTENT_MAX, INQUIRY_TITLE_MAX } from '@casino/shared';

export interface InquiryFormErrors {
  /** both title and content are missing: one combined message */
  both?: boolean;
  title?: string;
  content?: string;
}

/** Characters as the server counts them (code points: an emoji is one). */
export const charCount = (text: string) => [...text].length;

export function inquiryFormErrors({ title, content }: { title: string; content: string }): InquiryFormErrors {
  const titleMissing = title.trim() === '';
  const contentMissing = content.trim() === '';
  if (titleMissing && contentMissing) return { both: true };
  const errors: InquiryFormErrors = {};
  if (titleMissing) errors.title = 'inquiry.errors.titleRequired';
  else if (charCount(title) > INQUIRY_TITLE_MAX) errors.title = 'inquiry.errors.titleTooLong';
  if (contentMissing) errors.content = 'inquiry.errors.contentRequired';
  else if (charCount(content) > INQUIRY_CONTENT_MAX) errors.content = 'inquiry.errors.contentTooLong';
  return errors;
}

export const hasErrors = (e: InquiryFormErrors) => Boolean(e.both || e.title || e.content);
