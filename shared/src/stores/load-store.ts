// The one read state of every app (issue 46): a value a page reads from the server (the deposit account, the
// FAQ, a back-office queue): the data of the last successful load, whether a load is running, and the Failure
// of the last failed one. A failed load keeps the data already shown; when loads overlap, the last one started
// is the one that counts. Stores hold a LoadStore; components without a store use useLoadStore
// (./use-load-store.ts), which holds one for them.
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Result } from '../api/client';
import { attempt, type Failure } from '../failure/failure';

export type LoadAttempt<T, F> = { ok: true; data: T } | { ok: false; failure: F };

export interface LoadStoreOptions<T, F extends Failure> {
  /** How an answer becomes data or a Failure (default: the shared catalogue's `attempt`; the back office adds its operator texts). */
  attempt?: (call: () => Promise<Result<T>>) => Promise<LoadAttempt<T, F>>;
  /** Data already known (a first screen's answer): shown until a load replaces it. */
  data?: T;
}

export class LoadStore<T, F extends Failure = Failure> {
  data: T | null = null;
  isLoading = false;
  failure: F | null = null;
  private latest = 0;

  constructor(private readonly fetch: () => Promise<Result<T>>, private readonly options: LoadStoreOptions<T, F> = {}) {
    if (options.data !== undefined) this.data = options.data;
    // data is held by reference, as the server sent it: a component may hand it to a library that freezes what it
    // is given (recharts does; a deep MobX observable refuses to be frozen, MobX error 15). A change is a new value
    // (`update`), never a mutation in place.
    makeAutoObservable<LoadStore<T, F>, 'fetch' | 'options' | 'latest'>(this, { data: observableRef, fetch: false, options: false, latest: false }, { autoBind: true });
  }

  /** Replaces the data shown (a local change the server has confirmed, e.g. a memo marked read). */
  update(next: T): void {
    this.data = next;
  }

  async load(): Promise<void> {
    const ticket = ++this.latest;
    this.isLoading = true;
    const run = this.options.attempt ?? (attempt as (call: () => Promise<Result<T>>) => Promise<LoadAttempt<T, F>>);
    const res = await run(this.fetch);
    if (ticket !== this.latest) return; // a newer load answered (or will answer) instead
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
