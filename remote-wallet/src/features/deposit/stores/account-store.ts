// The deposit account members transfer to (GET /wallet/account), loaded when a deposit page opens.
import { makeAutoObservable, runInAction } from 'mobx';
import { attempt, type Failure, type WalletAccount } from '@casino/shared';
import { getWalletAccount } from '../api/get-wallet-account';

export class AccountStore {
  account: WalletAccount | null = null;
  isLoading = false;
  failure: Failure | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  async load(): Promise<void> {
    this.isLoading = true;
    const res = await attempt(getWalletAccount);
    runInAction(() => {
      this.isLoading = false;
      if (res.ok) { this.account = res.data; this.failure = null; } else this.failure = res.failure;
    });
  }
}
