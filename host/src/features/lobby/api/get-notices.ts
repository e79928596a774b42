import { api, Paths } from '@casino/shared';

export interface NoticeSummary { id: number; title: string; content: string; created_at: string }

/** GET /support/notices — the newest public notices. */
export async function getLatestNotices(size = 5): Promise<NoticeSummary[]> {
  const res = await api.get<{ list: NoticeSummary[] }>(Paths.notices, { page: 1, size });
  if (!res.ok) throw new Error(res.msg || 'unknown_error');
  return res.data?.list ?? [];
}
