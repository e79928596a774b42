// Memo box state: a page of the list in the shared read state (LoadStore). Every change that moves the unread
// count (open, delete, mark all read, delete all read) refreshes the session's init data afterwards, so the app
// bar badge follows at once (not at the next poll).
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { LoadStore, SUPPORT_PAGE_SIZE_DEFAULT, type Memo, type MemoKind, type Result, type RootStore, attempt, type Failure } from '@casino/shared';
import { deleteMemo } from '../api/delete-memo';
import { deleteReadMemos } from '../api/delete-read-memos';
import { getMemos } from '../api/get-memos';
import { readAllMemos } from '../api/read-all-memos';
import { readMemo } from '../api/read-memo';

export type Outcome<T = unknown> = { ok: true; data: T } | { ok: false; failure: Failure };

export class MemoStore {
  kind: MemoKind = 'all';
  page = 1;
  readonly size = SUPPORT_PAGE_SIZE_DEFAULT;
  isBusy = false;
  /** The shown page: the shared read state (LoadStore), one per memo kind, so a switched tab starts empty. */
  private shown = this.pageOf('all');

  constructor(private readonly root: RootStore) {
    makeAutoObservable<MemoStore, 'root' | 'shown' | 'pageOf'>(this, { root: false, shown: observableRef, pageOf: false }, { autoBind: true });
  }

  private pageOf(kind: MemoKind) {
    return new LoadStore(() => getMemos({ kind, page: this.page, size: this.size }));
  }

  get list(): Memo[] { return this.shown.data?.list ?? []; }
  get total(): number { return this.shown.data?.total ?? 0; }
  get unread(): number { return this.shown.data?.unread ?? 0; }
  get isLoading(): boolean { return this.shown.isLoading; }
  /** true once a list has arrived */
  get loaded(): boolean { return this.shown.data !== null; }
  get failure(): Failure | null { return this.shown.failure; }
  get readCount(): number { return this.list.filter((m) => m.read).length; }

  setKind(kind: MemoKind): void {
    if (kind === this.kind) return;
    this.kind = kind;
    this.shown = this.pageOf(kind);
    void this.load(1);
  }

  async load(page = this.page): Promise<void> {
    this.page = page;
    await this.shown.load();
    // a page emptied by deletions: step back to the last page that has memos
    const { data, failure } = this.shown;
    if (!failure && data && this.page === page && data.list.length === 0 && page > 1 && data.total > 0) await this.load(Math.ceil(data.total / this.size));
  }

  /** Opening an unread memo marks it read. */
  async open(id: number): Promise<Outcome> {
    const memo = this.list.find((m) => m.id === id);
    if (!memo || memo.read) return { ok: true, data: null };
    const res = await attempt(() => readMemo(id));
    if (res.ok) {
      const shown = this.shown.data;
      if (shown) {
        this.shown.update({
          ...shown, unread: Math.max(0, shown.unread - 1), list: shown.list.map((m) => (m.id === id ? { ...m, read: true } : m)),
        });
      }
      void this.root.session.refresh();
    }
    return res;
  }

  async remove(id: number): Promise<Outcome> {
    return this.change(() => deleteMemo(id));
  }

  async readAll(): Promise<Outcome> {
    return this.change(() => readAllMemos(this.kind));
  }

  async deleteRead(): Promise<Outcome> {
    return this.change(() => deleteReadMemos(this.kind));
  }

  private async change<T>(call: () => Promise<Result<T>>): Promise<Outcome> {
    this.isBusy = true;
    const res = await attempt(call);
    runInAction(() => { this.isBusy = false; });
    if (res.ok) {
      await this.load();
      void this.root.session.refresh();
    } else if (res.failure.msg === 'item_not_found') {
      await this.load(); // already gone (another tab): show the list as it is now
    }
    return res;
  }
}
