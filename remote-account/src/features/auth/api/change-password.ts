// POST /account/password (logged in): the member's new password; his other sessions end, this one stays.
import { api, Paths, type PasswordChangeRequest, type Result } from '@casino/shared';

export function changePassword(body: PasswordChangeRequest): Promise<Result<unknown>> {
  return api.post<unknown>(Paths.accountPassword, { ...body });
}
