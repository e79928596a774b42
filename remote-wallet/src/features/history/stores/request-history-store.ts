// One page of the member's deposit or withdraw history (page, size → list, total), newest first. The page is
// the shared read state (LoadStore): a failed load keeps the page shown, the last page asked for wins.
import { makeAutoObservable } from 'mobx';
import { HISTORY_PAGE_SIZE_DEFAULT, LoadStore, type Failure, type RequestKind, type Result, type WalletRequestRow } from '@casino/shared';
import { getDeposits } from '../api/get-deposits';
import { getWithdrawals } from '../api/get-withdrawals';

export class RequestHistoryStore {
  page = 1;
  private readonly shown: LoadStore<{ list: WalletRequestRow[]; total: number }>;

  constructor(readonly kind: RequestKind, readonly size = HISTORY_PAGE_SIZE_DEFAULT) {
    const call: (p: { page: number; size: number }) => Promise<Result<{ list: WalletRequestRow[]; total: number }>> = kind === 'deposit' ? getDeposits : getWithdrawals;
    this.shown = new LoadStore(() => call({ page: this.page, size: this.size }));
    makeAutoObservable<RequestHistoryStore, 'shown'>(this, { kind: false, size: false, shown: false }, { autoBind: true });
  }

  get list(): WalletRequestRow[] { return this.shown.data?.list ?? []; }
  get total(): number { return this.shown.data?.total ?? 0; }
  get isLoading(): boolean { return this.shown.isLoading; }
  get failure(): Failure | null { return this.shown.failure; }
  /** Nothing answered yet (before the first load, or while it runs): the list is not known to be empty. */
  get unknown(): boolean { return this.shown.data === null && this.shown.failure === null; }

  /** The latest waiting request, if the first page shows one (deposits: a new one is refused meanwhile). */
  get waiting(): WalletRequestRow | undefined {
    return this.page === 1 ? this.list.find((r) => r.status === 'waiting') : undefined;
  }

  load(page = this.page): Promise<void> {
    this.page = page;
    return this.shown.load();
  }
}
