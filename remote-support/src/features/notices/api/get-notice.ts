import { api, Paths, type Notice } from '@casino/shared';

/** GET /support/notices/{id} (public): one notice; 5005 when it is gone. */
export function getNotice(id: number) {
  return api.get<Notice>(Paths.notice(id));
}
