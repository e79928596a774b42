// POST /auth/login (public): the session answer of API.md, stored by the session store.
import { api, Paths, type LoginRequest, type LoginResponse, type Result } from '@casino/shared';

export function login(body: LoginRequest): Promise<Result<LoginResponse>> {
  return api.post<LoginResponse>(Paths.login, { ...body });
}
