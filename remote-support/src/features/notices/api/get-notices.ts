import { api, Paths, type NoticeListResponse } from '@casino/shared';

/** GET /support/notices (public): newest first; `popup` lists only the home-page popup notices. */
export function getNotices(params: { page: number; size: number; popup?: boolean }) {
  return api.get<NoticeListResponse>(Paths.notices, params);
}
