import { api, Paths, type DepositHistory } from '@casino/shared';

/** GET /wallet/deposits: deposit history (point conversions included), newest first. */
export function getDeposits(params: { page: number; size: number }) {
  return api.get<DepositHistory>(Paths.deposits, params);
}
