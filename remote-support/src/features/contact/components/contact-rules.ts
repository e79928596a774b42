// The customer inquiry form's rules are the contract's (contactViolations: the same checks validateContact
// runs on the server); this module only names each field's message (a form sends strings only, so a field is
// either missing or breaks its one other rule).
import { contactViolations, Msg, type ContactField, type ContactRequest } from '@casino/shared';

export type ContactErrors = Partial<Record<ContactField, string>>;

const MESSAGES: Record<ContactField, { missing: string; broken: string }> = {
  name: { missing: 'contact.errors.nameRequired', broken: 'contact.errors.nameTooLong' },
  email: { missing: 'contact.errors.emailRequired', broken: 'contact.errors.emailInvalid' },
  title: { missing: 'inquiry.errors.titleRequired', broken: 'inquiry.errors.titleTooLong' },
  content: { missing: 'inquiry.errors.contentRequired', broken: 'inquiry.errors.contentTooLong' },
};

export function contactErrors(values: ContactRequest): ContactErrors {
  const errors: ContactErrors = {};
  for (const [field, v] of Object.entries(contactViolations(values)) as [ContactField, { msg: string }][]) {
    errors[field] = v.msg === Msg.required_input_missing ? MESSAGES[field].missing : MESSAGES[field].broken;
  }
  return errors;
}
