import { api, Paths, type DepositAnswer } from '@casino/shared';

/** POST /wallet/deposit: waits for an operator; 5003 while another deposit is waiting. */
export function requestDeposit(amount: string) {
  return api.post<DepositAnswer>(Paths.deposit, { amount });
}
