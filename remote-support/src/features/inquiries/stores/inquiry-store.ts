// One-to-one inquiries of the member: a page of the list (the shared read state, LoadStore), writing one,
// deleting one's own.
import { makeAutoObservable, runInAction } from 'mobx';
import { LoadStore, SUPPORT_PAGE_SIZE_DEFAULT, type Inquiry, type InquiryRequest, attempt, type Failure } from '@casino/shared';
import { createInquiry } from '../api/create-inquiry';
import { deleteInquiry } from '../api/delete-inquiry';
import { getInquiries } from '../api/get-inquiries';

export type Outcome = { ok: true } | { ok: false; failure: Failure };

export class InquiryStore {
  page = 1;
  readonly size = SUPPORT_PAGE_SIZE_DEFAULT;
  isSubmitting = false;
  private readonly shown = new LoadStore(() => getInquiries({ page: this.page, size: this.size }));

  constructor() {
    makeAutoObservable<InquiryStore, 'shown'>(this, { shown: false }, { autoBind: true });
  }

  get list(): Inquiry[] { return this.shown.data?.list ?? []; }
  get total(): number { return this.shown.data?.total ?? 0; }
  get isLoading(): boolean { return this.shown.isLoading; }
  get failure(): Failure | null { return this.shown.failure; }

  async load(page = this.page): Promise<void> {
    this.page = page;
    await this.shown.load();
    // the page emptied under the member (their last inquiry on it deleted): show the last page there is
    const { data, failure } = this.shown;
    if (!failure && data && this.page === page && data.list.length === 0 && page > 1 && data.total > 0) await this.load(Math.ceil(data.total / this.size));
  }

  async submit(input: InquiryRequest): Promise<Outcome> {
    this.isSubmitting = true;
    const res = await attempt(() => createInquiry(input));
    runInAction(() => { this.isSubmitting = false; });
    if (!res.ok) return res;
    await this.load(1);
    return { ok: true };
  }

  async remove(id: number): Promise<Outcome> {
    const res = await attempt(() => deleteInquiry(id));
    if (res.ok || res.failure.msg === 'item_not_found') await this.load();
    return res.ok ? { ok: true } : res;
  }
}
