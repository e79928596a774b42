import { api, Paths, type WithdrawAnswer } from '@casino/shared';

/** POST /wallet/withdraw: the amount leaves the balance at once; a rejection refunds it. */
export function requestWithdraw(amount: string) {
  return api.post<WithdrawAnswer>(Paths.withdraw, { amount });
}
