import { api, Paths } from '@casino/shared';

/** DELETE /support/inquiries/{id}: the author's own inquiry only (5005 otherwise). */
export function deleteInquiry(id: number) {
  return api.delete<Record<string, never>>(Paths.inquiry(id));
}
