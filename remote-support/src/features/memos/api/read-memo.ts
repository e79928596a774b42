import { api, Paths } from '@casino/shared';

/** POST /support/memos/{id}/read: opening a memo marks it read (5005 when it is not the member's). */
export function readMemo(id: number) {
  return api.post<Record<string, never>>(Paths.memoRead(id));
}
