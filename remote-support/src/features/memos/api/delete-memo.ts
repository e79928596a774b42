import { api, Paths } from '@casino/shared';

/** DELETE /support/memos/{id}: hides the memo for this member (a memo to all stays for the others). */
export function deleteMemo(id: number) {
  return api.delete<Record<string, never>>(Paths.memo(id));
}
