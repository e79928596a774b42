import { api, Paths, type FaqListResponse } from '@casino/shared';

/** GET /support/faq (public). */
export function getFaq() {
  return api.get<FaqListResponse>(Paths.faq);
}
