import { api, Paths, type WalletAccount } from '@casino/shared';

/** GET /wallet/account: where members transfer deposits (5005 when the operator has not set one). */
export function getWalletAccount() {
  return api.get<WalletAccount>(Paths.walletAccount);
}
