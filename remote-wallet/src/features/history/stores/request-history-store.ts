// One page of the member's deposit or withdraw history (page, size → list, total), newest first.
import { makeAutoObservable, runInAction } from 'mobx';
import { HISTORY_PAGE_SIZE_DEFAULT, type RequestKind, type WalletRequestRow, attempt, type Failure } from '@casino/shared';
import { getDeposits } from '../api/get-deposits';
import { getWithdrawals } from '../api/get-withdrawals';

export class RequestHistoryStore {
  list: WalletRequestRow[] = [];
  total = 0;
  page = 1;
  isLoading = false;
  failure: Failure | null = null;

  constructor(readonly kind: RequestKind, readonly size = HISTORY_PAGE_SIZE_DEFAULT) {
    makeAutoObservable(this, { kind: false, size: false }, { autoBind: true });
  }

  /** The latest waiting request, if the first page shows one (deposits: a new one is refused meanwhile). */
  get waiting(): WalletRequestRow | undefined {
    return this.page === 1 ? this.list.find((r) => r.status === 'waiting') : undefined;
  }

  async load(page = this.page): Promise<void> {
    this.page = page;
    this.isLoading = true;
    const call = this.kind === 'deposit' ? getDeposits : getWithdrawals;
    const res = await attempt(() => call({ page, size: this.size }));
    runInAction(() => {
      this.isLoading = false;
      if (res.ok) { this.list = res.data.list; this.total = res.data.total; this.failure = null; } else this.failure = res.failure;
    });
  }
}
