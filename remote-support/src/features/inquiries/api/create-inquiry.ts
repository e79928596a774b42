import { api, Paths, type InquiryRequest, type SupportIdResponse } from '@casino/shared';

/** POST /support/inquiries: title 1–100, content 1–1000 (4000 / 4001 title_too_long, content_too_long). */
export function createInquiry(input: InquiryRequest) {
  return api.post<SupportIdResponse>(Paths.inquiries, { ...input });
}
