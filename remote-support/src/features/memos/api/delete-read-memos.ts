import { api, Paths, type MemoBulkResponse, type MemoKind } from '@casino/shared';

/** DELETE /support/memos/read: deletes every read memo of the kind (for this member). */
export function deleteReadMemos(kind: MemoKind) {
  return api.delete<MemoBulkResponse>(Paths.memosDeleteRead, { kind });
}
