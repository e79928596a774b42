// The transaction history: a date range (Korea-time days, inclusive; the last week by default), the rows
// fetched so far, and the cursor of the next page ("load more" appends it). The rows are the shared read state
// (LoadStore): a failed load keeps the rows shown, and the last load asked for wins (a new range asked while a
// "load more" of the old one is on its way never gets the old rows appended).
import { makeAutoObservable } from 'mobx';
import { HISTORY_PAGE_SIZE_DEFAULT, isIsoDate, LoadStore, walletDate, type Failure, type TransactionRow } from '@casino/shared';
import { getTransactions } from '../api/get-transactions';

interface Range { from: string; to: string }
interface Shown { list: TransactionRow[]; nextCursor: string | null; range: Range }

export class TransactionStore {
  from: string;
  to: string;
  /** What the next load reads: a range's first page, or the next page after the rows shown. */
  private next: { range: Range; cursor?: string; before: TransactionRow[] } | null = null;
  /** null only as a failed answer's data (never kept: a failure keeps the rows shown) */
  private readonly rows: LoadStore<Shown | null>;

  constructor(now: Date = new Date(), readonly size = HISTORY_PAGE_SIZE_DEFAULT) {
    this.from = walletDate(now, -6);
    this.to = walletDate(now);
    this.rows = new LoadStore<Shown | null>(async () => {
      const { range, cursor, before } = this.next!;
      const res = await getTransactions({ ...range, cursor, size: this.size });
      return { ...res, data: res.ok ? { list: cursor ? [...before, ...res.data.list] : res.data.list, nextCursor: res.data.next_cursor, range } : null };
    });
    makeAutoObservable<TransactionStore, 'next' | 'rows'>(this, { size: false, next: false, rows: false }, { autoBind: true });
  }

  get list(): TransactionRow[] { return this.rows.data?.list ?? []; }
  get nextCursor(): string | null { return this.rows.data?.nextCursor ?? null; }
  /** The range the rows on screen belong to (the inputs may have changed since). */
  get shown(): Range | null { return this.rows.data?.range ?? null; }
  get isLoading(): boolean { return this.rows.isLoading; }
  get failure(): Failure | null { return this.rows.failure; }

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
    this.next = { range: { from: this.from, to: this.to }, before: [] };
    await this.rows.load();
  }

  /** The next page of the range on screen, appended. */
  async loadMore(): Promise<void> {
    const shown = this.shown;
    if (!this.nextCursor || !shown || this.isLoading) return;
    this.next = { range: shown, cursor: this.nextCursor, before: this.list };
    await this.rows.load();
  }
}
