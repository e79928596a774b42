import { api, Paths, type MemoKind, type MemoListResponse } from '@casino/shared';

/** GET /support/memos: the member's memos of a kind, newest first, with the unread count of every kind. */
export function getMemos(params: { kind: MemoKind; page: number; size: number }) {
  return api.get<MemoListResponse>(Paths.memos, params);
}
