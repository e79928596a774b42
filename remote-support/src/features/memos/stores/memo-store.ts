// Memo box state. Every change that moves the unread count (open, delete, mark all read, delete all read)
// refreshes the session's init data afterwards, so the app bar badge follows at once (not at the next poll).
import { makeAutoObservable, runInAction } from 'mobx';
import { SUPPORT_PAGE_SIZE_DEFAULT, type Memo, type MemoKind, type Result, type RootStore, attempt, type Failure } from '@casino/shared';
import { deleteMemo } from '../api/delete-memo';
import { deleteReadMemos } from '../api/delete-read-memos';
import { getMemos } from '../api/get-memos';
import { readAllMemos } from '../api/read-all-memos';
import { readMemo } from '../api/read-memo';

export type Outcome<T = unknown> = { ok: true; data: T } | { ok: false; failure: Failure };

export class MemoStore {
  kind: MemoKind = 'all';
  list: Memo[] = [];
  total = 0;
  unread = 0;
  page = 1;
  readonly size = SUPPORT_PAGE_SIZE_DEFAULT;
  isLoading = false;
  /** true once a list has arrived */
  loaded = false;
  failure: Failure | null = null;
  isBusy = false;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<MemoStore, 'root'>(this, { root: false }, { autoBind: true });
  }

  get readCount(): number { return this.list.filter((m) => m.read).length; }

  setKind(kind: MemoKind): void {
    if (kind === this.kind) return;
    this.kind = kind;
    this.list = [];
    void this.load(1);
  }

  async load(page = this.page): Promise<void> {
    this.page = page;
    this.isLoading = true;
    const res = await attempt(() => getMemos({ kind: this.kind, page, size: this.size }));
    runInAction(() => {
      this.isLoading = false;
      if (!res.ok) { this.failure = res.failure; return; }
      this.failure = null;
      this.loaded = true;
      this.list = res.data.list;
      this.total = res.data.total;
      this.unread = res.data.unread;
    });
    // a page emptied by deletions: step back to the last page that has memos
    if (res.ok && res.data.list.length === 0 && page > 1 && res.data.total > 0) await this.load(Math.ceil(res.data.total / this.size));
  }

  /** Opening an unread memo marks it read. */
  async open(id: number): Promise<Outcome> {
    const memo = this.list.find((m) => m.id === id);
    if (!memo || memo.read) return { ok: true, data: null };
    const res = await attempt(() => readMemo(id));
    if (res.ok) {
      runInAction(() => { memo.read = true; this.unread = Math.max(0, this.unread - 1); });
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
