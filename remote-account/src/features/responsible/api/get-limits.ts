// GET /account/limits: current limits, pending raises, usage, the active exclusion and the KYC status.
import { api, Paths, type LimitsResponse, type Result } from '@casino/shared';

export function getLimits(): Promise<Result<LimitsResponse>> {
  return api.get<LimitsResponse>(Paths.limits);
}
