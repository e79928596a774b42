// Notices page state: one page of the list and the notice that is open (public data, no session needed). The
// page is the shared read state (LoadStore).
import { makeAutoObservable, runInAction } from 'mobx';
import { LoadStore, SUPPORT_PAGE_SIZE_DEFAULT, type Notice, attempt, type Failure } from '@casino/shared';
import { getNotice } from '../api/get-notice';
import { getNotices } from '../api/get-notices';

export class NoticeStore {
  page = 1;
  readonly size = SUPPORT_PAGE_SIZE_DEFAULT;
  private readonly shown = new LoadStore(() => getNotices({ page: this.page, size: this.size }));
  current: Notice | null = null;
  isOpening = false;
  openFailure: Failure | null = null;

  constructor() {
    makeAutoObservable<NoticeStore, 'shown'>(this, { shown: false }, { autoBind: true });
  }

  get list(): Notice[] { return this.shown.data?.list ?? []; }
  get total(): number { return this.shown.data?.total ?? 0; }
  get isLoading(): boolean { return this.shown.isLoading; }
  get failure(): Failure | null { return this.shown.failure; }

  load(page = this.page): Promise<void> {
    this.page = page;
    return this.shown.load();
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
