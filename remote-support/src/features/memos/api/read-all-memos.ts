import { api, Paths, type MemoBulkResponse, type MemoKind } from '@casino/shared';

/** POST /support/memos/read-all: marks every memo of the kind read. */
export function readAllMemos(kind: MemoKind) {
  return api.post<MemoBulkResponse>(Paths.memosReadAll, { kind });
}
