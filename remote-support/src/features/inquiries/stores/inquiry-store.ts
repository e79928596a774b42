// One-to-one inquiries of the member: a page of the list, writing one, deleting one's own.
import { makeAutoObservable, runInAction } from 'mobx';
import { SUPPORT_PAGE_SIZE_DEFAULT, type Inquiry, type InquiryRequest, attempt, type Failure } from '@casino/shared';
import { createInquiry } from '../api/create-inquiry';
import { deleteInquiry } from '../api/delete-inquiry';
import { getInquiries } from '../api/get-inquiries';

export type Outcome = { ok: true } | { ok: false; failure: Failure };

export class InquiryStore {
  list: Inquiry[] = [];
  total = 0;
  page = 1;
  readonly size = SUPPORT_PAGE_SIZE_DEFAULT;
  isLoading = false;
  failure: Failure | null = null;
  isSubmitting = false;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  async load(page = this.page): Promise<void> {
    this.page = page;
    this.isLoading = true;
    const res = await attempt(() => getInquiries({ page, size: this.size }));
    runInAction(() => {
      this.isLoading = false;
      if (res.ok) { this.list = res.data.list; this.total = res.data.total; this.failure = null; } else this.failure = res.failure;
    });
    if (res.ok && res.data.list.length === 0 && page > 1 && res.data.total > 0) await this.load(Math.ceil(res.data.total / this.size));
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
