import { api, Paths, type WithdrawHistory } from '@casino/shared';

/** GET /wallet/withdrawals: withdraw history, newest first. */
export function getWithdrawals(params: { page: number; size: number }) {
  return api.get<WithdrawHistory>(Paths.withdrawals, params);
}
