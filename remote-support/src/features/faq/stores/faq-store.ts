import { makeAutoObservable, runInAction } from 'mobx';
import { attempt, type Failure, type FaqEntry } from '@casino/shared';
import { getFaq } from '../api/get-faq';

/** The FAQ (public content). */
export class FaqStore {
  list: FaqEntry[] = [];
  isLoading = false;
  failure: Failure | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  async load(): Promise<void> {
    this.isLoading = true;
    const res = await attempt(() => getFaq());
    runInAction(() => {
      this.isLoading = false;
      if (res.ok) { this.list = res.data.list; this.failure = null; } else this.failure = res.failure;
    });
  }
}
