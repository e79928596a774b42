// The transaction history: a date range (Korea-time days, inclusive; the last week by default), the rows
// fetched so far, and the cursor of the next page ("load more" appends it).
import { makeAutoObservable, runInAction } from 'mobx';
import { HISTORY_PAGE_SIZE_DEFAULT, isIsoDate, walletDate, type TransactionRow, attempt, type Failure } from '@casino/shared';
import { getTransactions } from '../api/get-transactions';

export class TransactionStore {
  from: string;
  to: string;
  list: TransactionRow[] = [];
  nextCursor: string | null = null;
  isLoading = false;
  failure: Failure | null = null;
  /** The range the rows on screen belong to (the inputs may have changed since). */
  shown: { from: string; to: string } | null = null;

  constructor(now: Date = new Date(), readonly size = HISTORY_PAGE_SIZE_DEFAULT) {
    this.from = walletDate(now, -6);
    this.to = walletDate(now);
    makeAutoObservable(this, { size: false }, { autoBind: true });
  }

  setFrom(value: string) { this.from = value; }
  setTo(value: string) { this.to = value; }

  /** 'from' / 'to' when that input is not a date, 'order' when from is after to, else null. */
  get rangeProblem(): 'from' | 'to' | 'order' | null {
    if (this.from && !isIsoDate(this.from)) return 'from';
    if (this.to && !isIsoDate(this.to)) return 'to';
    if (this.from && this.to && this.from > this.to) return 'order';
    return null;
  }

  /** The first page of the current range (replaces what is shown). */
  async fetch(): Promise<void> {
    if (this.rangeProblem) return;
    const range = { from: this.from, to: this.to };
    await this.read(range, undefined);
  }

  /** The next page of the range on screen, appended. */
  async loadMore(): Promise<void> {
    if (!this.nextCursor || !this.shown || this.isLoading) return;
    await this.read(this.shown, this.nextCursor);
  }

  private async read(range: { from: string; to: string }, cursor: string | undefined): Promise<void> {
    this.isLoading = true;
    const res = await attempt(() => getTransactions({ ...range, cursor, size: this.size }));
    runInAction(() => {
      this.isLoading = false;
      if (!res.ok) { this.failure = res.failure; return; }
      this.failure = null;
      this.list = cursor ? [...this.list, ...res.data.list] : res.data.list;
      this.nextCursor = res.data.next_cursor;
      this.shown = range;
    });
  }
}
