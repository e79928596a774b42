import { api, Paths } from '@casino/shared';

export interface NoticeSummary { id: number; title: string; content: string; created_at: string }

/** GET /support/notices — the newest public notices. */
export function getLatestNotices(size = 5) {
  return api.get<{ list: NoticeSummary[] }>(Paths.notices, { page: 1, size });
}
