// A value a page reads from the server when it opens (the deposit account, the FAQ): the data of the last
// successful load, whether a load is running, and the catalogue Failure of the last failed one. A retry keeps
// the data already shown. For a small widget without a store, useLoad (failure/use-load.ts) does the same.
import { makeAutoObservable, runInAction } from 'mobx';
import type { Result } from '../api/client';
import { attempt, type Failure } from '../failure/failure';

export class LoadStore<T> {
  data: T | null = null;
  isLoading = false;
  failure: Failure | null = null;

  constructor(private readonly fetch: () => Promise<Result<T>>) {
    makeAutoObservable<LoadStore<T>, 'fetch'>(this, { fetch: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.isLoading = true;
    const res = await attempt(this.fetch);
    runInAction(() => {
      this.isLoading = false;
      if (res.ok) {
        this.data = res.data;
        this.failure = null;
      } else {
        this.failure = res.failure;
      }
    });
  }
}
