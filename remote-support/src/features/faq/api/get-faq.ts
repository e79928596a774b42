import { api, SupportPaths, type FaqListResponse } from '@casino/shared';

/** GET /support/faq (public). */
export function getFaq() {
  return api.get<FaqListResponse>(SupportPaths.faq);
}
