// A LoadStore held by a component that has no store of its own: it loads when the component mounts and again
// whenever `key` (what is loaded: a category, a page, a filter) changes, and redraws the component on every
// change of the state. `useLoad` (failure/use-load.ts) and the back office's `useApi` are this hook.
import { reaction } from 'mobx';
import { useEffect, useRef, useState } from 'react';
import type { Result } from '../api/client';
import type { Failure } from '../failure/failure';
import { LoadStore, type LoadStoreOptions } from './load-store';

export interface LoadSnapshot<T, F extends Failure = Failure> {
  data: T | null;
  failure: F | null;
  /** True from the first render until the first answer (unless `data` was given), and while a reload runs. */
  loading: boolean;
  reload: () => Promise<void>;
}

export interface UseLoadStoreOptions<T, F extends Failure> extends LoadStoreOptions<T, F> {
  /** The first load is not asked: `data` is already the answer (called once, when that first load is skipped). */
  onSeedUsed?: () => void;
}

export function useLoadStore<T, F extends Failure = Failure>(load: () => Promise<Result<T>>, key: string, options: UseLoadStoreOptions<T, F> = {}): LoadSnapshot<T, F> {
  // `load` is a new closure on every render: the store always calls the latest one
  const latest = useRef(load);
  latest.current = load;
  const [store] = useState(() => new LoadStore<T, F>(() => latest.current(), options));
  const seeded = useRef(options.data !== undefined);
  const onSeedUsed = useRef(options.onSeedUsed);
  const started = useRef(seeded.current);
  const [, redraw] = useState(0);
  useEffect(() => reaction(() => [store.data, store.failure, store.isLoading], () => redraw((n) => n + 1)), [store]);
  // the key names what is loaded: a new key loads again
  useEffect(() => {
    if (seeded.current) { seeded.current = false; onSeedUsed.current?.(); return; }
    started.current = true;
    void store.load();
  }, [store, key]);
  return { data: store.data, failure: store.failure, loading: store.isLoading || !started.current, reload: store.load };
}
