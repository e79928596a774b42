// Notices page state: one page of the list and the notice that is open (public data, no session needed).
import { makeAutoObservable, runInAction } from 'mobx';
import { SUPPORT_PAGE_SIZE_DEFAULT, type Notice, attempt, type Failure } from '@casino/shared';
import { getNotice } from '../api/get-notice';
import { getNotices } from '../api/get-notices';

export class NoticeStore {
  list: Notice[] = [];
  total = 0;
  page = 1;
  readonly size = SUPPORT_PAGE_SIZE_DEFAULT;
  isLoading = false;
  failure: Failure | null = null;
  current: Notice | null = null;
  isOpening = false;
  openFailure: Failure | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  async load(page = this.page): Promise<void> {
    this.page = page;
    this.isLoading = true;
    const res = await attempt(() => getNotices({ page, size: this.size }));
    runInAction(() => {
      this.isLoading = false;
      if (res.ok) { this.list = res.data.list; this.total = res.data.total; this.failure = null; } else this.failure = res.failure;
    });
  }

  async open(id: number): Promise<void> {
    const known = this.list.find((n) => n.id === id);
    this.current = known ?? null;
    this.openFailure = null;
    if (known) return;
    this.isOpening = true;
    const res = await attempt(() => getNotice(id));
    runInAction(() => {
      this.isOpening = false;
      if (res.ok) this.current = res.data; else this.openFailure = res.failure;
    });
  }

  close(): void {
    this.current = null;
    this.openFailure = null;
  }
}
