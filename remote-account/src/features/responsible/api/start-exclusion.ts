// POST /account/exclusion: a time-out or a self-exclusion; it starts at once, never ends early, and the
// answer is the exclusion now in force.
import { api, Paths, type ExclusionRequest, type ExclusionResponse, type Result, type SelfExclusionRequest } from '@casino/shared';

export function startExclusion(body: ExclusionRequest | SelfExclusionRequest): Promise<Result<ExclusionResponse>> {
  return api.post<ExclusionResponse>(Paths.exclusion, { ...body });
}
