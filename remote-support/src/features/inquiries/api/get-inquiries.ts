import { api, Paths, type InquiryListResponse } from '@casino/shared';

/** GET /support/inquiries: the member's own one-to-one inquiries, newest first. */
export function getInquiries(params: { page: number; size: number }) {
  return api.get<InquiryListResponse>(Paths.inquiries, params);
}
