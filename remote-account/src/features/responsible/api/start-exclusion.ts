// POST /account/exclusion: a time-out or a self-exclusion; it starts at once and never ends early.
import { api, ResponsiblePaths, type ExclusionRequest, type Result, type SelfExclusionRequest } from '@casino/shared';

export function startExclusion(body: ExclusionRequest | SelfExclusionRequest): Promise<Result<unknown>> {
  return api.post<unknown>(ResponsiblePaths.exclusion, { ...body });
}
