import { api, Paths, type ContactRequest, type SupportIdResponse } from '@casino/shared';

/** POST /support/contact (public): the customer inquiry form; limited per IP (4290). */
export function sendContact(input: ContactRequest) {
  return api.post<SupportIdResponse>(Paths.contact, { ...input });
}
