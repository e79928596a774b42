import { api, Paths, POPUP_NOTICES_QUERY, type NoticeListResponse, type Read } from '@casino/shared';

export interface NoticeSummary { id: number; title: string; content: string; created_at: string }

export const LATEST_NOTICES = 5;
/** The lobby's "latest notices" read (public; the home page's first screen is drawn with it). */
export const latestNoticesRead: Read = { path: Paths.notices, params: { page: 1, size: LATEST_NOTICES } };
/** The home page's popup list: the newest notices flagged popup. */
export const popupNoticesRead: Read = { path: Paths.notices, params: POPUP_NOTICES_QUERY };

/** GET /support/notices — the newest public notices. */
export function getLatestNotices() {
  return api.get<{ list: NoticeSummary[] }>(Paths.notices, latestNoticesRead.params);
}

/** GET /support/notices?popup=true — the notices the home page shows as popups, newest first. */
export function getPopupNotices() {
  return api.get<NoticeListResponse>(Paths.notices, popupNoticesRead.params);
}
