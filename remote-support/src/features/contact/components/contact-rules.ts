// Rules of the customer inquiry form, with the shared contract's limits (validateContact on the server):
// name (≤ 50), e-mail, then title and content exactly as the one-to-one inquiry form.
import { CONTACT_NAME_MAX, EMAIL_MAX, EMAIL_RE, INQUIRY_CONTENT_MAX, INQUIRY_TITLE_MAX, type ContactRequest } from '@casino/shared';

export type ContactErrors = Partial<Record<keyof ContactRequest, string>>;

const count = (s: string) => [...s].length;

export function contactErrors(v: ContactRequest): ContactErrors {
  const e: ContactErrors = {};
  if (v.name.trim() === '') e.name = 'contact.errors.nameRequired';
  else if (count(v.name.trim()) > CONTACT_NAME_MAX) e.name = 'contact.errors.nameTooLong';
  if (v.email.trim() === '') e.email = 'contact.errors.emailRequired';
  else if (v.email.trim().length > EMAIL_MAX || !EMAIL_RE.test(v.email.trim())) e.email = 'contact.errors.emailInvalid';
  if (v.title.trim() === '') e.title = 'inquiry.errors.titleRequired';
  else if (count(v.title) > INQUIRY_TITLE_MAX) e.title = 'inquiry.errors.titleTooLong';
  if (v.content.trim() === '') e.content = 'inquiry.errors.contentRequired';
  else if (count(v.content) > INQUIRY_CONTENT_MAX) e.content = 'inquiry.errors.contentTooLong';
  return e;
}
