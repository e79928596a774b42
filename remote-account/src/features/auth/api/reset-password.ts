// POST /auth/password-reset (public): a new password with the single-use token of support's reset link;
// every session of the member ends.
import { api, Paths, type PasswordResetRequest, type Result } from '@casino/shared';

export function resetPassword(body: PasswordResetRequest): Promise<Result<unknown>> {
  return api.post<unknown>(Paths.passwordReset, { ...body });
}
