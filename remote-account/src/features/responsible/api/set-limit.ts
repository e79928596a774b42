// PUT /account/limits {kind, value}: lowering applies at once, raising or removing (null) after the cooling-off.
import { api, Paths, type LimitKind, type Result, type SetLimitResponse } from '@casino/shared';

export function setLimit(kind: LimitKind, value: number | null): Promise<Result<SetLimitResponse>> {
  return api.put<SetLimitResponse>(Paths.limits, { kind, value });
}
