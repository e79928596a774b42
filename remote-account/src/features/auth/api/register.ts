// POST /auth/register (public): creates the account; the member logs in afterwards.
import { api, Paths, type RegisterRequest, type RegisterResponse, type Result } from '@casino/shared';

export function register(body: RegisterRequest): Promise<Result<RegisterResponse>> {
  return api.post<RegisterResponse>(Paths.register, { ...body });
}
